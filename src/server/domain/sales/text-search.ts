/**
 * What a person typed in the search box, as PostgreSQL's text search reads it (decision 173): words (all of them
 * must match), "a phrase", -word to leave out, `or` between two terms; each word also finds its forms the stemmer
 * misses (src/server/db/reference/search-forms.ts). The listing, the saved searches and the spelling fallback all
 * read a search through here, so a search means the same everywhere.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_ENDINGS, SEARCH_FORMS } from '../../db/reference/search-forms.ts';

export interface SearchTerm {
  /** Lower case, as typed (accents kept: the configuration drops them after reading them). */
  words: string[];
  /** Quoted: its words one after the other. */
  phrase: boolean;
  /** Typed with a leading minus: adverts holding it are left out. */
  negated: boolean;
  /** Joined to the term before it by `or` rather than `and`. */
  or: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** A quoted part (closed or running to the end), or a run of other characters. */
const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

export function parseSearch(q: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  let or = false;
  for (const [, minus, quoted, bare] of q.normalize('NFC').toLocaleLowerCase('pt-PT').matchAll(TOKEN)) {
    if (bare === 'or') {
      or = terms.length > 0;
      continue;
    }
    const negated = minus === '-' || (bare?.startsWith('-') ?? false);
    const words = (quoted ?? bare ?? '').match(WORD) ?? [];
    if (words.length === 0) continue;
    if (quoted !== undefined) terms.push({ words, phrase: words.length > 1, negated, or });
    else
      for (const [i, word] of words.entries()) terms.push({ words: [word], phrase: false, negated, or: or && i === 0 });
    or = false;
  }
  return terms;
}

/** The word and the forms a search for it also finds. */
export function formsOf(word: string): string[] {
  // Own keys only: a search for "constructor" must not find Object.prototype's.
  const forms = new Set([word, ...(Object.hasOwn(SEARCH_FORMS, word) ? SEARCH_FORMS[word]! : [])]);
  const ending = SEARCH_ENDINGS.find(([from, , stem]) => word.endsWith(from) && word.length - from.length >= stem);
  if (ending) forms.add(word.slice(0, word.length - ending[0].length) + ending[1]);
  return [...forms];
}

const quote = (word: string) => `'${word}'`;

function termText(term: SearchTerm): string {
  const text = term.phrase
    ? `(${term.words.map(quote).join(' <-> ')})`
    : `(${formsOf(term.words[0]!).map(quote).join(' | ')})`;
  return term.negated ? `!${text}` : text;
}

/**
 * The terms as `to_tsquery` input. Every word is quoted and holds letters and digits only, so any input gives a
 * valid query; stop words ("de") are dropped by PostgreSQL, and a search of stop words alone matches nothing.
 */
export function tsQueryText(terms: readonly SearchTerm[]): string {
  return terms.map((term, i) => (i === 0 ? '' : term.or ? ' | ' : ' & ') + termText(term)).join('');
}

/** The search as a tsquery, for `search @@ …` and `ts_rank`. */
export function tsQuery(q: string): SQL {
  return sql`to_tsquery('pt_unaccent', ${tsQueryText(parseSearch(q))})`;
}

/** The search with one word replaced (the spelling fallback's suggestion), written back as a person would type it. */
export function replaceWord(terms: readonly SearchTerm[], from: string, to: string): string {
  return terms
    .map((term, i) => {
      const words = term.words.map((w) => (w === from && !term.phrase ? to : w)).join(' ');
      const text = term.phrase ? `"${words}"` : words;
      return (i > 0 && term.or ? 'or ' : '') + (term.negated ? '-' : '') + text;
    })
    .join(' ');
}
