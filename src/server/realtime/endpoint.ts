/** The /ws endpoint: WebSocket upgrades (Origin checked), STOMP sessions per user and their limits; the bus's events go to deliver/. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJwt } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../services.ts';
import { verifyToken } from '../domain/auth/tokens.ts';
import { receivedMarks } from '../domain/push/pushes.ts';
import { logger } from '../log.ts';
import { addressCaps, type Slot } from './address-caps.ts';
import type { NotificationBus } from './bus.ts';
import { deliver, type BroadcastStats, type Delivery } from './deliver/index.ts';
import { StompSession, type Principal, type RealtimeLimits, type SessionHost } from './stomp-session.ts';

export const WS_PATH = '/ws';
/** The WebSocket subprotocol of STOMP 1.2; a client may also offer none. */
export const WS_SUBPROTOCOL = 'v12.stomp';

export const DEFAULT_LIMITS: RealtimeLimits & {
  maxConnectionsPerUser: number;
  /** Open sockets per client address (an IPv6 /64), connected or not: a household or office NAT fits. */
  maxSocketsPerAddress: number;
  /** Sockets per client address that have not completed CONNECT: anyone can open those, without a token. */
  maxUnconnectedPerAddress: number;
} = {
  heartbeatMs: 10_000,
  maxFrameBytes: 64 * 1024,
  maxSubscriptions: 8,
  connectTimeoutMs: 10_000,
  maxInboundPerSecond: 50,
  maxBytesBeforeConnected: 4 * 1024,
  maxBufferedBytes: 1024 * 1024,
  reverifyMs: 10 * 60_000,
  maxConnectionsPerUser: 16,
  maxSocketsPerAddress: 64,
  maxUnconnectedPerAddress: 8,
};
export type EndpointLimits = typeof DEFAULT_LIMITS;

export interface Realtime {
  /** Handles an http `upgrade` event; only call it for /ws (other paths are refused with 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sessions that completed CONNECT, distinct users among them, and every open socket (CONNECTED or not). */
  stats(): { connections: number; users: number; sockets: number; lastBroadcast: BroadcastStats | undefined };
  /** Closes every socket (1001, clients reconnect) and stops listening to the bus. */
  close(): Promise<void>;
}

export type { BroadcastStats };

export interface RealtimeDeps {
  ctx: Pick<Services, 'db' | 'jwtSecret' | 'env'>;
  bus: NotificationBus;
  limits?: Partial<EndpointLimits>;
}

/**
 * Whether a page of `origin` may open /ws on a request to `host`: the site's own origin, WS_ALLOWED_ORIGINS, or any
 * page served from the host the socket is asked of (`npm start` opened as http://127.0.0.1:4321, or from a phone at
 * the machine's address), as Rails' ActionCable allows by default. Another site's page names its own host and is
 * refused.
 */
export function originAllowed(origin: string, host: string | undefined, origins: ReadonlySet<string>): boolean {
  if (origins.has(origin)) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

/** Origins a browser may open /ws from whatever the host: the site's own and WS_ALLOWED_ORIGINS. */
export function allowedOrigins(env: Pick<Services['env'], 'PUBLIC_SITE_URL' | 'WS_ALLOWED_ORIGINS'>): Set<string> {
  const origins = new Set([new URL(env.PUBLIC_SITE_URL).origin]);
  for (const item of env.WS_ALLOWED_ORIGINS.split(',')) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      logger.warn('realtime: ignored invalid WS_ALLOWED_ORIGINS entry', { entry: trimmed });
    }
  }
  return origins;
}

