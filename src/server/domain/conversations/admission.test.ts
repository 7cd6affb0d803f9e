// Messages are refused, not queued, past what a database can carry (issue 41): the gate lets WRITE_CONCURRENCY run,
// lets others wait while the wait it foresees stays under WRITE_WAIT_MS, refuses the rest at once with a
// Retry-After, and hands each ending write's turn to the first waiting.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { admitted, MessagesBusy, WRITE_CONCURRENCY, WRITE_WAIT_MS } from './admission.ts';

/** A write that ends when told to. */
function controlled() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { write: () => done, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the messages gate', () => {
  it('runs the first writes at once, queues a few in order and refuses past the foreseeable wait', async () => {
    const db = {} as Db;
    const started: number[] = [];
    // Teach the gate that a write takes about 100 ms: three rounds of WRITE_CONCURRENCY such writes.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: WRITE_CONCURRENCY }, () =>
          admitted(db, () => new Promise((resolve) => setTimeout(resolve, 100))),
        ),
      );
    }
    const writes = Array.from({ length: WRITE_CONCURRENCY + 40 }, () => controlled());
    const outcomes = writes.map((w, i) =>
      admitted(db, () => {
        started.push(i);
        return w.write();
      }).then(
        () => 'sent' as const,
        (error: unknown) => error,
      ),
    );
    await tick();
    expect(started).toEqual(Array.from({ length: WRITE_CONCURRENCY }, (_, i) => i));
    // Those beyond the foreseeable wait were refused at once, with whole seconds to wait.
    const refused = (await Promise.all(outcomes.map((o) => Promise.race([o, tick().then(() => 'pending')])))).filter(
      (o): o is MessagesBusy => o instanceof MessagesBusy,
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => Number.isInteger(e.retryAfterSeconds) && e.retryAfterSeconds >= 1)).toBe(true);
    const waiting = writes.length - WRITE_CONCURRENCY - refused.length;
    expect(waiting).toBeGreaterThan(0);
    // Writes take about 100 ms: what waits is what fits in WRITE_WAIT_MS, WRITE_CONCURRENCY at a time.
    expect(waiting).toBeLessThanOrEqual(Math.ceil((WRITE_WAIT_MS * WRITE_CONCURRENCY) / 50));
    // An ending write hands its turn to the first waiting one.
    writes[0]?.finish();
    await tick();
    expect(started.at(-1)).toBe(WRITE_CONCURRENCY);
    for (const w of writes) w.finish();
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o === 'sent')).toHaveLength(WRITE_CONCURRENCY + waiting);
  });

  it('keeps a gate per database: one busy database refuses nothing of another', async () => {
    const busy = {} as Db;
    const other = {} as Db;
    const held = Array.from({ length: WRITE_CONCURRENCY + 1000 }, () => controlled());
    const outcomes = held.map((w) => admitted(busy, w.write).catch((error: unknown) => error));
    await expect(admitted(other, async () => 'ok')).resolves.toBe('ok');
    for (const w of held) w.finish();
    expect((await Promise.all(outcomes)).some((o) => o instanceof MessagesBusy)).toBe(true);
  });
});
