// Graceful shutdown of the real server (SIGTERM, as systemd, Docker or `kill` send it): requests already in
// flight are answered, new connections are refused, and the process exits with 0.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, startApp, within, type App } from './harness.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A sign-up whose body arrives slowly: headers and half the body now, the rest when the test says. It asks
 * `Expect: 100-continue`, so `started` resolves once the server has read the request's headers: from then
 * on the request is in flight.
 */
function slowSignup(app: App, email: string) {
  const body = JSON.stringify({
    name: 'Lenta',
    surname: 'Mente',
    email,
    password: PASSWORD,
    userType: 'TUTOR',
    acceptTerms: true,
  });
  const socket = net.connect(app.port, '127.0.0.1');
  let answer = '';
  let onContinue = () => {};
  const started = new Promise<void>((resolve) => (onContinue = resolve));
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
    if (answer.startsWith('HTTP/1.1 100')) onContinue();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/public/signup HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    started: () => within(20_000, 'the server reading the slow request', started),
    /** The final answer's status has arrived (not the interim 100 Continue). */
    answered: () => /HTTP\/1\.1 (?!100)\d{3}/.test(answer),
    finish: async (): Promise<number> => {
      socket.write(body.slice(half));
      // The server closes the connection after answering: it is shutting down.
      await within(15_000, 'answer to the slow request', closed);
      return Number(/HTTP\/1\.1 (?!100)(\d{3})/.exec(answer)?.[1] ?? 0);
    },
  };
}

const connectable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

describe('SIGTERM (embedded PGlite)', () => {
  it('answers the requests in flight, refuses new connections and exits with 0', async () => {
    const app = await startApp({ dataDir });
    const emails = [`lenta-1-${Date.now()}@patinhas.test`, `lenta-2-${Date.now()}@patinhas.test`];
    const slow = emails.map((email) => slowSignup(app, email));
    // Both requests are in flight: the server has read their headers and waits for the rest of the bodies.
    await Promise.all(slow.map((s) => s.started()));
    const stopped = performance.now();
    app.child.kill('SIGTERM');

    // The listening socket closes while the slow requests are still waiting for their bodies.
    const deadline = Date.now() + 5000;
    while ((await connectable(app.port)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await connectable(app.port)).toBe(false);
    expect(slow.some((s) => s.answered())).toBe(false);
    expect(app.child.exitCode).toBeNull();

    // The in-flight requests complete normally.
    expect(await Promise.all(slow.map((s) => s.finish()))).toEqual([201, 201]);
    expect(await within(15_000, 'exit after SIGTERM', app.exited)).toBe(0);
    const exitMs = Math.round(performance.now() - stopped);

    // And what they wrote is there on the next start.
    const again = await startApp({ dataDir });
    try {
      for (const email of emails) {
        expect(
          (await call(again.url, 'POST', '/public/authenticate', { body: { username: email, password: PASSWORD } }))
            .status,
        ).toBe(200);
      }
    } finally {
      await again.kill('SIGTERM');
    }
    console.log(`SIGTERM: 2 slow requests answered 201, exit code 0 ${exitMs} ms after the signal`);
  }, 180_000);
});
