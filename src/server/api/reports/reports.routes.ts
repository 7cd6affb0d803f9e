/** Reports and the moderators' queue (issue 18, decision 149): file a report; read the queue and decide; read the log. */
import { createRoute, z } from '@hono/zod-openapi';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../../lib/moderation/types.ts';
import {
  AppealDecisionInputSchema,
  AppealEntrySchema,
  AppealFiledSchema,
  AppealInputSchema,
  ModerationEntrySchema,
  ReportDecisionInputSchema,
  ReportDecisionResultSchema,
  ReportFiledSchema,
  ReportGroupSchema,
  ReportInputSchema,
  reportTarget,
  SuspensionInputSchema,
  SuspensionSchema,
} from '../../../lib/moderation/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, ownCaseRefusal } from '../errors.ts';
import { bearerSecurity, requireAuth, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, limitPerAddress, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';

export const file = createRoute({
  method: 'post',
  path: '/private/report',
  tags: ['Reports'],
  summary: 'Report an advert, a person, one of my conversations or a published review',
  description:
    'A review (decision 184) is reported for UNTRUE, OFFENSIVE or PERSONAL_DATA only, the other targets for the ' +
    'other reasons (422 `report.error.reason`); the report is about its author. ' +
    "One open report per person and target (409 `report.error.already-open`); not one's own advert or self (422 " +
    '`report.error.own`). Each report names the person it is about and weighs by its reporter (decisions 174, 196): ' +
    'nothing from an unconfirmed account, REPORT_WEIGHT_NEW from a confirmed one under 7 days old, nothing from one ' +
    'that shared a sign-in address or browser in the last 30 days with the person reported or with another reporter ' +
    'whose report weighs, REPORT_WEIGHT_ESTABLISHED otherwise. An advert whose open reports weigh REPORT_HOLD_WEIGHT (3 by default) is ' +
    'hidden at once until a moderator decides, and its owner is told (SALE_HELD). A reported conversation becomes ' +
    'readable by the moderators. The reporter learns the outcome in the bell (REPORT_RESOLVED). Limited per account ' +
    '(10 an hour) and per address (20 an hour).',
  security: bearerSecurity,
  middleware: [limitPerAddress(RATE_RULES.reportIp), requireAuth, limitPerAccount(RATE_RULES.report)] as const,
  request: {
    body: jsonBody(ReportInputSchema),
  },
  responses: {
    201: json(ReportFiledSchema, 'Filed'),
    404: errorResponse(
      '`report.error.target-not-found`: no such advert, person, conversation of the caller or published review',
    ),
    409: errorResponse('`report.error.already-open`: the caller already has an open report on it'),
    422: errorResponse(
      "`report.error.own`: one's own advert, review or oneself; `report.error.reason`: not a reason for this target",
    ),
  },
});

export const queue = createRoute({
  method: 'get',
  path: '/private/admin/report',
  tags: ['Reports'],
  summary: 'Open reports by target and person, worst first (heaviest, most different reporters, then the oldest)',
  description:
    "Leaves out the groups that concern the caller (the person reported, a reporter, the advert's owner, one of the " +
    "conversation's people, the review's author or the one it is about): another member of staff decides them (decision 194).",
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  responses: { 200: json(z.array(ReportGroupSchema), 'The queue') },
});

export const decide = createRoute({
  method: 'post',
  path: '/private/admin/report/decision',
  tags: ['Reports'],
  summary: 'Decide on the open reports of one target: dismiss, take the advert down, or warn its owner',
  description:
    'Every open report of the target about that person closes, and each reporter is told (REPORT_RESOLVED). WARN ' +
    'and SUSPEND hit the person the reports are about, never their reporter (decision 174). ' +
    'Dismissing puts a held advert ' +
    'back online; TAKE_DOWN of an advert tells its owner as a rejection does and its link then says it was removed; ' +
    'TAKE_DOWN of a review hides it (out of the pages and the averages) and tells its author why (decision 184); ' +
    'WARN tells the person concerned (MODERATION_WARNING); SUSPEND suspends them for `days` (or for good), as ' +
    '`PUT /private/admin/user/{uid}/suspension` does. The decision is logged with the reason.',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    body: jsonBody(ReportDecisionInputSchema),
  },
  responses: {
    200: json(ReportDecisionResultSchema, 'Decided'),
    404: errorResponse('`report.error.nothing-open`: no open report on it; `report.error.target-not-found`'),
    403: ownCaseRefusal(
      'the caller is the person reported, filed one of the reports, owns the advert, takes part in the conversation, or wrote or received the review',
      '; `suspension.error.staff-by-admins`: an editor or a moderator is suspended by an admin only',
    ),
    422: errorResponse(
      '`report.error.not-an-advert`: only an advert or a review can be taken down; `suspension.error.staff`: not an ' +
        'admin; `report.error.subject-required`: the conversation holds reports about both people, name one',
    ),
  },
});

