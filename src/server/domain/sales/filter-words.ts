/**
 * Typed words that are filters (issue 54, decision 205): a sex word filters by sex, a female word of a species also
 * by species ("gatinha": female cats), an adoption word by free adverts; the word leaves the text searched. A word
 * is read so only when it is a bare word (not quoted, not excluded, not after `or`), and only when the filter it means
 * is not already chosen otherwise ("gata" with dogs chosen stays text). `exact` searches the words as typed.
 */
import { FILTER_WORDS, type WordFilters } from '../../db/reference/filter-words.ts';
import type { SaleFilters } from './filters.ts';
import { parseSearch } from './text-search.ts';

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const BY_PLAIN = new Map(Object.entries(FILTER_WORDS).map(([word, filters]) => [plain(word), filters]));

/** The filters with their filter words applied, and the words so read; null when no word is a filter. */
export function wordsAsFilters(f: SaleFilters): { filters: SaleFilters; words: string[] } | null {
  if (!f.q || f.exact) return null;
  const terms = parseSearch(f.q);
  if (terms.some((term) => term.or)) return null;
  const applied: WordFilters = {};
  const words: string[] = [];
  const rest: string[] = [];
  for (const term of terms) {
    const word = term.words[0]!;
    const meant = !term.negated && !term.phrase ? BY_PLAIN.get(plain(word)) : undefined;
    const clash =
      meant &&
      ((meant.sex && (f.sex ?? applied.sex ?? meant.sex) !== meant.sex) ||
        (meant.species && (f.species ?? applied.species ?? meant.species) !== meant.species));
    if (meant && !clash) {
      Object.assign(applied, meant);
      words.push(word);
      continue;
    }
    const text = term.phrase ? `"${term.words.join(' ')}"` : term.words.join(' ');
    rest.push((term.negated ? '-' : '') + text);
  }
  if (words.length === 0) return null;
  const filters: SaleFilters = { ...f, ...applied };
  if (applied.species && f.breed === undefined) delete filters.breed;
  const q = rest.join(' ');
  if (q) filters.q = q;
  else delete filters.q;
  return { filters, words };
}
