// The bus's payloads (issue 41): every event comes back as it was sent; a conversation's event carries both people's
// pointers and counts and its message unless that would pass NOTIFY's 8,000 bytes; anything else is ignored.
import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent, type NotificationEvent } from './notify.ts';

const A = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
const B = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

type ConversationChange = Extract<NotificationEvent, { kind: 'conversation' }>;

const change = (body: string | null): ConversationChange => ({
  kind: 'conversation',
  conversationId: A,
  messageId: 42,
  sides: [
    { userId: A, deliveredId: 42, readId: 42, unread: 0, total: 3 },
    { userId: null, deliveredId: 40, readId: 39, unread: 2, total: 0 },
  ],
  message: { id: 42, senderId: A, body, visit: null, photos: [], createdAt: '2026-12-04T20:00:00.000Z' },
});

const row = (params: Record<string, string | number>) => ({
  key: B,
  type: 'SEARCH_MATCH' as const,
  title: 'notification.SEARCH_MATCH.title',
  message: 'notification.SEARCH_MATCH.message',
  params,
  createDate: '2026-12-05T13:00:00.000Z',
  visualized: false,
  referenceKey: A,
});

describe('bus payloads', () => {
  it('come back as they were sent', () => {
    const events: NotificationEvent[] = [
      { kind: 'user', userId: A, key: B },
      { kind: 'user', userId: A, key: B, notification: row({ saleTitle: 'Cão d’água «Nemo»', n: 3 }) },
      { kind: 'all', batch: B },
      { kind: 'batch', batch: A },
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
    expect(decodeEvent(payload)).toEqual({ ...rest, message: undefined });
  });

  it('leave out a notification that would pass 8,000 bytes, keeping whose row it is', () => {
    const payload = encodeEvent({
      kind: 'user',
      userId: A,
      key: B,
      notification: row({ saleTitle: 'á'.repeat(4000) }),
    });
    expect(payload).toBe(`u ${A} ${B}`);
    expect(decodeEvent(payload)).toEqual({ kind: 'user', userId: A, key: B });
  });

  it('ignore what we did not write', () => {
    for (const payload of [
      '',
      'u nope',
      `u ${A} ${B} {}`,
      `u ${A} ${B} {"type":"NOPE","title":"t","message":"m","params":{},"createDate":"x","visualized":false,"referenceKey":null}`,
      `u ${A} ${B} {"type":"GLOBAL","title":"t","message":"m","params":{"a":{}},"createDate":"x","visualized":false,"referenceKey":null}`,
      `u ${A} ${B} {"type":"GLOBAL"`,
      'c {',
      'c {"c":"x","i":1,"s":[]}',
      `c {"c":"${A}","i":-1,"s":[[null,0,0,0,0],[null,0,0,0,0]]}`,
      `c {"c":"${A}","i":1,"s":[["eve",0,0,0,0],[null,0,0,0,0]]}`,
      `c {"c":"${A}","i":1,"s":[[null,0,0,0,0],[null,0,0,0,0]],"m":{"id":2}}`,
    ]) {
      expect(decodeEvent(payload)).toBeUndefined();
    }
  });
});