export const log = createRoute({
  method: 'get',
  path: '/private/admin/moderation-log',
  tags: ['Reports'],
  summary: 'Every moderation decision about one advert or person, newest first (kept when it is deleted)',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  request: { query: z.object({ targetType: reportTarget, targetUid: uidParam }) },
  responses: { 200: json(z.array(ModerationEntrySchema), 'The decisions') },
});

export const suspend = createRoute({
  method: 'put',
  path: '/private/admin/user/{uid}/suspension',
  tags: ['Reports'],
  summary: 'Suspend an account for a number of days or for good (decision 150)',
  description:
    'The person cannot sign in (403 `auth.error.suspended`), every token and live session ends at once, their approved ' +
    'adverts leave the site (held until the suspension ends) and the visitors of their coming visits are told. Not ' +
    'an admin (422), not oneself (403 `moderation.error.own-case`); an editor or a moderator only by an admin (403 ' +
    '`suspension.error.staff-by-admins`).',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(SuspensionInputSchema),
  },
  responses: {
    200: json(SuspensionSchema, 'Suspended'),
    403: ownCaseRefusal(
      'the person is the caller',
      '; `suspension.error.staff-by-admins`: an editor or a moderator is suspended by an admin only',
    ),
    404: errorResponse('`report.error.target-not-found`: no such person'),
    422: errorResponse('`suspension.error.staff`: not an admin'),
  },
});

export const lift = createRoute({
  method: 'delete',
  path: '/private/admin/user/{uid}/suspension',
  tags: ['Reports'],
  summary: 'Lift a suspension: the person can sign in again and their held adverts come back',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    204: { description: 'Lifted' },
    403: ownCaseRefusal('the person is the caller'),
    409: errorResponse('`suspension.error.not-suspended`: the account is not suspended'),
  },
});

// ── Appeals of a take-down (issue 37, decision 174) ───────────────────────────

export const appeal = createRoute({
  method: 'post',
  path: '/private/my-sale/{uid}/appeal',
  tags: ['Reports'],
  summary: "Answer the take-down of my advert: the answer waits in the moderators' queue",
  description:
    `Only the owner of an advert taken down after reports (404 \`appeal.error.not-found\`, 409 ` +
    `\`appeal.error.not-taken-down\`); one appeal per take-down (409 \`appeal.error.already-open\` while it waits, \`appeal.error.decided\` once answered). ` +
    `${APPEAL_TEXT_MIN} to ${APPEAL_TEXT_MAX} characters.`,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.report)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(AppealInputSchema),
  },
  responses: {
    201: json(AppealFiledSchema, 'Filed'),
    404: errorResponse('`appeal.error.not-found`: no such advert of the caller'),
    409: errorResponse('`appeal.error.not-taken-down`, `appeal.error.already-open` or `appeal.error.decided`'),
  },
});

export const appealQueue = createRoute({
  method: 'get',
  path: '/private/admin/appeal',
  tags: ['Reports'],
  summary: "Open appeals of take-downs, oldest first, but the caller's own (decision 194)",
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  responses: { 200: json(z.array(AppealEntrySchema), 'The appeals') },
});

export const decideAppeal = createRoute({
  method: 'post',
  path: '/private/admin/appeal/{uid}/decision',
  tags: ['Reports'],
  summary: 'Answer an appeal: put the advert back online, or keep it down',
  description:
    'REINSTATE publishes the advert again (its owner told as for an approval); UPHOLD keeps it down. Logged against the ' +
    'advert with the reason, which the owner reads in the bell and by mail. 409 `appeal.error.decided` when answered.',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(AppealDecisionInputSchema),
  },
  responses: {
    204: { description: 'Answered' },
    403: ownCaseRefusal("the appeal and its advert are the caller's own"),
    404: errorResponse('`appeal.error.not-found`'),
    409: errorResponse('`appeal.error.decided`: already answered'),
  },
});
