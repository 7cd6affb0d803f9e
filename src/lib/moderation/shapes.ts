/**
 * Reports, appeals, suspensions and the people page of the moderators as the API serves and takes them (issue 18,
 * decisions 149, 152, 174): each shape is declared once, here, as a zod schema whose `id` names it in the OpenAPI
 * document; its type is what zod infers (decision 212). Plain zod described with `.meta()`, so the server loads it
 * outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { RISK_KINDS } from '../conversations/risk-signals.ts';
import { ReviewSchema } from '../reviews/shapes.ts';
import { ROLES } from '../users/types.ts';
import {
  APPEAL_DECISIONS,
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  MODERATION_ACTIONS,
  REASON_MAX,
  REASON_MIN,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
  REPORT_TEXT_MAX,
} from './types.ts';

const isoDate = z.string().meta({ format: 'date-time' });
/** A uid the client sends in a body, checked as a path's uid is. */
const uid = z.uuid('validation.invalid-format').meta({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' });
const someone = z.object({ uid: z.uuid(), name: z.string() });

/** A moderator's reason, read by the person the decision concerns: trimmed, 5 to 500 characters. */
export const moderatorReason = z
  .string({ message: 'moderation.error.reason' })
  .max(REASON_MAX * 4, 'moderation.error.reason')
  .transform((v) => v.trim())
  .refine((v) => v.length >= REASON_MIN && v.length <= REASON_MAX, 'moderation.error.reason');

/** How long a suspension lasts: 1 to 3650 days, or null (or absent) for good (decision 150). */
const suspensionDays = z
  .number()
  .int('validation.integer')
  .min(1, 'suspension.error.days')
  .max(3650, 'suspension.error.days')
  .nullable()
  .optional()
  .meta({ description: 'SUSPEND only: days, or null for good', example: 30 });
export const reportTarget = z.enum(REPORT_TARGETS, { message: 'report.error.target-type' });

export const ModerationEntrySchema = z
  .object({
    uid: z.uuid(),
    action: z.enum(MODERATION_ACTIONS),
    moderator: z.string().nullable().meta({ description: "Null for the site's own decision (an automatic hold)" }),
    reason: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'ModerationEntry' });
export type ModerationEntry = z.infer<typeof ModerationEntrySchema>;

export const ReportEntrySchema = z
  .object({
    reporter: someone.nullable().meta({ description: 'Null once the reporter deleted their account' }),
    confirmed: z.boolean().meta({
      description: "Whether the reporter's e-mail is confirmed (an unconfirmed account's report weighs nothing)",
    }),
    memberSince: isoDate.nullable(),
    weight: z.number().int().meta({ description: 'What this report counted toward a hold when filed' }),
    linked: z.boolean().meta({
      description:
        'Whether, when filed, the reporter had shared a sign-in address or a browser with the person reported or with ' +
        'another reporter whose report weighed (decision 196): then it weighed nothing',
    }),
    reason: z.enum(REPORT_REASONS),
    text: z.string().nullable(),
    createdAt: isoDate,
    filed: z.number().int().meta({ description: 'Reports this reporter filed in all' }),
    upheld: z.number().int().meta({ description: 'Of those, how many a moderator upheld (not dismissed)' }),
  })
  .meta({
    id: 'ReportEntry',
    description: 'One open report in the queue: who filed it, what it weighs, and how their earlier reports went',
  });
export type ReportEntry = z.infer<typeof ReportEntrySchema>;

// Inline (not a component of its own), as it always was in the document.
const ReportedReviewSchema = z.object({
  ...ReviewSchema.shape,
  about: z.string().nullable().meta({ description: 'The person reviewed' }),
});

export const ReportGroupSchema = z
  .object({
    targetType: reportTarget,
    targetUid: z.uuid(),
    title: z.string().meta({ description: "The advert's title, the person's name, or the conversation's advert" }),
    link: z.string().nullable().meta({ description: 'The page a moderator opens to see it' }),
    owner: someone
      .nullable()
      .meta({ description: 'The person the reports are about, whom WARN and SUSPEND hit (decision 174)' }),
    reporters: z.number().int().meta({ description: 'Different people with an open report on it' }),
    weight: z.number().int().meta({ description: 'What the open reports weigh together (decision 174)' }),
    holdWeight: z.number().int().meta({ description: 'The weight that hides an advert (REPORT_HOLD_WEIGHT)' }),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    texts: z.array(z.string()).meta({ description: "The reporters' texts, newest first" }),
    reports: z
      .array(ReportEntrySchema)
      .meta({ description: "Each open report, newest first, with what it weighs and its reporter's record" }),
    firstReportedAt: isoDate,
    targetCreatedAt: isoDate
      .nullable()
      .meta({ description: "When the advert was created (an advert's age is a signal)" }),
    held: z.boolean().meta({ description: 'An advert hidden after reports until a decision' }),
    heldBecause: z
      .string()
      .nullable()
      .meta({ description: 'Why a held advert was held: how many reports and what they weighed' }),
    ownerHistory: z.number().int().meta({ description: 'Earlier take-downs, rejections and warnings of the owner' }),
    ownerMessages: z
      .object({
        total: z.number().int(),
        flagged: z.number().int(),
        kinds: z.array(z.object({ kind: z.enum(RISK_KINDS), count: z.number().int() })),
      })
      .nullable()
      .meta({
        description:
          "How many of the owner's messages carried a scam note, in all, and per kind (decision 177); null when the reports name nobody",
      }),
    log: z.array(ModerationEntrySchema),
    messages: z
      .array(
        z.object({
          author: z.string().nullable(),
          body: z.string().nullable(),
          photos: z
            .array(z.object({ key: z.string(), width: z.number().int(), height: z.number().int() }))
            .meta({ description: 'Read from GET /private/conversation/{uid}/photo/{key}/{width}.webp' }),
          createdAt: isoDate,
        }),
      )
      .meta({ description: "A reported conversation's latest 50 messages, oldest first; empty for other targets" }),
    review: ReportedReviewSchema.nullable().meta({
      description: 'A reported review as it reads (decision 184); null for other targets',
    }),
  })
  .meta({
    id: 'ReportGroup',
    description: 'The open reports of one target about one person, as the queue shows them (worst first)',
  });
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const ReportInputSchema = z
  .object({
    targetType: reportTarget,
    targetUid: uid,
    reason: z.enum(REPORT_REASONS, { message: 'report.error.reason' }),
    text: z.string().max(REPORT_TEXT_MAX, 'report.error.text-too-long').optional(),
  })
  .meta({
    id: 'ReportInput',
    example: {
      targetType: 'SALE',
      targetUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90',
      reason: 'SCAM',
      text: 'Pede um sinal por transferência antes de mostrar o animal.',
    },
  });
export type ReportInput = z.input<typeof ReportInputSchema>;

export const ReportFiledSchema = z.object({ uid: z.uuid(), held: z.boolean() }).meta({ id: 'ReportFiled' });
export type ReportFiled = z.infer<typeof ReportFiledSchema>;

export const ReportDecisionInputSchema = z
  .object({
    targetType: reportTarget,
    targetUid: uid,
    subjectUid: uid.optional().meta({
      description:
        "The group's person (`owner.uid` in the queue); needed only when a conversation holds reports about both people",
    }),
    decision: z.enum(REPORT_DECISIONS, { message: 'report.error.decision' }),
    reason: moderatorReason,
    days: suspensionDays,
  })
  .meta({
    id: 'ReportDecisionInput',
    example: {
      targetType: 'SALE',
      targetUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90',
      decision: 'TAKE_DOWN',
      reason: 'Fotografias copiadas de outro anúncio.',
    },
  });
export type ReportDecisionInput = z.input<typeof ReportDecisionInputSchema>;

export const ReportDecisionResultSchema = z.object({ closed: z.number().int() }).meta({ id: 'ReportDecisionResult' });
export type ReportDecisionResult = z.infer<typeof ReportDecisionResultSchema>;

export const SuspensionInputSchema = z
  .object({ days: suspensionDays, reason: moderatorReason })
  .meta({ id: 'SuspensionInput', example: { days: 30, reason: 'Pediu sinais antes de mostrar os animais.' } });
export type SuspensionInput = z.input<typeof SuspensionInputSchema>;

export const SuspensionSchema = z
  .object({ until: isoDate.meta({ description: '9999-12-31 for good' }) })
  .meta({ id: 'Suspension' });
export type Suspension = z.infer<typeof SuspensionSchema>;

// ── Appeals of a take-down (issue 37, decision 174) ───────────────────────────

export const AppealEntrySchema = z
  .object({
    uid: z.uuid(),
    sale: z.object({ uid: z.uuid(), title: z.string() }),
    owner: someone,
    text: z.string(),
    createdAt: isoDate,
    takeDown: z
      .object({ reason: z.string().nullable(), at: isoDate.nullable() })
      .meta({ description: "The take-down it answers: the moderator's reason and when" }),
  })
  .meta({ id: 'AppealEntry', description: "An open appeal as the moderators' queue shows it" });
export type AppealEntry = z.infer<typeof AppealEntrySchema>;

export const AppealInputSchema = z
  .object({
    text: z
      .string({ message: 'appeal.error.text' })
      .max(APPEAL_TEXT_MAX * 4, 'appeal.error.text')
      .transform((v) => v.trim())
      .refine((v) => v.length >= APPEAL_TEXT_MIN && v.length <= APPEAL_TEXT_MAX, 'appeal.error.text'),
  })
  .meta({
    id: 'AppealInput',
    example: { text: 'As fotografias são minhas: posso enviar os originais com a data.' },
  });
export type AppealInput = z.input<typeof AppealInputSchema>;

export const AppealFiledSchema = z.object({ uid: z.uuid() }).meta({ id: 'AppealFiled' });
export type AppealFiled = z.infer<typeof AppealFiledSchema>;

export const AppealDecisionInputSchema = z
  .object({ decision: z.enum(APPEAL_DECISIONS, { message: 'report.error.decision' }), reason: moderatorReason })
  .meta({
    id: 'AppealDecisionInput',
    example: { decision: 'REINSTATE', reason: 'Fotografias originais confirmadas.' },
  });
export type AppealDecisionInput = z.input<typeof AppealDecisionInputSchema>;

// ── People for the moderators (decision 152) ──────────────────────────────────

export const PersonSummarySchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    suspendedUntil: isoDate.nullable().meta({ description: 'Suspended until then (9999-12-31 for good), or null' }),
  })
  .meta({ id: 'PersonSummary', description: "A person as the moderators' people page lists them" });
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

