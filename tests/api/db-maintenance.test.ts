// PGlite's stand-in for autovacuum (decision 156): a minute after start-up, then daily, `vacuum analyze` brings the
// planner's statistics up to date, so the embedded database plans the listing on its indexes as data grows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_FIRST_MS, startMaintenance } from '../../src/server/db/maintenance.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { createSale } from './bookings-fixtures.ts';

// The embedded database even in the PostgreSQL pass: PostgreSQL has its own autovacuum, and nothing is started for it.
const ctx = await useTestContext({ DATABASE_URL: undefined });

const statsOf = async () => {
  const result = await ctx.db.execute<{ analyzed: boolean; tuples: number }>(
    "select last_analyze is not null as analyzed, (select reltuples from pg_class where relname = 'sales')::int as tuples from pg_stat_user_tables where relname = 'sales'",
  );
  return ((result as { rows?: { analyzed: boolean; tuples: number }[] }).rows ?? [])[0];
};

afterEach(() => {
  vi.useRealTimers();
});

describe('database maintenance', () => {
  it("runs vacuum analyze a minute after start, so the planner knows the adverts' count", async () => {
    await resetDatabase(ctx);
    const owner = await signUp(ctx);
    for (let i = 0; i < 30; i++) await createSale(ctx, owner.uid, { title: `Cachorro ${i}` });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = startMaintenance(ctx.database);
    const before = await statsOf();
    vi.advanceTimersByTime(MAINTENANCE_FIRST_MS);
    vi.useRealTimers();
    await stop();
    const after = await statsOf();
    expect(before?.tuples).not.toBe(30);
    expect(after).toMatchObject({ analyzed: true, tuples: 30 });
  });
});
