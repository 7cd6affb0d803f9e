// deploy/patinhas.conf.template's per-address limits, through a real nginx in front of a real /api and
// /ws (in process, no build): what one address may hold and send before nginx refuses it (issue 15).
// In the PostgreSQL pass because that pass already needs nginx (tests/pg/deploy-nginx.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startNginx, type Nginx } from '../../deploy/stack.ts';
import { createRealtime } from '../../src/server/realtime/endpoint.ts';
import { useTestContext } from '../helpers/context.ts';
import { startAppServer } from '../realtime/helpers.ts';

const ctx = await useTestContext({ TRUSTED_PROXIES: '127.0.0.1' });
// The instance's own socket caps out of the way: what is refused here, nginx refused.
const realtime = createRealtime({
  ctx,
  bus: ctx.bus,
  limits: { maxSocketsPerAddress: 10_000, maxUnconnectedPerAddress: 10_000, connectTimeoutMs: 60_000 },
});
let app: Awaited<ReturnType<typeof startAppServer>>;
let nginx: Nginx;
let clientDir: string;

beforeAll(async () => {
  app = await startAppServer({ ...ctx, realtime });
  clientDir = await mkdtemp(path.join(tmpdir(), 'patinhas-nginx-limits-'));
  nginx = await startNginx({
    port: await freePort(),
    upstreams: [`127.0.0.1:${app.port}`],
    clientDir,
    workers: 1,
    output: 'ignore',
  });
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await realtime.close();
  await app?.close();
  if (clientDir) await rm(clientDir, { recursive: true, force: true });
});

/** Opens /ws through nginx from a loopback address: the WebSocket, or the HTTP status that refused it. */
function upgrade(from: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${nginx.port}/ws`, ['v12.stomp'], { localAddress: from });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res: http.IncomingMessage) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', reject);
  });
}

describe('nginx in front of /ws and /api', () => {
  it('holds 64 open sockets per address on /ws and refuses the next with 429; another address is not affected', async () => {
    const held: WebSocket[] = [];
    try {
      for (let i = 0; i < 64; i += 1) {
        const socket = await upgrade('127.0.0.2');
        expect(socket).toBeInstanceOf(WebSocket);
        held.push(socket as WebSocket);
      }
      expect(await upgrade('127.0.0.2')).toBe(429);
      const other = await upgrade('127.0.0.3');
      expect(other).toBeInstanceOf(WebSocket);
      held.push(other as WebSocket);
    } finally {
      for (const socket of held) socket.terminate();
    }
  });

  it('answers an API flood from one address with 429 in the API error shape, and keeps serving another address', async () => {
    const total = 1000;
    const statuses: number[] = [];
    let refusal: { type: string; body: string; retryAfter: string | undefined } | undefined;
    let next = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50, localAddress: '127.0.0.4' });
    // 50 at a time: far above 50 calls/s plus the burst of 200, however slow this machine is today.
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < total) {
          next += 1;
          const reply = await get('/api/health', agent);
          statuses.push(reply.status);
          if (reply.status === 429) refusal ??= reply;
        }
      }),
    );
    agent.destroy();
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(refusal?.type).toBe('application/json');
    expect(JSON.parse(refusal?.body ?? '')).toEqual({ status: 429, message: 'too-many-requests' });
    expect(refusal?.retryAfter).toBe('1');
    expect((await get('/api/health', new http.Agent({ localAddress: '127.0.0.5' }))).status).toBe(200);
    // Pages are not counted with the API: the same address still gets one (the in-process app answers 404).
    expect((await get('/home', new http.Agent({ localAddress: '127.0.0.4' }))).status).toBe(404);
  });
});

function get(
  pathname: string,
  agent: http.Agent,
): Promise<{ status: number; type: string; body: string; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: nginx.port, path: pathname, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body,
            retryAfter: res.headers['retry-after'],
          }),
        );
      })
      .once('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
