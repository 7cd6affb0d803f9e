/** One STOMP 1.2 session over one WebSocket: CONNECT with a bearer token, the user destination, heart-beats. */
import type { WebSocket } from 'ws';
import { isDestination } from '../../lib/realtime/destinations.ts';
import {
  encodeFrame,
  escape,
  messageHead,
  messageTail,
  StompDecoder,
  StompProtocolError,
  type StompFrame,
} from './stomp-frame.ts';

export interface RealtimeLimits {
  /** What we offer in CONNECTED's heart-beat header, both ways (ms). */
  heartbeatMs: number;
  maxFrameBytes: number;
  maxSubscriptions: number;
  /** A socket must send CONNECT within this time. */
  connectTimeoutMs: number;
  /**
   * WebSocket messages (pings included) a client may send per second before it is cut off; a message
   * holding several frames or heart-beats counts each of them.
   */
  maxInboundPerSecond: number;
  /** Bytes a socket may send before its session is CONNECTED: CONNECT with a token fits many times over. */
  maxBytesBeforeConnected: number;
  /** Unsent bytes beyond which a slow client is dropped rather than buffered without bound. */
  maxBufferedBytes: number;
  /** How often a connected session's token is checked again (password change, deleted account). */
  reverifyMs: number;
}

export interface Principal {
  userId: string;
  /** When the token expires (ms since epoch), if it says. */
  expiresAt?: number | undefined;
}

export interface SessionHost {
  verify(token: string): Promise<Principal | null>;
  /** Registers an authenticated session; false when the user has too many connections. */
  attach(session: StompSession): boolean;
  detach(session: StompSession): void;
}

type State = 'opening' | 'connecting' | 'connected' | 'closed';

export class StompSession {
  readonly id: string;
  readonly #escapedId: string;
  userId: string | undefined;
  readonly #ws: WebSocket;
  readonly #host: SessionHost;
  readonly #limits: RealtimeLimits;
  readonly #decoder: StompDecoder;
  /** Subscription id → its destination and the start of its MESSAGE frames (messageHead), built once at SUBSCRIBE. */
  readonly #subscriptions = new Map<string, { destination: string; head: string }>();
  #state: State = 'opening';
  #queue: Promise<void> = Promise.resolve();
  readonly #openedAt = Date.now();
  #lastReceived = Date.now();
  #lastSent = Date.now();
  /** Negotiated intervals; 0 means none in that direction. */
  #sendEveryMs = 0;
  #expectEveryMs = 0;
  #expiresAt: number | undefined;
  #token = '';
  #lastVerified = 0;
  #verifying = false;
  #windowStart = Date.now();
  #windowCount = 0;
  #bytesBeforeConnected = 0;
  #messageCounter = 0;

