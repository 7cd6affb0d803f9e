/**
 * A reporter's standing (issue 37, decision 174): what their report weighs toward hiding an advert before a moderator
 * looks. An unconfirmed account weighs nothing; a confirmed one weighs REPORT_WEIGHT_ESTABLISHED once it is at least
 * REPORT_ESTABLISHED_DAYS old or has met someone through the site (a visit that took place, or a conversation both
 * sides wrote in), and REPORT_WEIGHT_NEW before that. An advert is held once its open reports weigh
 * REPORT_HOLD_WEIGHT. The three numbers are settings (env.ts); the defaults make three established people a hold
 * and fresh accounts none.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, conversations, messages, sales, users } from '../../db/schema.ts';
import type { ReporterStanding } from '../../../lib/moderation/types.ts';
import type { Env } from '../../env.ts';

export const REPORT_ESTABLISHED_DAYS = 7;
const DAY = 86_400_000;

export type ReportSettings = Pick<Env, 'REPORT_HOLD_WEIGHT' | 'REPORT_WEIGHT_ESTABLISHED' | 'REPORT_WEIGHT_NEW'>;

/** The defaults, when a context carries no environment (scripts, some tests). */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  REPORT_HOLD_WEIGHT: 3,
  REPORT_WEIGHT_ESTABLISHED: 1,
  REPORT_WEIGHT_NEW: 0,
};

export const reportSettings = (env: Partial<ReportSettings> | undefined): ReportSettings => ({
  ...DEFAULT_REPORT_SETTINGS,
  ...Object.fromEntries(Object.entries(env ?? {}).filter(([k]) => k in DEFAULT_REPORT_SETTINGS)),
});

/** The weight of a report by someone of this standing. */
export function weightOf(standing: ReporterStanding, settings: ReportSettings): number {
  if (standing === 'established') return settings.REPORT_WEIGHT_ESTABLISHED;
  if (standing === 'new') return settings.REPORT_WEIGHT_NEW;
  return 0;
}

/** Where `userId` stands now: unconfirmed, new, or established. */
export async function standingOf(db: Db | Tx, userId: string, now = new Date()): Promise<ReporterStanding> {
  const [person] = await db
    .select({ confirmedAt: users.emailConfirmedAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!person?.confirmedAt) return 'unconfirmed';
  if (person.createdAt.getTime() <= now.getTime() - REPORT_ESTABLISHED_DAYS * DAY) return 'established';
  const [met] = await db
    .select({ one: sql<number>`1` })
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .where(
      and(
        eq(bookings.status, 'ACCEPTED'),
        lt(bookings.startsAt, now),
        or(eq(bookings.visitorId, userId), eq(sales.ownerId, userId)),
      ),
    )
    .limit(1);
  if (met) return 'established';
  const [talked] = await db
    .select({ one: sql<number>`1` })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_id = ${userId})`,
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId})`,
      ),
    )
    .limit(1);
  return talked ? 'established' : 'new';
}
