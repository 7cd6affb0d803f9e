/**
 * The morning digest of saved searches (issue 19, decision 155): one mail per person with every advert their daily
 * searches matched since the last digest. It runs once per day across every instance, from DIGEST_HOUR in Lisbon:
 * each instance looks every DIGEST_INTERVAL_MS and the first to move `scheduled_runs.last_run_on` to today (a
 * compare-and-set in the database, so it survives restarts and never runs twice) sends it, reading the people in
 * batches. Each person's alerts are marked as mailed right after their mail goes: a run cut short leaves the rest for
 * the next one.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, sales, savedSearches, scheduledRuns, searchAlerts, users } from '../../db/schema.ts';
import { alias } from 'drizzle-orm/pg-core';
import { logger } from '../../log.ts';
import { searchAlertMail, type AlertGroup } from '../../mail/templates/searches.ts';
import type { Services } from '../../services.ts';
import { runEvery } from '../passes.ts';
import { unsubscribeToken } from './saved-searches.ts';
import { distanceSql } from './match.ts';
import { t } from '../../../i18n/index.ts';

export const DIGEST_JOB = 'saved-search-digest';
/** The hour (Lisbon) from which the day's digest may go. */
export const DIGEST_HOUR = 8;
/** How often each instance looks whether the day's digest is due. */
export const DIGEST_INTERVAL_MS = 60_000;

type Ctx = Pick<Services, 'db' | 'mailer' | 'env' | 'jwtSecret'>;

const lisbon = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Lisbon's date (YYYY-MM-DD) and hour at `now`. */
export function lisbonDay(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(lisbon.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, hour: Number(parts['hour']) };
}

/**
 * Claims `job` for `day`: true for exactly one caller per day, whatever the number of instances (the row's update
 * is conditional on an earlier day, and PostgreSQL serialises the competing updates on the row).
 */
export async function claimDailyRun(db: Db, job: string, day: string): Promise<boolean> {
  const rows = await db
    .insert(scheduledRuns)
    .values({ name: job, lastRunOn: day })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { lastRunOn: day, updatedAt: new Date() },
      setWhere: sql`${scheduledRuns.lastRunOn} < ${day}`,
    })
    .returning({ name: scheduledRuns.name });
  return rows.length > 0;
}

/** People mailed per read: the digest holds one batch of people's alerts in memory at a time. */
export const DIGEST_BATCH = 200;

/** The next `limit` people (by id, after `after`) with alerts waiting for the digest. */
async function duePeople(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: searchAlerts.userId })
    .from(searchAlerts)
    .where(
      and(
        eq(searchAlerts.digest, true),
        isNull(searchAlerts.mailedAt),
        after === null ? undefined : gt(searchAlerts.userId, after),
      ),
    )
    .orderBy(asc(searchAlerts.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** These people's waiting alerts, each person's grouped by search in the order they were saved. */
async function dueAlerts(db: Db, people: string[]) {
  const municipality = alias(locations, 'municipality');
  return db
    .select({
      userId: searchAlerts.userId,
      saleId: searchAlerts.saleId,
      searchId: searchAlerts.searchId,
      searchName: savedSearches.name,
      wanted: sql<boolean>`${savedSearches.frequency} = 'DAILY' and not ${savedSearches.paused}`,
      live: sql<boolean>`${sales.status} = 'APPROVED' and ${sales.availability} = 'AVAILABLE'`,
      title: sales.title,
      priceCents: sales.priceCents,
      district: locations.name,
      municipality: municipality.name,
      // How far from the search's place, when it has one (issue 54).
      km: sql<number | null>`round(${sql.raw(distanceSql('"saved_searches"', '"sales"'))})::int`,
      email: users.email,
      name: users.name,
    })
    .from(searchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, searchAlerts.searchId))
    .innerJoin(sales, eq(sales.id, searchAlerts.saleId))
    .innerJoin(users, eq(users.id, searchAlerts.userId))
    .leftJoin(locations, eq(locations.id, sales.locationId))
    .leftJoin(municipality, eq(municipality.id, sales.childLocationId))
    .where(and(eq(searchAlerts.digest, true), isNull(searchAlerts.mailedAt), inArray(searchAlerts.userId, people)))
    .orderBy(asc(searchAlerts.userId), asc(savedSearches.createdAt), asc(searchAlerts.createdAt));
}

/**
 * Sends the day's digest if it is due at `now` and this caller wins the day's claim. Returns the number of mails
 * sent (null when it was not this caller's to send).
 */
export async function sendDailyDigest(ctx: Ctx, now = new Date(), batch = DIGEST_BATCH): Promise<number | null> {
  const { day, hour } = lisbonDay(now);
  if (hour < DIGEST_HOUR) return null;
  if (!(await claimDailyRun(ctx.db, DIGEST_JOB, day))) return null;
  let sent = 0;
  for (let after: string | null = null; ;) {
    const people = await duePeople(ctx.db, after, batch);
    if (people.length === 0) break;
    after = people.at(-1)!;
    sent += await mailPeople(ctx, now, await dueAlerts(ctx.db, people));
  }
  logger.info('saved search digest sent', { day, mails: sent });
  return sent;
}

type DueAlert = Awaited<ReturnType<typeof dueAlerts>>[number];

/** One digest mail per person of `rows` (ordered by person), each person's alerts marked as mailed after it. */
async function mailPeople(ctx: Ctx, now: Date, rows: DueAlert[]): Promise<number> {
  const people = new Map<string, DueAlert[]>();
  for (const row of rows) {
    const list = people.get(row.userId);
    if (list) list.push(row);
    else people.set(row.userId, [row]);
  }
  let sent = 0;
  for (const [userId, alerts] of people) {
    // Paused searches, searches no longer daily, and adverts gone meanwhile are dropped, not kept for later.
    const groups = new Map<string, AlertGroup>();
    for (const a of alerts) {
      if (!a.wanted || !a.live) continue;
      const group = groups.get(a.searchId) ?? { searchUid: a.searchId, searchName: a.searchName, sales: [] };
      group.sales.push({
        uid: a.saleId,
        title: a.title,
        priceCents: a.priceCents,
        place:
          [
            [a.municipality, a.district].filter(Boolean).join(', '),
            a.km === null ? '' : t('sales.near.distance', { km: Number(a.km) }),
          ]
            .filter(Boolean)
            .join(' · ') || null,
      });
      groups.set(a.searchId, group);
    }
    const first = alerts[0]!;
    if (groups.size > 0) {
      try {
        await ctx.mailer.send(
          searchAlertMail(
            ctx.env,
            unsubscribeToken(ctx.jwtSecret, [...groups.keys()]),
            { name: first.name, email: first.email },
            [...groups.values()],
          ),
        );
        sent += 1;
      } catch (error) {
        // Left unmailed: the next digest carries them.
        logger.error('saved search digest mail failed', { userId, error: String(error) });
        continue;
      }
    }
    await ctx.db
      .update(searchAlerts)
      .set({ mailedAt: now })
      .where(
        and(
          eq(searchAlerts.userId, userId),
          inArray(
            searchAlerts.saleId,
            alerts.map((a) => a.saleId),
          ),
        ),
      );
  }
  return sent;
}

/** Starts this instance's look for the day's digest; returns the stop function. */
export function startDailyDigest(ctx: Ctx): () => Promise<void> {
  return runEvery('saved search digest', () => sendDailyDigest(ctx), DIGEST_INTERVAL_MS);
}
