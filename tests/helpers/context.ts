/** A real AppContext for tests: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
import path from 'node:path';
import { afterAll } from 'vitest';
import { createContext, type AppContext } from '../../src/server/context.ts';
import type { Env } from '../../src/server/env.ts';

const root = path.resolve(import.meta.dirname, '../..');

export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: undefined,
    MAIL_FROM: 'Patinhas <nao-responder@patinhas.pt>',
    PUBLIC_SITE_URL: 'http://localhost:4321',
    PUBLIC_API_BASE: '/api',
    SEED: 'none',
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    LOG_LEVEL: 'silent',
    WS_ALLOWED_ORIGINS: '',
    ...overrides,
  };
}

/** One context per test file (opening PGlite costs seconds); closed after the file. */
export async function useTestContext(overrides: Partial<Env> = {}): Promise<AppContext> {
  const ctx = await createContext({ env: testEnv(overrides), root });
  afterAll(() => ctx.close());
  return ctx;
}

const KEEP = new Set(['__drizzle_migrations', 'user_types', 'locations', 'countries', 'species', 'breeds']);

/** Empties every table but the reference data, so each test starts from the same state. */
export async function resetDatabase(ctx: AppContext): Promise<void> {
  const rows = await ctx.db.execute<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'" as never,
  );
  const list = (rows as unknown as { rows: { tablename: string }[] }).rows ?? (rows as unknown as { tablename: string }[]);
  const tables = list.map((r) => r.tablename).filter((t) => !KEEP.has(t));
  if (tables.length) await ctx.database.exec(`truncate ${tables.map((t) => `"${t}"`).join(', ')} cascade`);
}
