/**
 * A person's standing (decisions 174, 196): what their word weighs, one rule for a report toward holding an advert and
 * for a review toward a rating. Unconfirmed: nothing. Confirmed but under ESTABLISHED_DAYS old: "new", nothing toward a
 * hold or an average. Older: established, unless "linked" to the people concerned (the person reported or reviewed,
 * the other reporters whose reports weigh): an account that shared a sign-in address or a browser with one of them in
 * the last 30 days is not independent of them and weighs nothing. Nothing a person does in an afternoon (talking to
 * their own advert, a visit they accept themselves) makes an account count: age cannot be made after the fact. The
 * report weights and the hold are settings (env.ts).
 */
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { rowsOf } from '../../db/rows.ts';
import { knownDevices, knownSignInAddresses, users, visitReviews } from '../../db/schema.ts';
import type { Standing } from '../../../lib/moderation/types.ts';
import type { Env } from '../../env.ts';
import { DAY_MS } from '../../../lib/time.ts';
import { KNOWN_ADDRESS_TTL_MS } from '../auth/index.ts';

/** An account counts from this age on (and confirmed, and independent of the people concerned). */
export const ESTABLISHED_DAYS = 7;

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

/** The weight of a report by someone of this standing: a linked account's, like an unconfirmed one's, is nothing. */
export function weightOf(standing: Standing, settings: ReportSettings): number {
  if (standing === 'established') return settings.REPORT_WEIGHT_ESTABLISHED;
  if (standing === 'new') return settings.REPORT_WEIGHT_NEW;
  return 0;
}

/**
 * SQL: the standing of `person` (the users table or an alias of it) at `now`, where `linked` says whether they share
 * an address or a device with the people concerned. Reviews read it for every review (decision 196); `standingOf`
 * for one person: the same rule.
 */
export function standingSql(
  person: { emailConfirmedAt: SQLWrapper; createdAt: SQLWrapper },
  now: Date,
  linked: SQL,
): SQL<Standing> {
  const since = new Date(now.getTime() - ESTABLISHED_DAYS * DAY_MS);
  return sql<Standing>`(case when ${person.emailConfirmedAt} is null then 'unconfirmed'
    when ${person.createdAt} > ${since} then 'new'
    when ${linked} then 'linked'
    else 'established' end)`;
}

const recent = (now: Date) => new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS);

/** SQL: the accounts other than `userId` that shared a sign-in address or a browser with it in the last 30 days. */
function sharersOf(userId: string, now: Date): SQL {
  const since = recent(now);
  return sql`(select b.user_id from ${knownSignInAddresses} a
      join ${knownSignInAddresses} b on b.address = a.address and b.user_id <> a.user_id
      where a.user_id = ${userId} and a.last_seen_at > ${since} and b.last_seen_at > ${since}
    union
    select b.user_id from ${knownDevices} a
      join ${knownDevices} b on b.device = a.device and b.user_id <> a.user_id
      where a.user_id = ${userId} and a.last_seen_at > ${since} and b.last_seen_at > ${since})`;
}

/** SQL: whether `userId` shared an address or a browser with any of `others` in the last 30 days. */
function linkedSql(userId: string, others: readonly string[], now: Date): SQL {
  if (others.length === 0) return sql`false`;
  return sql`exists (select 1 from ${sharersOf(userId, now)} s where s.user_id in ${others})`;
}

/** Where `userId` stands now towards `apartFrom` (the people their word is about, or weighed with). */
export async function standingOf(
  db: Db | Tx,
  userId: string,
  { now = new Date(), apartFrom = [] }: { now?: Date; apartFrom?: readonly (string | null)[] } = {},
): Promise<Standing> {
  const others = [...new Set(apartFrom.filter((id): id is string => Boolean(id) && id !== userId))];
  const [person] = await db
    .select({ standing: standingSql(users, now, linkedSql(userId, others, now)) })
    .from(users)
    .where(eq(users.id, userId));
  return person?.standing ?? 'unconfirmed';
}

/** Whether two people shared a sign-in address or a browser in the last 30 days. */
export async function linked(db: Db | Tx, a: string | null, b: string | null, now = new Date()): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const [row] = rowsOf<{ linked: boolean }>(await db.execute(sql`select ${linkedSql(a, [b], now)} as linked`));
  return Boolean(row?.linked);
}

/**
 * After a sign-up or sign-in recorded its address and browser: the reviews between this account and anyone it now
 * shares one with stop counting for good (`visit_reviews.linked_at`), since the addresses are forgotten after 30 days
 * and the evidence must not be. Looked for first: an update, even of no row, would empty the ratings' caches on
 * every instance at each sign-in (decision 203).
 */
export async function noteLinks(db: Db, userId: string, now = new Date()): Promise<number> {
  const unmarked = sql`${visitReviews.linkedAt} is null and (
    (${visitReviews.authorId} = ${userId} and ${visitReviews.subjectId} in ${sharersOf(userId, now)})
    or (${visitReviews.subjectId} = ${userId} and ${visitReviews.authorId} in ${sharersOf(userId, now)}))`;
  const [any] = await db.select({ id: visitReviews.id }).from(visitReviews).where(unmarked).limit(1);
  if (!any) return 0;
  const marked = await inTransaction({ db }, (tx) =>
    tx.update(visitReviews).set({ linkedAt: now }).where(unmarked).returning({ id: visitReviews.id }),
  );
  return marked.length;
}
