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

export interface DecoderOptions {
  /** Largest frame (command + headers + body) accepted, in bytes. */
  maxFrameBytes: number;
}

/**
 * Turns the bytes of WebSocket messages into frames. A frame may span messages and a message may
 * hold several frames, so bytes are buffered until a frame is complete (never beyond maxFrameBytes).
 */
export class StompDecoder {
  #buffer: Buffer = Buffer.alloc(0);
  readonly #max: number;

  constructor(options: DecoderOptions) {
    this.#max = options.maxFrameBytes;
  }

  /** Feeds bytes; returns the complete frames, and how many heart-beats (bare EOLs) came with them. */
  push(chunk: Buffer): { frames: StompFrame[]; heartbeats: number } {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const frames: StompFrame[] = [];
    let heartbeats = 0;
    for (;;) {
      // EOLs between frames are heart-beats.
      let start = 0;
      while (start < this.#buffer.length) {
        const byte = this.#buffer[start];
        if (byte === LF) heartbeats += 1;
        else if (byte !== CR) break;
        start += 1;
      }
      this.#buffer = this.#buffer.subarray(start);
      if (this.#buffer.length === 0) break;
      const result = parseFrame(this.#buffer, this.#max);
      if (!result) {
        if (this.#buffer.length > this.#max) throw new StompProtocolError('frame too large');
        break;
      }
      frames.push(result.frame);
      this.#buffer = this.#buffer.subarray(result.length);
    }
    return { frames, heartbeats };
  }
}

/** One frame from the start of buf, or undefined when more bytes are needed. */
function parseFrame(buf: Buffer, max: number): { frame: StompFrame; length: number } | undefined {
  let pos = 0;
  const nextLine = (): string | undefined => {
    const end = buf.indexOf(LF, pos);
    if (end === -1) return undefined;
    const stop = end > pos && buf[end - 1] === CR ? end - 1 : end;
    const line = buf.toString('utf8', pos, stop);
    pos = end + 1;
    return line;
  };

  const command = nextLine();
  if (command === undefined) return undefined;
  if (!CLIENT_COMMANDS.has(command)) throw new StompProtocolError(`unknown command`);
  // CONNECT and CONNECTED carry raw header values (no escaping), for STOMP 1.0 compatibility.
  const escaped = command !== 'CONNECT' && command !== 'STOMP';
  const headers: Record<string, string> = {};
  let count = 0;
  for (;;) {
    const line = nextLine();
    if (line === undefined) return undefined;
    if (line === '') break;
    count += 1;
    if (count > MAX_HEADERS) throw new StompProtocolError('too many headers');
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompProtocolError('malformed header');
    const name = escaped ? unescape(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescape(line.slice(colon + 1)) : line.slice(colon + 1);
    if (!(name in headers)) headers[name] = value;
  }

  let bodyEnd: number;
  const declared = headers['content-length'];
  if (declared !== undefined) {
    if (!/^\d{1,9}$/.test(declared)) throw new StompProtocolError('malformed content-length');
    const length = Number(declared);
    if (pos + length + 1 > max) throw new StompProtocolError('frame too large');
    if (buf.length < pos + length + 1) return undefined;
    bodyEnd = pos + length;
    if (buf[bodyEnd] !== NUL) throw new StompProtocolError('frame not terminated by NUL');
  } else {
    bodyEnd = buf.indexOf(NUL, pos);
    if (bodyEnd === -1) return undefined;
    if (bodyEnd + 1 > max) throw new StompProtocolError('frame too large');
  }
  const body = Buffer.from(buf.subarray(pos, bodyEnd));
  return { frame: { command, headers, body }, length: bodyEnd + 1 };
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
 * subscription and message id. `bodyBytes` saves measuring a body whose byte length is known.
 * Together with messageHead the bytes are exactly encodeFrame('MESSAGE', {subscription,
 * 'message-id', destination, 'content-type': 'application/json'}, body).
 */
export function messageTail(destination: string, body: string, bodyBytes = Buffer.byteLength(body)): string {
  return `destination:${escape(destination)}\ncontent-type:application/json\ncontent-length:${bodyBytes}\n\n${body}\0`;
}

/** The start of a MESSAGE for one subscription, up to the message id's value (computed at SUBSCRIBE). */
export function messageHead(subscription: string): string {
  return `MESSAGE\nsubscription:${escape(subscription)}\nmessage-id:`;
}
