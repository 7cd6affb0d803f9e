/** Rate limits: fixed windows per address and per account for sign-in, recovery and every write (decision 024). */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../errors.ts';
import type { AuthEnv } from './auth.ts';
import { clientIp } from '../../http/client-ip.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** Where counters live: the database the instances share with PostgreSQL, process memory with PGlite (decision 113). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of a key without counting a hit (undefined when none is open). */
  peek(key: string): Promise<WindowCount | undefined>;
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
const DAY = 24 * HOUR;

/** The tiers of decision 024 (its table lists them with the calls they guard). */
export const RATE_RULES = {
  // Sign-in, signup and recovery: per address (anonymous), and per account where an account is named.
  authenticateIp: { name: 'auth-ip', limit: 30, windowMs: 5 * MINUTE },
  authenticateAccount: { name: 'auth-acct', limit: 10, windowMs: 15 * MINUTE },
  /** From an address this account signed in from before (kept in the database): its own counter, so strangers cannot lock it out. */
  authenticateKnownAddress: { name: 'auth-known', limit: 10, windowMs: 15 * MINUTE },
  signupIp: { name: 'signup-ip', limit: 10, windowMs: HOUR },
  forgotIp: { name: 'forgot-ip', limit: 10, windowMs: HOUR },
  /**
   * Recovery per (address, account). Never per account alone: a stranger could then keep the owner from
   * recovering; the account's mails are bounded by the recovery domain instead (decision 057).
   */
  forgotAddressAccount: { name: 'forgot-ip-acct', limit: 5, windowMs: HOUR },
  recoverIp: { name: 'recover-ip', limit: 20, windowMs: HOUR },
  validateEmailIp: { name: 'validate-ip', limit: 60, windowMs: 10 * MINUTE },
  /**
   * Logout counts per address, never per account: someone holding a stolen token could otherwise spend the
   * account's counter (with /authrefresh) and keep the owner from signing everyone out.
   */
  logoutIp: { name: 'logout-ip', limit: 60, windowMs: 10 * MINUTE },
  // Signed-in writes: per account.
  session: { name: 'session', limit: 60, windowMs: HOUR },
  passwordCheck: { name: 'account-password', limit: 10, windowMs: 15 * MINUTE },
  accountExport: { name: 'account-export', limit: 10, windowMs: HOUR },
  profile: { name: 'profile', limit: 60, windowMs: HOUR },
  avatar: { name: 'avatar', limit: 20, windowMs: HOUR },
  saleCreate: { name: 'sale-create', limit: 60, windowMs: HOUR },
  salePhoto: { name: 'sale-photo', limit: 120, windowMs: HOUR },
  saleEdit: { name: 'sale-edit', limit: 120, windowMs: HOUR },
  favorite: { name: 'favorite', limit: 60, windowMs: 10 * MINUTE },
  booking: { name: 'booking', limit: 20, windowMs: HOUR },
  bookingDecision: { name: 'booking-decision', limit: 120, windowMs: HOUR },
  availability: { name: 'availability', limit: 60, windowMs: HOUR },
  notificationRead: { name: 'notification-read', limit: 600, windowMs: 10 * MINUTE },
  /** Writing from an advert (a new conversation, or the next message of the one about it): decision 145. */
  conversationStart: { name: 'conversation-start', limit: 20, windowMs: HOUR },
  message: { name: 'message', limit: 60, windowMs: 5 * MINUTE },
  /** Photos for messages (issue 40): four to a message, a few conversations' worth an hour. */
  messagePhoto: { name: 'message-photo', limit: 60, windowMs: HOUR },
  /** Reviews of visits and answers to them (issue 38): a person has few visits a day. */
  review: { name: 'review', limit: 20, windowMs: HOUR },
  /** Read and delivered marks, blocks: every open tab marks what it shows. */
  conversationMark: { name: 'conversation-mark', limit: 1200, windowMs: 10 * MINUTE },
  /** Reports (decision 149): enough for a person who meets several scams in a day, not for a campaign. */
  report: { name: 'report', limit: 10, windowMs: HOUR },
  /** Confirmation mails a signed-in person asks for again (issue 37). */
  confirmationMail: { name: 'confirmation-mail', limit: 5, windowMs: HOUR },
  /** Reports from one address whoever signs in (issue 37): ten new accounts on one network are not ten voices. */
  reportIp: { name: 'report-ip', limit: 20, windowMs: HOUR },
  /** Applications for certification with their documents (decision 176): a few a day is every honest need. */
  certification: { name: 'certification', limit: 5, windowMs: DAY },
  /** Saving, renaming, pausing and deleting saved searches (decision 155). */
  savedSearch: { name: 'saved-search', limit: 60, windowMs: HOUR },
  /** Turning push on, changing a device's switches, turning it off (decision 190): a few devices, a few changes. */
  pushDevice: { name: 'push-device', limit: 60, windowMs: HOUR },
  /** The one-click unsubscribe of alert mails, anonymous: per address (decision 155). */
  unsubscribeIp: { name: 'unsubscribe-ip', limit: 60, windowMs: 10 * MINUTE },
  // A fresh-advert mail's one tap (issue 57), without signing in.
  freshLinkIp: { name: 'fresh-link-ip', limit: 60, windowMs: 10 * MINUTE },
  // Staff writes: per account too (a stolen admin token must not flood every user).
  moderation: { name: 'moderation', limit: 600, windowMs: HOUR },
  globalNotification: { name: 'global-notification', limit: 10, windowMs: HOUR },
  articleWrite: { name: 'article-write', limit: 120, windowMs: HOUR },
  articlePreview: { name: 'article-preview', limit: 600, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

/**
 * Counters in process memory: rate-limiter-flexible's RateLimiterMemory, which drops a window when it ends. Bounded
 * so a flood of new keys cannot exhaust memory: past `maxKeys` the oldest keys are forgotten first.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  // As in the database store, the library only counts: every hit names its own window, enforce() compares.
  readonly #counters = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 3600, keyPrefix: '' });
  readonly #keys = new Set<string>();
  readonly #maxKeys: number;

  constructor(maxKeys = 100_000) {
    this.#maxKeys = maxKeys;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    this.#keys.delete(key);
    this.#keys.add(key);
    for (const oldest of this.#keys) {
      if (this.#keys.size <= this.#maxKeys) break;
      this.#keys.delete(oldest);
      await this.#counters.delete(oldest);
    }
    return windowOf(await this.#counters.penalty(key, 1, { customDuration: windowMs / 1000 }));
  }

  async peek(key: string): Promise<WindowCount | undefined> {
    const res = await this.#counters.get(key);
    return res && res.msBeforeNext > 0 ? windowOf(res) : undefined;
  }

  async reset(key: string): Promise<void> {
    this.#keys.delete(key);
    await this.#counters.delete(key);
  }
}

/** A library answer as a window: its hits and when it ends. */
export function windowOf(res: RateLimiterRes): WindowCount {
  return { count: res.consumedPoints, resetAt: Date.now() + res.msBeforeNext };
}

/** Limits that never trip (RATE_LIMITS=off, for load benchmarks only). */
export class DisabledRateLimitStore implements RateLimitStore {
  async hit(_key: string, windowMs: number): Promise<WindowCount> {
    return { count: 0, resetAt: Date.now() + windowMs };
  }

  async peek(): Promise<undefined> {
    return undefined;
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

/** Every limitPerAccount and limitPerAddress middleware: the OpenAPI document declares 429 on the routes that use one. */
const limiters = new WeakSet<object>();
export const isRateLimit = (handler: object): boolean => limiters.has(handler);

/** The account key of a signed-in caller (requireAuth ran before), else its address. */
function subjectOf(c: Context): string {
  const principal = c.get('principal') as { userId: string } | undefined;
  return principal ? `user:${principal.userId}` : `ip:${clientIp(c)}`;
}

/**
 * Route middleware for a signed-in write: counts every call against `rule` per account, before the body
 * is validated, so malformed floods count too. Put it after requireAuth (anonymous calls are 401 first).
 */
export function limitPerAccount(rule: RateRule): MiddlewareHandler<AuthEnv> {
  const limit = createMiddleware<AuthEnv>(async (c, next) => {
    await enforce(c, rule, subjectOf(c));
    await next();
  });
  limiters.add(limit);
  return limit;
}

/**
 * Route middleware for an anonymous write: counts every call against `rule` per client address. Typed with
 * the route's environment (`limitPerAddress<AuthEnv>`) when it stands before requireAuth.
 */
export function limitPerAddress<E extends Env = Env>(rule: RateRule): MiddlewareHandler<E> {
  const limit = createMiddleware<E>(async (c, next) => {
    await enforceIp(c, rule);
    await next();
  });
  limiters.add(limit);
  return limit;
}
