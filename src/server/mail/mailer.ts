/** Outgoing mail: SMTP when SMTP_URL is set, otherwise an outbox (DATA_DIR/outbox, or memory for memory:// data dirs). */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import { logger } from '../log.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, kept in the outbox entry; never logged (a recovery link is a live ticket). */
  link?: string;
  /** Files sent with the mail (e.g. a visit's .ics); the outbox keeps their text as is. */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on alert mails (the outbox keeps them too). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  /** Text content (UTF-8). */
  content: string;
  /** Full MIME type, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

/** A mail as the outbox keeps it (one JSON file each, or the in-memory list). */
export interface OutboxMail extends Mail {
  id: string;
  date: string;
  from: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(mail: Mail): Promise<void>;
  /** Mails sent by a memory mailer, oldest first (tests read them); empty for the other kinds. */
  readonly outbox: OutboxMail[];
  /**
   * How long a successful send usually takes (a moving average, 0 before the first): a call that decides
   * not to send can take about as long, so its timing does not tell the two apart.
   */
  readonly typicalSendMs: number;
  close(): void;
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR' | 'MAIL_FROM'>): Mailer {
  if (env.SMTP_URL) return timed(smtpMailer(env.SMTP_URL, env.MAIL_FROM));
  if (env.DATA_DIR.startsWith('memory://')) return timed(outboxMailer(env.MAIL_FROM, null));
  return timed(outboxMailer(env.MAIL_FROM, path.join(env.DATA_DIR, 'outbox')));
}

/** Adds typicalSendMs: each successful send moves the average a fifth of the way towards its own duration. */
function timed(mailer: Omit<Mailer, 'typicalSendMs'>): Mailer {
  let typical = 0;
  return {
    kind: mailer.kind,
    outbox: mailer.outbox,
    get typicalSendMs() {
      return typical;
    },
    send: async (mail) => {
      const started = performance.now();
      await mailer.send(mail);
      const ms = performance.now() - started;
      typical = typical === 0 ? ms : typical + (ms - typical) / 5;
    },
    close: () => mailer.close(),
  };
}

function smtpMailer(url: string, from: string): Omit<Mailer, 'typicalSendMs'> {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    outbox: [],
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? [],
        headers: mail.headers ?? {},
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP nothing leaves the machine: each mail becomes `<timestamp>-<id>.json`, readable by its owner only (or stays in memory). */
function outboxMailer(from: string, dir: string | null): Omit<Mailer, 'typicalSendMs'> {
  const outbox: OutboxMail[] = [];
  return {
    kind: dir ? 'outbox' : 'memory',
    outbox,
    send: async (mail) => {
      const date = new Date();
      const entry: OutboxMail = { id: randomUUID(), date: date.toISOString(), from, ...mail };
      let file: string | undefined;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        file = path.join(dir, `${date.toISOString().replaceAll(':', '-')}-${entry.id}.json`);
        // Written beside, then renamed: whoever reads the outbox (a person, a journey) never meets half a mail.
        writeFileSync(`${file}.part`, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
        renameSync(`${file}.part`, file);
      } else {
        outbox.push(entry);
      }
      // Which mail and where, never its link or text: logs travel further than DATA_DIR (decision 096).
      logger.info('mail kept in the outbox (no SMTP_URL)', { to: mail.to, subject: mail.subject, file });
    },
    close: () => {},
  };
}
