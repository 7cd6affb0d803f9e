/**
 * A signed-in browser tab in a Node process, for benches: happy-dom's window as the page's globals, the site's own
 * notifications store (src/stores/notifications.ts, as the bell mounts it) on a real @stomp/stompjs socket, and every
 * HTTP request the page makes counted. One tab per process: the stores are the page's singletons.
 */
import { registerHooks } from 'node:module';
import WebSocket from 'ws';

export interface Tab {
  /** MESSAGE frames the notifications subscription received. */
  pushes(): number;
  /** Paths of the HTTP requests made since `live()` resolved. */
  requests(): string[];
  /** What the bell shows: the unread count, and the list's total. */
  unread(): number;
  total(): number;
  /** Resolves once subscribed and the first read of the list and the count is done. */
  live(): Promise<void>;
  close(): Promise<void>;
}

/** The page's globals a store or ky reads, taken from the window (relative `/api` URLs resolve against the page). */
const GLOBALS = ['document', 'location', 'navigator', 'fetch', 'Request', 'Response', 'Headers', 'FormData'] as const;

export async function openTab(origin: string, wsUrl: string, token: string): Promise<Tab> {
  // The browser modules read Vite's import.meta.env, which plain Node lacks: the build's defaults (none set) apply.
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      const { source } = result;
      if (!url.includes('/src/') || source === undefined || source === null) return result;
      const text = typeof source === 'string' ? source : Buffer.from(source as ArrayBuffer).toString('utf8');
      return { ...result, source: text.replaceAll('import.meta.env', '({} as Record<string, never>)') };
    },
  });
  const { Window } = await import('happy-dom');
  const window = new Window({ url: `${origin}/home` });
  const scope = globalThis as Record<string, unknown>;
  const define = (key: string, value: unknown) =>
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  define('window', window);
  for (const key of GLOBALS) define(key, (window as unknown as Record<string, unknown>)[key]);
  window.document.cookie = `access_token=${token}; path=/`;

  let counting = false;
  const seen: string[] = [];
  const pageFetch = window.fetch.bind(window);
  scope['fetch'] = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    if (counting) seen.push(new URL(address, origin).pathname);
    return pageFetch(input as never, init as never);
  };

  const store = await import('../../src/stores/notifications.ts');
  const { syncSession } = await import('../../src/stores/session.ts');
  const { connectRealtime } = await import('../../src/lib/realtime/realtime-client.ts');
  let pushes = 0;
  store.realtime.connect = (handlers) =>
    connectRealtime(
      {
        ...handlers,
        onPush: (body, headers) => {
          pushes += 1;
          handlers.onPush(body, headers);
        },
      },
      { url: wsUrl, webSocketFactory: () => new WebSocket(wsUrl) },
    );
  syncSession();
  // What the bell does: watch the count and the list.
  const unwatch = [store.$unreadCount.listen(() => {}), store.$notifications.listen(() => {})];
  return {
    pushes: () => pushes,
    requests: () => [...seen],
    unread: () => store.$unreadCount.get(),
    total: () => store.$notifications.get().total,
    async live() {
      for (let waited = 0; waited < 60_000; waited += 20) {
        const list = store.$notifications.get();
        if (store.$realtimeStatus.get() === 'live' && list.page === 0 && !list.loading) {
          counting = true;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('bench tab: never live');
    },
    async close() {
      for (const stop of unwatch) stop();
      await window.happyDOM.close();
    },
  };
}
