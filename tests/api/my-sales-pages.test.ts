// Issue 21, decision 162: "my sales" a page at a time. The pages together hold every advert of the seller once, in
// their order (most recently changed first), also when adverts share a time to the millisecond or to the
// microsecond; a status filter keeps one status; the counts per status come with every page; a cursor, size or
// status the API did not offer answers 400; nobody sees another seller's adverts; nobody signed out sees any.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

type Status = 'PENDING' | 'APPROVED' | 'REJECTED';
interface Page {
  items: { uid: string; title: string; status: Status; updateDate: string }[];
  next: string | null;
  counts: { all: number } & Record<Status, number>;
}
type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

const the = freshEach(ctx, async () => {
  const owner = await breeder(ctx);
  const other = await breeder(ctx, { name: 'Outra' });
  const where = await place(ctx, 'Lisboa', 'Sintra');
  return { owner, other, where };
});

/** The instants the adverts are given: few, so many adverts share one, and two differ below the millisecond. */
const INSTANTS = [
  '2026-03-01T10:00:00.000000Z',
  '2026-03-01T10:00:00.000250Z',
  '2026-03-01T10:00:00.000750Z',
  '2026-02-14T08:30:00.123000Z',
  '2026-01-05T23:59:59.999999Z',
];
const STATUS_OF = (i: number): Status => (i % 7 === 0 ? 'REJECTED' : i % 3 === 0 ? 'PENDING' : 'APPROVED');

/** `n` adverts of `user` spread over INSTANTS and the three statuses; their ids. */
async function adverts(user: TestUser, n: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const status = STATUS_OF(i);
    const id = await insertSale(ctx, user.uid, the.where, {
      title: `${prefix} ${i}`,
      status,
      ...(status === 'REJECTED' && { rejectReason: 'Faltam fotografias reais do animal.' }),
    });
    await ctx.db
      .update(sales)
      .set({ updatedAt: sql`${INSTANTS[i % INSTANTS.length]}::timestamptz` })
      .where(eq(sales.id, id));
    ids.push(id);
  }
  return ids;
}

/** The seller's adverts in the order the pages promise, read straight from the table. */
async function expectedOrder(user: TestUser, status?: Status): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: sales.id })
    .from(sales)
    .where(status ? sql`${sales.ownerId} = ${user.uid} and ${sales.status} = ${status}` : eq(sales.ownerId, user.uid))
    .orderBy(sql`${sales.updatedAt} desc, ${sales.id} desc`);
  return rows.map((r) => r.id);
}

const query = (params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return `/private/my-sale${search ? `?${search}` : ''}`;
};

async function page(user: TestUser, params: Record<string, string> = {}): Promise<Page> {
  const res = await api.get(query(params), { token: user.token });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Page;
}

