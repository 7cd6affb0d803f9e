/**
 * The text search's index in the server (decision 171): the listed adverts' lexemes, their listing order and their
 * filters, held by each instance beside the database, so a text search finds its newest matches by walking the
 * listing in order instead of reading every match's row. It is the database's own data: built from it, kept in step
 * through `sale_text_changes` (triggers, every instance's writes) before every search, and ranked by `ts_rank`'s own
 * arithmetic. Searches it cannot answer (a phrase, a price order, the index still building) go to the database.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { sales, saleTextChanges } from '../../db/schema.ts';
import { logger } from '../../log.ts';
import { rowsOf } from '../../db/rows.ts';
import { acceptsFilters, type FilteredFields, type SaleFilters } from './filters.ts';
import { lexemesOf, parseTextQuery, readVector, textRank, type TextQuery } from './text-query.ts';

/** What the index keeps of a listed advert besides its lexemes. */
interface Listed extends FilteredFields {
  id: string;
  /** Approval in microseconds since 1970 (the listing's order, exact as PostgreSQL's timestamp). */
  approved: number;
}

/**
 * A lexeme's documents: pairs of a slot (ascending) and where that document's positions start in the index's arena.
 * A plain array while it grows; a build packs the long ones into typed arrays (half the size), and the next advert
 * written with that lexeme unpacks it again. Most lexemes have a few documents, where a typed array's own size would
 * outweigh its contents.
 */
class Postings {
  items: number[] | Int32Array = [];
  get n(): number {
    return this.items.length >> 1;
  }
  slot(i: number): number {
    return this.items[i * 2]!;
  }
  push(slot: number, start: number): void {
    if (this.items instanceof Int32Array) this.items = Array.from(this.items);
    this.items.push(slot, start);
  }
  /** Packs a long list into a typed array. */
  pack(): void {
    if (Array.isArray(this.items) && this.items.length > 32) this.items = Int32Array.from(this.items);
  }
  /** Where `slot`'s positions start, or -1. */
  find(slot: number): number {
    let lo = 0;
    let hi = this.n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.items[mid * 2]!;
      if (at === slot) return this.items[mid * 2 + 1]!;
      if (at < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

/** What a search found: the page's advert ids and how many match, counted up to `limit + 1`. */
export interface TextSearchPage {
  ids: string[];
  n: number;
}

const grow = <T extends Int32Array | Uint16Array | Float64Array | Uint8Array>(array: T, need: number): T => {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2));
  next.set(array);
  return next;
};

/** The lexemes, order and filters of the listed adverts. Slots are never reused: a changed advert takes a new one. */
export class TextIndex {
  private docs: (Listed | undefined)[] = [];
  private slotOf = new Map<string, number>();
  private lexemes = new Map<string, Postings>();
  /** Each posting's positions: a count, then the packed positions. */
  private arena = new Uint16Array(1024);
  private arenaUsed = 0;
  /** The listed slots in the listing's order (newest approval first, then id). */
  private order = new Int32Array(1024);
  private ordered = 0;
  /** Slots that changed or left since the last build (their postings stay until then). */
  dead = 0;

  get size(): number {
    return this.ordered;
  }

  /** Memory held by the arrays (bytes), for the bench. */
  get arrayBytes(): number {
    let postings = 0;
    for (const p of this.lexemes.values()) postings += p.items.length * (Array.isArray(p.items) ? 8 : 4);
    return postings + this.arena.byteLength + this.order.byteLength;
  }

  get lexemeCount(): number {
    return this.lexemes.size;
  }

