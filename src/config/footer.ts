/**
 * What the footer shows, in one place an operator can edit: the complaints book, social networks and
 * partner logos (the information links are the information pages, decision 153). Labels are i18n keys
 * (src/i18n/pt.json); partner names are proper names and double as the logos' alt text. Logos live in
 * public/partners/.
 */

export interface FooterLink {
  href: string;
  /** i18n key of the link text. */
  label: string;
}

export interface SocialLink extends FooterLink {
  /** Which icon to draw (see src/components/shell/SocialIcon.astro). */
  network: 'facebook' | 'instagram' | 'youtube';
}

export interface Partner {
  name: string;
  /** Optional: the partner's own site (opens in a new tab). */
  href?: string;
  /**
   * An image whose words are drawn (SVG paths), not typed (SVG <text>): an <img> renders <text> in whatever font
   * the visitor has, and a wider one cut two names off at the logo's edge.
   */
  logo: string;
  width: number;
  height: number;
}

// The information links are the published information pages marked "in the footer", in their order
// (src/content/info/*.md and the pages editors save in the browser, decision 153).

/** The official Portuguese complaints book (Livro de Reclamações Eletrónico); opens in a new tab. */
export const complaintsBook: FooterLink = { href: 'https://www.livroreclamacoes.pt/', label: 'footer.complaints' };

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/patinhas.pt', label: 'footer.social.facebook' },
  { network: 'instagram', href: 'https://www.instagram.com/patinhas.pt', label: 'footer.social.instagram' },
  { network: 'youtube', href: 'https://www.youtube.com/@patinhas.pt', label: 'footer.social.youtube' },
];

/** Partner and funding logos (four in the specification). */
export const partners: readonly Partner[] = [
  { name: 'Rede Veterinária Amiga', logo: '/partners/rede-veterinaria-amiga.svg', width: 200, height: 80 },
  { name: 'Liga Bem-Estar Animal', logo: '/partners/liga-bem-estar-animal.svg', width: 200, height: 80 },
  { name: 'Programa Criar Melhor', logo: '/partners/programa-criar-melhor.svg', width: 200, height: 80 },
  { name: 'Fundo Inovação Regional', logo: '/partners/fundo-inovacao-regional.svg', width: 200, height: 80 },
];