  constructor(id: string, ws: WebSocket, host: SessionHost, limits: RealtimeLimits) {
    this.id = id;
    this.#escapedId = escape(id);
    this.#ws = ws;
    this.#host = host;
    this.#limits = limits;
    this.#decoder = new StompDecoder({ maxFrameBytes: limits.maxFrameBytes });
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.#onData(toBuffer(data)));
    // ws answers pings itself: each one is still a message the peer made us handle.
    ws.on('ping', () => this.#count(1));
    ws.on('close', () => this.#closed());
    // A broken socket ends the session; 'close' follows.
    ws.on('error', () => {});
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  /**
   * Sends a body on every subscription of this session to `destination`. A broadcast passes the tail it built
   * once for this body (messageTail) so that only the subscription and message id are written per session.
   */
  deliver(destination: string, body: string, tail?: string): void {
    if (this.#state !== 'connected') return;
    let frameTail = tail;
    for (const { destination: to, head } of this.#subscriptions.values()) {
      if (to !== destination) continue;
      frameTail ??= messageTail(destination, body);
      this.#messageCounter += 1;
      this.#send(`${head}${this.#escapedId}-${this.#messageCounter}\n${frameTail}`);
    }
  }

  /** Heart-beats out, silent peers and stale tokens dropped; called periodically by the endpoint. */
  tick(now: number): void {
    if (this.#state === 'closed') return;
    if (this.#state === 'opening' && now - this.#openedAt > this.#limits.connectTimeoutMs) {
      this.#fail('no CONNECT frame received in time');
      return;
    }
    if (this.#state !== 'connected') return;
    if (this.#expectEveryMs > 0 && now - this.#lastReceived > 2 * this.#expectEveryMs) {
      // A peer silent beyond twice the agreed interval is gone: no ERROR, nobody to read it.
      this.#ws.terminate();
      return;
    }
    if (this.#expiresAt !== undefined && now >= this.#expiresAt) {
      this.#fail('token expired');
      return;
    }
    if (now - this.#lastVerified > this.#limits.reverifyMs) void this.#reverify();
    if (this.#sendEveryMs > 0 && now - this.#lastSent >= this.#sendEveryMs) this.#send('\n');
  }

  /** Ends the session from the server side (shutdown): the client will reconnect elsewhere. */
  close(code = 1001): void {
    if (this.#state === 'closed') return;
    this.#ws.close(code, 'server closing');
  }

  /** The user's tokens died elsewhere (password change, deletion): ERROR and close. */
  revoke(): void {
    this.#fail('authorization revoked');
  }

  /** Cuts the socket without a closing handshake. */
  terminate(): void {
    this.#ws.terminate();
  }

  /**
   * Counts what the peer sent against the per-second allowance; false (and the session failed) once
   * over it. Every message counts, also one that completes nothing: a frame cut into one-byte
   * messages is cut off after the allowance, not after its NUL.
   */
  #count(units: number): boolean {
    if (this.#state === 'closed') return false;
    const now = Date.now();
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#windowCount = 0;
    }
    this.#windowCount += units;
    if (this.#windowCount <= this.#limits.maxInboundPerSecond) return true;
    this.#fail('too many frames');
    return false;
  }

  #onData(chunk: Buffer): void {
    if (!this.#count(1)) return;
    this.#lastReceived = Date.now();
    if (this.#state !== 'connected') {
      // Before a token has been accepted the peer is anyone: a few KB, then ERROR.
      this.#bytesBeforeConnected += chunk.length;
      if (this.#bytesBeforeConnected > this.#limits.maxBytesBeforeConnected) {
        this.#fail('too much data before CONNECTED');
        return;
      }
    }
    let decoded: { frames: StompFrame[]; heartbeats: number };
    try {
      decoded = this.#decoder.push(chunk);
    } catch (error) {
      if (error instanceof StompProtocolError) this.#fail(error.message, error.receipt);
      else this.#fail('malformed frame');
      return;
    }
    // The message was counted once already; several frames or heart-beats in it count each.
    if (!this.#count(Math.max(0, decoded.frames.length + decoded.heartbeats - 1))) return;
    for (const frame of decoded.frames) {
      // Frames are handled one after another: CONNECT's token check is asynchronous.
      this.#queue = this.#queue.then(() => this.#handle(frame)).catch(() => this.#fail('internal error'));
    }
  }

  async #handle(frame: StompFrame): Promise<void> {
    if (this.#state === 'closed') return;
    const receipt = frame.headers['receipt'];
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        await this.#connect(frame);
        return;
      case 'DISCONNECT':
        if (receipt !== undefined) this.#send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
        this.#ws.close(1000, 'bye');
        return;
    }
    if (this.#state !== 'connected') {
      this.#fail('not connected: send CONNECT first', receipt);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const id = frame.headers['id'];
        const destination = frame.headers['destination'];
        const ack = frame.headers['ack'] ?? 'auto';
        if (!id || !destination) return this.#fail('SUBSCRIBE needs id and destination', receipt);
        if (!isDestination(destination)) return this.#fail('unknown destination', receipt);
        if (ack !== 'auto') return this.#fail('only ack:auto is supported', receipt);
        if (this.#subscriptions.has(id)) return this.#fail('subscription id already in use', receipt);
        if (this.#subscriptions.size >= this.#limits.maxSubscriptions)
          return this.#fail('too many subscriptions', receipt);
        this.#subscriptions.set(id, { destination, head: messageHead(id) });
        break;
      }
      case 'UNSUBSCRIBE': {
        const id = frame.headers['id'];
        if (!id) return this.#fail('UNSUBSCRIBE needs id', receipt);
        this.#subscriptions.delete(id);
        break;
      }
      case 'ACK':
      case 'NACK':
        // Subscriptions are ack:auto, so there is nothing to acknowledge; STOMP 1.2 still requires the id.
        if (!frame.headers['id']) return this.#fail(`${frame.command} needs id`, receipt);
        break;
      default:
        // SEND and transactions: clients only listen here.
        return this.#fail(`${frame.command} is not supported`, receipt);
    }
    if (receipt !== undefined) this.#send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  async #connect(frame: StompFrame): Promise<void> {
    if (this.#state !== 'opening') return this.#fail('already connected');
    this.#state = 'connecting';
    const versions = (frame.headers['accept-version'] ?? '').split(',').map((v) => v.trim());
    // STOMP 1.2: the ERROR for a version mismatch lists the versions the server supports.
    if (!versions.includes('1.2'))
      return this.#fail('supported protocol versions are 1.2', undefined, { version: '1.2' });
    const heartBeat = /^(\d{1,9}),(\d{1,9})$/.exec(frame.headers['heart-beat'] ?? '0,0');
    if (!heartBeat) return this.#fail('malformed heart-beat header');
    const authorization = frame.headers['Authorization'] ?? frame.headers['authorization'] ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!bearer) return this.#fail('authorization required');
    const token = bearer[1] as string;
    const principal = await this.#host.verify(token);
    // The socket may have closed while the token was being checked.
    if ((this.#state as State) === 'closed') return;
    if (!principal) return this.#fail('authorization refused');
    this.userId = principal.userId;
    this.#expiresAt = principal.expiresAt;
    this.#token = token;
    this.#lastVerified = Date.now();
    if (!this.#host.attach(this)) {
      this.userId = undefined;
      return this.#fail('too many connections for this user');
    }
    this.#state = 'connected';
    const clientSends = Number(heartBeat[1]);
    const clientWants = Number(heartBeat[2]);
    const offer = this.#limits.heartbeatMs;
    this.#sendEveryMs = clientWants === 0 ? 0 : Math.max(offer, clientWants);
    this.#expectEveryMs = clientSends === 0 ? 0 : Math.max(offer, clientSends);
    this.#lastReceived = Date.now();
    this.#send(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': `${offer},${offer}`, session: this.id }));
  }

  async #reverify(): Promise<void> {
    if (this.#verifying) return;
    this.#verifying = true;
    this.#lastVerified = Date.now();
    try {
      const principal = await this.#host.verify(this.#token);
      if (!principal || principal.userId !== this.userId) this.#fail('authorization revoked');
    } catch {
      // A database hiccup is not a reason to drop a client; the next check decides.
    } finally {
      this.#verifying = false;
    }
  }

  #send(text: string): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    if (this.#ws.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.#ws.terminate();
      return;
    }
    this.#lastSent = Date.now();
    this.#ws.send(text);
  }

  /** ERROR (with the offending frame's receipt, if any), then close: STOMP 1.2 requires the close. */
  #fail(message: string, receipt?: string, extra: Record<string, string> = {}): void {
    if (this.#state === 'closed') return;
    const headers: Record<string, string> = { message, ...extra, 'content-type': 'text/plain' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.#send(encodeFrame('ERROR', headers, message));
    this.#closed();
    this.#ws.close(1002, 'stomp error');
  }

  #closed(): void {
    if (this.#state === 'closed') return;
    const wasAttached = this.#state === 'connected';
    this.#state = 'closed';
    this.#subscriptions.clear();
    if (wasAttached) this.#host.detach(this);
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
