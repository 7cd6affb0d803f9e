/**
 * The certification's year (decision 176): once a day, across every instance (the digest's daily claim), breeders
 * whose approval ends within CERTIFICATION_REMIND_DAYS are reminded by mail, once, unless a renewal already waits;
 * approvals that ended are ended (the badge leaves the adverts) and the breeder is told.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { certificationApplications, users } from '../../db/schema.ts';
import { CERTIFICATION_REMIND_DAYS } from '../../../lib/certification/types.ts';
import { t } from '../../../i18n/index.ts';
import { logger } from '../../log.ts';
import { claimDailyRun, lisbonDay } from '../searches/index.ts';
import { endCertification, mailBreeder, type CertificationContext } from './certification.ts';
import { DAY_MS } from '../../../lib/time.ts';
import { runEvery } from '../passes.ts';

export const RENEWAL_JOB = 'certification-renewal';
/** How often each instance looks whether the day's run is due. */
const RENEWAL_INTERVAL_MS = 60_000;

/** Reminds and ends what is due at `now`, without the daily claim (the job's claim is in `runCertificationRenewal`). */
export async function renewCertifications(
  ctx: CertificationContext,
  now = new Date(),
): Promise<{ reminded: number; ended: number }> {
  // Each certified breeder's latest approval, and whether a renewal waits.
  const current = await ctx.db
    .selectDistinctOn([certificationApplications.userId], {
      id: certificationApplications.id,
      userId: certificationApplications.userId,
      validUntil: certificationApplications.validUntil,
      remindedAt: certificationApplications.remindedAt,
      email: users.email,
      name: users.name,
      renewing: sql<boolean>`exists (select 1 from ${certificationApplications} p
        where p.user_id = ${certificationApplications.userId} and p.status = 'PENDING')`,
    })
    .from(certificationApplications)
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(and(eq(certificationApplications.status, 'APPROVED'), eq(users.certified, true)))
    .orderBy(certificationApplications.userId, desc(certificationApplications.decidedAt));
  let reminded = 0;
  let ended = 0;
  for (const c of current) {
    if (!c.validUntil) continue;
    if (c.validUntil <= now) {
      await endCertification(ctx, c.userId, { moderatorId: null, reason: t('certification.ended-reason') });
      await mailBreeder(ctx, c, 'ENDED', {});
      ended += 1;
    } else if (
      !c.remindedAt &&
      !c.renewing &&
      c.validUntil.getTime() - now.getTime() <= CERTIFICATION_REMIND_DAYS * DAY_MS
    ) {
      await ctx.db
        .update(certificationApplications)
        .set({ remindedAt: now })
        .where(eq(certificationApplications.id, c.id));
      await mailBreeder(ctx, c, 'ENDING', { until: c.validUntil });
      reminded += 1;
    }
  }
  return { reminded, ended };
}

/** The day's run, if this caller wins the day's claim; null when it was not theirs. */
export async function runCertificationRenewal(
  ctx: CertificationContext,
  now = new Date(),
): Promise<{ reminded: number; ended: number } | null> {
  if (!(await claimDailyRun(ctx.db, RENEWAL_JOB, lisbonDay(now).day))) return null;
  const done = await renewCertifications(ctx, now);
  logger.info('certification renewal run', done);
  return done;
}

/** Starts this instance's look for the day's run; returns the stop function. */
export function startCertificationRenewal(ctx: CertificationContext): () => Promise<void> {
  return runEvery('certification renewal', () => runCertificationRenewal(ctx), RENEWAL_INTERVAL_MS);
}
