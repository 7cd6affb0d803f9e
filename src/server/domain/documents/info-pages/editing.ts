/**
 * Writing information pages (decisions 153 and 154): create, change, publish, unpublish, restore a
 * revision or the shipped text. Every save of the content keeps a revision (who, when, what); every write
 * announces itself inside its transaction so every instance empties its caches once it commits.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { infoPageRevisions, infoPages } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../users/index.ts';
import type { DocumentStatus, InfoPageRevision } from '../../../../lib/documents/shapes.ts';
import { INFO_PAGES } from '../kind.ts';
import { renderInfoBody } from '../render.ts';
import { contentOfFile, contentOfRow, type InfoPageContent } from './pages.ts';
import { shippedPage } from './shipped.ts';

export interface NewInfoPage extends InfoPageContent {
  slug: string;
  /** False keeps it as a draft; by default it goes live at once. */
  publish?: boolean | undefined;
}

export type InfoPageChanges = { [K in keyof InfoPageContent]?: InfoPageContent[K] | undefined };

export type WriteResult =
  | { ok: true; slug: string; status: DocumentStatus; revision: number | null }
  | { ok: false; reason: 'not-found' | 'taken' | 'not-shipped' };

type Row = typeof infoPages.$inferSelect;
type Ctx = { db: Db };

/** The columns of a page and of its revisions. */
const columnsOf = (content: InfoPageContent) => ({
  title: content.title.trim(),
  description: content.description.trim(),
  source: content.source,
  position: content.order,
  inFooter: content.inFooter,
});

const rowValues = (content: InfoPageContent) => ({ ...columnsOf(content), body: renderInfoBody(content.source) });

async function addRevision(
  tx: Tx,
  slug: string,
  authorId: string,
  kind: InfoPageRevision['kind'],
  content: InfoPageContent,
  restoredFrom: number | null = null,
): Promise<number> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${infoPageRevisions.number}), 0)::int` })
    .from(infoPageRevisions)
    .where(eq(infoPageRevisions.slug, slug));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(infoPageRevisions).values({ slug, number, kind, restoredFrom, authorId, ...columnsOf(content) });
  return number;
}

/** The page's row, locked for this transaction; or, for an untouched file, the file as a live page. */
async function currentIn(
  tx: Tx,
  slug: string,
): Promise<{ row: Row | undefined; content: InfoPageContent; status: DocumentStatus } | null> {
  const [row] = await tx.select().from(infoPages).where(eq(infoPages.slug, slug)).for('update').limit(1);
  if (row) return { row, content: contentOfRow(row), status: row.status };
  const file = shippedPage(slug);
  return file ? { row: undefined, content: contentOfFile(file), status: 'PUBLISHED' } : null;
}

/** Writes the page's row (creating it over a file), dating it when it is or goes live. */
async function put(tx: Tx, slug: string, content: InfoPageContent, status: DocumentStatus, live: boolean) {
  const values = {
    ...rowValues(content),
    status,
    updatedAt: new Date(),
    ...(live && { publishedAt: new Date() }),
  };
  await tx
    .insert(infoPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: infoPages.slug, set: values });
}

async function write<T extends WriteResult>(ctx: Ctx, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await INFO_PAGES.write(ctx, work);
  } catch (error) {
    // Two saves of one page at once: the second revision number collides; the editor saves again.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' } as T;
    throw error;
  }
}

/** A new page at /<slug>; `taken` when a file or a saved page already has the slug (slug rules are the API's). */
export function createInfoPage(ctx: Ctx, authorId: string, input: NewInfoPage): Promise<WriteResult> {
  const { slug, publish = true, ...content } = input;
  if (shippedPage(slug)) return Promise.resolve({ ok: false, reason: 'taken' });
  return write(ctx, async (tx) => {
    const [existing] = await tx.select({ slug: infoPages.slug }).from(infoPages).where(eq(infoPages.slug, slug));
    if (existing) return { ok: false, reason: 'taken' } as const;
    const status: DocumentStatus = publish ? 'PUBLISHED' : 'DRAFT';
    await tx
      .insert(infoPages)
      .values({ slug, ...rowValues(content), status, publishedAt: publish ? new Date() : null });
    const revision = await addRevision(tx, slug, authorId, 'create', content);
    return { ok: true, slug, status, revision } as const;
  });
}

const same = (a: InfoPageContent, b: InfoPageContent) =>
  a.title.trim() === b.title.trim() &&
  a.description.trim() === b.description.trim() &&
  a.source === b.source &&
  a.order === b.order &&
  a.inFooter === b.inFooter;

/** Changes the fields given (a shipped file becomes a saved page); a live page changes at once. */
export function updateInfoPage(
  ctx: Ctx,
  authorId: string,
  slug: string,
  changes: InfoPageChanges,
): Promise<WriteResult> {
  return write(ctx, async (tx) => {
    const current = await currentIn(tx, slug);
    if (!current) return { ok: false, reason: 'not-found' } as const;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const content: InfoPageContent = { ...current.content, ...defined };
    // Saving what is already there keeps no revision and dates nothing.
    if (same(content, current.content)) return { ok: true, slug, status: current.status, revision: null } as const;
    await put(tx, slug, content, current.status, current.status === 'PUBLISHED');
    const revision = await addRevision(tx, slug, authorId, 'edit', content);
    return { ok: true, slug, status: current.status, revision } as const;
  });
}

/** Puts a page live (dated today) or takes it off (its address then leads home). */
export function setInfoPageStatus(ctx: Ctx, slug: string, status: DocumentStatus): Promise<WriteResult> {
  return write(ctx, async (tx) => {
    const current = await currentIn(tx, slug);
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (current.status !== status || current.row) await put(tx, slug, current.content, status, status === 'PUBLISHED');
    return { ok: true, slug, status, revision: null } as const;
  });
}

/** Makes an earlier revision the page's content again, as a new revision (nothing is lost). */
export function restoreInfoPageRevision(
  ctx: Ctx,
  authorId: string,
  slug: string,
  number: number,
): Promise<WriteResult> {
  return write(ctx, async (tx) => {
    const [old] = await tx
      .select()
      .from(infoPageRevisions)
      .where(sql`${infoPageRevisions.slug} = ${slug} and ${infoPageRevisions.number} = ${number}`)
      .limit(1);
    if (!old) return { ok: false, reason: 'not-found' } as const;
    const current = await currentIn(tx, slug);
    const status = current?.status ?? 'DRAFT';
    const content = contentOfRow(old);
    await put(tx, slug, content, status, status === 'PUBLISHED');
    const revision = await addRevision(tx, slug, authorId, 'restore', content, number);
    return { ok: true, slug, status, revision } as const;
  });
}

/**
 * Back to the file shipped with the code: the saved page goes, so the file (and its later changes by
 * developers) is the page again, live; the history keeps a revision of the file's text.
 */
export function restoreShippedInfoPage(ctx: Ctx, authorId: string, slug: string): Promise<WriteResult> {
  const file = shippedPage(slug);
  if (!file) return Promise.resolve({ ok: false, reason: 'not-shipped' });
  return write(ctx, async (tx) => {
    await tx.delete(infoPages).where(eq(infoPages.slug, slug));
    const revision = await addRevision(tx, slug, authorId, 'shipped', contentOfFile(file));
    return { ok: true, slug, status: 'PUBLISHED', revision } as const;
  });
}
