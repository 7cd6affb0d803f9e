/** The demo's adverts: coats, traits and prices per breed, and titles and descriptions written from them. */
import type { Coat } from './demo-art.ts';
import type { Random } from './random.ts';

export interface BreedProfile {
  /** How the breed is named in a title ("Cachorra Serra da Estrela"). */
  short: string;
  coats: Coat[];
  trait: string;
  /** Price range in euros. */
  price: [number, number];
}

const floppy = (fur: string, dark: string, light: string, extra: Partial<Coat> = {}): Coat => ({
  fur,
  dark,
  light,
  ears: 'floppy',
  ...extra,
});
const pointy = (fur: string, dark: string, light: string, extra: Partial<Coat> = {}): Coat => ({
  fur,
  dark,
  light,
  ears: 'pointy',
  ...extra,
});

export const BREED_PROFILES: Record<string, BreedProfile> = {
  DOG_SERRA_ESTRELA: {
    short: 'Serra da Estrela',
    coats: [
      floppy('#c9a26b', '#6b4a2b', '#ead2ae', { pattern: 'mask' }),
      floppy('#d8b47a', '#8a6238', '#f0dcb8', { pattern: 'mask' }),
    ],
    trait: 'Raça portuguesa de guarda, calma em casa e muito protetora da família.',
    price: [600, 900],
  },
  DOG_RAFEIRO_ALENTEJO: {
    short: 'Rafeiro do Alentejo',
    coats: [floppy('#e9dcc3', '#a88552', '#f6efe2', { pattern: 'patch' })],
    trait: 'Cão de gado alentejano, sereno e equilibrado, ideal para quem tem terreno.',
    price: [400, 700],
  },
  DOG_LABRADOR: {
    short: 'Labrador',
    coats: [
      floppy('#e8c07d', '#c99a52', '#f4dcae'),
      floppy('#6b4226', '#4a2c18', '#8a5a3a'),
      floppy('#2b2b2b', '#161616', '#3c3c3c'),
    ],
    trait: 'Sociável e brincalhão, um ótimo companheiro para famílias com crianças.',
    price: [700, 1000],
  },
  DOG_GOLDEN: {
    short: 'Golden Retriever',
    coats: [floppy('#e0a85a', '#b57a35', '#f3d3a0'), floppy('#edc58a', '#c99a5c', '#f7e2bf')],
    trait: 'Dócil, inteligente e fácil de educar; adora água e passeios longos.',
    price: [800, 1200],
  },
  DOG_AGUA_PORTUGUES: {
    short: 'Cão de Água Português',
    coats: [
      floppy('#2b2b2b', '#161616', '#3a3a3a'),
      floppy('#2b2b2b', '#161616', '#f2efe9', { pattern: 'patch' }),
      floppy('#6b4a32', '#3e2a1c', '#8a664a'),
    ],
    trait: 'Raça portuguesa de pelo que quase não cai, enérgica e muito ligada à família.',
    price: [1200, 1800],
  },
  DOG_PODENGO_PORTUGUES: {
    short: 'Podengo Português',
    coats: [pointy('#d9a45b', '#a8743a', '#f1d5a6'), pointy('#e8d2a6', '#b8965f', '#f7ecd6')],
    trait: 'Pequeno caçador português, vivo e curioso, com uma saúde de ferro.',
    price: [300, 500],
  },
  DOG_BULLDOG_FRANCES: {
    short: 'Bulldog Francês',
    coats: [
      pointy('#d8c8b0', '#8c7660', '#efe5d6', { pattern: 'mask' }),
      pointy('#4a4038', '#2a241f', '#efe5d6', { pattern: 'patch' }),
    ],
    trait: 'Companheiro de apartamento, afetuoso e pouco exigente em exercício.',
    price: [1200, 2000],
  },
  DOG_YORKSHIRE: {
    short: 'Yorkshire Terrier',
    coats: [pointy('#b8946a', '#5b6470', '#d8bb92', { pattern: 'saddle' })],
    trait: 'Pequeno no tamanho e grande na personalidade, alerta e muito meigo.',
    price: [700, 1100],
  },
  DOG_PASTOR_ALEMAO: {
    short: 'Pastor Alemão',
    coats: [pointy('#b07a3c', '#2a211b', '#d9b27c', { pattern: 'saddle' })],
    trait: 'Leal, inteligente e trabalhador, aprende depressa com treino positivo.',
    price: [700, 1100],
  },
  DOG_ROTTWEILER: {
    short: 'Rottweiler',
    coats: [floppy('#231f1c', '#141210', '#a0612e')],
    trait: 'Seguro de si e muito dedicado à família, precisa de um dono experiente.',
    price: [800, 1200],
  },
  DOG_BORDER_COLLIE: {
    short: 'Border Collie',
    coats: [floppy('#2b2b2b', '#161616', '#f2efe9', { pattern: 'patch' }), floppy('#7a4a2a', '#4a2c18', '#f2efe9')],
    trait: 'O mais trabalhador dos cães: precisa de exercício e de desafios todos os dias.',
    price: [600, 900],
  },
  CAT_MAINE_COON: {
    short: 'Maine Coon',
    coats: [
      pointy('#9a7a58', '#5a4532', '#e7d8c3', { pattern: 'tabby' }),
      pointy('#c07a3c', '#8a4f22', '#f0d6b0', { pattern: 'tabby', eyes: '#e0a33a' }),
    ],
    trait: 'Gigante gentil, sociável e brincalhão, convive bem com cães e crianças.',
    price: [900, 1400],
  },
  CAT_RAGDOLL: {
    short: 'Ragdoll',
    coats: [pointy('#efe7dc', '#8a7a6a', '#f7f2ea', { pattern: 'points', eyes: '#5aa9e6' })],
    trait: 'Calmo e muito meigo, gosta de colo e segue a família pela casa.',
    price: [900, 1300],
  },
  CAT_BRITISH_SHORTHAIR: {
    short: 'British Shorthair',
    coats: [pointy('#8f98a3', '#6d7580', '#b9c0c8', { eyes: '#e59a3a' })],
    trait: 'Tranquilo e independente, adapta-se bem a apartamento.',
    price: [800, 1200],
  },
  CAT_PERSA: {
    short: 'Persa',
    coats: [
      pointy('#efe6da', '#c9b8a2', '#f8f3ec', { eyes: '#e59a3a' }),
      pointy('#f4f1ec', '#d0c8bc', '#ffffff', { eyes: '#5aa9e6' }),
    ],
    trait: 'Sereno e elegante, precisa de escovagem diária do pelo comprido.',
    price: [700, 1100],
  },
};

