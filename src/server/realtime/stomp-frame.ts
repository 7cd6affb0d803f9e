/** STOMP 1.2 frames: an incremental decoder for what clients send and an encoder for what we send. */

export interface StompFrame {
  command: string;
  /** First occurrence wins, as STOMP 1.2 says for repeated headers. */
  headers: Record<string, string>;
  body: Buffer;
}

/** A frame the peer sent that cannot be understood: the session answers ERROR and closes. */
export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
  /** The offending frame's `receipt` header, when it was read before the fault (STOMP 1.2 ERROR `receipt-id`). */
  readonly receipt: string | undefined;

  constructor(message: string, receipt?: string) {
    super(message);
    this.receipt = receipt;
  }
}

/** Commands a client may send (STOMP 1.2 section "Client Frames"). */
export const CLIENT_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const MAX_HEADERS = 64;
/** Longest command or header line (bytes, without its EOL); our CONNECT's Authorization line is ~240. */
export const MAX_LINE_BYTES = 1024;

export interface DecoderOptions {
  /** Largest frame (command + headers + body) accepted, in bytes. */
  maxFrameBytes: number;
  /** Longest command or header line, in bytes (default MAX_LINE_BYTES). */
  maxLineBytes?: number;
}

/** What the decoder has done so far, for tests that hold it to linear work. */
export interface DecoderWork {
  /** Bytes looked at while searching for EOLs and NULs (each received byte at most once). */
  scanned: number;
  /** Bytes copied: into the pending buffer, when it moves or grows, and into frame bodies. */
  copied: number;
}

const EMPTY = Buffer.alloc(0);

type Phase = 'between' | 'command' | 'headers' | 'body';

/**
 * Turns the bytes of WebSocket messages into frames. A frame may span messages and a message may
 * hold several frames. The work is linear in the bytes received: an unfinished frame waits in a
 * growable buffer together with how far it has been read, so a byte is searched once and copied a
 * bounded number of times however finely a client splits its frames (issue 15).
 */
export class StompDecoder {
  readonly #maxFrame: number;
  readonly #maxLine: number;
  /** Bytes of an unfinished frame: #pending[0, #length). Empty while nothing is pending. */
  #pending: Buffer = EMPTY;
  #length = 0;
  // Where reading the current frame stands, as offsets from the frame's first byte.
  #phase: Phase = 'between';
  #lineStart = 0;
  #scanned = 0;
  #command = '';
  #headers: Record<string, string> = {};
  #headerCount = 0;
  #bodyStart = 0;
  #contentLength: number | undefined;
  readonly work: DecoderWork = { scanned: 0, copied: 0 };

  constructor(options: DecoderOptions) {
    this.#maxFrame = options.maxFrameBytes;
    this.#maxLine = options.maxLineBytes ?? MAX_LINE_BYTES;
  }

  /** Feeds bytes; returns the complete frames, and how many heart-beats (bare EOLs) came with them. */
  push(chunk: Buffer): { frames: StompFrame[]; heartbeats: number } {
    const out = { frames: [] as StompFrame[], heartbeats: 0 };
    if (this.#length === 0) {
      // Nothing pending: read the message where it is and keep only an unfinished tail.
      const used = this.#read(chunk, out);
      if (used < chunk.length) this.#append(chunk, used);
      return out;
    }
    this.#append(chunk, 0);
    const data = this.#pending.subarray(0, this.#length);
    const used = this.#read(data, out);
    if (used === this.#length) {
      // Let a large frame's buffer go: most sockets only ever see small, whole frames.
      this.#length = 0;
      this.#pending = EMPTY;
    } else if (used > 0) {
      // Only when the frame that was pending ended inside this chunk: a bounded, one-off move.
      this.#pending.copy(this.#pending, 0, used, this.#length);
      this.work.copied += this.#length - used;
      this.#length -= used;
    }
    return out;
  }

  /** Appends chunk[from…] to the pending bytes, doubling the buffer when full (amortised linear). */
  #append(chunk: Buffer, from: number): void {
    const needed = this.#length + chunk.length - from;
    if (needed > this.#pending.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, 2 * this.#pending.length, 256));
      this.#pending.copy(grown, 0, 0, this.#length);
      this.work.copied += this.#length;
      this.#pending = grown;
    }
    chunk.copy(this.#pending, this.#length, from);
    this.work.copied += chunk.length - from;
    this.#length = needed;
  }