  /** Adds (or replaces) a listed advert with its vector's text; a build puts the whole set in order once at the end. */
  put(doc: Listed, vector: string | null, inOrder = true): void {
    this.remove(doc.id);
    const slot = this.docs.length;
    this.docs.push(doc);
    this.slotOf.set(doc.id, slot);
    if (vector) {
      readVector(vector, (lexeme, positions) => {
        let postings = this.lexemes.get(lexeme);
        if (!postings) this.lexemes.set(lexeme, (postings = new Postings()));
        const start = this.arenaUsed;
        this.arena = grow(this.arena, start + 1 + positions.length);
        this.arena[start] = positions.length;
        this.arena.set(positions, start + 1);
        this.arenaUsed = start + 1 + positions.length;
        postings.push(slot, start);
      });
    }
    if (inOrder) this.insertInOrder(slot);
  }

  /** Takes an advert off (no longer listed, deleted). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const at = this.orderIndex(slot);
    this.order.copyWithin(at, at + 1, this.ordered);
    this.ordered--;
    this.docs[slot] = undefined;
    this.slotOf.delete(id);
    this.dead++;
  }

  /** After a build: puts the whole set in order at once, and gives back what the arrays hold beyond their contents. */
  settle(): void {
    const slots = [...this.slotOf.values()].sort((a, b) => this.compare(a, b));
    this.order = Int32Array.from(slots);
    this.ordered = slots.length;
    this.arena = this.arena.slice(0, this.arenaUsed);
    for (const postings of this.lexemes.values()) postings.pack();
  }

  /** Listing order: newest approval first (a missing one first, as `desc` sorts nulls), then id. */
  private compare(a: number, b: number): number {
    const x = this.docs[a]!;
    const y = this.docs[b]!;
    if (x.approved !== y.approved) return y.approved - x.approved;
    return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  }

