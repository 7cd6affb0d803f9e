/** A tiny real HTTP server for browser-side tests (happy-dom): the page and a scripted /api on one origin. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void | Promise<void>;

export interface StandIn {
  origin: string;
  /** Every request received, in order. */
  seen: Seen[];
  /** Routes keyed by "METHOD /path" (no query string). */
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts the server on a free port; unknown routes answer our API's JSON 404. */
/**
 * The stand-in API of a file's island tests (issue 53): started before them and closed after; before each test the
 * page at `path` is open with no cookies, `reset` (e.g. the session store's sync) has run, session storage is empty
 * when `clearStorage`, and nothing is seen yet. Call at the top of the file; its own beforeEach runs after this one.
 */
export function useStandIn(path: string, options: { reset?: () => void; clearStorage?: boolean } = {}): StandIn {
  const standIn = {} as StandIn;
  beforeAll(async () => {
    Object.assign(standIn, await startStandIn());
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    openPage(standIn.origin, path);
    clearCookies();
    options.reset?.();
    if (options.clearStorage) sessionStorage.clear();
    standIn.seen.length = 0;
  });
  return standIn;
}

export async function startStandIn(): Promise<StandIn> {
  const seen: Seen[] = [];
  const routes = new Map<string, Handler>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const handler = routes.get(`${req.method} ${path}`);
      if (!handler) return json(res, 404, { status: 404, message: 'not-found' });
      void Promise.resolve(handler(req, res, body)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the happy-dom page at the stand-in's origin, so `/api` and the cookies are same-origin. */
export function openPage(origin: string, path = '/home'): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(origin + path);
}

/** Forgets every cookie of the page (between tests). */
export function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/**
 * Polls until `check` holds (real HTTP takes a few event-loop turns; on a busy machine, seconds), and fails saying
 * so after 15 s rather than letting the test go on as if it held.
 */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`waited 15 s for ${check.toString()}`);
}
