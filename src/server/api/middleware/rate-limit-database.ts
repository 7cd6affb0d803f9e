/** Rate-limit counters in the database every instance shares (decision 113): rate-limiter-flexible's Drizzle store on `rate_limits`. */
import { lte } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database, Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { logger } from '../../log.ts';
import {
  DisabledRateLimitStore,
  MemoryRateLimitStore,
  windowOf,
  type RateLimitStore,
  type WindowCount,
} from './rate-limit.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * One atomic upsert per hit (`insert … on conflict (key) do update`, a new window once the old one has
 * ended), so instances behind a load balancer count together. Expired rows are deleted once a minute by
 * whichever instance counts then; the library's own cleaning timer is off, as it would outlive the pool.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly #db: Db;
  readonly #counters: RateLimiterDrizzle;
  #nextSweep = 0;

  constructor(db: Db) {
    this.#db = db;
    // The library only counts here: enforce() compares with each rule's limit, and every hit names its
    // own window (customDuration), so `points` and `duration` are never reached.
    this.#counters = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      points: Number.MAX_SAFE_INTEGER,
      duration: 3600,
      keyPrefix: '',
      clearExpiredByTimeout: false,
    });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    this.#sweep();
    return windowOf(await this.#counters.penalty(key, 1, { customDuration: windowMs / 1000 }));
  }

  async peek(key: string): Promise<WindowCount | undefined> {
    const res = await this.#counters.get(key);
    return res ? windowOf(res) : undefined;
  }

  async reset(key: string): Promise<void> {
    await this.#counters.delete(key);
  }

  #sweep(): void {
    const now = Date.now();
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + SWEEP_EVERY_MS;
    void this.#db
      .delete(rateLimits)
      .where(lte(rateLimits.expire, new Date(now)))
      .catch((error: unknown) => logger.warn('rate limits: sweep failed', { error: String(error) }));
  }
}

/**
 * The store an API counts in: none with RATE_LIMITS=off; the shared table with PostgreSQL, which several
 * instances may open; process memory with PGlite, which only one process can open (decision 113).
 */
export function createRateLimitStore(ctx: {
  env: Pick<Env, 'RATE_LIMITS'>;
  database: Pick<Database, 'driver'>;
  db: Db;
}): RateLimitStore {
  if (ctx.env.RATE_LIMITS === 'off') return new DisabledRateLimitStore();
  return ctx.database.driver === 'pg' ? new DatabaseRateLimitStore(ctx.db) : new MemoryRateLimitStore();
}
