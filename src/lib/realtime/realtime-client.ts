/**
 * The browser's real-time channel: @stomp/stompjs on /ws, the token in CONNECT, one socket per tab that the
 * stores' subscriptions share (the user's general topic, their messages).
 */
import { Client, type IFrame, type IStompSocket, type StompSubscription } from '@stomp/stompjs';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../cookies-read.ts';
import { NOTIFICATION_DESTINATION } from './destinations.ts';
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
  /** A push arrived: its JSON body and its MESSAGE headers (a notification's unread count is one). */
  onPush(body: string, headers: Readonly<Record<string, string>>): void;
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
  /** Default: the user's notifications (NOTIFICATION_DESTINATION); the conversations store listens to its own. */
  destination?: string;
  /** Node has no suitable WebSocket: tests pass one from `ws`. */
  webSocketFactory?: () => IStompSocket;
}

/** One store's subscription on the tab's shared socket. */
interface Channel {
  destination: string;
  handlers: RealtimeHandlers;
  subscription?: StompSubscription;
}

/** The tab's socket to one endpoint, the person it speaks for, and the subscriptions riding on it. */
interface Shared {
  client: Client;
  token: string | undefined;
  channels: Set<Channel>;
}

/** One STOMP socket per tab and endpoint (issue 17): the bell and the messages badge share it. */
const sockets = new Map<string, Shared>();
let receipts = 0;

function subscribe(shared: Shared, channel: Channel): void {
  // The receipt says the server has the subscription: a refetch after it misses nothing.
  const receipt = `subscribed-${(receipts += 1)}`;
  shared.client.watchForReceipt(receipt, () => channel.handlers.onSubscribed());
  channel.subscription = shared.client.subscribe(
    channel.destination,
    (message) => channel.handlers.onPush(message.body, message.headers),
    {
      receipt,
    },
  );
}

function openSocket(url: string, channels: Set<Channel>, options: ConnectOptions): Shared {
  const shared: Shared = { client: undefined as unknown as Client, token: readCookie(ACCESS_TOKEN_COOKIE), channels };
  const client = new Client({
    brokerURL: url,
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
    // Every (re)connection subscribes every channel again, each told when the server has it.
    onConnect: () => {
      for (const channel of shared.channels) subscribe(shared, channel);
    },
    onWebSocketClose: () => {
      for (const channel of shared.channels) channel.handlers.onClosed?.();
    },
    onStompError: (frame: IFrame) => {
      if (!SESSION_ERRORS.has(frame.headers['message'] ?? '')) return;
      for (const channel of shared.channels) channel.handlers.onSessionError?.();
    },
  });
  shared.client = client;
  client.activate();
  return shared;
}

/**
 * Subscribes `destination` on the tab's socket to /ws, opening it if needed; it keeps reconnecting (every 5 s)
 * while any subscription is open. When another person has signed in since the socket opened, it is replaced:
 * a socket speaks for the token it connected with.
 */
export function connectRealtime(handlers: RealtimeHandlers, options: ConnectOptions = {}): RealtimeConnection {
  const url = options.url ?? brokerUrl();
  const channel: Channel = { destination: options.destination ?? NOTIFICATION_DESTINATION, handlers };
  let shared = sockets.get(url);
  if (shared && shared.token !== readCookie(ACCESS_TOKEN_COOKIE)) {
    // The old socket's subscriptions move to the new one; their stores follow the new session themselves.
    const old = shared.client;
    shared = openSocket(url, shared.channels, options);
    sockets.set(url, shared);
    void old.deactivate();
  }
  if (!shared) {
    shared = openSocket(url, new Set(), options);
    sockets.set(url, shared);
  }
  const current = shared;
  current.channels.add(channel);
  if (current.client.connected) subscribe(current, channel);
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const live = sockets.get(url);
      live?.channels.delete(channel);
      if (live?.client.connected && channel.subscription) {
        try {
          channel.subscription.unsubscribe();
        } catch {
          // The socket went away meanwhile: nothing to undo.
        }
      }
      if (live && live.channels.size === 0) {
        sockets.delete(url);
        await live.client.deactivate();
      }
    },
  };
}
