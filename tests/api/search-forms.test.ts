// The forms list holds only what PostgreSQL's Portuguese stemmer misses (decision 173): every line of
// SEARCH_FORMS, and an example of every ending, reads apart from its word without it, so none is dead weight.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.ts';
import { SEARCH_ENDINGS, SEARCH_FORMS } from '../../src/server/db/reference/search-forms.ts';
import { formsOf } from '../../src/server/domain/sales/text-search.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();

async function lexeme(word: string): Promise<string> {
  const rows = await ctx.db.execute(sql`select to_tsvector('pt_unaccent', ${word})::text as v`);
  return rowsOf<{ v: string }>(rows)[0]!.v.replace(/:\d+.*$/, '');
}

/** A word of each ending, as a person would type it. */
const EXAMPLES: Record<string, string> = {
  zinhos: 'cãezinhos',
  zinhas: 'florzinhas',
  zinho: 'cãozinho',
  zinha: 'mãozinha',
  inhos: 'gatinhos',
  inhas: 'gatinhas',
  inho: 'coelhinho',
  inha: 'cachorrinha',
  ões: 'leões',
  oes: 'furoes',
};

describe('the forms the stemmer misses', () => {
  it('has an example of every ending', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(SEARCH_ENDINGS.map(([from]) => from).sort());
  });

  it.each(Object.entries(SEARCH_FORMS))('%s reads apart from what it should also find', async (word, forms) => {
    const own = await lexeme(word);
    for (const form of forms) expect(await lexeme(form), `${word} → ${form}`).not.toBe(own);
  });

  it.each(SEARCH_ENDINGS.map(([from]) => [from, EXAMPLES[from]!]))(
    'the ending -%s gives a word the stemmer reads apart (%s)',
    async (_, example) => {
      const [typed, formed] = formsOf(example);
      expect(formed, example).toBeDefined();
      // Unless the stemmer already brings them together, the ending is what lets one find the other.
      expect(await lexeme(formed!), `${typed} → ${formed}`).not.toBe(await lexeme(typed!));
    },
  );
});
