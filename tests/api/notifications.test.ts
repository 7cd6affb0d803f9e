// The notification API: counts, pages, marking read, the admin's GLOBAL, and ownership everywhere.
import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

const ctx = await useTestContext();
const { get, post, put, call } = testApi(ctx);

let alice: TestUser;
let bob: TestUser;
beforeEach(async () => {
  await resetDatabase(ctx);
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});

/** n notifications for a user, 1 ms apart so their order is certain. */
async function give(
  user: TestUser,
  n: number,
  type: Parameters<typeof notify>[1]['type'] = 'SALE_INTERESTED',
): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const { key } = await inTransaction(ctx, (tx) =>
      notify(tx, { userId: user.uid, type, referenceKey: `ref-${i}`, params: { i } }),
    );
    keys.push(key as string);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return keys;
}

const count = async (user: TestUser) => (await get('/private/notification/count', { token: user.token })).json();

describe('without a valid token', () => {
  it.each([
    ['GET', '/private/notification/count'],
    ['GET', '/private/notification'],
    ['PUT', '/private/notification/0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90'],
    ['POST', '/private/notification/all'],
    ['POST', '/private/admin/notification/global'],
  ])('%s %s answers 401 in the error shape', async (method, path) => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await call(method, path, {
        ...(token && { token }),
        ...(method === 'POST' && { body: { title: 't', message: 'm' } }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 401, message: 'unauthorized' });
    }
  });
});

describe('GET /private/notification/count', () => {
  it('is a number: my unread notifications, nobody else’s', async () => {
    expect(await count(alice)).toBe(0);
    await give(alice, 3);
    await give(bob, 2);
    expect(await count(alice)).toBe(3);
    expect(await count(bob)).toBe(2);
  });
});

describe('GET /private/notification', () => {
  it('pages my notifications newest first, 20 by default, with the total', async () => {
    const keys = await give(alice, 23);
    await give(bob, 1);
    const first = await (await get('/private/notification?page=0', { token: alice.token })).json();
    expect(first.totalElements).toBe(23);
    expect(first.content).toHaveLength(20);
    expect(first.content[0]).toEqual({
      key: keys[22],
      type: 'SALE_INTERESTED',
      title: 'notification.SALE_INTERESTED.title',
      message: 'notification.SALE_INTERESTED.message',
      params: { i: 22 },
      createDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      visualized: false,
      referenceKey: 'ref-22',
    });
    const second = await (await get('/private/notification?page=1&size=20', { token: alice.token })).json();
    expect(second.content.map((n: { key: string }) => n.key)).toEqual([keys[2], keys[1], keys[0]]);
    const all = [...first.content, ...second.content].map((n: { key: string }) => n.key);
    expect(new Set(all).size).toBe(23);
    expect(all).toEqual([...keys].reverse());
  });

  it('takes a size up to 100 and refuses bad paging with 400', async () => {
    await give(alice, 3);
    expect((await (await get('/private/notification?size=2', { token: alice.token })).json()).content).toHaveLength(2);
    expect((await get('/private/notification?size=100', { token: alice.token })).status).toBe(200);
    for (const query of ['size=101', 'size=0', 'page=-1', 'page=abc', 'size=1e3']) {
      const res = await get(`/private/notification?${query}`, { token: alice.token });
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toBe('validation-error');
    }
  });

  it('answers an empty page past the end', async () => {
    await give(alice, 1);
    expect(await (await get('/private/notification?page=5', { token: alice.token })).json()).toEqual({
      content: [],
      totalElements: 1,
    });
  });
});

describe('PUT /private/notification/{key}', () => {
  it('marks one of mine as read', async () => {
    const [first, second] = await give(alice, 2);
    const res = await put(`/private/notification/${first}`, undefined, { token: alice.token });
    expect(res.status).toBe(204);
    expect(await count(alice)).toBe(1);
    const page = await (await get('/private/notification', { token: alice.token })).json();
    const byKey = Object.fromEntries(
      page.content.map((n: { key: string; visualized: boolean }) => [n.key, n.visualized]),
    );
    expect(byKey).toEqual({ [first as string]: true, [second as string]: false });
    // Again: still fine (idempotent).
    expect((await put(`/private/notification/${first}`, undefined, { token: alice.token })).status).toBe(204);
  });

  it("answers 404 for another user's key and leaves it unread", async () => {
    const [bobs] = await give(bob, 1);
    const res = await put(`/private/notification/${bobs}`, undefined, { token: alice.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
    expect(await count(bob)).toBe(1);
  });

  it('answers 404 for unknown and malformed keys', async () => {
    for (const key of ['0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', 'not-a-uuid', "1' or '1'='1"]) {
      expect(
        (await put(`/private/notification/${encodeURIComponent(key)}`, undefined, { token: alice.token })).status,
      ).toBe(404);
    }
  });
});

describe('POST /private/notification/all', () => {
  it('marks all of mine read and none of anybody else', async () => {
    await give(alice, 4);
    await give(bob, 2);
    const res = await post('/private/notification/all', undefined, { token: alice.token });
    expect(res.status).toBe(204);
    expect(await count(alice)).toBe(0);
    expect(await count(bob)).toBe(2);
    const page = await (await get('/private/notification', { token: alice.token })).json();
    expect(page.content.every((n: { visualized: boolean }) => n.visualized)).toBe(true);
  });
});

describe('POST /private/admin/notification/global', () => {
  it('sends a GLOBAL to every user (admin only), the text in params', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const res = await post(
      '/private/admin/notification/global',
      { title: '  Manutenção ', message: 'Domingo às 8h.' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ recipients: 3 });
    for (const user of [alice, bob, admin]) {
      const page = await (await get('/private/notification', { token: user.token })).json();
      expect(page.content).toHaveLength(1);
      expect(page.content[0]).toMatchObject({
        type: 'GLOBAL',
        title: 'notification.GLOBAL.title',
        message: 'notification.GLOBAL.message',
        params: { title: 'Manutenção', message: 'Domingo às 8h.' },
        visualized: false,
        referenceKey: null,
      });
    }
    // Each user's copy is their own: marking it read touches nobody else's.
    await post('/private/notification/all', undefined, { token: alice.token });
    expect(await count(alice)).toBe(0);
    expect(await count(bob)).toBe(1);
  });

  it('is forbidden to users and editors', async () => {
    const editor = await signUp(ctx, { role: 'editor' });
    for (const user of [alice, editor]) {
      const res = await post('/private/admin/notification/global', { title: 't', message: 'm' }, { token: user.token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: 'forbidden' });
    }
    expect(await count(bob)).toBe(0);
  });

  it('validates the title and the message', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const bodies: [unknown, string[]][] = [
      [{}, ['title', 'message']],
      [{ title: '   ', message: 'm' }, ['title']],
      [{ title: 't', message: 'x'.repeat(1001) }, ['message']],
      [{ title: 'x'.repeat(121), message: 'm' }, ['title']],
      [{ title: 1, message: ['m'] }, ['title', 'message']],
    ];
    for (const [body, fields] of bodies) {
      const res = await post('/private/admin/notification/global', body, { token: admin.token });
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.message).toBe('validation-error');
      expect(Object.keys(json.errors).sort()).toEqual([...fields].sort());
    }
    expect(await count(alice)).toBe(0);
  });
});
