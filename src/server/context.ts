/** The process's shared services (database, secrets, mail, real time), built once at start-up. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, type Env } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { logger } from './log.ts';
import { ensureReferenceData } from './db/reference/ensure.ts';
import { seedDemo } from './seed/demo.ts';
import { createFileStore } from './files/store.ts';
import { ensureAdmin } from './domain/users/admin.ts';
import { createMailer } from './mail/mailer.ts';
import { startNotificationBus, type NotificationBus } from './realtime/bus.ts';
import { createRealtime, type Realtime } from './realtime/endpoint.ts';
import { startAwayMail } from './domain/conversations/away-mail.ts';
import { startDailyDigest } from './domain/searches/digest.ts';
import { startCertificationRenewal } from './domain/certification/renewal.ts';
import { startReviewRequests } from './domain/reviews/reminders.ts';
import { startFreshAdverts } from './domain/sales/freshness.ts';
import { startMaintenance } from './db/maintenance.ts';
import { createPushSender, loadVapidKeys, vapidSubject } from './domain/push/sender.ts';
import { startPushes } from './domain/push/pushes.ts';
import { disableCaching } from './cache/read-cache.ts';
import type { Services } from './services.ts';

export interface AppContext extends Services {
  database: Database;
  /** Committed notification events from every instance (PostgreSQL LISTEN, or NATS with BUS_URL). */
  bus: NotificationBus;
  /** The STOMP endpoint behind GET /ws. */
  realtime: Realtime;
  close(): Promise<void>;
}

export interface ContextOptions {
  env: Env;
  /** Project root: where `drizzle/` (the migrations) lives. */
  root: string;
  /**
   * The background jobs: the away-mail pass every 30 s (decision 147), the push pass every 5 s (decision 190), the look for the saved searches' morning
   * digest every minute (decision 155), the fresh adverts' pass every 5 minutes (decision 219) and PGlite's maintenance (decisions 156, 168); default on. Tests turn them off: their contexts are not the site, and a
   * pass of its own would race the test that runs one.
   */
  jobs?: boolean;
  /** An in-memory PGlite starts from this dumped data directory instead of an empty one (tests, decision 172). */
  startFrom?: Blob | undefined;
}

export async function createContext({ env, root, jobs = true, startFrom }: ContextOptions): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: path.join(root, 'drizzle'),
    startFrom,
  });
  // PAGE_CACHE=off: no public read nor rendered page is kept, every request is a miss (decision 160).
  if (env.PAGE_CACHE === 'off') disableCaching(database.db);
  const files = createFileStore(env);
  // Reference data and the configured administrator exist before anything answers.
  try {
    await ensureReferenceData(database.db);
    // The demo fills an empty database only, so it runs before the configured administrator exists.
    // A failed demo is rolled back and retried on the next start; the site itself still comes up.
    if (env.SEED === 'demo') {
      await seedDemo({ db: database.db, files }).catch((error: unknown) =>
        logger.error('demo seed failed', { error: String(error) }),
      );
    }
    await ensureAdmin({ db: database.db, env });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer(env);
  const jwtSecret = loadJwtSecret(env);
  const push = createPushSender(loadVapidKeys(env), vapidSubject(env), {
    services: env.PUSH_SERVICES,
    local: env.PUSH_LOCAL_SERVICE,
  });
  // BUS_URL: a NATS broker carries the events between instances instead of LISTEN/NOTIFY (decision 187).
  const bus = await (
    env.BUS_URL
      ? import('./realtime/nats-bus.ts').then(({ startNatsBus }) =>
          startNatsBus(database, { url: env.BUS_URL as string, stream: env.BUS_STREAM }),
        )
      : startNotificationBus(database)
  ).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const realtime = createRealtime({ ctx: { env, db: database.db, jwtSecret }, bus });
  // Mail for people away from their conversations (decision 147): each instance looks, one claims.
  const stopAwayMail = jobs ? startAwayMail({ db: database.db, mailer, env }) : async () => {};
  // Pushes to the devices of people with no tab open (decision 190): each instance looks, one claims.
  const stopPushes = jobs ? startPushes({ db: database.db, push }) : async () => {};
  // The saved searches' morning digest (decision 155): each instance looks, one claims the day.
  const stopDigest = jobs ? startDailyDigest({ db: database.db, mailer, env, jwtSecret }) : async () => {};
  // Certification reminders and ends (decision 176): each instance looks, one claims the day.
  const stopRenewal = jobs ? startCertificationRenewal({ db: database.db, files, mailer, env }) : async () => {};
  // "Como correu a visita?" (decision 183): each instance looks, the (visit, person, kind) row is the claim.
  const stopReviewRequests = jobs ? startReviewRequests({ db: database.db, mailer, env }) : async () => {};
  // "Ainda disponível?" and the lapse of unconfirmed adverts (decision 219): each instance looks, the advert's row is the claim.
  const stopFresh = jobs ? startFreshAdverts({ db: database.db, mailer, env, jwtSecret }) : async () => {};
  // PGlite has no autovacuum: the tables that changed are treated a minute after start and hourly (decision 168).
  const stopMaintenance = jobs ? startMaintenance(database) : async () => {};
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    jwtSecret,
    files,
    mailer,
    push,
    bus,
    realtime,
    close: async () => {
      // Jobs first, sockets next (clients reconnect elsewhere), then LISTEN, then the database.
      await Promise.all([stopDigest(), stopRenewal(), stopReviewRequests(), stopFresh()]);
      await stopMaintenance();
      await stopAwayMail();
      await stopPushes();
      await realtime.close();
      await bus.close();
      await database.close();
      mailer.close();
    },
  };
  return ctx;
}

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so tokens survive restarts. */
function loadJwtSecret(e: Env): Uint8Array {
  if (e.JWT_SECRET) return new TextEncoder().encode(e.JWT_SECRET);
  if (e.DATA_DIR.startsWith('memory://')) return randomBytes(32);
  const file = path.join(e.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(e.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const KEY = Symbol.for('patinhas.context');
type Holder = { [KEY]?: Promise<AppContext> };

/** The process-wide context, created on first use and shared by pages, API and /ws. */
export function boot(root = process.cwd()): Promise<AppContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContext({ env: env(), root }).catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** Closes the process-wide context (graceful shutdown). */
export async function shutdown(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
  logger.info('context closed');
}
