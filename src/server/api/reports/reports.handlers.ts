/** Report handlers: the reporter and the moderator are always the token's. */
import { decisionsAbout } from '../../domain/moderation/log.ts';
import {
  AppealError,
  appealQueue as openAppeals,
  decideAppeal as answerAppeal,
  fileAppeal,
} from '../../domain/moderation/appeals.ts';
import { OwnCaseError } from '../../domain/moderation/own-case.ts';
import { decideReports, fileReport, ReportError } from '../../domain/moderation/reports.ts';
import { reportQueue } from '../../domain/moderation/queue.ts';
import { liftSuspension, suspendAccount, SuspensionError } from '../../domain/moderation/suspensions.ts';
import { salesContext } from '../sales/sales.handlers.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './reports.routes.ts';

const STATUS = {
  'suspension.error.staff': 422,
  'suspension.error.staff-by-admins': 403,
  'suspension.error.not-suspended': 409,
  'report.error.target-not-found': 404,
  'report.error.nothing-open': 404,
  'report.error.already-open': 409,
  'report.error.own': 422,
  'report.error.not-an-advert': 422,
  'report.error.subject-required': 422,
  'report.error.reason': 422,
  'appeal.error.not-found': 404,
  'appeal.error.not-taken-down': 409,
  'appeal.error.already-open': 409,
  'appeal.error.decided': 409,
} as const;

async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ReportError || error instanceof SuspensionError || error instanceof AppealError) {
      throw new ApiError(STATUS[error.key], error.key);
    }
    // A case about the moderator is another's to decide (decision 194).
    if (error instanceof OwnCaseError) throw new ApiError(403, error.key);
    throw error;
  }
}

export const file: AppRouteHandler<typeof routes.file> = async (c) => {
  const filed = await refusals(() =>
    fileReport(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('json')),
  );
  return c.json(filed, 201);
};

export const queue: AppRouteHandler<typeof routes.queue> = async (c) =>
  c.json(await reportQueue(c.get('ctx').db, c.get('principal').userId, c.get('ctx').env), 200);

export const decide: AppRouteHandler<typeof routes.decide> = async (c) => {
  const result = await refusals(() =>
    decideReports(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('json')),
  );
  return c.json(result, 200);
};

export const log: AppRouteHandler<typeof routes.log> = async (c) => {
  const { targetType, targetUid } = c.req.valid('query');
  return c.json(await decisionsAbout(c.get('ctx').db, targetType, targetUid), 200);
};

export const suspend: AppRouteHandler<typeof routes.suspend> = async (c) => {
  const { days = null, reason } = c.req.valid('json');
  const { until } = await refusals(() =>
    suspendAccount(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('param').uid, { days, reason }),
  );
  return c.json({ until: until.toISOString() }, 200);
};

export const lift: AppRouteHandler<typeof routes.lift> = async (c) => {
  await refusals(() => liftSuspension(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('param').uid));
  return c.body(null, 204);
};

export const appeal: AppRouteHandler<typeof routes.appeal> = async (c) => {
  const uid = await refusals(() =>
    fileAppeal(
      salesContext(c.get('ctx')),
      c.get('principal').userId,
      c.req.valid('param').uid,
      c.req.valid('json').text,
    ),
  );
  return c.json({ uid }, 201);
};

export const appealQueue: AppRouteHandler<typeof routes.appealQueue> = async (c) =>
  c.json(await openAppeals(c.get('ctx').db, c.get('principal').userId), 200);

export const decideAppeal: AppRouteHandler<typeof routes.decideAppeal> = async (c) => {
  await refusals(() =>
    answerAppeal(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json')),
  );
  return c.body(null, 204);
};
