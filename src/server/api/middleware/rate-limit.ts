/** Rate limits for the abuse-prone public calls: fixed windows per IP and per account (decision 024). */
import type { Context } from 'hono';
import { ApiError } from '../errors.ts';
import { clientIp } from './client-ip.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** Where counters live. In-process now; a shared store (PostgreSQL, Redis) implements the same two calls. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets a key (a successful sign-in clears the account's attempts). */
  reset(key: string): Promise<void>;
}

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The tiers of decision 024. */
export const RATE_RULES = {
  authenticateIp: { name: 'auth-ip', limit: 30, windowMs: 5 * MINUTE },
  authenticateAccount: { name: 'auth-acct', limit: 10, windowMs: 15 * MINUTE },
  signupIp: { name: 'signup-ip', limit: 10, windowMs: HOUR },
  forgotIp: { name: 'forgot-ip', limit: 10, windowMs: HOUR },
  forgotAccount: { name: 'forgot-acct', limit: 3, windowMs: HOUR },
  validateEmailIp: { name: 'validate-ip', limit: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** Counters in a Map, swept of expired windows; bounded so a flood of new keys cannot exhaust memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, WindowCount>();
  readonly #maxKeys: number;
  #nextSweep = 0;

  constructor(maxKeys = 100_000) {
    this.#maxKeys = maxKeys;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    this.#sweep(now);
    const current = this.#windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.#windows.delete(key);
    this.#windows.set(key, fresh);
    return { ...fresh };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    if (now < this.#nextSweep && this.#windows.size < this.#maxKeys) return;
    this.#nextSweep = now + MINUTE;
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
    // Still full: forget the oldest windows (insertion order) rather than grow without bound.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(key);
    }
  }
}

/** Limits that never trip (RATE_LIMITS=off, for load benchmarks only). */
export class DisabledRateLimitStore implements RateLimitStore {
  async hit(_key: string, windowMs: number): Promise<WindowCount> {
    return { count: 0, resetAt: Date.now() + windowMs };
  }

  async reset(): Promise<void> {}
}

/** The store createApi put on the request. */
const limiterOf = (c: Context): RateLimitStore => c.get('limiter') as RateLimitStore;

/** Counts one hit of `subject` under `rule`; 429 `too-many-requests` with Retry-After once over the limit. */
export async function enforce(c: Context, rule: RateRule, subject: string): Promise<void> {
  const { count, resetAt } = await limiterOf(c).hit(`${rule.name}:${subject}`, rule.windowMs);
  if (count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new ApiError(429, 'too-many-requests', undefined, { 'Retry-After': String(seconds) });
  }
}

/** The per-IP hit of a rule. */
export function enforceIp(c: Context, rule: RateRule): Promise<void> {
  return enforce(c, rule, `ip:${clientIp(c)}`);
}

export function resetLimit(c: Context, rule: RateRule, subject: string): Promise<void> {
  return limiterOf(c).reset(`${rule.name}:${subject}`);
}
