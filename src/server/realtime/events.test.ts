// The bus's payloads (issue 53): every kind comes back as it was sent; a notification or a message that would pass
// NOTIFY's 8,000 bytes is left out (and read back by the receiver); anything the schema does not describe is dropped.
import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent, type BusEvent } from './events.ts';

const A = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
const B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
// A broadcast's key: md5(batch:user) shaped as a uuid, of no RFC version.
const MD5 = 'd41d8cd9-8f00-b204-e980-0998ecf8427e';

type ConversationChange = Extract<BusEvent, { kind: 'conversation' }>;

const change = (body: string | null): ConversationChange => ({
  kind: 'conversation',
  conversationId: A,
  messageId: 42,
  sides: [
    { userId: A, deliveredId: 42, readId: 42, unread: 0, total: 3 },
    { userId: null, deliveredId: 40, readId: 39, unread: 2, total: 0 },
  ],
  message: {
    id: 42,
    senderId: A,
    body,
    visit: { kind: 'booking', bookingUid: B, status: 'ACCEPTED', date: '2026-12-10T10:00:00.000Z', animals: ['Nemo'] },
    photos: [{ key: 'a'.repeat(20), width: 320, height: 240 }],
    createdAt: '2026-12-04T20:00:00.000Z',
  },
});

const row = (params: Record<string, string | number>) => ({
  type: 'SEARCH_MATCH' as const,
  title: 'notification.SEARCH_MATCH.title',
  message: 'notification.SEARCH_MATCH.message',
  params,
  createDate: '2026-12-05T13:00:00.000Z',
  visualized: false,
  referenceKey: A,
});

describe('bus events', () => {
  it('come back as they were sent, every kind', () => {
    const events: BusEvent[] = [
      { kind: 'user', userId: A, key: B, unread: 4 },
      { kind: 'user', userId: A, key: B, unread: 1, notification: row({ saleTitle: 'Cão d’água «Nemo»', n: 3 }) },
      { kind: 'user', userId: A, key: B, notification: row({}) },
      { kind: 'all', batch: B },
      { kind: 'batch', batch: MD5 },
      { kind: 'revoke', userId: B },
      change('Olá! Ainda está disponível? 🐶'),
      { kind: 'conversation', conversationId: B, messageId: 0, sides: change(null).sides },
    ];
    for (const event of events) expect(decodeEvent(encodeEvent(event))).toEqual(event);
  });

  it('leave out a message that would pass 8,000 bytes, keeping the pointers and counts', () => {
    const payload = encodeEvent(change('\u0001'.repeat(1500)));
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const { message, ...rest } = change('');
    expect(message).toBeDefined();
    expect(decodeEvent(payload)).toEqual(rest);
  });

  it('leave out a notification that would pass 8,000 bytes, keeping whose row it is and the count', () => {
    const payload = encodeEvent({
      kind: 'user',
      userId: A,
      key: B,
      unread: 7,
      notification: row({ saleTitle: 'á'.repeat(4000) }),
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeEvent(payload)).toEqual({ kind: 'user', userId: A, key: B, unread: 7 });
  });

  it('drop what the schema does not describe', () => {
    const user = { kind: 'user', userId: A, key: B };
    const content = row({});
    const sides = [
      [null, 0, 0, 0, 0],
      [null, 0, 0, 0, 0],
    ];
    for (const payload of [
      '',
      'u nope',
      `u ${A} ${B}`,
      '{',
      'null',
      '[]',
      '{}',
      JSON.stringify({ kind: 'nope', userId: A }),
      JSON.stringify({ ...user, userId: 'eve' }),
      JSON.stringify({ ...user, unread: -1 }),
      JSON.stringify({ ...user, unread: 1.5 }),
      JSON.stringify({ ...user, notification: { ...content, type: 'NOPE' } }),
      JSON.stringify({ ...user, notification: { ...content, params: { a: {} } } }),
      JSON.stringify({ ...user, notification: { ...content, visualized: 'no' } }),
      JSON.stringify({ kind: 'all' }),
      JSON.stringify({ kind: 'revoke', userId: 42 }),
      JSON.stringify({ kind: 'conversation', conversationId: 'x', messageId: 1, sides: [] }),
      JSON.stringify({ kind: 'conversation', conversationId: A, messageId: -1, sides: change(null).sides }),
      JSON.stringify({ kind: 'conversation', conversationId: A, messageId: 1, sides }),
      JSON.stringify({ ...change(null), sides: [{ ...change(null).sides[0], userId: 'eve' }, change(null).sides[1]] }),
      // A message that is not the one the event names.
      JSON.stringify({ ...change(null), messageId: 41 }),
      JSON.stringify({ ...change(null), message: { ...change(null).message, visit: { kind: 'party' } } }),
    ]) {
      expect(decodeEvent(payload), payload).toBeUndefined();
    }
  });
});
