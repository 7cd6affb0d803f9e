/**
 * A throw-away PostgreSQL database on the server of `url`, and how to drop it: the bench's PostgreSQL runs
 * (BENCH_DATABASE_URL) and the durability tests (TEST_DATABASE_URL) never touch the database they were given.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function scratchDatabase(url: string, purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `patinhas_${purpose}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
