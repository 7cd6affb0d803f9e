// An answer given before the body arrived (decision 017): a real server from a build, raw sockets that keep
// uploading whatever the server says, as a naive or hostile client does. The client must read the whole
// answer and see the connection end without a reset; `Expect: 100-continue` gets a refusal without a 100.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, startApp, type App } from './harness.ts';

let app: App;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-early-'));
  app = await startApp({ dataDir });
}, 300_000);

afterAll(async () => {
  await app?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

interface Exchange {
  /** The interim 100 Continue came before the final answer. */
  continued: boolean;
  status: number;
  headers: Record<string, string>;
  /** The final answer's body, de-chunked; `complete` says whether every byte it announced arrived. */
  body: string;
  complete: boolean;
  /** The socket's error (ECONNRESET, EPIPE) if the connection did not end cleanly. */
  error: string | undefined;
  /** Body bytes the client managed to hand to its kernel. */
  sent: number;
}

function parse(data: string): Omit<Exchange, 'error' | 'sent'> {
  let rest = data;
  let continued = false;
  if (rest.startsWith('HTTP/1.1 100 ')) {
    continued = true;
    rest = rest.slice(rest.indexOf('\r\n\r\n') + 4);
  }
  const end = rest.indexOf('\r\n\r\n');
  if (end < 0) return { continued, status: 0, headers: {}, body: '', complete: false };
  const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const raw = rest.slice(end + 4);
  const status = Number(statusLine.split(' ')[1]);
  if (headers['transfer-encoding'] === 'chunked') {
    let body = '';
    let at = 0;
    for (;;) {
      const lineEnd = raw.indexOf('\r\n', at);
      if (lineEnd < 0) return { continued, status, headers, body, complete: false };
      const size = parseInt(raw.slice(at, lineEnd), 16);
      if (size === 0) return { continued, status, headers, body, complete: true };
      body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers['content-length'] ?? NaN);
  return { continued, status, headers, body: raw.slice(0, length), complete: raw.length >= length };
}

/** `bytes` of a body made of `fill`, produced 64 KB at a time; or a body of its own. */
type Body = { bytes: number; fill: string } | Buffer;

/**
 * Sends `head` and then the body (unless `waitFor100` and the server answers finally first), in 64 KB writes
 * as fast as the socket takes them, and keeps sending after an answer or the server's half-close. Resolves
 * when the connection is closed.
 */
function exchange(head: string, body: Body, options: { waitFor100?: boolean } = {}): Promise<Exchange> {
  const total = Buffer.isBuffer(body) ? body.length : body.bytes;
  const piece = Buffer.isBuffer(body) ? undefined : Buffer.alloc(64 * 1024, body.fill);
  const chunkAt = (at: number) =>
    piece ? piece.subarray(0, Math.min(piece.length, total - at)) : (body as Buffer).subarray(at, at + 64 * 1024);
  return new Promise((resolve) => {
    const socket = net.connect({ port: app.port, host: '127.0.0.1', allowHalfOpen: true });
    let data = '';
    let sent = 0;
    let error: string | undefined;
    let sending = false;
    let serverEnded = false;
    const drained = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          socket.off('drain', done).off('close', done);
          resolve();
        };
        socket.on('drain', done).on('close', done);
      });
    const send = async () => {
      if (sending) return;
      sending = true;
      while (sent < total && !socket.destroyed && socket.writable) {
        const chunk = chunkAt(sent);
        sent += chunk.length;
        if (!socket.write(chunk)) await drained();
      }
      sending = false;
      if (serverEnded) socket.end();
    };
    socket.setTimeout(20_000, () => socket.destroy(new Error('no end within 20 s')));
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      if (options.waitFor100 && data.startsWith('HTTP/1.1 100 ') && data.includes('\r\n\r\n')) void send();
    });
    socket.on('error', (e: Error & { code?: string }) => (error = e.code ?? e.message));
    // The server's half-close does not stop the upload: the client ends its side once it has sent everything.
    socket.on('end', () => {
      serverEnded = true;
      if (!sending) socket.end();
    });
    socket.on('close', () => resolve({ ...parse(data), error, sent }));
    socket.write(head.replaceAll('{host}', `127.0.0.1:${app.port}`));
    if (!options.waitFor100) void send();
  });
}