/** Coats of animals without a determined breed. */
export const MIXED_COATS: Record<'DOG' | 'CAT', Coat[]> = {
  DOG: [
    floppy('#c98b48', '#7a4f24', '#f2e4cc', { pattern: 'patch' }),
    pointy('#e3c79b', '#a9864f', '#f6ecda'),
    floppy('#5a4636', '#33271d', '#d9c5a8'),
  ],
  CAT: [
    pointy('#9a7a58', '#5a4532', '#e7d8c3', { pattern: 'tabby' }),
    pointy('#2a2a2a', '#141414', '#3a3a3a', { eyes: '#e8c547' }),
    pointy('#e9a25a', '#b5692a', '#f7dcb7', { pattern: 'tabby' }),
    pointy('#f2efe9', '#2a2a2a', '#ffffff', { pattern: 'patch' }),
  ],
};

export type Sex = 'MALE' | 'FEMALE';

/** "Cachorro", "Gatinha", ... */
function animal(species: 'DOG' | 'CAT', sex: Sex): string {
  if (species === 'DOG') return sex === 'MALE' ? 'Cachorro' : 'Cachorra';
  return sex === 'MALE' ? 'Gatinho' : 'Gatinha';
}

/** The masculine or feminine ending of an adjective. */
const o = (sex: Sex) => (sex === 'MALE' ? 'o' : 'a');

