/**
 * A large request body sent on a raw socket as a careless or hostile client sends it: as fast as the socket
 * takes it, on and on after the server has answered or half-closed. Says what came back: the answer's
 * status (even when a reset followed it), or `reset` when the connection died with no answer at all.
 */
import net from 'node:net';

export interface UploadOutcome {
  /** The final answer's status, or 'reset' (no answer before the connection was reset or cut). */
  answer: number | 'reset';
  /** The answer's body, when it was whole. */
  body: string;
  /** The socket's error after (or instead of) the answer: ECONNRESET, EPIPE. */
  error: string | undefined;
  /** Body bytes handed to the kernel. */
  sent: number;
  ms: number;
}

export interface Upload {
  port: number;
  method?: string;
  path: string;
  /** Header lines (without Host, Content-Length or Transfer-Encoding). */
  headers?: Record<string, string>;
  bytes: number;
  /** The byte the body is made of (`[` for the nesting attack). */
  fill: string;
  chunked?: boolean;
}

const PIECE = 64 * 1024;

export function rawUpload(upload: Upload): Promise<UploadOutcome> {
  const started = performance.now();
  const piece = Buffer.alloc(PIECE, upload.fill);
  const framing = upload.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(upload.bytes) };
  const headers = { Host: `127.0.0.1:${upload.port}`, ...upload.headers, ...framing };
  const head =
    `${upload.method ?? 'POST'} ${upload.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return new Promise((resolve) => {
    const socket = net.connect({ port: upload.port, host: '127.0.0.1', allowHalfOpen: true });
    let data = '';
    let sent = 0;
    let error: string | undefined;
    let sending = true;
    let serverEnded = false;
    const drained = () =>
      new Promise<void>((done) => {
        const go = () => {
          socket.off('drain', go).off('close', go);
          done();
        };
        socket.on('drain', go).on('close', go);
      });
    const send = async () => {
      socket.write(head);
      while (sent < upload.bytes && !socket.destroyed && socket.writable) {
        const chunk = piece.subarray(0, Math.min(PIECE, upload.bytes - sent));
        sent += chunk.length;
        const parts = upload.chunked ? [`${chunk.length.toString(16)}\r\n`, chunk, '\r\n'] : [chunk];
        const ok = parts.map((part) => socket.write(part)).every(Boolean);
        if (!ok) await drained();
      }
      if (upload.chunked && socket.writable) socket.write('0\r\n\r\n');
      sending = false;
      if (serverEnded && socket.writable) socket.end();
    };
    socket.setTimeout(30_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', (e: Error & { code?: string }) => (error = e.code ?? e.message));
    socket.on('end', () => {
      serverEnded = true;
      if (!sending) socket.end();
    });
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(data)?.[1] ?? NaN);
      const at = data.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(data.slice(0, at))?.[1] ?? NaN);
      const rest = at < 0 ? '' : data.slice(at + 4);
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(data.slice(0, at));
      const body = chunked ? dechunk(rest) : rest.length >= length ? rest.slice(0, length) : '';
      resolve({
        answer: Number.isNaN(status) ? 'reset' : status,
        body,
        error,
        sent,
        ms: performance.now() - started,
      });
    });
    void send();
  });
}

/** A chunked body's content, or '' when it did not all arrive. */
function dechunk(raw: string): string {
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) return '';
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (Number.isNaN(size)) return '';
    if (size === 0) return body;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}
