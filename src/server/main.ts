/** Production entry: owns the http.Server, serves static files, the Astro handler and the /ws upgrade. */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerOnSocket, door, onClientError, refusalOf, refusedBeforeBody, refuseSocket } from './http/door.ts';
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
  serveCachedPage: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
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

// The door first (decision 015): a malformed Host or a method the site does not speak never reaches the
// pipeline, and whatever fails behind it answers our 500 with a JSON log line, never a bare one.
// Node's own missing-Host check is off so that the door answers it with the security headers.
const listener = door([serveStatic, bundle.serveCachedPage], bundle.handler);
const server = http.createServer({ requireHostHeader: false }, listener);
server.keepAliveTimeout = 65_000;
// Expect: 100-continue (decision 017): a request refused whatever its body holds gets its answer without the
// 100, so the client never sends the body; any other is told to go on, as Node does without this handler.
server.on('checkContinue', (req, res) => {
  if (!refusedBeforeBody(req)) res.writeContinue();
  listener(req, res);
});
server.on('clientError', onClientError);
// CONNECT never reaches 'request': without this Node would just drop the connection.
server.on('connect', (req, socket) =>
  refuseSocket(socket, { status: 405, message: 'bad-request', reason: 'method' }, req),
);
// WebSocket upgrades: /ws is the STOMP endpoint; nothing else upgrades.
server.on('upgrade', (req, socket, head) => {
  const refusal = refusalOf(req);
  if (refusal) refuseSocket(socket, refusal, req);
  else if ((req.url ?? '').split('?')[0] === '/ws') ctx.realtime.handleUpgrade(req, socket, head);
  else answerOnSocket(socket, 404, 'not-found');
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
