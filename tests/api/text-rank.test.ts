// The embedded database's text index ranks a match by ts_rank's own arithmetic (decision 171): for every match of
// every query over generated adverts, the number computed from the vector's text is the database's, to the bit. On
// PGlite and, in the PostgreSQL pass, on PostgreSQL (a native build rather than WebAssembly).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.ts';
import { lexemesOf, parseTextQuery, readVector, textRank } from '../../src/server/domain/sales/text-query.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, place } from './sales-fixtures.ts';
import { generateAdverts, QUERIES } from './text-fixtures.ts';

const ctx = await useTestContext();

beforeAll(async () => {
  await resetDatabase(ctx);
  const seller = (await breeder(ctx)).uid;
  await generateAdverts(ctx, seller, [await place(ctx, 'Lisboa', 'Lisboa'), await place(ctx, 'Porto', 'Porto')]);
});

describe('ranking a match', () => {
  it("computes ts_rank's own number for every match of every query", async () => {
    let compared = 0;
    for (const q of QUERIES) {
      const rows = rowsOf<{ vector: string; rank: number; query: string }>(
        await ctx.db.execute(sql`
          select s.search::text as vector, ts_rank(s.search, w.q)::float8 as rank, w.q::text as query
          from sales s, websearch_to_tsquery('pt_unaccent', ${q}) w(q)
          where s.search @@ w.q`),
      );
      for (const row of rows) {
        const query = parseTextQuery(row.query);
        // A phrase is ranked by the database.
        if (!query) continue;
        const found = new Map<string, Uint16Array>();
        readVector(row.vector, (lexeme, positions) => found.set(lexeme, positions.slice()));
        const rank = textRank(
          query,
          lexemesOf(query).map((w) => found.get(w)),
        );
        expect(rank, `${q} on ${row.vector}`).toBe(Number(row.rank));
        compared++;
      }
    }
    // The generated words match hundreds of adverts per query.
    expect(compared).toBeGreaterThan(1000);
  });
});
