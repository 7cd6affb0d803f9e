/** Production entry: owns the http.Server, serves static files, the Astro handler and the /ws upgrade. */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createStaticHandler } from './http/static-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const entryFile = path.join(dist, 'server/entry.mjs');
if (!existsSync(entryFile)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}

interface ServerBundle {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  boot(root?: string): Promise<{
    env: { PORT: number; HOST: string; PUBLIC_SITE_URL: string };
    realtime: { handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void; close(): Promise<void> };
  }>;
  shutdown(): Promise<void>;
  /** A visitor's public page from the rendered-page store, before any Request is built (decision 090). */
  serveCachedPage(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

const bundle = (await import(pathToFileURL(entryFile).href)) as ServerBundle;
let ctx: Awaited<ReturnType<ServerBundle['boot']>>;
try {
  ctx = await bundle.boot(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const serveStatic = createStaticHandler(path.join(dist, 'client'));

const server = http.createServer((req, res) => {
  if (serveStatic(req, res) || bundle.serveCachedPage(req, res)) return;
  void bundle.handler(req, res);
});
server.keepAliveTimeout = 65_000;
// WebSocket upgrades: /ws is the STOMP endpoint; nothing else upgrades.
server.on('upgrade', (req, socket, head) => {
  if ((req.url ?? '').split('?')[0] === '/ws') {
    ctx.realtime.handleUpgrade(req, socket, head);
  } else {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }
});

server.listen(ctx.env.PORT, ctx.env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : ctx.env.PORT;
  console.log(`Patinhas a correr em http://localhost:${port}`);
  // One render at start-up: the first visitor does not pay for loading the page modules, and
  // Astro's one-shot check of src/fetch.ts sees a request that went through the whole pipeline.
  const host = ctx.env.HOST === '0.0.0.0' || ctx.env.HOST === '::' ? '127.0.0.1' : ctx.env.HOST;
  fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/home`).catch(() => {});
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: a terminar…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Upgraded sockets would keep server.close() waiting: close them first (clients reconnect).
  await ctx.realtime.close();
  // No new connections; requests in flight go on. A keep-alive connection whose request ends after this
  // point would otherwise stay open for keepAliveTimeout (65 s): close each one as soon as it is idle.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  await closed;
  clearInterval(sweep);
  await bundle.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
