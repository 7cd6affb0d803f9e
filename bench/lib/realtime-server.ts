/**
 * The real-time server the realtime and messages parts run in the bench process: the database (PGlite in a scratch
 * folder, or a scratch PostgreSQL database with BENCH_DATABASE_URL), its LISTEN bus and the /ws endpoint (the
 * modules production runs) behind an HTTP server that upgrades and answers what `serve` gives it (404 otherwise).
 * `stop()` takes it all down and deletes both.
 * The bus part runs two of them on one given database, each in a process of its own, on either bus.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/server/db/client.ts';
import type { NotificationBus } from '../../src/server/realtime/bus.ts';
import type { Realtime } from '../../src/server/realtime/endpoint.ts';
import { scratchDatabase } from './scratch-database.ts';

export interface RealtimeServer {
  /** ws://127.0.0.1:<port>/ws */
  url: string;
  /** A scratch folder (PGlite's data, the client processes' inputs), deleted by `stop()`. */
  dir: string;
  database: Database;
  bus: NotificationBus;
  realtime: Realtime;
  jwtSecret: Uint8Array;
  /** http://127.0.0.1:<port>, the origin of `url`. */
  origin: string;
  /** Answers the HTTP requests of this origin (a bench's stand-in for the API calls its pages make). */
  serve(listener: http.RequestListener): void;
  stop(): Promise<void>;
}

export interface RealtimeServerOptions {
  /** An existing PostgreSQL database to open (one of several instances, the bus part) instead of a scratch one. */
  databaseUrl?: string;
  /** NATS instead of LISTEN/NOTIFY (BUS_URL, BUS_STREAM). */
  bus?: { url: string; stream: string } | undefined;
}

/** The JWT secret of every bench instance: tokens signed by the bench process are valid on each. */
export const BENCH_JWT_SECRET = new TextEncoder().encode('bench-secret-bench-secret-bench-secret-01');

/** `purpose` names the scratch folder and database (`rt`, `msg`). */
export async function startRealtimeServer(
  purpose: string,
  options: RealtimeServerOptions = {},
): Promise<RealtimeServer> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // The real-time part of the context only: the full one also loads mail and i18n, which need Vite.
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const { startNotificationBus } = await import('../../src/server/realtime/bus.ts');
  const { createRealtime } = await import('../../src/server/realtime/endpoint.ts');
  const { env } = await import('../../src/server/env.ts');

  const dir = mkdtempSync(path.join(tmpdir(), `patinhas-bench-${purpose}-`));
  // Undone in reverse order by stop(), also when a later step of the start fails.
  const undo: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of undo.reverse().splice(0)) await step();
  };
  try {
    // BENCH_DATABASE_URL: PostgreSQL instead of the embedded PGlite, in a database of its own that is
    // dropped afterwards; the process then holds the server alone, as a PostgreSQL deployment does.
    const serverUrl = process.env['BENCH_DATABASE_URL'];
    const scratch = serverUrl && !options.databaseUrl ? await scratchDatabase(serverUrl, purpose) : undefined;
    if (scratch) undo.push(() => scratch.drop());
    const database = await openDatabase({
      dataDir: dir,
      databaseUrl: options.databaseUrl ?? scratch?.url,
      migrationsFolder: path.join(root, 'drizzle'),
    });
    undo.push(() => database.close());
    const { bus: nats } = options;
    const bus = nats
      ? await (await import('../../src/server/realtime/nats-bus.ts')).startNatsBus(database, nats)
      : await startNotificationBus(database);
    undo.push(() => bus.close());
    const jwtSecret = BENCH_JWT_SECRET;
    let listener: http.RequestListener = (_req, res) => res.writeHead(404).end();
    const server = http.createServer((req, res) => listener(req, res));
    undo.push(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });
    // Every client comes from 127.0.0.1: the per-address socket caps (decision 044) would refuse all but a few.
    const realtime = createRealtime({
      ctx: { env: env(), db: database.db, jwtSecret },
      bus,
      limits: { maxSocketsPerAddress: Infinity, maxUnconnectedPerAddress: Infinity },
    });
    // Closed before the HTTP server, whose close waits for the upgraded sockets.
    undo.push(() => realtime.close());
    server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = `${origin.replace('http', 'ws')}/ws`;
    const serve = (next: http.RequestListener) => (listener = next);
    return { url, origin, dir, database, bus, realtime, jwtSecret, serve, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
