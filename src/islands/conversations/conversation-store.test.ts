// @vitest-environment happy-dom
// The /messages store over a real local HTTP server standing in for the API: merging by id, read marks, catch-up.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Conversation, ConversationEvent, Message } from '../../lib/api/conversations.ts';
import { json, openPage, startStandIn, until, type StandIn } from '../../../tests/helpers/stand-in-api.ts';
import { createConversationStore, listAfter, mergeMessages } from './conversation-store.ts';

let server: StandIn;
beforeAll(async () => {
  server = await startStandIn();
});
afterAll(() => server.close());
beforeEach(() => {
  openPage(server.origin, '/messages');
  server.routes.clear();
  server.seen.length = 0;
});

const message = (id: number, conversationId = 'c-1', mine = false): Message => ({
  id,
  conversationId,
  mine,
  body: `m${id}`,
  visit: null,
  photos: [],
  createdAt: new Date(1_700_000_000_000 + id * 1000).toISOString(),
});

const conversation = (uid: string, unread = 0): Conversation => ({
  uid,
  role: 'buyer',
  sale: { uid: `s-${uid}`, title: `Anúncio ${uid}`, image: null },
  other: { uid: `u-${uid}`, name: 'Rita', avatar: null },
  lastMessage: null,
  unread,
  otherDeliveredId: 0,
  otherReadId: 0,
  blockedByMe: false,
  blockedByOther: false,
  createdAt: new Date(1_700_000_000_000).toISOString(),
});

const pushed = (m: Message, unread = 1): ConversationEvent => ({
  type: 'message',
  conversationId: m.conversationId,
  message: m,
  unread,
  totalUnread: unread,
});

/** The API with two conversations; c-1 holds messages 1–3. */
function serve(messages: Message[] = [message(1), message(2), message(3)]) {
  server.routes.set('GET /api/private/conversation', (_req, res) =>
    json(res, 200, { content: [conversation('c-1', 3), conversation('c-2', 1)], totalElements: 2 }),
  );
  server.routes.set('GET /api/private/conversation/c-1/message', (req, res) => {
    const after = Number(new URL(req.url ?? '', server.origin).searchParams.get('after') ?? 0);
    json(res, 200, { content: messages.filter((m) => m.id > after), more: false });
  });
  server.routes.set('PUT /api/private/conversation/c-1/read', (_req, res) => json(res, 200, {}));
}

const reads = () => server.seen.filter((r) => r.path.endsWith('/read')).map((r) => JSON.parse(r.body) as unknown);

it('merges by id: a message pushed twice, or pushed and fetched, shows once and in order', () => {
  const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
  expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
});

it('moves a conversation with a new message to the top, with no count while it is being read', () => {
  const list = [conversation('c-1'), conversation('c-2')];
  expect(listAfter(list, pushed(message(9, 'c-2'), 4), false)?.map((c) => [c.uid, c.unread])).toEqual([
    ['c-2', 4],
    ['c-1', 0],
  ]);
  expect(listAfter(list, pushed(message(9, 'c-2'), 4), true)?.[0]?.unread).toBe(0);
  expect(listAfter(list, pushed(message(9, 'c-9')), false)).toBeUndefined();
});

it('opens a conversation with its messages and marks them read up to the last', async () => {
  serve();
  const store = createConversationStore();
  await store.reloadList();
  store.select('c-1');
  await until(() => store.$state.get().thread?.loading === false && reads().length > 0);
  expect(store.$state.get().thread?.items.map((m) => m.id)).toEqual([1, 2, 3]);
  expect(store.$state.get().list?.find((c) => c.uid === 'c-1')?.unread).toBe(0);
  expect(reads()).toEqual([{ upTo: 3 }]);
});

it('adds a pushed message to the open thread once, marks it read and says it was read there', async () => {
  serve();
  const store = createConversationStore();
  await store.reloadList();
  store.select('c-1');
  await until(() => store.$state.get().thread?.loading === false);
  expect(store.receive(pushed(message(4)))).toBe(true);
  expect(store.receive(pushed(message(4)))).toBe(true);
  expect(store.$state.get().thread?.items.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  await until(() => reads().length === 3);
  expect(reads().at(-1)).toEqual({ upTo: 4 });
  // Another conversation's message: counted in the list, not read, not in this thread.
  expect(store.receive(pushed(message(5, 'c-2'), 2))).toBe(false);
  expect(store.$state.get().list?.[0]).toMatchObject({ uid: 'c-2', unread: 2 });
  expect(store.$state.get().thread?.items.map((m) => m.id)).toEqual([1, 2, 3, 4]);
});

it('catches up after a reconnection with what was written meanwhile, and marks it read', async () => {
  const stored = [message(1), message(2)];
  serve(stored);
  const store = createConversationStore();
  await store.reloadList();
  store.select('c-1');
  await until(() => store.$state.get().thread?.loading === false);
  // While the socket was down the other person wrote two messages.
  stored.push(message(3), message(4));
  await store.catchUp();
  expect(store.$state.get().thread?.items.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  expect(server.seen.some((r) => r.path.endsWith('/c-1/message') && r.method === 'GET')).toBe(true);
  await until(() => reads().some((r) => (r as { upTo: number }).upTo === 4));
  expect(reads()).toContainEqual({ upTo: 4 });
});

it('drops a list that answers after a newer one was asked for', async () => {
  let first = true;
  let release: () => void = () => undefined;
  server.routes.set('GET /api/private/conversation', async (_req, res) => {
    if (first) {
      first = false;
      await new Promise<void>((resolve) => (release = resolve));
      return json(res, 200, { content: [conversation('old')], totalElements: 1 });
    }
    json(res, 200, { content: [conversation('new')], totalElements: 1 });
  });
  const store = createConversationStore();
  const stale = store.reloadList();
  await until(() => server.seen.length === 1);
  await store.reloadList();
  release();
  await stale;
  expect(store.$state.get().list?.map((c) => c.uid)).toEqual(['new']);
});

it('fetches alone a conversation its address opens when the list does not hold it', async () => {
  serve();
  server.routes.set('GET /api/private/conversation/c-7', (_req, res) => json(res, 200, conversation('c-7')));
  server.routes.set('GET /api/private/conversation/c-7/message', (_req, res) =>
    json(res, 200, { content: [], more: false }),
  );
  const store = createConversationStore();
  store.select('c-7');
  await store.reloadList();
  await until(() => store.$state.get().single !== null);
  expect(store.$state.get().single?.uid).toBe('c-7');
});
