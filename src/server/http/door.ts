/**
 * The http.Server's door (decision 015): what may enter the pipeline at all, and our own answer, with the
 * security headers and one JSON log line, for what may not (a malformed Host, a method the site does not
 * speak, a request Node could not parse) and for anything that fails unexpectedly further in. Also how a
 * connection ends when the answer came before the body (decision 017).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { env } from '../env.ts';
import { logger } from '../log.ts';
import { COMMON_HEADERS, HSTS, RESOURCE_CSP, servedOverHttps } from './security-headers.ts';

/** The only methods that reach the site and the API; TRACE, CONNECT, WebDAV and the rest answer 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOW = ALLOWED_METHODS.join(', ');
const allowed = new Set<string>(ALLOWED_METHODS);

// An authority without userinfo or path (RFC 3986): a DNS-style name or IPv4 address, or an IPv6 literal
// in brackets, and an optional port. Anything else would turn into a URL that is not the one asked for,
// or one the platform refuses to build (`127.0.0.1@evil.example` has credentials).
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);

export function validHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** `message` is a translation key of src/i18n/pt.json, as in every error answer of the API. */
export interface Refusal {
  status: 400 | 405 | 408 | 431;
  message: 'bad-request';
  /** What was wrong, for the log line: `method`, `target`, `host`, or Node's parser error code. */
  reason: string;
}

/** Why this request may not enter, or null. Only the request line and Host are looked at. */
export function refusalOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers' | 'httpVersion'>): Refusal | null {
  if (!allowed.has(req.method ?? '')) return { status: 405, message: 'bad-request', reason: 'method' };
  // Origin-form only: an absolute URL as the target would name another host than the Host header.
  if (!req.url?.startsWith('/')) return { status: 400, message: 'bad-request', reason: 'target' };
  const host = req.headers.host;
  // HTTP/1.1 requires Host (Node's own check is off so that this answer carries our headers); 1.0 may omit it.
  if (host === undefined)
    return req.httpVersion === '1.0' ? null : { status: 400, message: 'bad-request', reason: 'host' };
  return validHost(host) ? null : { status: 400, message: 'bad-request', reason: 'host' };
}

/** The headers of every answer given here: the shared ones, the strict resource policy, HSTS over HTTPS. */
function doorHeaders(encrypted: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    'Content-Security-Policy': RESOURCE_CSP,
    'Cache-Control': 'no-store',
  };
  if (encrypted || servedOverHttps(env().PUBLIC_SITE_URL)) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

