/**
 * The Portuguese forms the stemmer leaves apart from their word (decision 173): data, extended by adding a line.
 * A word typed in a search also finds each form listed for it here. Checked by `search-forms.test.ts` against
 * PostgreSQL's own stemmer, so a line the stemmer already covers is pointed out.
 */

/**
 * Endings, longest first: a word typed with the first ending also searches for the word with the second, when at
 * least as many letters as the third stay before it. Diminutives ("gatinho" → "gato", "cãozinho" → "cão") and plurals
 * in -ões, with and without accents (the stemmer reads "leões" apart from "leão"; plurals in -ães and -ãos it brings
 * to their word, "alemães" and "alemão" alike, but for the short ones listed below).
 */
export const SEARCH_ENDINGS: readonly (readonly [from: string, to: string, stem: number])[] = [
  ['zinhos', '', 3],
  ['zinhas', '', 3],
  ['zinho', '', 3],
  ['zinha', '', 3],
  ['inhos', 'os', 3],
  ['inhas', 'as', 3],
  ['inho', 'o', 3],
  ['inha', 'a', 3],
  ['ões', 'ão', 2],
  ['oes', 'ao', 2],
];

/** Words whose forms no ending above gives, and each word's forms a search for it should also find. */
export const SEARCH_FORMS: Readonly<Record<string, readonly string[]>> = {
  // Too short for the stemmer to read as plurals.
  cães: ['cão'],
  caes: ['cão'],
  mãos: ['mão'],
  // Irregular, or another word for the same animal.
  mães: ['mãe'],
  maes: ['mãe'],
  cadela: ['cão'],
  cadelas: ['cão'],
  cadelinha: ['cão'],
  gatito: ['gato'],
  gatitos: ['gato'],
  bichano: ['gato'],
  bichanos: ['gato'],
};