export function createRealtime({ ctx, bus, limits: overrides }: RealtimeDeps): Realtime {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const origins = allowedOrigins(ctx.env);
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    // Bigger than a frame so an oversized frame meets our ERROR; beyond this ws closes with 1009.
    maxPayload: limits.maxFrameBytes * 2,
    // Per-message deflate costs ~300 KB per socket; notifications are small.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(WS_SUBPROTOCOL) ? WS_SUBPROTOCOL : false),
  });
  const sessions = new Set<StompSession>();
  const byUser = new Map<string, Set<StompSession>>();
  let closing = false;
  let lastBroadcast: BroadcastStats | undefined;

  const caps = addressCaps(ctx.env, limits);
  const slots = new Map<StompSession, Slot>();

  const host = sessionHost(ctx, byUser, limits.maxConnectionsPerUser, (session) => caps.connected(slots.get(session)));

  // One timer for every session (heart-beats, timeouts), not one per socket.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const session of sessions) session.tick(now);
    },
    Math.max(50, Math.min(1000, Math.floor(limits.heartbeatMs / 4))),
  );
  sweep.unref();

  const delivery = deliveryTo(ctx.db, byUser, (stats) => (lastBroadcast = stats));

  const unsubscribe = bus.subscribe((event) => {
    deliver(event, delivery).catch((error: unknown) =>
      logger.error('realtime: delivery failed', { kind: event.kind, error: String(error) }),
    );
  });

  const refuse = (socket: Duplex, status: string, headers = ''): void => {
    socket.end(`HTTP/1.1 ${status}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname !== WS_PATH) return refuse(socket, '404 Not Found');
      if (closing) return refuse(socket, '503 Service Unavailable');
      // Browsers always send Origin; a missing one is a non-browser client, which CSRF cannot drive. A page of this
      // very host is ours, whatever address it was opened at (issue 40).
      const origin = req.headers.origin;
      if (origin !== undefined && !originAllowed(origin, req.headers.host, origins)) {
        logger.warn('realtime: refused origin', { origin: origin.slice(0, 200) });
        return refuse(socket, '403 Forbidden');
      }
      // Over a cap: refused before ws reads the handshake or a session exists.
      const slot = caps.admit(req, socket);
      if (!slot) return refuse(socket, '429 Too Many Requests', 'Retry-After: 10\r\n');
      wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
        if (closing) {
          ws.close(1001, 'server closing');
          return;
        }
        const session = new StompSession(randomBytes(9).toString('base64url'), ws, host, limits);
        sessions.add(session);
        slots.set(session, slot);
        ws.on('close', () => {
          sessions.delete(session);
          slots.delete(session);
        });
      });
    },
    stats() {
      let connections = 0;
      for (const set of byUser.values()) connections += set.size;
      return { connections, users: byUser.size, sockets: caps.sockets(), lastBroadcast };
    },
    async close() {
      if (closing) return;
      closing = true;
      unsubscribe();
      clearInterval(sweep);
      await delivery.received.flush();
      for (const session of sessions) session.close(1001);
      // Give the closing handshakes a moment; a socket that does not answer is cut.
      for (let waited = 0; sessions.size > 0 && waited < 1000; waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const session of sessions) session.terminate();
      sessions.clear();
      byUser.clear();
      slots.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

type Sessions = Map<string, Set<StompSession>>;

/** What a STOMP session asks of its endpoint: who a token names, and a place among its person's sessions. */
function sessionHost(
  ctx: RealtimeDeps['ctx'],
  byUser: Sessions,
  maxPerUser: number,
  onAttach: (session: StompSession) => void,
): SessionHost {
  return {
    verify: async (token: string): Promise<Principal | null> => {
      const principal = await verifyToken(ctx, token);
      if (!principal) return null;
      const { exp } = decodeJwt(token);
      return { userId: principal.userId, expiresAt: typeof exp === 'number' ? exp * 1000 : undefined };
    },
    attach: (session: StompSession): boolean => {
      const userId = session.userId as string;
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      if (set.size >= maxPerUser) return false;
      set.add(session);
      onAttach(session);
      return true;
    },
    detach: (session: StompSession): void => {
      const set = session.userId ? byUser.get(session.userId) : undefined;
      if (!set) return;
      set.delete(session);
      if (set.size === 0) byUser.delete(session.userId as string);
    },
  };
}

/** What the bus's events may do here (src/server/realtime/deliver/): reach the sessions of the people connected. */
function deliveryTo(db: Delivery['db'], byUser: Sessions, broadcastSent: Delivery['broadcastSent']): Delivery {
  return {
    db,
    has: (userId) => byUser.has(userId),
    users: () => [...byUser.keys()],
    send: (userId, destination, body, tail) => {
      const set = byUser.get(userId);
      if (set) for (const session of set) session.deliver(destination, body, tail);
    },
    revoke: (userId) => {
      for (const session of [...(byUser.get(userId) ?? [])]) session.revoke();
    },
    // What sockets were handed, so that no device is told of it too (decision 190), written a few times a second.
    received: receivedMarks(db),
    broadcastSent,
  };
}