function body(status: number, message: string): string {
  return JSON.stringify({ status, message });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/** A short description of the request for the log (never its headers or body). */
function described(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) {
  return {
    method: req.method?.slice(0, 20),
    path: req.url?.split('?')[0]?.slice(0, 200),
    host: req.headers.host?.slice(0, 200),
  };
}

/** Answers a refused request on the response (the connection closes: what follows it cannot be trusted). */
export function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  logger.warn('request refused', { status: refusal.status, reason: refusal.reason, ...described(req) });
  const text = body(refusal.status, refusal.message);
  res.writeHead(refusal.status, {
    ...doorHeaders(isEncrypted(req.socket)),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    Connection: 'close',
    ...(refusal.status === 405 && { Allow: ALLOW }),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** An unexpected error anywhere behind the door: our 500, one JSON log line with the stack in it. */
export function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  logger.error('request failed', {
    ...described(req),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  if (res.headersSent) {
    // Part of the answer is out: all the client can still learn is that it is cut short.
    res.destroy();
    return;
  }
  const text = body(500, 'server-error');
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(500, {
    ...doorHeaders(isEncrypted(req.socket)),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The request listener of src/server/main.ts: the door, then each quick way in (static files, stored pages)
 * until one answers, then the pipeline. Nothing thrown or rejected behind it escapes without our 500.
 */
export function door(
  quick: ((req: IncomingMessage, res: ServerResponse) => boolean)[],
  pipeline: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): RequestListener {
  return (req, res) => {
    try {
      if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
        lingerAfterEarlyAnswer(req);
      const refusal = refusalOf(req);
      if (refusal) return refuse(req, res, refusal);
      if (quick.some((answer) => answer(req, res))) return;
      pipeline(req, res).catch((error: unknown) => failed(req, res, error));
    } catch (error) {
      failed(req, res, error);
    }
  };
}

/** More than the largest body any route accepts (15 MB images, decision 022). */
export const LARGEST_BODY = 16 * 1024 * 1024;
/** How long a connection closed after an early answer goes on reading (and dropping) the rest of the body. */
export const LINGER_MS = 2_000;
/**
 * And how much of it: nginx's client_max_body_size (deploy/patinhas.conf.template), so a body nginx forwards
 * is always read to its end and nginx gets our answer, not a reset it would turn into a 502.
 */
export const LINGER_BYTES = 20 * 1024 * 1024;

/**
 * Whether a request is refused whatever its body holds: the door refuses it, it is a private API call
 * without a bearer token (401 before any body is read, decision 028), or its body is announced over any
 * route's limit (413). Such a request that expects `100 Continue` gets its final answer without the 100,
 * so the client never sends the body.
 */
export function refusedBeforeBody(req: Pick<IncomingMessage, 'method' | 'url' | 'headers' | 'httpVersion'>): boolean {
  if (refusalOf(req) || Number(req.headers['content-length']) > LARGEST_BODY) return true;
  // The path as the pipeline will see it: dot segments and %2e resolved by the same URL parser.
  const path = URL.parse(req.url ?? '/', 'http://door.invalid')?.pathname ?? '';
  return path.startsWith('/api/private/') && !/^Bearer[ \t]/i.test(req.headers.authorization ?? '');
}

/**
 * Node's server ends the socket of a `Connection: close` answer with socket.destroySoon(): end, then destroy
 * once the answer is written (tests/durability/early-answers.test.ts fails if that ever changes). After an answer that came before the body (a 401, 404, 413 or 429 that read nothing, decision
 * 028) the client is still sending, and a socket closed with unread bytes is reset by the kernel: the
 * client's next write fails, and the reset can take the answer with it. So this request's socket lingers
 * instead: it half-closes after the answer and reads and drops the rest of the body until the body ends,
 * the client closes, LINGER_BYTES or LINGER_MS, whichever comes first; then it is destroyed. The
 * bounds keep a client from holding a socket open by sending for ever.
 */
function lingerAfterEarlyAnswer(req: IncomingMessage): void {
  const socket = req.socket;
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) Socket.prototype.destroySoon.call(socket);
    else linger(req, socket);
  };
}

function linger(req: IncomingMessage, socket: Socket): void {
  if (socket.writable) socket.end();
  const from = socket.bytesRead;
  const stop = () => {
    clearTimeout(deadline);
    clearInterval(watch);
    socket.destroy();
  };
  const deadline = setTimeout(stop, LINGER_MS);
  // Node's parser reads the socket itself (no 'data' events there, and the dropped body's own stay silent once the
  // answer has gone): count what arrived, often enough that loopback speeds add little past the bound.
  const watch = setInterval(() => socket.bytesRead - from > LINGER_BYTES && stop(), 10);
  // The whole body is in (nothing left unread: no reset), or the client closed its side.
  req.once('end', stop);
  socket.once('end', stop);
  socket.once('close', stop);
  // A reader that stopped part-way (a 413 or a too-deep body found while reading) left the body paused and
  // still attached to it; Node only discards bodies nobody began to read. Let it flow to nowhere.
  req.removeAllListeners('readable');
  req.removeAllListeners('data');
  req.on('data', () => {});
  req.resume();
}

/** A refusal written straight on a socket: for upgrades, CONNECT and requests Node could not parse. */
export function refuseSocket(socket: Duplex, refusal: Refusal, req?: IncomingMessage): void {
  logger.warn('request refused', { status: refusal.status, reason: refusal.reason, ...(req && described(req)) });
  answerOnSocket(socket, refusal.status, refusal.message);
}

/** Our answer written straight on a socket (an upgrade no route takes answers 404 this way). */
export function answerOnSocket(socket: Duplex, status: Refusal['status'] | 404, message: string): void {
  if (!socket.writable) return;
  const text = body(status, message);
  const headers = {
    ...doorHeaders(isEncrypted(socket)),
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
    ...(status === 405 && { Allow: ALLOW }),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${text}`);
}

/**
 * Node's `clientError`: a request it could not parse (an unknown method, malformed headers, headers too
 * large, too slow). Node's default answer is a bare status line; this one has our headers and a log line.
 */
export function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const reason = error.code ?? 'unparsable';
  const status =
    reason === 'HPE_INVALID_METHOD'
      ? 405
      : reason === 'HPE_HEADER_OVERFLOW'
        ? 431
        : reason === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  refuseSocket(socket, { status, message: 'bad-request', reason });
}

function isEncrypted(socket: unknown): boolean {
  return typeof socket === 'object' && socket !== null && 'encrypted' in socket && Boolean(socket.encrypted);
}