/** Every page from the first, following `next`: the pages as they came. */
async function walk(user: TestUser, params: Record<string, string> = {}): Promise<Page[]> {
  const pages = [await page(user, params)];
  while (pages.at(-1)!.next) {
    pages.push(await page(user, { ...params, cursor: pages.at(-1)!.next! }));
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

describe('GET /private/my-sale, a page at a time', () => {
  it('gives the first 20 by default, and the pages hold every advert once in order, ties included', async () => {
    await adverts(the.owner, 47, 'Cachorro');
    const order = await expectedOrder(the.owner);

    const first = await page(the.owner);
    expect(first.items.map((s) => s.uid)).toEqual(order.slice(0, 20));
    expect(first.next).toEqual(expect.any(String));

    const pages = await walk(the.owner, { size: '6' });
    expect(pages.map((p) => p.items.length)).toEqual([6, 6, 6, 6, 6, 6, 6, 5]);
    expect(pages.flatMap((p) => p.items.map((s) => s.uid))).toEqual(order);
    expect(pages.at(-1)!.next).toBeNull();
    // Adverts a millisecond apart keep their microseconds: the page boundaries fall inside them.
    const times = pages.flatMap((p) => p.items.map((s) => s.updateDate));
    expect(new Set(times).size).toBeLessThan(times.length);
  });

  it('a page that ends exactly at the last advert says there is no next one', async () => {
    await adverts(the.owner, 10, 'Gatinho');
    const pages = await walk(the.owner, { size: '5' });
    expect(pages.map((p) => [p.items.length, p.next === null])).toEqual([
      [5, false],
      [5, true],
    ]);
    expect((await page(the.owner, { size: '50' })).next).toBeNull();
  });

  it('keeps its place when an advert already shown is deleted or changed between pages', async () => {
    await adverts(the.owner, 12, 'Cachorro');
    const order = await expectedOrder(the.owner);
    const first = await page(the.owner, { size: '5' });
    const [gone, changed] = first.items;
    expect((await api.call('DELETE', `/private/my-sale-delete/${gone!.uid}`, { token: the.owner.token })).status).toBe(
      204,
    );
    // A change moves it to the top, among the adverts already shown: the next pages neither repeat nor skip one.
    await ctx.db.update(sales).set({ updatedAt: new Date() }).where(eq(sales.id, changed!.uid));
    const rest = await walk(the.owner, { size: '5', cursor: first.next! });
    expect(rest.flatMap((p) => p.items.map((s) => s.uid))).toEqual(order.slice(5));
  });

  it('filters by status, pages through one status, and counts every status on every page', async () => {
    await adverts(the.owner, 40, 'Cadela');
    const counts = { all: 40, PENDING: 0, APPROVED: 0, REJECTED: 0 };
    for (let i = 0; i < 40; i++) counts[STATUS_OF(i)] += 1;
    expect(Object.values(counts).every((n) => n > 4)).toBe(true);

    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const pages = await walk(the.owner, { status, size: '4' });
      const uids = pages.flatMap((p) => p.items.map((s) => s.uid));
      expect(uids).toEqual(await expectedOrder(the.owner, status));
      expect(uids).toHaveLength(counts[status]);
      expect(pages.flatMap((p) => p.items.map((s) => s.status)).every((s) => s === status)).toBe(true);
      for (const p of pages) expect(p.counts).toEqual(counts);
    }
    const rejected = await page(the.owner, { status: 'REJECTED' });
    expect(rejected.items).toHaveLength(counts.REJECTED);
    expect(rejected.next).toBeNull();
    expect(rejected.items[0]).toMatchObject({ rejectReason: 'Faltam fotografias reais do animal.' });
  });

  it("shows nobody another seller's adverts, nor counts them, even at the same instants", async () => {
    await adverts(the.owner, 9, 'Meu');
    const theirs = await adverts(the.other, 9, 'Dela');
    const mine = (await walk(the.owner, { size: '4' })).flatMap((p) => p.items);
    expect(mine).toHaveLength(9);
    expect(mine.some((s) => theirs.includes(s.uid) || s.title.startsWith('Dela'))).toBe(false);
    expect((await page(the.owner)).counts.all).toBe(9);

    // Another seller's cursor leads nowhere into someone else's adverts: it is only a place in one's own list.
    const theirFirst = await page(the.other, { size: '3' });
    const fromTheirCursor = await walk(the.owner, { cursor: theirFirst.next! });
    expect(fromTheirCursor.flatMap((p) => p.items).every((s) => !theirs.includes(s.uid))).toBe(true);

    const buyer = await signUp(ctx);
    expect(await page(buyer)).toEqual({
      items: [],
      next: null,
      counts: { all: 0, PENDING: 0, APPROVED: 0, REJECTED: 0 },
    });
  });

  it('answers 400 in the API error shape for a cursor, size or status it did not offer', async () => {
    await adverts(the.owner, 3, 'Cachorro');
    const real = (await page(the.owner, { size: '1' })).next!;
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const uuid = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ cursor: 'not-a-cursor' }, { cursor: 'validation.invalid' }],
      [{ cursor: '' }, { cursor: 'validation.invalid' }],
      [{ cursor: `${real}x` }, { cursor: 'validation.invalid' }],
      [{ cursor: `${real}==` }, { cursor: 'validation.invalid' }],
      [{ cursor: encode(`2026-02-31T10:00:00.000000Z~${uuid}`) }, { cursor: 'validation.invalid' }],
      [{ cursor: encode(`2026-03-01T10:00:00Z~${uuid}`) }, { cursor: 'validation.invalid' }],
      [{ cursor: encode(`2026-03-01T10:00:00.000000Z~${uuid}~1`) }, { cursor: 'validation.invalid' }],
      [{ cursor: encode(`2026-03-01T10:00:00.000000Z~' or 1=1 --`) }, { cursor: 'validation.invalid' }],
      [{ cursor: 'A'.repeat(5000) }, { cursor: 'validation.invalid' }],
      [{ size: '0' }, { size: 'validation.integer' }],
      [{ size: '51' }, { size: 'validation.too-big' }],
      [{ size: 'ten' }, { size: 'validation.integer' }],
      [{ size: '-1' }, { size: 'validation.integer' }],
      [{ status: 'SOLD' }, { status: 'validation.invalid' }],
      [{ status: 'rejected' }, { status: 'validation.invalid' }],
    ];
    for (const [params, errors] of cases) {
      const res = await api.get(query(params), { token: the.owner.token });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((await res.json()) as ErrorBody, JSON.stringify(params)).toEqual({
        status: 400,
        message: 'validation-error',
        errors,
      });
    }
    // The real one still works, and a cursor past the last advert is an empty last page.
    expect((await page(the.owner, { cursor: real })).items).toHaveLength(2);
    const past = await page(the.owner, { cursor: encode(`2000-01-01T00:00:00.000000Z~${uuid}`) });
    expect([past.items, past.next, past.counts.all]).toEqual([[], null, 3]);
  });

  it('answers 401 to anybody signed out', async () => {
    await adverts(the.owner, 2, 'Cachorro');
    for (const path of [query({}), query({ status: 'REJECTED' }), query({ size: '5' })]) {
      const res = await api.get(path);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).status).toBe(401);
    }
  });
});
