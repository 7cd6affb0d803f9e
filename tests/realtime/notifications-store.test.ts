// @vitest-environment happy-dom
// $unreadCount / $notifications in a page against the real API and /ws: live pushes, paging, marking, logout.
// A push lands in the list and the count without a request; a reconnection catches up once (decision 199).
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { countUnread } from '../../src/server/domain/notifications/notifications.ts';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { connectRealtime } from '../../src/lib/realtime/realtime-client.ts';
import {
  $notifications,
  $realtimeStatus,
  $unreadCount,
  loadMore,
  markAllRead,
  markRead,
  realtime,
  refresh,
} from '../../src/stores/notifications.ts';
import { $session, changeSession, logout, signIn as storeSignIn, syncSession } from '../../src/stores/session.ts';
import { changePassword } from '../../src/lib/api/account.ts';
import { hashPassword } from '../../src/server/domain/users/password.ts';
import { openPage } from '../helpers/stand-in-api.ts';
import { useTestContext } from '../helpers/context.ts';
import { createUser, startAppServer } from './helpers.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

const ctx = await useTestContext();
let app: Awaited<ReturnType<typeof startAppServer>>;
let alice: { id: string; token: string };
/** The page's sockets to /ws, newest last: a test may cut one as a network would. */
const sockets: WebSocket[] = [];

beforeAll(async () => {
  app = await startAppServer(ctx);
  // Node's own WebSocket does not report refused connections: the real client gets one from `ws`.
  realtime.connect = (handlers) =>
    connectRealtime(handlers, {
      url: app.url,
      webSocketFactory: () => {
        const socket = new WebSocket(app.url);
        sockets.push(socket);
        return socket;
      },
    });
});
afterAll(() => app.close());