export const PersonDetailSchema = PersonSummarySchema.extend({
  userType: z.string(),
  certified: z.boolean(),
  memberSince: z.string().meta({ format: 'date', example: '2026-03-14' }),
  suspensionReason: z.string().nullable(),
  openReports: z.number().int().meta({ description: 'Open reports about this person' }),
  log: z.array(ModerationEntrySchema).meta({ description: 'Every decision about this person, newest first' }),
}).meta({
  id: 'PersonForModerators',
  description: 'One person for the moderators: their role, suspension, open reports and every decision about them',
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

export const PeoplePageSchema = z
  .object({ content: z.array(PersonSummarySchema), totalElements: z.number().int() })
  .meta({ id: 'PeoplePage' });
export type PeoplePage = z.infer<typeof PeoplePageSchema>;

const MODERATOR_OR_USER = ['moderator', 'user'] as const;

export const RoleInputSchema = z
  .object({ role: z.enum(MODERATOR_OR_USER, { message: 'people.error.role' }) })
  .meta({ id: 'RoleInput', example: { role: 'moderator' } });
export type RoleInput = z.input<typeof RoleInputSchema>;

export const RoleChangeSchema = z
  .object({ uid: z.uuid(), role: z.enum(MODERATOR_OR_USER), changed: z.boolean() })
  .meta({ id: 'RoleChange' });
export type RoleChange = z.infer<typeof RoleChangeSchema>;
