/**
 * A search that finds nothing because of a word typed wrong or left unfinished ("labradr", "york"): that word is
 * replaced by the closest word some listed advert holds (decision 173). Read only when a search matched nothing.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { sales } from '../../db/schema.ts';
import { parseSearch, replaceWord, tsQueryText } from './text-search.ts';
import { filterConditions, type SaleFilters } from './filters.ts';

/** Words shorter than this are not corrected: too many words are one letter away from them. */
const MIN_LENGTH = 3;
/** The closest words tried, best first, until one is held by a listed advert. */
const CANDIDATES = 6;

/**
 * Whether a listed advert matches: any one, in no order, so the planner reads the text index for a rare word and
 * stops at the first row for a common one. In the listing's date order a word that matches nothing would walk every
 * advert (86 ms at 100,000).
 */
function listedWith(db: Db, query: SQL): Promise<boolean> {
  return db
    .select({ one: sql`1` })
    .from(sales)
    .where(and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'), sql`${sales.search} @@ ${query}`))
    .limit(1)
    .then((rows) => rows.length > 0);
}

const wordQuery = (word: string) =>
  sql`to_tsquery('pt_unaccent', ${tsQueryText([{ words: [word], phrase: false, negated: false, or: false }])})`;

/**
 * The words of the vocabulary that begin with the typed word or share most of its trigrams, best first: a word
 * begun ("york" → "yorkshire") before one alike ("labradr" → "labrador"), then by likeness and length.
 */
async function closestWords(db: Db, word: string): Promise<string[]> {
  const rows = await db.execute(sql`
    select word from (
      select word, plain, similarity(plain, p.typed) as alike, plain like p.typed || '%' as begun
      from search_vocabulary, (select unaccent(${word}) as typed) p
      where plain % p.typed or plain like p.typed || '%'
    ) found
    where plain <> unaccent(${word})
    order by begun desc, alike desc, length(plain), plain
    limit ${CANDIDATES}`);
  return rowsOf<{ word: string }>(rows).map((r) => r.word);
}

/** The search with its words corrected, or null when no word needs it (or none can be). */
export async function correctedSearch(db: Db, q: string): Promise<string | null> {
  const terms = parseSearch(q);
  let corrected = q;
  let changed = false;
  let current = terms;
  for (const term of terms) {
    if (term.negated || term.phrase) continue;
    const word = term.words[0]!;
    if (word.length < MIN_LENGTH || /^\d+$/.test(word) || (await listedWith(db, wordQuery(word)))) continue;
    for (const candidate of await closestWords(db, word)) {
      if (!(await listedWith(db, wordQuery(candidate)))) continue;
      corrected = replaceWord(current, word, candidate);
      current = parseSearch(corrected);
      changed = true;
      break;
    }
  }
  return changed ? corrected : null;
}

/**
 * The bare words of the search that match no listed advert within the other filters (issue 54, decision 205): what
 * a page that finds nothing with every word leaves out, and names ("Sem resultados com «tricolor»").
 */
export async function wordsFindingNothing(db: Db, f: SaleFilters): Promise<string[]> {
  const terms = parseSearch(f.q ?? '');
  if (terms.some((term) => term.or)) return [];
  const bare = terms.filter((term) => !term.negated && !term.phrase).map((term) => term.words[0]!);
  if (bare.length < 2) return [];
  const found = await Promise.all(
    bare.map((word) =>
      db
        .select({ one: sql`1` })
        .from(sales)
        .where(and(...filterConditions({ ...f, q: word })))
        .limit(1)
        .then((rows) => rows.length > 0),
    ),
  );
  return bare.filter((_, i) => !found[i]);
}

/** Searches of more bare words than this are not taken apart: the ways to leave words out grow too fast. */
const MAX_WORDS_APART = 6;

/**
 * When every word finds adverts but none holds them all ("bulldog preto": bulldogs, and black dogs of other breeds),
 * the fewest bare words to leave out so the rest find something, the last typed first (what a person types first is
 * what they look for): one word, then two, at most. Null when no such choice finds anything (issue 54, Must 5).
 */
export async function wordsApart(db: Db, f: SaleFilters): Promise<string[] | null> {
  const terms = parseSearch(f.q ?? '');
  if (terms.some((term) => term.or)) return null;
  const bare = terms.filter((term) => !term.negated && !term.phrase).map((term) => term.words[0]!);
  if (bare.length < 2 || bare.length > MAX_WORDS_APART) return null;
  const last = [...bare].reverse();
  const choices = [
    ...last.map((word) => [word]),
    ...last.flatMap((a, i) => last.slice(i + 1).map((b) => [a, b])),
  ].filter((out) => out.length < bare.length);
  for (const out of choices) {
    const rest = withoutWords(f.q ?? '', out);
    if (!rest) continue;
    const [one] = await db
      .select({ one: sql`1` })
      .from(sales)
      .where(and(...filterConditions({ ...f, q: rest })))
      .limit(1);
    if (one) return bare.filter((word) => out.includes(word));
  }
  return null;
}

/** The search as typed without these bare words (an empty text when nothing else is left). */
export function withoutWords(q: string, words: readonly string[]): string {
  return parseSearch(q)
    .filter((term) => term.negated || term.phrase || !words.includes(term.words[0]!))
    .map((term) => (term.negated ? '-' : '') + (term.phrase ? `"${term.words.join(' ')}"` : term.words.join(' ')))
    .join(' ');
}
