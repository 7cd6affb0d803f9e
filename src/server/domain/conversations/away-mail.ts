/**
 * Mail for people who are away (issue 17, decision 147): one mail per conversation with the messages they have
 * not received, once the oldest of them has waited AWAY_MAIL_DELAY_MS, and never again for that conversation
 * until they have been back. "Away" is what every instance agrees on: no tab of theirs acknowledged delivery.
 *
 * Each pass claims a conversation by moving its `*_mailed_id` with a compare-and-set, so two instances running
 * the same pass never mail twice; the mail goes after the claim commits (at most once, like every other mail).
 */
import { and, asc, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema.ts';
import { logger } from '../../log.ts';
import type { Mail } from '../../mail/mailer.ts';
import { awayMail } from '../../mail/templates/conversations.ts';
import type { Services } from '../../services.ts';
import { t } from '../../../i18n/index.ts';
import { formatVisitTime } from '../../../lib/bookings/format.ts';
import type { VisitNote } from '../../../lib/conversations/shapes.ts';
import { runEvery } from '../passes.ts';
import { SIDES, type Side, waiting } from './sides.ts';

/** How long an unreceived message waits before its reader is mailed: a reply while they are on the site wins. */
export const AWAY_MAIL_DELAY_MS = 2 * 60_000;
/** How often each instance looks (the claim keeps passes on several instances from mailing twice). */
export const AWAY_MAIL_INTERVAL_MS = 30_000;
/** Messages quoted in one mail (the newest); the link opens the conversation with all of them. */
const QUOTED = 5;
/** Conversations handled per pass; the next pass takes the rest. */
const BATCH = 200;

type Ctx = Pick<Services, 'db' | 'mailer' | 'env'>;

/** One pass over every conversation: returns how many mails it sent. */
export async function mailAwayReaders(ctx: Ctx, now = new Date()): Promise<number> {
  let sent = 0;
  for (const side of Object.values(SIDES)) {
    const due = new Date(now.getTime() - AWAY_MAIL_DELAY_MS);
    // Something they have not received, and they came back (or were never mailed) since the last mail.
    const candidates = await ctx.db
      .select({
        id: conversations.id,
        person: side.person,
        other: side.other,
        saleTitle: conversations.saleTitle,
        last: conversations.lastMessageId,
        delivered: side.delivered,
        mailed: side.mailed,
      })
      .from(conversations)
      .where(
        and(
          isNotNull(side.person),
          gt(conversations.lastMessageId, side.delivered),
          lte(side.mailed, side.delivered),
          waiting(side, sql`${side.delivered}`, due),
        ),
      )
      .limit(BATCH);
    for (const c of candidates) {
      const mail = await claim(ctx.db, ctx.env, side, c);
      if (!mail) continue;
      try {
        await ctx.mailer.send(mail);
        sent++;
      } catch (error) {
        logger.error('away mail failed', { conversation: c.id, error: String(error) });
      }
    }
  }
  return sent;
}

interface Candidate {
  id: string;
  person: string | null;
  other: string | null;
  saleTitle: string;
  last: number;
  delivered: number;
  mailed: number;
}

/** Moves the mailed pointer if nobody else did, and builds the mail; null when another pass got there first. */
async function claim(db: Db, env: Ctx['env'], side: Side, c: Candidate): Promise<Mail | null> {
  if (!c.person) return null;
  const claimed = await db
    .update(conversations)
    .set(side.told('mailed', c.last))
    .where(and(eq(conversations.id, c.id), eq(side.mailed, c.mailed), lte(side.mailed, side.delivered)))
    .returning({ id: conversations.id });
  if (claimed.length === 0) return null;
  const [reader] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, c.person));
  const [writer] = c.other
    ? await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, c.other))
    : [];
  if (!reader) return null;
  const unseen = await db
    .select({ body: messages.body, visit: messages.visit })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, c.id),
        gt(messages.id, c.delivered),
        lte(messages.id, c.last),
        ne(messages.senderId, c.person),
        or(isNotNull(messages.body), isNotNull(messages.visit)),
      ),
    )
    .orderBy(asc(messages.id));
  if (unseen.length === 0) return null;
  return awayMail(env, {
    reader,
    writer: writer ? `${writer.name} ${writer.surname}`.trim() : '',
    saleTitle: c.saleTitle,
    conversationId: c.id,
    quoted: unseen.slice(-QUOTED).map((m) => m.body ?? (m.visit ? visitLine(m.visit) : '')),
    total: unseen.length,
  });
}

/** A visit note as a line of the mail, in the words the conversation shows. */
const visitLine = (visit: VisitNote): string =>
  t(visit.kind === 'proposal' ? 'messages.visit.proposal' : `messages.visit.${visit.status}`, {
    date: formatVisitTime(visit.date),
  });

/** Runs a pass every AWAY_MAIL_INTERVAL_MS on this instance; the returned function stops it. */
export function startAwayMail(ctx: Ctx, intervalMs = AWAY_MAIL_INTERVAL_MS): () => Promise<void> {
  return runEvery('away mail pass', () => mailAwayReaders(ctx), intervalMs);
}
