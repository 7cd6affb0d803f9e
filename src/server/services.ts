/**
 * The services a domain function may be handed (database, secrets, mail, files), named apart from context.ts
 * that builds them: the domain and the real-time endpoint depend on this list, never on the context (decision 005).
 */
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { FileStore } from './files/store.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PushSender } from './domain/push/sender.ts';

export interface Services {
  env: Env;
  db: Db;
  /** HMAC key of the session tokens. */
  jwtSecret: Uint8Array;
  /** Uploaded images' renditions: an S3 bucket with FILE_STORE=s3, else DATA_DIR/files on disk (memory when DATA_DIR is memory://). */
  files: FileStore;
  /** Outgoing mail (SMTP, or the outbox when SMTP_URL is unset). */
  mailer: Mailer;
  /** Web Push to people's devices (VAPID keys from env or DATA_DIR/vapid.json; decision 190). */
  push: PushSender;
}
