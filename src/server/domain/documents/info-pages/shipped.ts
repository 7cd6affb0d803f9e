/**
 * The information pages shipped with the code (src/content/info/*.md) as the API and the page editor see
 * them: the defaults a new installation starts with and what "restore the shipped text" brings back
 * (decision 153). Bundled by Vite as text, so a deploy without the source tree still has them. Visitors'
 * pages keep rendering an unchanged file through Astro's `info` collection (src/content.config.ts).
 */

export interface ShippedPage {
  slug: string;
  title: string;
  description: string;
  /** Position in the footer and in lists (lower first). */
  order: number;
  inFooter: boolean;
  /** The file's `updated` day, as an ISO timestamp (midnight UTC). */
  updated: string;
  /** The Markdown after the front matter. */
  source: string;
}

const files = import.meta.glob<string>('../../../../content/info/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The front matter's `key: value` lines (the collection's schema: strings, a number, a boolean, a day). */
function frontMatter(text: string): { data: Record<string, string | number | boolean>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string | number | boolean> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key = '', raw = ''] = pair;
    const value = raw.trim();
    if (value.startsWith('"')) data[key] = JSON.parse(value) as string;
    else if (value.startsWith("'")) data[key] = value.slice(1, -1).replace(/''/g, "'");
    else if (value === 'true' || value === 'false') data[key] = value === 'true';
    else if (/^-?\d+$/.test(value)) data[key] = Number(value);
    else data[key] = value;
  }
  return { data, body: text.slice(match[0].length) };
}

function parse(path: string, text: string): ShippedPage {
  const slug = path.replace(/^.*\//, '').replace(/\.md$/, '');
  const { data, body } = frontMatter(text);
  const updated = new Date(String(data['updated'] ?? '1970-01-01'));
  return {
    slug,
    title: String(data['title'] ?? slug),
    description: String(data['description'] ?? ''),
    order: typeof data['order'] === 'number' ? data['order'] : 100,
    inFooter: data['footer'] === true,
    updated: (Number.isNaN(updated.getTime()) ? new Date(0) : updated).toISOString(),
    source: body.replace(/^\s*\n/, ''),
  };
}

const SHIPPED: ReadonlyMap<string, ShippedPage> = new Map(
  Object.entries(files).map(([path, text]) => {
    const page = parse(path, text);
    return [page.slug, page] as const;
  }),
);

export function shippedPages(): ShippedPage[] {
  return [...SHIPPED.values()];
}

export function shippedPage(slug: string): ShippedPage | undefined {
  return SHIPPED.get(slug);
}