  /**
   * Reads frames from data, which starts at the current frame's first byte (or between frames);
   * resumes where the last call stopped. Answers how many bytes of data were used up by whole frames
   * and heart-beats.
   */
  #read(data: Buffer, out: { frames: StompFrame[]; heartbeats: number }): number {
    let base = 0;
    for (;;) {
      if (this.#phase === 'between') {
        // EOLs between frames are heart-beats.
        const from = base;
        while (base < data.length && (data[base] === LF || data[base] === CR)) {
          if (data[base] === LF) out.heartbeats += 1;
          base += 1;
        }
        this.work.scanned += base - from;
        if (base === data.length) return base;
        this.#phase = 'command';
        this.#lineStart = this.#scanned = 0;
      }
      if (this.#phase === 'command' || this.#phase === 'headers') {
        const from = base + this.#scanned;
        const end = data.indexOf(LF, from);
        this.work.scanned += (end === -1 ? data.length : end + 1) - from;
        if (end === -1) {
          this.#scanned = data.length - base;
          if (this.#scanned - this.#lineStart > this.#maxLine) this.#error('line too long');
          if (this.#scanned > this.#maxFrame) this.#error('frame too large');
          return base;
        }
        const start = base + this.#lineStart;
        const stop = end > start && data[end - 1] === CR ? end - 1 : end;
        if (stop - start > this.#maxLine) this.#error('line too long');
        this.#lineStart = this.#scanned = end + 1 - base;
        if (this.#scanned > this.#maxFrame) this.#error('frame too large');
        const line = data.toString('utf8', start, stop);
        if (this.#phase === 'command') {
          this.#command = line;
          this.#phase = 'headers';
        } else if (line !== '') this.#header(line);
        else this.#endOfHeaders();
        continue;
      }
      // The body.
      let bodyEnd: number;
      if (this.#contentLength !== undefined) {
        bodyEnd = this.#bodyStart + this.#contentLength;
        if (data.length - base <= bodyEnd) return base;
        if (data[base + bodyEnd] !== NUL) this.#error('frame not terminated by NUL');
      } else {
        const from = base + this.#scanned;
        const nul = data.indexOf(NUL, from);
        this.work.scanned += (nul === -1 ? data.length : nul + 1) - from;
        if (nul === -1) {
          this.#scanned = data.length - base;
          if (this.#scanned > this.#maxFrame) this.#error('frame too large');
          return base;
        }
        bodyEnd = nul - base;
        if (bodyEnd + 1 > this.#maxFrame) this.#error('frame too large');
      }
      const body = Buffer.from(data.subarray(base + this.#bodyStart, base + bodyEnd));
      this.work.copied += body.length;
      out.frames.push({ command: this.#command, headers: this.#headers, body });
      base += bodyEnd + 1;
      this.#phase = 'between';
      this.#headers = {};
      this.#headerCount = 0;
      this.#contentLength = undefined;
    }
  }

  #header(line: string): void {
    this.#headerCount += 1;
    if (this.#headerCount > MAX_HEADERS) this.#error('too many headers');
    const colon = line.indexOf(':');
    if (colon <= 0) this.#error('malformed header');
    // CONNECT and CONNECTED carry raw header values (no escaping), for STOMP 1.0 compatibility.
    const raw = this.#command === 'CONNECT' || this.#command === 'STOMP';
    const name = raw ? line.slice(0, colon) : this.#unescape(line.slice(0, colon));
    const value = raw ? line.slice(colon + 1) : this.#unescape(line.slice(colon + 1));
    if (!(name in this.#headers)) this.#headers[name] = value;
  }

  /** The blank line: the command is judged now, so that its ERROR can carry the frame's receipt. */
  #endOfHeaders(): void {
    if (!CLIENT_COMMANDS.has(this.#command)) this.#error('unknown command');
    this.#bodyStart = this.#scanned;
    this.#phase = 'body';
    const declared = this.#headers['content-length'];
    if (declared === undefined) return;
    if (!/^\d{1,9}$/.test(declared)) this.#error('malformed content-length');
    this.#contentLength = Number(declared);
    if (this.#bodyStart + this.#contentLength + 1 > this.#maxFrame) this.#error('frame too large');
  }

  #unescape(text: string): string {
    try {
      return unescape(text);
    } catch (error) {
      if (error instanceof StompProtocolError) this.#error(error.message);
      throw error;
    }
  }

  /** Fails the frame being read; its receipt, once its headers hold one, goes with the ERROR. */
  #error(message: string): never {
    throw new StompProtocolError(message, this.#headers['receipt']);
  }
}

const ESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

function unescape(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.?)/gs, (_match, next: string) => {
    const value = ESCAPES[next];
    // STOMP 1.2: an undefined escape sequence is a fatal protocol error.
    if (value === undefined) throw new StompProtocolError('undefined escape sequence in header');
    return value;
  });
}

export function escape(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

/** A server frame, ready to send. CONNECTED headers stay unescaped, as STOMP 1.2 requires. */
export function encodeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const raw = command === 'CONNECTED';
  let out = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    out += raw ? `${name}:${value}\n` : `${escape(name)}:${escape(value)}\n`;
  }
  if (body) out += `content-length:${Buffer.byteLength(body)}\n`;
  return `${out}\n${body}\0`;
}

/**
 * What follows `message-id:<id>\n` in every MESSAGE we send on `destination`: the same for every
 * recipient of one body, so a broadcast builds it once per body and each session only prefixes its
 * subscription and message id. `bodyBytes` saves measuring a body whose byte length is known; `headers`
 * come after content-type (a notification's unread count). Together with messageHead the bytes are exactly
 * encodeFrame('MESSAGE', {subscription, 'message-id', destination, 'content-type': 'application/json', ...headers},
 * body).
 */
export function messageTail(
  destination: string,
  body: string,
  bodyBytes = Buffer.byteLength(body),
  headers: Readonly<Record<string, string>> = {},
): string {
  let extra = '';
  for (const [name, value] of Object.entries(headers)) extra += `${escape(name)}:${escape(value)}\n`;
  return `destination:${escape(destination)}\ncontent-type:application/json\n${extra}content-length:${bodyBytes}\n\n${body}\0`;
}

/** The start of a MESSAGE for one subscription, up to the message id's value (computed at SUBSCRIBE). */
export function messageHead(subscription: string): string {
  return `MESSAGE\nsubscription:${escape(subscription)}\nmessage-id:`;
}
