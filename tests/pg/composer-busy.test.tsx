// @vitest-environment happy-dom
// The composer on a site that is really busy (issue 41): a conversation's writes stall on PostgreSQL (a transaction
// holds the conversation) while eight messages wait on it, so the server refuses the next one with 503 and
// Retry-After. The composer says it will send again and does once the stall is over; a site still busy after its
// last try says so and keeps the text. Against the real API on PostgreSQL: its other statements (the token's check)
// still run while one conversation is held, which the embedded database's single connection cannot show.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { pickMessages } from '../../src/i18n/pick-messages.ts';
import { Composer } from '../../src/islands/conversations/Composer.tsx';
import { MESSAGES_PAGE_KEYS } from '../../src/islands/conversations/messages.ts';
import { writeMessage } from '../../src/lib/api/conversations.ts';
import type { MessageSlice } from '../../src/lib/conversations/shapes.ts';
import { MessagesContext } from '../../src/lib/translator.ts';
import { WRITE_CONCURRENCY } from '../../src/server/domain/conversations/admission.ts';
import { createSale } from '../api/bookings-fixtures.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { clearCookies, openPage } from '../helpers/stand-in-api.ts';
import { startAppServer } from '../realtime/helpers.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });
const { get, post } = testApi(ctx);
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  app = await startAppServer(ctx);
});
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  clearCookies();
});

/** A buyer signed in on the page, in a conversation with a seller. */
async function conversation() {
  const seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
  const buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  const saleUid = await createSale(ctx, seller.uid);
  const first = await post('/private/conversation', { saleUid, body: 'Olá' }, { token: buyer.token });
  const { conversationUid } = (await first.json()) as { conversationUid: string };
  openPage(app.origin, `/messages?c=${conversationUid}`);
  document.cookie = `access_token=${buyer.token}; path=/`;
  return { conversationUid, buyer, seller };
}

/**
 * Holds the conversation until `release()`, with a full gate of messages waiting on it, and resolves once the server
 * refuses a message (the wait it foresees passed 250 ms; how soon depends on the pace it learnt from earlier writes).
 * `done` settles when the lock is let go and every message that waited is in.
 */
async function stall(conversationUid: string, token: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const lock = inTransaction(ctx, async (tx) => {
    await tx.execute(sql`select 1 from conversations where id = ${conversationUid} for update`);
    held();
    await released;
  });
  await holding;
  const send = (i: number) =>
    post(`/private/conversation/${conversationUid}/message`, { body: `à espera n.º ${i}` }, { token });
  const waiting = Array.from({ length: WRITE_CONCURRENCY }, (_, i) => send(i));
  for (let i = WRITE_CONCURRENCY; ; i += 1) {
    const probe = send(i);
    const answer = await Promise.race([probe, new Promise((resolve) => setTimeout(resolve, 100))]);
    if ((answer as Response | undefined)?.status === 503) break;
    if (i > 100) throw new Error('the server never refused a message while the conversation was held');
    waiting.push(probe);
  }
  return { release, done: Promise.all([lock, ...waiting]) };
}

async function write(text: string, conversationUid: string) {
  const user = userEvent.setup();
  render(
    <MessagesContext.Provider value={pickMessages(MESSAGES_PAGE_KEYS)}>
      <Composer newTo={null} send={async (written) => void (await writeMessage(conversationUid, written))} />
    </MessagesContext.Provider>,
  );
  const box = screen.getByLabelText(t('messages.composer.label'));
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: t('messages.composer.send') }));
  return box as HTMLTextAreaElement;
}

async function bodies(conversationUid: string, token: string): Promise<string[]> {
  const answer = await get(`/private/conversation/${conversationUid}/message?size=50&after=0`, { token });
  return ((await answer.json()) as MessageSlice).content.map((m) => m.body ?? '');
}

const status = () => screen.getByRole('status').textContent;
/** "… segue dentro de N s": N is the Retry-After the server gave, which grows with the stall. */
const [retrying] = t('messages.composer.retrying', { seconds: '§' }).split('§');

describe('the composer on a busy site (PostgreSQL)', () => {
  it('says it will send again, does once the site can take it, and empties the box', async () => {
    const { conversationUid, buyer, seller } = await conversation();
    const { release, done } = await stall(conversationUid, buyer.token);

    const box = await write('Ainda está disponível?', conversationUid);
    await vi.waitFor(() => expect(status()?.startsWith(retrying as string)).toBe(true), { timeout: 5000 });
    expect(box.value).toBe('Ainda está disponível?');
    release();
    await done;

    await vi.waitFor(() => expect(box.value).toBe(''), { timeout: 5000 });
    expect(status()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(box);
    const stored = await bodies(conversationUid, seller.token);
    expect(stored.filter((b) => b === 'Ainda está disponível?')).toHaveLength(1);
  });

  it('keeps the text and says why when the site stays busy through every try', async () => {
    const { conversationUid, buyer, seller } = await conversation();
    const { release, done } = await stall(conversationUid, buyer.token);

    const box = await write('Olá, ainda está?', conversationUid);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t('conversation.error.busy')), {
      timeout: 20_000,
      interval: 100,
    });
    release();
    await done;
    expect(box.value).toBe('Olá, ainda está?');
    expect(status()).toBe('');
    // The refused message was not stored; those that waited were.
    const stored = await bodies(conversationUid, seller.token);
    expect(stored).not.toContain('Olá, ainda está?');
    expect(stored).toContain(`à espera n.º ${WRITE_CONCURRENCY - 1}`);
  }, 30_000);
});
