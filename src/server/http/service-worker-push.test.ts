// The service worker's push handlers (public/sw.js, decision 190), run as a browser runs them but with the browser's
// notification and window services standing in: a real tap cannot be scripted in headless Chromium (a worker may
// open a window only after one), so what the tap does is proven here and the journey proves the push arrives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://patinhas.example';

interface Shown {
  title: string;
  options: { body: string; tag?: string; data: { url: string } };
}

/** Loads the worker with a browser's globals as far as its push handlers use them. */
function load(windows: { url: string; focused: boolean }[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => {
            w.focused = true;
          },
        })),
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => {},
    },
    skipWaiting: async () => {},
  };
  runInNewContext(source, { self, caches: {}, fetch, URL });
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return {
    shown,
    opened,
    push: (data: unknown) =>
      dispatch('push', { data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) } }),
    tap: (notification: { data: unknown }) =>
      dispatch('notificationclick', { notification: { ...notification, close() {} } }),
  };
}

describe('the service worker and a push', () => {
  it('shows what the push says, with the page it leads to on this site', async () => {
    const worker = load();
    await worker.push({
      title: 'Rita enviou-lhe uma mensagem',
      body: 'Gatinhos',
      url: '/messages?c=1',
      tag: 'conversation-1',
    });
    expect(worker.shown).toEqual([
      {
        title: 'Rita enviou-lhe uma mensagem',
        options: expect.objectContaining({
          body: 'Gatinhos',
          tag: 'conversation-1',
          renotify: true,
          data: { url: `${ORIGIN}/messages?c=1` },
        }),
      },
    ]);
  });

  it('never leads to another site, and shows something for a push it cannot read', async () => {
    const worker = load();
    await worker.push({ title: 'Olá', body: '', url: 'https://outro.example/phishing', tag: 'x' });
    await worker.push('{"title": 3}');
    expect(worker.shown.map((s) => [s.title, s.options.data.url])).toEqual([
      ['Olá', `${ORIGIN}/`],
      ['Patinhas', `${ORIGIN}/`],
    ]);
  });

  it('a tap opens the page, or brings forward the tab already showing it', async () => {
    const windows = [{ url: `${ORIGIN}/sales`, focused: false }];
    const worker = load(windows);
    await worker.tap({ data: { url: `${ORIGIN}/messages?c=1` } });
    expect(worker.opened).toEqual([`${ORIGIN}/messages?c=1`]);

    windows.push({ url: `${ORIGIN}/messages?c=1`, focused: false });
    await worker.tap({ data: { url: `${ORIGIN}/messages?c=1` } });
    expect(worker.opened).toHaveLength(1);
    expect(windows.map((w) => w.focused)).toEqual([false, true]);
  });
});
