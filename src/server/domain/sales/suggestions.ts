/**
 * What the search box offers as a person types (decision 173): species, breeds and places whose name has a word
 * beginning with what was typed ("lab" → Labrador Retriever, "york" → Yorkshire Terrier, "por" → Porto), each with
 * the listing's filter it stands for. Read from the reference data in memory: no query per keystroke.
 */
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import type { SearchSuggestion } from '../../../lib/sales/shapes.ts';
import type { ReferenceData } from '../reference/index.ts';

/** Fewer letters say too little: every name holds a word beginning with one. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 8;

interface Entry extends SearchSuggestion {
  /** The name's words without accents, lower case. */
  words: string[];
  plain: string;
  /** Species before breeds before districts before municipalities, when equally good. */
  order: number;
}

const plainOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-PT')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const entries = new WeakMap<ReferenceData, Entry[]>();

function entriesOf(ref: ReferenceData): Entry[] {
  let list = entries.get(ref);
  if (list) return list;
  const speciesName = new Map(ref.species.map((s) => [s.code, s.name]));
  const entry = (
    label: string,
    kind: SearchSuggestion['kind'],
    filters: SearchFilters,
    detail: string,
    order: number,
  ) => {
    const plain = plainOf(label);
    return { label, kind, filters, detail, plain, words: plain.split(' '), order };
  };
  list = [
    ...ref.species.map((s) => entry(s.name, 'species', { species: s.code }, '', 0)),
    ...ref.breeds.map((b) =>
      entry(b.name, 'breed', { species: b.species, breed: b.code }, speciesName.get(b.species) ?? '', 1),
    ),
    ...ref.districts.map((d) => entry(d.name, 'district', { location: d.id }, '', 2)),
    ...ref.districts.flatMap((d) =>
      (ref.municipalities.get(d.id) ?? []).map((m) =>
        entry(m.name, 'municipality', { location: d.id, childLocation: m.id }, d.name, 3),
      ),
    ),
  ];
  entries.set(ref, list);
  return list;
}

/**
 * The suggestions for what was typed: every typed word must begin a word of the name. A name that begins with the
 * first typed word comes before one with it further in, then the shorter name.
 */
export function suggest(ref: ReferenceData, typed: string, limit = SUGGEST_LIMIT): SearchSuggestion[] {
  const words = plainOf(typed).split(' ').filter(Boolean);
  if (words.join('').length < SUGGEST_MIN_LENGTH) return [];
  const found = entriesOf(ref).filter((e) => words.every((w) => e.words.some((x) => x.startsWith(w))));
  const first = words[0]!;
  found.sort(
    (a, b) =>
      Number(!a.plain.startsWith(first)) - Number(!b.plain.startsWith(first)) ||
      a.order - b.order ||
      a.label.length - b.label.length ||
      a.label.localeCompare(b.label, 'pt'),
  );
  return found.slice(0, limit).map(({ label, kind, filters, detail }) => ({ label, kind, filters, detail }));
}
