/** The browser's real-time channel: @stomp/stompjs on /ws, the token in CONNECT, the user's general topic. */
import { Client, type IFrame, type IStompSocket } from '@stomp/stompjs';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../cookies.ts';

export const USER_TOPIC = '/user/topic/general';
/** The specification's constants. */
export const RECONNECT_DELAY_MS = 5000;
export const HEARTBEAT_MS = 10_000;

/** ERROR messages of our endpoint that mean the session itself is no longer good. */
const SESSION_ERRORS = new Set([
  'authorization required',
  'authorization refused',
  'authorization revoked',
  'token expired',
]);

export interface RealtimeHandlers {
  /** A push arrived (its body is the notification JSON). */
  onPush(body: string): void;
  /**
   * Subscribed (first connection and every reconnection): whatever was sent while we were away
   * was not pushed, so the caller refetches.
   */
  onSubscribed(): void;
  /** The server refused the token: the caller checks the session (an API call answers 401 → logout). */
  onSessionError?(): void;
  /** The socket closed; stompjs reconnects after RECONNECT_DELAY_MS unless stopped. */
  onClosed?(): void;
}

export interface RealtimeConnection {
  stop(): Promise<void>;
}

/** ws:// or wss:// + host + /ws of the page's own origin. */
export function brokerUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export interface ConnectOptions {
  /** Default: the page's own /ws. */
  url?: string;
  /** Default: the user's notifications (USER_TOPIC); the conversations store listens to its own. */
  destination?: string;
  /** Node has no suitable WebSocket: tests pass one from `ws`. */
  webSocketFactory?: () => IStompSocket;
}

/** Connects now and keeps reconnecting (every 5 s) until stop(). */
export function connectRealtime(handlers: RealtimeHandlers, options: ConnectOptions = {}): RealtimeConnection {
  let subscriptions = 0;
  const client = new Client({
    brokerURL: options.url ?? brokerUrl(),
    ...(options.webSocketFactory && { webSocketFactory: options.webSocketFactory }),
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    // The token is read before every (re)connection: a refreshed or new sign-in token is used.
    beforeConnect: async (c) => {
      const token = readCookie(ACCESS_TOKEN_COOKIE);
      if (!token) {
        await c.deactivate();
        return;
      }
      c.connectHeaders = { Authorization: `Bearer ${token}` };
    },
    onConnect: () => {
      // The receipt says the server has the subscription: a refetch after it misses nothing.
      const receipt = `subscribed-${(subscriptions += 1)}`;
      client.watchForReceipt(receipt, () => handlers.onSubscribed());
      client.subscribe(options.destination ?? USER_TOPIC, (message) => handlers.onPush(message.body), { receipt });
    },
    onWebSocketClose: () => handlers.onClosed?.(),
    onStompError: (frame: IFrame) => {
      if (SESSION_ERRORS.has(frame.headers['message'] ?? '')) handlers.onSessionError?.();
    },
  });
  client.activate();
  return { stop: () => client.deactivate() };
}