export function purebredTitle(
  r: Random,
  species: 'DOG' | 'CAT',
  sex: Sex,
  profile: BreedProfile,
  hasLop: boolean,
): string {
  const a = animal(species, sex);
  const templates = [
    `${a} ${profile.short} vacinad${o(sex)} e com microchip`,
    `Ninhada de ${profile.short}: ${a.toLowerCase()} disponível`,
    `${profile.short}, ${a.toLowerCase()} pront${o(sex)} para uma nova família`,
  ];
  if (hasLop) templates.push(`${a} ${profile.short} com LOP`);
  return r.pick(templates);
}

export function mixedTitle(r: Random, species: 'DOG' | 'CAT', sex: Sex): string {
  const a = animal(species, sex);
  return r.pick([
    `${a} sem raça definida para adoção responsável`,
    `${a} meig${o(sex)} procura família`,
    `${a} muito brincalh${sex === 'MALE' ? 'ão' : 'ona'} para adoção`,
  ]);
}

export interface DescriptionInput {
  species: 'DOG' | 'CAT';
  sex: Sex;
  municipality: string;
  profile?: BreedProfile;
  lop: boolean;
  dangerous: boolean;
}

export function purebredDescription(r: Random, d: DescriptionInput): string {
  const ending = o(d.sex);
  const pronoun = d.sex === 'MALE' ? 'Ele' : 'Ela';
  const lines = [
    d.profile?.trait ?? '',
    r.pick([
      `Os pais vivem connosco e pode conhecê-los durante a visita à criação, em ${d.municipality}.`,
      `Venha conhecer a mãe e o resto da ninhada à nossa criação, em ${d.municipality}.`,
    ]),
    `${pronoun} segue vacinad${ending} e desparasitad${ending}, com microchip registado no SIAC e boletim sanitário.`,
  ];
  if (d.lop) lines.push('Tem registo no LOP (Livro de Origens Português) e os pais estão igualmente registados.');
  if (d.dangerous) {
    lines.push(
      'Raça potencialmente perigosa: o novo detentor precisa de licença da junta de freguesia e de seguro de responsabilidade civil.',
    );
  }
  lines.push(
    r.pick([
      'Entregamos com contrato de compra e venda, um saco da ração a que está habituad' +
        ending +
        ' e apoio para toda a vida.',
      'Só entregamos depois das oito semanas de idade e após uma visita, para nos conhecermos.',
    ]),
  );
  return lines.filter(Boolean).join(' ');
}

export function mixedDescription(r: Random, d: DescriptionInput): string {
  const mother = d.species === 'DOG' ? 'cadela' : 'gata';
  const ending = o(d.sex);
  return [
    `Nasceu cá em casa, em ${d.municipality}, de uma ninhada inesperada da nossa ${mother}.`,
    r.pick([
      `É muito meig${ending}, habituad${ending} a crianças e a outros animais.`,
      `É curios${ending} e brincalh${d.sex === 'MALE' ? 'ão' : 'ona'}, e já faz as necessidades no sítio certo.`,
    ]),
    `Segue com microchip, primeira vacina e desparasitação feitas.`,
    'Não pedimos qualquer valor: procuramos uma família responsável que se comprometa a cuidar del' +
      ending +
      ' para toda a vida.',
  ].join(' ');
}

export const REJECT_REASONS = [
  'As fotografias não mostram o animal anunciado. Envie fotografias reais da ninhada.',
  'Falta o número de microchip da mãe, obrigatório num anúncio de animal de raça.',
  'O preço e a descrição não correspondem. Reveja o anúncio e volte a submeter.',
] as const;

export const BOOKING_MESSAGES = [
  'Olá! Gostaria de conhecer a ninhada e os pais. Obrigado.',
  'Boa tarde, posso levar os meus filhos à visita? Estamos muito entusiasmados.',
  'Olá, tenho disponibilidade nesse dia de manhã. Até breve!',
  'Gostava de ver o cachorro e de saber mais sobre a alimentação que faz.',
] as const;
