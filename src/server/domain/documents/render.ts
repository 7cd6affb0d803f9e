/** Document bodies (articles, information pages): Markdown rendered with marked, then sanitised against an allow-list; plus reading time. */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// GitHub-flavoured Markdown (tables, strikethrough, autolinks) is what editors expect from other tools.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Links may leave the site only over http(s) or to a mail client; images only over https or from our /files. */
const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** The elements an article body may contain; everything else is dropped (its text kept). */
export const ARTICLE_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  's',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example/x" would inherit our scheme and dodge the list above.
  allowProtocolRelative: false,
  // Content of script/style must not survive as text either.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'title'],
  transformTags: {
    // The page's <h1> is the article's title: the body's headings start one level below.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '';
      const external = /^https?:/i.test(href);
      const attrs: Record<string, string> = { href };
      if (attribs['title']) attrs['title'] = attribs['title'];
      // Outside links open in a new tab without handing over window.opener or our URL.
      if (external) Object.assign(attrs, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/files\/)/.test(frame.attribs['src'] ?? ''),
};

/** A body's Markdown rendered, then only the markup `options` allows kept. */
const renderer =
  (options: sanitizeHtml.IOptions) =>
  (source: string): string =>
    sanitizeHtml(markdown.parse(source, { async: false }), options).trim();

/** The stored body of an article. */
export const renderArticleBody = renderer(OPTIONS);

/**
 * Information pages (decision 153) go through the same Markdown and the same allow-list, plus the
 * disclosure widget the shipped FAQ is built of (`<details><summary>`): inert, no attributes.
 */
export const renderInfoBody = renderer({ ...OPTIONS, allowedTags: [...ARTICLE_TAGS, 'details', 'summary'] });

/** The visible words of a rendered body (no tags, no entities). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Adult silent reading in Portuguese runs at about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a rendered body, at least one. */
export function readingMinutes(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
