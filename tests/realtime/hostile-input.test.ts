// What a hostile client does to /ws without a token, over real sockets: frames cut into one-byte
// messages, endless lines, pings, data before CONNECT, and many sockets from one address (issue 15).
import type http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createRealtime,
  DEFAULT_LIMITS,
  type EndpointLimits,
  type Realtime,
} from '../../src/server/realtime/endpoint.ts';
import { useTestContext } from '../helpers/context.ts';
import {
  connectClient,
  connectFrame,
  createUser,
  rawSocket,
  sleep,
  startServer,
  type RawSocket,
  type TestServer,
} from './helpers.ts';

const ctx = await useTestContext();
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(
  limits: Partial<EndpointLimits>,
  env: Partial<typeof ctx.env> = {},
): Promise<TestServer & { realtime: Realtime }> {
  const realtime = createRealtime({ ctx: { ...ctx, env: { ...ctx.env, ...env } }, bus: ctx.bus, limits });
  const server = await startServer(realtime);
  servers.push(server);
  return { ...server, realtime };
}

/** Sends without waiting: a flood goes out as fast as the socket takes it; sends after the close are dropped. */
function flood(socket: RawSocket, messages: number, make: (i: number) => string | Buffer): void {
  for (let i = 0; i < messages && socket.ws.readyState === WebSocket.OPEN; i += 1) socket.ws.send(make(i));
}

describe('one-byte fragments and endless lines', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ctx.realtime);
  });
  afterAll(() => server.close());

  it("cuts off the review's flood (CONNECT, a header begun, then one byte per message) by the message count", async () => {
    const socket = await rawSocket(server.url);
    socket.send('CONNECT\nx:');
    flood(socket, 60_000, () => 'a');
    expect(await socket.nextFrame('ERROR')).toContain('message:too many frames');
    await socket.closed();
  });

  it('refuses a header line longer than 1 KB, finished or not', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(server.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    socket.send(`SUBSCRIBE\nid:${'a'.repeat(2000)}`);
    expect(await socket.nextFrame('ERROR')).toContain('message:line too long');
    await socket.closed();
  });

  it('refuses more than 4 KB before CONNECTED', async () => {
    const socket = await rawSocket(server.url);
    socket.send(`SEND\ndestination:/x\n\n${'x'.repeat(DEFAULT_LIMITS.maxBytesBeforeConnected)}`);
    expect(await socket.nextFrame('ERROR')).toContain('message:too much data before CONNECTED');
    await socket.closed();
  });
});

describe('messages per second (a frame or heart-beat, a fragment or a ping: each counts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve({ maxInboundPerSecond: 20 });
  });

  async function connected(): Promise<RawSocket> {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(server.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    return socket;
  }

  it('cuts off a connected client sending a frame in one-byte messages', async () => {
    const socket = await connected();
    socket.send('SUBSCRIBE\nid:');
    flood(socket, 200, () => 'a');
    expect(await socket.nextFrame('ERROR')).toContain('message:too many frames');
    await socket.closed();
  });

  it('cuts off a client flooding WebSocket pings', async () => {
    const socket = await connected();
    for (let i = 0; i < 200 && socket.ws.readyState === WebSocket.OPEN; i += 1) socket.ws.ping();
    expect(await socket.nextFrame('ERROR')).toContain('message:too many frames');
    await socket.closed();
  });

  it('lets a real client with heart-beats, a subscription and its receipt through', async () => {
    const { token } = await createUser(ctx);
    const client = await connectClient(server.url, token);
    await sleep(300);
    expect(client.client.connected).toBe(true);
    await client.disconnect();
  });
});

/** Answers the HTTP status an upgrade got: 101 when the socket opened (then closed again at once). */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['v12.stomp'], { headers });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res: http.IncomingMessage) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', (error) => reject(error));
  });
}

