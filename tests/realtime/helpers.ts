/** Real-time test kit: an http.Server with the /ws upgrade on a random port, users with tokens, STOMP clients. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { createApi } from '../../src/server/api/app.ts';
import { withClientAddress } from '../../src/server/http/client-ip.ts';
import type { AppContext } from '../../src/server/context.ts';
import { users } from '../../src/server/db/schema.ts';
import { signToken } from '../../src/server/domain/auth/tokens.ts';
import type { Realtime } from '../../src/server/realtime/endpoint.ts';

export interface TestServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free port) and routes upgrades to `realtime`, like src/server/main.ts. */
export async function startServer(realtime: Realtime, port = 0): Promise<TestServer> {
  const server = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `ws://127.0.0.1:${actual}/ws`,
    close: async () => {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface LiveServer {
  /** Set before the first test. */
  server: TestServer;
  /** Clients a test opened: each is disconnected after the test. */
  clients: TestClient[];
}

/** The /ws server of `ctx` for a file's tests, closed after them, and the clients of each test, closed after it. */
export function useRealtimeServer(ctx: AppContext): LiveServer {
  const live = { clients: [] } as unknown as LiveServer;
  beforeAll(async () => {
    live.server = await startServer(ctx.realtime);
  });
  afterAll(() => live.server.close());
  afterEach(async () => {
    await Promise.all(live.clients.splice(0).map((c) => c.disconnect()));
  });
  return live;
}

/** A user row and a valid token for it (user types come from reference data, added here if absent). */
export async function createUser(
  ctx: AppContext,
  role: 'user' | 'editor' | 'moderator' | 'admin' = 'user',
): Promise<{ id: string; token: string }> {
  await ctx.db.execute(sql`insert into user_types (code, name) values ('TUTOR', 'Tutor') on conflict do nothing`);
  const id = randomUUID();
  await ctx.db.insert(users).values({
    id,
    email: `${id}@example.test`,
    passwordHash: 'not-a-real-hash',
    name: 'Teste',
    surname: 'Tempo Real',
    userType: 'TUTOR',
    role,
  });
  return { id, token: await signToken(ctx, id, 0) };
}

export interface TestClient {
  client: Client;
  connected: IFrame;
  messages: IMessage[];
  /** Resolves with the next n messages (counting from those already received). */
  waitForMessages(n: number, timeoutMs?: number): Promise<IMessage[]>;
  disconnect(): Promise<void>;
}

/** A real @stomp/stompjs client, connected and subscribed to /user/topic/general (or `destination`). */
export async function connectClient(
  url: string,
  token: string | undefined,
  options: { reconnectDelay?: number; onConnect?: (frame: IFrame) => void; destination?: string } = {},
): Promise<TestClient> {
  const messages: IMessage[] = [];
  const waiters = new Set<() => void>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    reconnectDelay: options.reconnectDelay ?? 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
  });
  const connected = await new Promise<IFrame>((resolve, reject) => {
    let receipts = 0;
    client.onConnect = (frame) => {
      // Wait for the server to confirm the subscription: a push before it would have no subscriber.
      const receipt = `subscribed-${(receipts += 1)}`;
      client.watchForReceipt(receipt, () => {
        options.onConnect?.(frame);
        resolve(frame);
      });
      client.subscribe(
        options.destination ?? '/user/topic/general',
        (message) => {
          messages.push(message);
          for (const wake of waiters) wake();
        },
        { receipt },
      );
    };
    client.onStompError = (frame) => reject(new StompRefusal(frame));
    client.onWebSocketClose = () => reject(new Error('socket closed before CONNECTED'));
    client.activate();
  });
  return {
    client,
    connected,
    messages,
    waitForMessages: (n, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= n) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages.slice(0, n));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${n} messages, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    disconnect: () => client.deactivate(),
  };
}

/** The ERROR frame that refused a connection. */
export class StompRefusal extends Error {
  frame: IFrame;
  constructor(frame: IFrame) {
    super(frame.headers['message'] ?? 'ERROR');
    this.frame = frame;
  }
}

/** Connects with stompjs expecting a refusal; resolves with the ERROR frame, after the socket closed. */
export async function expectRefused(url: string, token: string | undefined): Promise<IFrame> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
  });
  try {
    return await new Promise<IFrame>((resolve, reject) => {
      let error: IFrame | undefined;
      client.onConnect = () => reject(new Error('connected although it should be refused'));
      client.onStompError = (frame) => {
        error = frame;
      };
      client.onWebSocketClose = () => (error ? resolve(error) : reject(new Error('closed without ERROR')));
      client.activate();
    });
  } finally {
    await client.deactivate();
  }
}

/** A raw WebSocket speaking text frames, for what a well-behaved client library never sends. */
export async function rawSocket(url: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const ws = new WebSocket(url, ['v12.stomp'], { headers });
  const received: string[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number } | undefined;
  ws.on('message', (data: Buffer) => {
    received.push(data.toString('utf8'));
    for (const wake of waiters) wake();
  });
  ws.on('close', (code) => {
    closed = { code };
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor = <T>(test: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const value = test();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(received)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    ws,
    received,
    send: (text) => ws.send(text),
    nextFrame: (command, timeoutMs = 15_000) =>
      waitFor(() => received.find((f) => f.startsWith(`${command}\n`)), timeoutMs, command),
    closed: (timeoutMs = 15_000) => waitFor(() => closed, timeoutMs, 'close'),
  };
}

export interface RawSocket {
  ws: WebSocket;
  received: string[];
  send(text: string): void;
  /** The first received frame with this command (waits for it). */
  nextFrame(command: string, timeoutMs?: number): Promise<string>;
  closed(timeoutMs?: number): Promise<{ code: number }>;
}

/** CONNECT frame text as a client would send it. */
export function connectFrame(token: string, heartBeat = '0,0'): string {
  return `CONNECT\naccept-version:1.2\nheart-beat:${heartBeat}\nAuthorization:Bearer ${token}\n\n\0`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The API (at /api, as src/fetch.ts mounts it) and the /ws upgrade on one port (0: any free port):
 * what a browser talks to. The API answers through its Hono app; nothing is stubbed.
 */
export async function startAppServer(ctx: AppContext, port = 0): Promise<TestServer & { origin: string }> {
  const api = createApi(async () => ctx);
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (!url.pathname.startsWith('/api/')) {
        res.writeHead(404).end();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const request = new Request(`http://127.0.0.1${url.pathname.slice(4)}${url.search}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body && { body }),
      });
      const response = await api.fetch(withClientAddress(request, '127.0.0.1'));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  server.on('upgrade', (req, socket, head) => ctx.realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    origin: `http://127.0.0.1:${actual}`,
    url: `ws://127.0.0.1:${actual}/ws`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
