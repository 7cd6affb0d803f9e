/** A real AppContext for tests: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { createContext, type AppContext } from '../../src/server/context.ts';
import type { Env } from '../../src/server/env.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { signToken } from '../../src/server/domain/auth/tokens.ts';
import { registerUser } from '../../src/server/domain/users/register.ts';
import type { Signup } from '../../src/lib/auth/shapes.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

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
    RATE_LIMITS: 'on',
    PAGE_CACHE: 'on',
    WS_ALLOWED_ORIGINS: '',
    PUSH_SERVICES: 'fcm.googleapis.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    REPORT_HOLD_WEIGHT: 3,
    REPORT_WEIGHT_ESTABLISHED: 1,
    REPORT_WEIGHT_NEW: 0,
    ...overrides,
  };
}

/**
 * One context per test file (opening PGlite costs seconds); closed after the file. Without the background jobs
 * (away mail, the saved searches' digest) unless `jobs` asks for them: the tests that need one run its pass themselves.
 */
export async function useTestContext(
  overrides: Partial<Env> = {},
  { jobs = false }: { jobs?: boolean } = {},
): Promise<AppContext> {
  const env = testEnv(overrides);
  const ctx = await createContext({ env, root, jobs, startFrom: env.DATABASE_URL ? undefined : migratedSnapshot() });
  afterAll(() => ctx.close());
  // With PostgreSQL the rate-limit counters live in the database the files share (decision 113): each
  // file starts without the earlier files' counters, as each started with an empty memory store.
  await ctx.database.exec('delete from rate_limits');
  return ctx;
}

let snapshot: Blob | undefined;

/** The migrated PGlite the global setup dumped (tests/setup/global.ts): a file's database starts from it. */
export function migratedSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

const KEEP = new Set(['__drizzle_migrations', 'user_types', 'locations', 'countries', 'species', 'breeds']);

/**
 * Empties every table but the reference data, so each test starts from the same state; in a transaction, so that the
 * public caches of this instance are empty too (decision 203).
 */
export async function resetDatabase(ctx: AppContext): Promise<void> {
  const rows = await ctx.db.execute<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  const list = rowsOf<{ tablename: string }>(rows);
  const tables = list.map((r) => r.tablename).filter((t) => !KEEP.has(t));
  if (tables.length)
    await inTransaction(ctx, (tx) => tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} cascade`)));
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** A valid session token (Authorization: Bearer). */
  token: string;
}

export interface SignUpOptions extends Partial<Signup> {
  role?: 'user' | 'editor' | 'moderator' | 'admin';
  /** Breeder fields, set after registration. */
  certified?: boolean;
  dgavNumber?: string;
  /** Whether the e-mail is confirmed (default true, as every account before confirmation existed; decision 174). */
  confirmed?: boolean;
  /** When the account was made: a reporter 7 days old or more is established (decision 174). */
  since?: Date;
}

/** Registers a user through the domain (no HTTP, no rate limits) and gives back a token for it. */
export async function signUp(ctx: AppContext, options: SignUpOptions = {}): Promise<TestUser> {
  const { role, certified, dgavNumber, confirmed = true, since, ...overrides } = options;
  const input: Signup = {
    name: 'Ana',
    surname: 'Silva',
    email: `user-${randomUUID()}@example.pt`,
    password: 'Patinhas2024',
    userType: 'TUTOR',
    acceptTerms: true,
    ...overrides,
  };
  const result = await registerUser(ctx, input);
  if (!result.ok) throw new Error(`signUp failed: ${JSON.stringify(result)}`);
  await ctx.db
    .update(users)
    .set({
      // A test account is confirmed unless the test is about confirmation, as the accounts of before it were.
      emailConfirmedAt: confirmed ? new Date() : null,
      ...(since && { createdAt: since }),
      ...(role && { role }),
      ...(certified !== undefined && { certified }),
      ...(dgavNumber !== undefined && { dgavNumber }),
    })
    .where(eq(users.id, result.uid));
  return {
    uid: result.uid,
    email: input.email.trim().toLowerCase(),
    password: input.password,
    token: await signToken(ctx, result.uid, 0),
  };
}
