// Messages are refused, not queued, past what an instance can carry (issue 41): a burst that arrives while the
// database stalls is answered partly 201, partly 503 `conversation.error.busy` with Retry-After, and exactly the
// accepted messages are stored. On PostgreSQL, where a transaction holding the conversation stalls its messages but
// not the sign-in checks before them; on the embedded database's one connection it stalls those too, so whether any
// request reached the gate during the stall depended on which got the connection first (a test that failed on a
// busy machine).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message, MessageSlice } from '../../src/lib/conversations/shapes.ts';
import { WRITE_CONCURRENCY, WRITE_WAIT_MS } from '../../src/server/domain/conversations/admission.ts';
import { createSale } from '../api/bookings-fixtures.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });
const { get, post } = testApi(ctx);

describe('a burst of messages on one instance', () => {
  it('accepts what it can deliver soon, refuses the rest with Retry-After, and stores exactly what it accepted', async () => {
    const seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
    const buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
    const saleUid = await createSale(ctx, seller.uid);
    const first = await post('/private/conversation', { saleUid, body: 'Olá' }, { token: buyer.token });
    const { conversationUid } = (await first.json()) as { conversationUid: string };

    // The database stalls for a second (a long transaction holds the conversation) while the burst arrives: a first
    // wave as the stall begins, a second once it has lasted longer than a message may foreseeably wait
    // (WRITE_WAIT_MS). The waves are timed from the stall itself, so the run does not hang on which of the stall and
    // the burst reaches the database first.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const stall = inTransaction(ctx, async (tx) => {
      await tx.execute(sql`select 1 from conversations where id = ${conversationUid} for update`);
      holding();
      await sleep(1000);
    });
    await held;
    const wave = (from: number) =>
      Array.from({ length: 100 }, (_, i) =>
        post(`/private/conversation/${conversationUid}/message`, { body: `n.º ${from + i}` }, { token: buyer.token }),
      );
    const early = wave(0);
    await sleep(2 * WRITE_WAIT_MS);
    const late = wave(100);
    const answers = await Promise.all([...early, ...late]);
    await stall;
    const accepted = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 503);
    expect(accepted.length + refused.length).toBe(answers.length);
    // The first writes took their turns and waited out the stall; those arriving once it had lasted too long did not.
    expect(accepted.length).toBeGreaterThanOrEqual(WRITE_CONCURRENCY);
    expect(answers.slice(100).map((r) => r.status)).toEqual(Array.from({ length: 100 }, () => 503));
    for (const r of refused) {
      expect(Number(r.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(await r.json()).toEqual({ status: 503, message: 'conversation.error.busy' });
    }
    const sent = new Set(await Promise.all(accepted.map(async (r) => ((await r.json()) as Message).body)));
    const stored = await get(`/private/conversation/${conversationUid}/message?size=50&after=0`, {
      token: seller.token,
    });
    const bodies: string[] = [];
    for (let slice = (await stored.json()) as MessageSlice; ;) {
      bodies.push(...slice.content.map((m) => m.body ?? ''));
      if (!slice.more) break;
      const next = await get(
        `/private/conversation/${conversationUid}/message?size=50&after=${slice.content.at(-1)?.id}`,
        { token: seller.token },
      );
      slice = (await next.json()) as MessageSlice;
    }
    expect(bodies.slice(1).sort()).toEqual([...sent].sort());
  });
});