const deep = { bytes: 14 * MB, fill: '[' };
const upload = (extra = '', bytes = deep.bytes) =>
  `POST /api/private/sale/file HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${bytes}\r\n${extra}\r\n`;

describe('an answer given while the client is still uploading', () => {
  it('reaches an anonymous 14 MB upload to a private route whole, every time, without a reset', async () => {
    for (let i = 0; i < 10; i += 1) {
      const answer = await exchange(upload(), deep);
      expect({ i, status: answer.status, complete: answer.complete, error: answer.error }).toEqual({
        i,
        status: 401,
        complete: true,
        error: undefined,
      });
      expect(JSON.parse(answer.body)).toEqual({ status: 401, message: 'unauthorized' });
      expect(answer.headers['connection']).toBe('close');
    }
  }, 120_000);

  it('reaches a member whose 14 MB body was refused part-way (too deep), without a reset', async () => {
    const member = await newAccount(app.url, 'deep');
    const answer = await exchange(upload(`Authorization: Bearer ${member.token}\r\n`), deep);
    expect({ status: answer.status, complete: answer.complete, error: answer.error }).toEqual({
      status: 400,
      complete: true,
      error: undefined,
    });
    expect(JSON.parse(answer.body)).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { body: 'validation.too-deep' },
    });
  }, 30_000);

  it('stops reading what follows an early answer after 20 MB (or 2 s)', async () => {
    // A body far over the bound: the answer arrives whole, then the server cuts the connection.
    const started = performance.now();
    const endless = { bytes: 1024 * MB, fill: 'a' };
    const answer = await exchange(upload('', endless.bytes), endless);
    // The answer leaves first; a client that is still writing when the server cuts may see its write fail before
    // it reads that answer (Node then drops what the kernel holds), so on a loaded machine it can be missed here.
    // Uploads within the bound get it whole every time (the 14 MB test above); what this test holds is the bound.
    if (answer.status !== 0)
      expect({ status: answer.status, complete: answer.complete }).toEqual({ status: 401, complete: true });
    // 20 MB read by the server, what arrived between two of its 10 ms checks (loopback moves about 1 GB/s) and what
    // the two kernels' socket buffers took (up to ~36 MB): a bound far below the gigabyte the client had to send.
    expect(answer.sent).toBeLessThan(96 * MB);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);
});

describe('Expect: 100-continue', () => {
  it('refuses an anonymous upload to a private route without asking for the body', async () => {
    const answer = await exchange(upload('Expect: 100-continue\r\n'), deep, { waitFor100: true });
    expect(answer.continued).toBe(false);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ status: 401, message: 'unauthorized' });
    expect(answer.sent).toBe(0);
    expect(answer.error).toBeUndefined();
  });

  it('refuses a body announced over 16 MB without asking for it', async () => {
    const answer = await exchange(
      'POST /api/public/signup HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${17 * MB}\r\nExpect: 100-continue\r\n\r\n`,
      { bytes: 17 * MB, fill: ' ' },
      { waitFor100: true },
    );
    expect(answer.continued).toBe(false);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBe(0);
  });

  it("still takes a member's upload: 100 Continue, then the body, then 201", async () => {
    const member = await newAccount(app.url, 'expect');
    const jpeg = await sharp({ create: { width: 240, height: 200, channels: 3, background: '#c9a26b' } })
      .jpeg()
      .toBuffer();
    const body = Buffer.from(JSON.stringify({ source: jpeg.toString('base64') }));
    const answer = await exchange(
      `POST /api/private/sale/file HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer ${member.token}\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n` +
        'Connection: close\r\n\r\n',
      body,
      { waitFor100: true },
    );
    expect(answer.continued).toBe(true);
    expect(answer.sent).toBe(body.length);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual(expect.objectContaining({ uid: expect.any(String) }));
  });
});
