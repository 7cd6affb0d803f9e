/**
 * Reading information pages: the shipped files (shipped.ts) overlaid by the pages saved in the browser
 * (table info_pages, decision 153). Visitors' reads (footer, sitemap, the page itself) are cached and
 * emptied by every write on every instance; the editors' reads never are.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { infoPageRevisions, infoPages, users } from '../../../db/schema.ts';
import type { EditableInfoPage, InfoPageRevision, InfoPageSummary } from '../../../../lib/documents/shapes.ts';
import { INFO_PAGES } from '../kind.ts';
import { renderInfoBody } from '../render.ts';
import { shippedPage, shippedPages, type ShippedPage } from './shipped.ts';

/** What an editor writes. */
export interface InfoPageContent {
  title: string;
  description: string;
  /** Markdown. */
  source: string;
  order: number;
  inFooter: boolean;
}

/** A published page as visitors get it. */
export interface PublicInfoPage {
  slug: string;
  title: string;
  description: string;
  order: number;
  inFooter: boolean;
  /** ISO timestamp of the "last updated" date. */
  updated: string;
  /** Sanitised HTML of a page saved in the browser; null for a file, which Astro's collection renders. */
  html: string | null;
}

type Row = typeof infoPages.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const byOrder = <T extends { order: number; title: string }>(a: T, b: T) =>
  a.order - b.order || a.title.localeCompare(b.title, 'pt');

/** The content of a saved page or of one of its revisions. */
export const contentOfRow = (
  row: Pick<Row, 'title' | 'description' | 'source' | 'position' | 'inFooter'>,
): InfoPageContent => ({
  title: row.title,
  description: row.description,
  source: row.source,
  order: row.position,
  inFooter: row.inFooter,
});

export const contentOfFile = (file: ShippedPage): InfoPageContent => ({
  title: file.title,
  description: file.description,
  source: file.source,
  order: file.order,
  inFooter: file.inFooter,
});

/** Every published page, files and browser-saved ones merged, in footer order (uncached). */
async function loadPublished(db: Db): Promise<PublicInfoPage[]> {
  const rows = await db.select().from(infoPages);
  const saved = new Set(rows.map((row) => row.slug));
  const files = shippedInfoPages().filter((page) => !saved.has(page.slug));
  const edited = rows
    .filter((row) => row.status === 'PUBLISHED')
    .map((row) => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      order: row.position,
      inFooter: row.inFooter,
      updated: iso(row.publishedAt ?? row.updatedAt)!,
      html: row.body,
    }));
  return [...files, ...edited].sort(byOrder);
}

/** The published information pages, in order: for the footer, the sitemap and the pages themselves. */
export async function publishedInfoPages(ctx: {
  db: Db;
  database?: Pick<Database, 'listen'>;
}): Promise<PublicInfoPage[]> {
  return (await INFO_PAGES.cache(ctx).get('published', () => loadPublished(ctx.db))).value;
}

/** The published files alone: what the footer shows when the database cannot be read. */
export function shippedInfoPages(): PublicInfoPage[] {
  return shippedPages()
    .map((file) => ({
      slug: file.slug,
      title: file.title,
      description: file.description,
      order: file.order,
      inFooter: file.inFooter,
      updated: file.updated,
      html: null,
    }))
    .sort(byOrder);
}

function editorView(slug: string, row: Row | undefined, file: ShippedPage | undefined): EditableInfoPage | null {
  if (row) {
    return {
      ...contentOfRow(row),
      slug,
      status: row.status,
      origin: file ? 'edited' : 'new',
      shipped: Boolean(file),
      updated: iso(row.publishedAt),
      modifiedAt: iso(row.updatedAt),
      html: row.body,
    };
  }
  if (!file) return null;
  return {
    ...contentOfFile(file),
    slug,
    status: 'PUBLISHED',
    origin: 'shipped',
    shipped: true,
    updated: file.updated,
    modifiedAt: null,
    html: renderInfoBody(file.source),
  };
}

/** One page for its editor, drafts included; null when neither a file nor a saved page has this slug. */
export async function infoPageForEditor(db: Db, slug: string): Promise<EditableInfoPage | null> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.slug, slug)).limit(1);
  return editorView(slug, row, shippedPage(slug));
}

/** Every page with its state, for /admin/pages (bodies left out). */
export async function allInfoPages(db: Db): Promise<InfoPageSummary[]> {
  const rows = await db.select().from(infoPages);
  const saved = new Map(rows.map((row) => [row.slug, row]));
  const slugs = new Set([...shippedPages().map((f) => f.slug), ...saved.keys()]);
  return [...slugs]
    .map((slug) => editorView(slug, saved.get(slug), shippedPage(slug))!)
    .map(({ source: _source, html: _html, ...page }) => page)
    .sort(byOrder);
}

/** Every revision of a page, newest first, with who saved it. */
export async function listInfoPageRevisions(db: Db, slug: string): Promise<InfoPageRevision[]> {
  const rows = await db
    .select()
    .from(infoPageRevisions)
    .where(eq(infoPageRevisions.slug, slug))
    .orderBy(desc(infoPageRevisions.number));
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is string => id !== null))];
  const authors = authorIds.length
    ? await db
        .select({ uid: users.id, name: users.name, surname: users.surname })
        .from(users)
        .where(inArray(users.id, authorIds))
        .orderBy(asc(users.name))
    : [];
  const byId = new Map(authors.map((a) => [a.uid, a]));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind as InfoPageRevision['kind'],
    restoredFrom: r.restoredFrom,
    ...contentOfRow(r),
    author: (r.authorId && byId.get(r.authorId)) || null,
    createdAt: iso(r.createdAt)!,
  }));
}