  /** Where `slot` is (or goes) in the order: binary search on the listing's order. */
  private orderIndex(slot: number): number {
    let lo = 0;
    let hi = this.ordered;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private insertInOrder(slot: number): void {
    const at = this.orderIndex(slot);
    this.order = grow(this.order, this.ordered + 1);
    this.order.copyWithin(at + 1, at, this.ordered);
    this.order[at] = slot;
    this.ordered++;
  }

  private positionsAt(start: number): Uint16Array {
    return this.arena.subarray(start + 1, start + 1 + this.arena[start]!);
  }

  /** One array of marks per depth of a query's tree, kept from search to search (no garbage per search). */
  private marksPool: Uint8Array[] = [];

  /** The slots matching the query, marked (1) in the array of `depth`. */
  private mark(query: TextQuery, depth = 0): Uint8Array {
    const n = this.docs.length;
    let marks = this.marksPool[depth];
    if (!marks || marks.length < n)
      marks = this.marksPool[depth] = new Uint8Array(Math.max(n, (marks?.length ?? 0) * 2));
    switch (query.op) {
      case 'word': {
        marks.fill(0, 0, n);
        const postings = this.lexemes.get(query.lexeme);
        if (postings) for (let i = 0; i < postings.n; i++) marks[postings.slot(i)] = 1;
        return marks;
      }
      case 'not': {
        const inner = this.mark(query.query, depth);
        for (let i = 0; i < n; i++) inner[i] = inner[i]! ^ 1;
        return inner;
      }
      default: {
        const left = this.mark(query.left, depth);
        const right = this.mark(query.right, depth + 1);
        if (query.op === 'and') for (let i = 0; i < n; i++) left[i] = left[i]! & right[i]!;
        else for (let i = 0; i < n; i++) left[i] = left[i]! | right[i]!;
        return left;
      }
    }
  }

  /**
   * A page of the listed adverts matching `query` and `accepts`, in the listing's order (`newest`) or ranked
   * (`relevance`: the newest `limit` matches by `ts_rank`, then newest first), counted up to `limit + 1`.
   */
  search(
    query: TextQuery | null,
    accepts: (doc: Listed) => boolean,
    order: 'newest' | 'relevance',
    limit: number,
    size: number,
    offset: number,
  ): TextSearchPage {
    if (!query) return { ids: [], n: 0 };
    const marks = this.mark(query);
    // The newest limit + 1 matches: the last only tells that more match.
    const found: number[] = [];
    for (let i = 0; i < this.ordered && found.length <= limit; i++) {
      const slot = this.order[i]!;
      if (marks[slot] && accepts(this.docs[slot]!)) found.push(slot);
    }
    const n = found.length;
    if (order === 'relevance') {
      const words = lexemesOf(query).map((w) => this.lexemes.get(w));
      const ranked = found.slice(0, limit).map((slot, recency) => {
        const positions = words.map((p) => {
          const start = p ? p.find(slot) : -1;
          return start < 0 ? undefined : this.positionsAt(start);
        });
        return { slot, recency, rank: textRank(query, positions) };
      });
      // The rank, then the listing's order (which `recency` is).
      ranked.sort((a, b) => b.rank - a.rank || a.recency - b.recency);
      const ids = ranked.slice(offset, offset + size).map((r) => this.docs[r.slot]!.id);
      return { ids, n };
    }
    return { ids: found.slice(offset, Math.min(offset + size, limit)).map((slot) => this.docs[slot]!.id), n };
  }
}

const listed = and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'));

/** One string for each species, breed, sex and birth date, which thousands of adverts repeat. */
const interned = new Map<string, string>();
function intern(value: string): string {
  const known = interned.get(value);
  if (known !== undefined) return known;
  interned.set(value, value);
  return value;
}

/**
 * The listed adverts meeting `where`, first `limit` by id: each as a line of tab-separated fields, the vector's text
 * last (lexemes hold no whitespace), all in one value. PGlite hands each value of a row to JavaScript apart, which
 * for 100,000 adverts of fourteen columns costs several times the reading itself.
 */
async function readListed(db: Db, where: SQL | undefined, limit: number) {
  const [read] = rowsOf<{ n: number; last: string | null; lines: string | null }>(
    await db.execute(sql`
      select count(*)::int as n, max(s.id::text) as last, string_agg(concat_ws(E'\t', s.id,
          coalesce((extract(epoch from s.approved_at) * 1000000)::bigint::text, ''), s.species_code,
          coalesce(s.breed_code, ''), s.purebred, coalesce(s.location_id::text, ''),
          coalesce(s.child_location_id::text, ''), s.price_cents, s.sex, s.certified,
          coalesce(s.birth_date::text, ''), coalesce(s.search::text, '')), E'\n') as lines
      from (select * from ${sales} where ${and(listed, where)} order by ${sales.id} limit ${limit}) s`),
  );
  const docs: { doc: Listed; vector: string }[] = [];
  for (const line of read?.lines ? read.lines.split('\n') : []) {
    // Booleans come as t and f, a missing value as an empty field.
    const [id, approved, species, breed, purebred, location, child, price, sex, certified, birth, vector] = line.split(
      '\t',
    ) as [string, string, string, string, string, string, string, string, string, string, string, string];
    docs.push({
      doc: {
        id,
        approved: approved === '' ? Number.POSITIVE_INFINITY : Number(approved),
        species: intern(species),
        breed: breed === '' ? null : intern(breed),
        purebred: purebred === 't',
        location: location === '' ? null : Number(location),
        childLocation: child === '' ? null : Number(child),
        priceCents: Number(price),
        sex: intern(sex),
        certified: certified === 't',
        birthDate: birth === '' ? null : intern(birth),
      },
      vector,
    });
  }
  return { docs, n: read?.n ?? 0, last: read?.last ?? undefined };
}

/** Adverts read per query while building: the server answers between two reads. */
const BUILD_BATCH = 2_000;
/** More changes than this at once (a bulk load) build the index again instead. */
const CATCH_UP_MAX = 5_000;
/** Dead slots past this share of the live ones build the index again (their postings are garbage). */
const DEAD_SHARE = 1;

/**
 * Where a reader is in the change log: past `seq`, and reading again from `horizon`, the oldest transaction still
 * running when it last read (PostgreSQL's instances commit out of `seq`'s order: a change with a smaller `seq` can
 * appear after a larger one). `applied` holds what it read of those running transactions' entries since.
 */
interface LogPlace {
  seq: number;
  horizon: string;
  readAt: number;
  applied: Map<number, bigint>;
}

/** Entries are kept a day; a reader that has not read for half of that builds its index again. */
const KEPT_MS = 24 * 3600_000;
/** How often an instance deletes the entries past `KEPT_MS`. */
const PRUNE_EVERY_MS = 3600_000;

async function build(db: Db): Promise<{ index: TextIndex; place: LogPlace }> {
  // Where the log stands now, in one snapshot: changes from here on are read after the build, whether a batch below
  // saw them or not.
  const [now] = rowsOf<{ seq: string | null; horizon: string }>(
    await db.execute(sql`select (select max(seq) from ${saleTextChanges})::text as seq,
      pg_snapshot_xmin(pg_current_snapshot())::text as horizon`),
  );
  const place = { seq: Number(now?.seq ?? 0), horizon: now!.horizon, readAt: Date.now(), applied: new Map() };
  const index = new TextIndex();
  let after: string | undefined;
  for (;;) {
    const read = await readListed(db, after ? gt(sales.id, after) : undefined, BUILD_BATCH);
    for (const { doc, vector } of read.docs) index.put(doc, vector, false);
    if (read.n < BUILD_BATCH) break;
    after = read.last;
    await new Promise((resolve) => setImmediate(resolve));
  }
  index.settle();
  index.dead = 0;
  return { index, place };
}

/** The index of one database in this process, its place in the change log, and its (re)building. */
class TextIndexKeeper {
  private index: TextIndex | undefined;
  private place: LogPlace | undefined;
  private building: Promise<void> | undefined;
  private prunedAt = 0;
  /** Catch-ups and the swap to a new build, one at a time: a search that arrives meanwhile waits. */
  private queue: Promise<unknown> = Promise.resolve();
  builtInMs = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private serial<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Starts a build; the current index, if any, serves until the new one replaces it. */
  rebuild(): Promise<void> {
    this.building ??= (async () => {
      const started = performance.now();
      try {
        const built = await build(this.db);
        await this.serial(async () => {
          this.index = built.index;
          this.place = built.place;
        });
        this.builtInMs = performance.now() - started;
      } catch (error) {
        logger.error('text index build failed', { error: String(error) });
      } finally {
        this.building = undefined;
      }
    })();
    return this.building;
  }