describe('sockets per client address', () => {
  const caps = { maxSocketsPerAddress: 3, maxUnconnectedPerAddress: 2, connectTimeoutMs: 300, heartbeatMs: 200 };

  it('refuses with 429 a socket beyond the unconnected cap, and takes it again once one has connected', async () => {
    const server = await serve(caps);
    const { token } = await createUser(ctx);
    const first = await rawSocket(server.url);
    const second = await rawSocket(server.url);
    expect(await upgradeStatus(server.url)).toBe(429);
    first.send(connectFrame(token));
    await first.nextFrame('CONNECTED');
    const third = await rawSocket(server.url);
    // Three open now, one of them connected: the cap on open sockets refuses the fourth.
    third.send(connectFrame(token));
    await third.nextFrame('CONNECTED');
    expect(await upgradeStatus(server.url)).toBe(429);
    for (const socket of [first, second, third]) socket.ws.close();
    await Promise.all([first.closed(), second.closed(), third.closed()]);
  });

  it('gives the count back however the socket ended: closed by the client, an ERROR, the CONNECT timeout, a failed handshake', async () => {
    const server = await serve(caps);
    const { token } = await createUser(ctx);
    const fill = async () => [await rawSocket(server.url), await rawSocket(server.url)];
    const atCap = async () => expect(await upgradeStatus(server.url)).toBe(429);
    // The server sees a socket close a moment after the client does.
    const drained = () => expect.poll(() => server.realtime.stats().sockets).toBe(0);

    let [a, b] = await fill();
    await atCap();
    a!.ws.close();
    b!.ws.close();
    await Promise.all([a!.closed(), b!.closed()]);
    await drained();

    [a, b] = await fill();
    await atCap();
    a!.send('HELLO\n\n\0');
    b!.send('HELLO\n\n\0');
    await Promise.all([a!.closed(), b!.closed()]);
    await drained();

    [a, b] = await fill();
    await atCap();
    // Neither sends CONNECT: the sweep ends them after 300 ms.
    await Promise.all([a!.closed(3000), b!.closed(3000)]);
    await drained();

    // Handshakes that ws itself refuses (no Sec-WebSocket-Key) still count while they are open.
    for (let i = 0; i < 5; i += 1) expect(await brokenHandshake(server.port)).toBe(400);

    const again = await rawSocket(server.url);
    again.send(connectFrame(token));
    await again.nextFrame('CONNECTED');
    again.ws.close();
    await again.closed();
  });

  it('counts the client behind a trusted proxy by its X-Forwarded-For, and ignores that header from anyone else', async () => {
    const proxied = await serve(caps, { TRUSTED_PROXIES: '127.0.0.1' });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const held = [
      await rawSocket(proxied.url, from('203.0.113.5')),
      await rawSocket(proxied.url, from('198.51.100.1, 203.0.113.5')),
    ];
    // Only the last hop is believed: a forged entry in front does not make a new client.
    expect(await upgradeStatus(proxied.url, from('203.0.113.5'))).toBe(429);
    expect(await upgradeStatus(proxied.url, from('10.9.9.9, 203.0.113.5'))).toBe(429);
    expect(await upgradeStatus(proxied.url, from('203.0.113.6'))).toBe(101);

    // Without TRUSTED_PROXIES the header is the client's own words: everyone here is 127.0.0.1.
    const direct = await serve(caps);
    const mine = [await rawSocket(direct.url, from('203.0.113.7')), await rawSocket(direct.url, from('203.0.113.8'))];
    expect(await upgradeStatus(direct.url, from('203.0.113.9'))).toBe(429);
    for (const socket of [...held, ...mine]) socket.ws.close();
  });

  it('lifts the caps with RATE_LIMITS=off (load benchmarks)', async () => {
    const server = await serve(
      { ...caps, maxSocketsPerAddress: 1, maxUnconnectedPerAddress: 1 },
      { RATE_LIMITS: 'off' },
    );
    const sockets = [await rawSocket(server.url), await rawSocket(server.url), await rawSocket(server.url)];
    for (const socket of sockets) socket.ws.close();
  });
});

/** An upgrade request ws refuses (no Sec-WebSocket-Key): resolves with its status once the server has closed it. */
function brokenHandshake(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect({ host: '127.0.0.1', port }, () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.once('error', reject);
  });
}
