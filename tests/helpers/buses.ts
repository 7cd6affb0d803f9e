/**
 * The buses the two-instance tests run on (decision 187): LISTEN/NOTIFY always, NATS too when TEST_BUS_URL is set
 * (CI sets it to its broker). Each Vitest worker has a stream of its own, named after its database.
 */
import type { Env } from '../../src/server/env.ts';

export interface TestBus {
  name: string;
  /** What an instance's environment adds to use this bus. */
  env: Partial<Env>;
}

/** The worker's stream: its PostgreSQL database's name (tests/setup/worker.ts set TEST_DATABASE_URL to it). */
export function workerStream(): string {
  return streamOf(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/patinhas_test');
}

export function streamOf(databaseUrl: string): string {
  return new URL(databaseUrl).pathname.slice(1).replaceAll(/[^A-Za-z0-9_-]/g, '_');
}

export function testBuses(): TestBus[] {
  const url = process.env.TEST_BUS_URL;
  return [
    { name: 'LISTEN/NOTIFY', env: {} },
    ...(url ? [{ name: 'NATS', env: { BUS_URL: url, BUS_STREAM: workerStream() } }] : []),
  ];
}

/** Deletes the workers' streams at the end of a run (tests/setup/global.ts), as their databases are dropped. */
export async function deleteStreams(url: string, names: string[]): Promise<void> {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: new URL(url).host });
  try {
    const jsm = await jetstreamManager(nc);
    await Promise.all(names.map((name) => jsm.streams.delete(name).catch(() => false)));
  } finally {
    await nc.close();
  }
}