  get ready(): Promise<void> {
    return this.building ?? Promise.resolve();
  }

  get current(): TextIndex | undefined {
    return this.index;
  }

  /** Gives up the index (it no longer holds the listing) and builds another; the database answers meanwhile. */
  private stale(): undefined {
    this.index = undefined;
    void this.rebuild();
    return undefined;
  }

  /** Applies the logged changes; the index when it answers for the database now, else undefined. */
  catchUp(): Promise<TextIndex | undefined> {
    return this.serial(async () => {
      const index = this.index;
      const place = this.place;
      if (!index || !place) return undefined;
      // Entries it has not read may have been deleted since.
      if (Date.now() - place.readAt > KEPT_MS / 2) return this.stale();
      // One statement, one snapshot: the entries it shows and the transactions still running.
      const [read] = rowsOf<{ horizon: string; changes: [number, string | null, string][] | null }>(
        await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
          (select json_agg(json_build_array(c.seq, c.sale_id, c.xid::text) order by c.seq)
            from (select seq, sale_id, xid from ${saleTextChanges}
              where seq > ${place.seq} or xid >= ${place.horizon}::xid8
              order by seq limit ${CATCH_UP_MAX + 1}) c) as changes`),
      );
      const changes = (read?.changes ?? []).filter(([seq]) => !place.applied.has(seq));
      // A bulk load or a TRUNCATE: what the index holds is no longer the listing.
      if (changes.length > CATCH_UP_MAX || changes.some(([, id]) => id === null)) return this.stale();
      if (changes.length > 0) {
        const ids = [...new Set(changes.map(([, id]) => id!))];
        // Those still listed are put again, the others taken off.
        const { docs } = await readListed(this.db, inArray(sales.id, ids), ids.length);
        for (const id of ids) index.remove(id);
        for (const { doc, vector } of docs) index.put(doc, vector);
      }
      const horizon = BigInt(read!.horizon);
      for (const [seq, , xid] of changes) {
        place.seq = Math.max(place.seq, seq);
        // Read again while its transaction's number is past the horizon: remember not to apply it twice.
        if (BigInt(xid) >= horizon) place.applied.set(seq, BigInt(xid));
      }
      for (const [seq, xid] of place.applied) if (xid < horizon) place.applied.delete(seq);
      place.horizon = read!.horizon;
      place.readAt = Date.now();
      if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = Date.now();
        await this.db
          .delete(saleTextChanges)
          .where(sql`${saleTextChanges.writtenAt} < now() - ${`${KEPT_MS / 1000} seconds`}::interval`);
      }
      if (index.dead > Math.max(10_000, index.size * DEAD_SHARE)) void this.rebuild();
      return index;
    });
  }
}

const keepers = new WeakMap<Db, TextIndexKeeper>();

/**
 * Gives `database` its text index, built in the background; the database answers searches meanwhile. Each instance
 * keeps its own, and reads what every instance wrote from the change log before each search (decision 171).
 */
export function attachTextIndex(database: Database): void {
  if (keepers.has(database.db)) return;
  const keeper = new TextIndexKeeper(database.db);
  keepers.set(database.db, keeper);
  void keeper.rebuild();
}

/** Whether the text index of `db` is being built with none to answer yet, or answers; undefined without one. */
export function textIndexStatus(db: Db): 'building' | 'ready' | undefined {
  const keeper = keepers.get(db);
  if (!keeper) return undefined;
  return keeper.current ? 'ready' : 'building';
}

export interface TextIndexState {
  /** Listed adverts held. */
  size: number;
  lexemes: number;
  /** Bytes of its arrays (postings, positions, order). */
  bytes: number;
  /** Adverts written again or taken off since the build (their old postings wait for the next build). */
  dead: number;
  builtInMs: number;
}

/**
 * The text index's state once it has read every change so far (waiting for a build under way, or for the one a bulk
 * load starts): the bench and the tests. Undefined for a database given none (a test's second handle).
 */
export async function textIndexReady(db: Db): Promise<TextIndexState | undefined> {
  const keeper = keepers.get(db);
  if (!keeper) return undefined;
  let index: TextIndex | undefined;
  for (let attempt = 0; attempt < 3 && !index; attempt++) {
    await keeper.ready;
    index = await keeper.catchUp();
  }
  return (
    index && {
      size: index.size,
      lexemes: index.lexemeCount,
      bytes: index.arrayBytes,
      dead: index.dead,
      builtInMs: keeper.builtInMs,
    }
  );
}

/**
 * A text search's page from the index (relevance or newest order), or undefined when the database must answer:
 * no index here, the index not built yet, or a query it does not read (a phrase).
 */
export async function searchTextIndex(
  db: Db,
  f: SaleFilters,
  order: 'newest' | 'relevance',
  limit: number,
  size: number,
  offset: number,
): Promise<TextSearchPage | undefined> {
  const keeper = keepers.get(db);
  if (!keeper?.current || !f.q) return undefined;
  const [parsed] = rowsOf<{ text: string }>(
    await db.execute(sql`select websearch_to_tsquery('pt_unaccent', ${f.q})::text as text`),
  );
  const query = parseTextQuery(parsed?.text ?? '');
  if (query === undefined) return undefined;
  const index = await keeper.catchUp();
  return index?.search(query, acceptsFilters(f), order, limit, size, offset);
}
