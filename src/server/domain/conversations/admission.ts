/**
 * Messages are refused, not queued, when a database cannot keep up (issue 41, decision 187): each database takes
 * `WRITE_CONCURRENCY` writes at once and lets a few more wait their turn, as long as the wait it can foresee (those
 * ahead at the recent time of a write, plus how long the oldest running write has been held up past it) stays under
 * `WRITE_WAIT_MS`; past that a write is refused at once with
 * the seconds after which to try again. What an instance accepts therefore arrives within a bounded time, and what
 * waits is bounded too.
 */
import type { Db } from '../../db/client.ts';

/** Writes of messages running at once on one database: below the pool's 10 connections, room for the rest. */
export const WRITE_CONCURRENCY = 8;
/** The longest a message may foreseeably wait for its turn before it is refused. */
export const WRITE_WAIT_MS = 250;

/** Too many messages at this moment: try again after `retryAfterSeconds`. */
export class MessagesBusy extends Error {
  override name = 'MessagesBusy';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('messages busy');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

class Gate {
  #running = 0;
  /** Writes waiting for a turn, first come first served; each is handed the turn of a write that ends. */
  readonly #waiting: (() => void)[] = [];
  /** A moving average of how long a write holds its turn (ms). */
  #serviceMs = 5;
  /** When each running write started: a stalled database shows in them before any write ends. */
  readonly #started = new Set<{ at: number }>();

  async run<T>(write: () => Promise<T>): Promise<T> {
    if (this.#running < WRITE_CONCURRENCY) this.#running += 1;
    else {
      // Those ahead at the recent pace, plus a stall already under way (the oldest running write's excess over
      // that pace), which may well last as long again.
      const now = performance.now();
      let stalled = 0;
      for (const { at } of this.#started) stalled = Math.max(stalled, now - at - this.#serviceMs);
      const foreseen = ((this.#waiting.length + 1) * this.#serviceMs) / WRITE_CONCURRENCY + stalled;
      if (foreseen > WRITE_WAIT_MS) throw new MessagesBusy(Math.max(1, Math.ceil(foreseen / 1000)));
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    const started = { at: performance.now() };
    this.#started.add(started);
    try {
      return await write();
    } finally {
      this.#started.delete(started);
      this.#serviceMs += (performance.now() - started.at - this.#serviceMs) / 10;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

const gates = new WeakMap<Db, Gate>();

/** Runs a write of a message through its database's gate; throws MessagesBusy when it would wait too long. */
export function admitted<T>(db: Db, write: () => Promise<T>): Promise<T> {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new Gate()));
  return gate.run(write);
}