// A fresh user per test: requests still in flight from the previous test stay valid for their user.
beforeEach(async () => {
  alice = await createUser(ctx);
  openPage(app.origin, '/home');
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; path=/; max-age=0`;
  syncSession();
});
afterEach(async () => {
  await allTasks();
  cleanStores($unreadCount, $notifications, $session);
  await until(() => ctx.realtime.stats().connections === 0);
});

/** Live (subscribed, with the refetch that follows done): what the page has after connecting. */
async function live(): Promise<void> {
  await until(() => $realtimeStatus.get() === 'live');
  await allTasks();
}

function signIn(token: string): void {
  document.cookie = `access_token=${token}; path=/`;
  syncSession();
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check() && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 10));
  const state = {
    status: $realtimeStatus.get(),
    signedIn: $session.get().loggedIn,
    connections: ctx.realtime.stats().connections,
    unread: $unreadCount.get(),
  };
  expect(check(), JSON.stringify(state)).toBe(true);
}

/** The API paths the page requests while `run` runs. */
async function requestsDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(new URL(url, 'http://x').pathname);
    console.error('DEBUGFETCH', url, new Error().stack);
    return realFetch(input, init);
  };
  try {
    await run();
  } finally {
    globalThis.fetch = realFetch;
  }
  return seen;
}

async function give(userId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await notify(ctx.db, { userId, type: 'SALE_APPROVE', referenceKey: `sale-${i}` });
    await new Promise((r) => setTimeout(r, 2));
  }
}

describe('the notifications store', () => {
  it('does not connect for a visitor', async () => {
    keepMount($unreadCount);
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.realtime.stats().connections).toBe(0);
    expect($unreadCount.get()).toBe(0);
  });

  it('loads the count and the first page when mounted signed in, then follows pushes live', async () => {
    await give(alice.id, 2);
    signIn(alice.token);
    keepMount($unreadCount);
    keepMount($notifications);
    await live();
    expect($unreadCount.get()).toBe(2);
    expect($notifications.get().list).toHaveLength(2);

    await inTransaction(ctx, (tx) => notify(tx, { userId: alice.id, type: 'BOOKING_ACCEPTED', referenceKey: 'visit' }));
    await until(() => $unreadCount.get() === 3);
    await until(() => $notifications.get().list[0]?.referenceKey === 'visit');
    await allTasks();
    expect($notifications.get()).toMatchObject({ total: 3, page: 0, loading: false });
  });

  it('reads the list and the count once per page, when the subscription is live (issue 16)', async () => {
    await give(alice.id, 1);
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push(new URL(url, 'http://x').pathname);
      return realFetch(input, init);
    };
    try {
      signIn(alice.token);
      keepMount($unreadCount);
      keepMount($notifications);
      await live();
      expect($unreadCount.get()).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.filter((p) => p.endsWith('/private/notification'))).toHaveLength(1);
      expect(seen.filter((p) => p.endsWith('/private/notification/count'))).toHaveLength(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('loads more 20 at a time, only while there is more', async () => {
    await give(alice.id, 25);
    signIn(alice.token);
    keepMount($notifications);
    await live();
    expect($notifications.get().list).toHaveLength(20);
    await loadMore();
    expect($notifications.get()).toMatchObject({ total: 25, page: 1 });
    expect(new Set($notifications.get().list.map((n) => n.key)).size).toBe(25);
    await loadMore();
    expect($notifications.get().page).toBe(1);
    // A push goes first; the pages loaded stay loaded.
    await notify(ctx.db, { userId: alice.id, type: 'GLOBAL', params: { title: 't', message: 'm' } });
    await until(() => $notifications.get().total === 26);
    await allTasks();
    expect($notifications.get()).toMatchObject({ page: 1 });
    expect($notifications.get().list).toHaveLength(26);
    expect($notifications.get().list[0]?.type).toBe('GLOBAL');
  });

  it('puts a pushed row in the list and the count without a request, personal or broadcast', async () => {
    await give(alice.id, 1);
    signIn(alice.token);
    keepMount($unreadCount);
    keepMount($notifications);
    await live();
    expect($unreadCount.get()).toBe(1);
    const requests = await requestsDuring(async () => {
      const { key } = await inTransaction(ctx, (tx) =>
        notify(tx, { userId: alice.id, type: 'BOOKING_ACCEPTED', referenceKey: 'visit' }),
      );
      await until(() => $notifications.get().list[0]?.key === key);
      expect($unreadCount.get()).toBe(2);
      await notify(ctx.db, { userId: 'all', type: 'GLOBAL', params: { title: 'Olá', message: 'Todos' } });
      await until(() => $notifications.get().list[0]?.type === 'GLOBAL');
      expect($unreadCount.get()).toBe(3);
      await allTasks();
    });
    expect(requests).toEqual([]);
    expect($unreadCount.get()).toBe(await countUnread(ctx.db, alice.id));
    expect($notifications.get()).toMatchObject({ total: 3, page: 0, loading: false });
    expect($notifications.get().list.map((n) => n.type)).toEqual(['GLOBAL', 'BOOKING_ACCEPTED', 'SALE_APPROVE']);
  });

  it('keeps 20 rows of a first page that pushes filled, and the next page starts where they end', async () => {
    signIn(alice.token);
    keepMount($notifications);
    await live();
    const requests = await requestsDuring(async () => {
      await give(alice.id, 23);
      await until(() => $notifications.get().total === 23);
    });
    expect(requests).toEqual([]);
    expect($notifications.get().list.map((n) => n.referenceKey)).toEqual(
      Array.from({ length: 20 }, (_, i) => `sale-${22 - i}`),
    );
    await loadMore();
    expect($notifications.get().list.map((n) => n.referenceKey)).toEqual(
      Array.from({ length: 23 }, (_, i) => `sale-${22 - i}`),
    );
  });

  it('catches up once after a reconnection: what was written meanwhile, in one read of the list and the count', async () => {
    signIn(alice.token);
    keepMount($unreadCount);
    keepMount($notifications);
    await live();
    const requests = await requestsDuring(async () => {
      // The network drops the socket; stompjs comes back after its 5 s delay.
      sockets.at(-1)?.terminate();
      await until(() => $realtimeStatus.get() === 'connecting');
      await give(alice.id, 2);
      await until(() => $realtimeStatus.get() === 'live');
      await until(() => $notifications.get().total === 2);
      await allTasks();
    });
    expect($unreadCount.get()).toBe(2);
    expect(requests.filter((p) => p.endsWith('/private/notification'))).toHaveLength(1);
    expect(requests.filter((p) => p.endsWith('/private/notification/count'))).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });

  it('marks one and then all as read', async () => {
    await give(alice.id, 3);
    signIn(alice.token);
    keepMount($unreadCount);
    keepMount($notifications);
    await live();
    const key = $notifications.get().list[1]?.key as string;
    await markRead(key);
    expect($unreadCount.get()).toBe(2);
    expect($notifications.get().list.find((n) => n.key === key)?.visualized).toBe(true);
    await markAllRead();
    expect($unreadCount.get()).toBe(0);
    expect($notifications.get().list.every((n) => n.visualized)).toBe(true);
    await refresh();
    expect($unreadCount.get()).toBe(0);
  });

  it('disconnects and forgets everything on logout', async () => {
    await give(alice.id, 1);
    signIn(alice.token);
    keepMount($unreadCount);
    await until(() => $unreadCount.get() === 1 && ctx.realtime.stats().connections === 1);
    logout();
    await until(() => ctx.realtime.stats().connections === 0);
    expect($unreadCount.get()).toBe(0);
    expect($notifications.get().list).toEqual([]);
  });

  it('logs out and disconnects when the API answers 401 (token no longer valid)', async () => {
    signIn(alice.token);
    keepMount($unreadCount);
    await until(() => ctx.realtime.stats().connections === 1);
    await ctx.db.update(users).set({ tokenVersion: 9 }).where(eq(users.id, alice.id));
    await refresh();
    await until(() => !$session.get().loggedIn);
    await until(() => ctx.realtime.stats().connections === 0);
  });

  it('stays signed in and live when this page changes the password (the revocation waits for the new token)', async () => {
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Patinhas2024') })
      .where(eq(users.id, alice.id));
    signIn(alice.token);
    keepMount($unreadCount);
    await live();
    // The server ends every session at commit, this socket's too, possibly before the answer arrives.
    await changeSession(async () => storeSignIn(await changePassword('Patinhas2024', 'Patinhas2025')));
    const fresh = $session.get().token;
    expect(fresh).not.toBe(alice.token);
    await until(() => ctx.realtime.stats().connections === 1 && $realtimeStatus.get() === 'live');
    await give(alice.id, 1);
    await until(() => $unreadCount.get() === 1);
    expect($session.get()).toMatchObject({ loggedIn: true, token: fresh });
  });
});
