/**
 * Certification with evidence as the API serves and takes it (issue 37, decision 176): each shape is declared once,
 * here, as a zod schema whose `id` names it in the OpenAPI document; its type is what zod infers (decision 212).
 * Plain zod described with `.meta()`, so the server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { documentTypeOf } from './document-type.ts';
import {
  CERTIFICATION_DECISIONS,
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  CERTIFICATION_DOCUMENT_TYPES,
  CERTIFICATION_DOCUMENTS_MAX,
  CERTIFICATION_STATUSES,
  DGAV_NUMBER,
  PREMISES_MAX,
  PREMISES_MIN,
} from './types.ts';
import { moderatorReason } from '../moderation/shapes.ts';

const isoDate = z.string().meta({ format: 'date-time' });
/**
 * Base64 (or a data: URL) of one private document of at most `maxBytes`, decoded; its type is read from its bytes,
 * whatever it claims (health documents use it too, decision 215).
 */
export const documentDataSchema = (maxBytes: number, sizeKey: string, typeKey: string) =>
  z
    .string({ message: 'validation.required' })
    .min(1, 'validation.required')
    .max(Math.ceil((maxBytes * 4) / 3) + 200, sizeKey)
    .transform((v, c) => {
      const base64 = v.startsWith('data:') ? v.slice(v.indexOf(',') + 1) : v;
      if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) {
        c.addIssue({ code: 'custom', message: typeKey });
        return z.NEVER;
      }
      return new Uint8Array(Buffer.from(base64, 'base64'));
    })
    .refine((bytes) => bytes.length <= maxBytes, sizeKey)
    .refine((bytes) => documentTypeOf(bytes) !== null, typeKey);

const documentData = documentDataSchema(
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  'certification.error.document-size',
  'certification.error.document-type',
);

export const CertificationDocumentSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    contentType: z.enum(CERTIFICATION_DOCUMENT_TYPES),
    bytes: z.number().int(),
  })
  .meta({ id: 'CertificationDocument' });
export type CertificationDocument = z.infer<typeof CertificationDocumentSchema>;

export const CertificationApplicationSchema = z
  .object({
    uid: z.uuid(),
    status: z.enum(CERTIFICATION_STATUSES),
    dgavNumber: z.string(),
    premises: z.string(),
    documents: z.array(CertificationDocumentSchema),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
    reason: z
      .string()
      .nullable()
      .meta({ description: "The moderator's reason: why it was refused, or what the approval noted" }),
    validUntil: isoDate.nullable().meta({ description: 'APPROVED: when the certification ends' }),
  })
  .meta({ id: 'CertificationApplication' });
export type CertificationApplication = z.infer<typeof CertificationApplicationSchema>;

export const MyCertificationSchema = z
  .object({
    certified: z.boolean(),
    validUntil: isoDate.nullable(),
    canApply: z.boolean().meta({
      description:
        'Whether an application would be taken now (a breeder, none waiting, not certified beyond the reminder)',
    }),
    // A union with null, not .nullable(): the document then refers to CertificationApplication as it is.
    application: z
      .union([CertificationApplicationSchema, z.null()])
      .meta({ description: 'The latest application, whatever its state' }),
  })
  .meta({ id: 'MyCertification', description: "A breeder's certification as their profile shows it" });
export type MyCertification = z.infer<typeof MyCertificationSchema>;

export const CertificationInputSchema = z
  .object({
    dgavNumber: z
      .string({ message: 'validation.required' })
      .max(40, 'certification.error.dgav-format')
      .transform((v) => v.trim())
      .refine((v) => DGAV_NUMBER.test(v), 'certification.error.dgav-format'),
    premises: z
      .string({ message: 'validation.required' })
      .max(PREMISES_MAX * 4, 'certification.error.premises')
      .transform((v) => v.trim())
      .refine((v) => v.length >= PREMISES_MIN && v.length <= PREMISES_MAX, 'certification.error.premises'),
    documents: z
      .array(
        z.object({
          name: z.string({ message: 'validation.required' }).max(500, 'validation.invalid-format'),
          data: documentData.meta({ type: 'string', description: 'Base64 or data: URL' }),
        }),
        { message: 'certification.error.documents' },
      )
      .min(1, 'certification.error.documents')
      .max(CERTIFICATION_DOCUMENTS_MAX, 'certification.error.documents'),
  })
  .meta({
    id: 'CertificationInput',
    example: {
      dgavNumber: 'DGAV-123456',
      premises: 'Canil em moradia com 400 m² de quintal vedado, boxes aquecidas e zona de maternidade.',
      documents: [{ name: 'registo-dgav.pdf', data: 'JVBERi0xLjQK…' }],
    },
  });
export type CertificationInput = z.input<typeof CertificationInputSchema>;

export const CertificationQueueEntrySchema = CertificationApplicationSchema.extend({
  applicant: z.object({
    uid: z.uuid(),
    name: z.string(),
    email: z.string(),
    memberSince: z.iso.date(),
    profileDgavNumber: z.string().nullable(),
  }),
  earlier: z
    .array(
      z.object({
        status: z.enum(CERTIFICATION_STATUSES),
        decidedAt: isoDate.nullable(),
        reason: z.string().nullable(),
      }),
    )
    .meta({ description: "The applicant's earlier applications, newest first" }),
}).meta({ id: 'CertificationQueueEntry', description: 'A waiting application as moderators review it' });
export type CertificationQueueEntry = z.infer<typeof CertificationQueueEntrySchema>;

export const CertificationDecisionInputSchema = z
  .object({
    decision: z.enum(CERTIFICATION_DECISIONS, { message: 'report.error.decision' }),
    reason: moderatorReason,
  })
  .meta({
    id: 'CertificationDecisionInput',
    example: { decision: 'APPROVE', reason: 'Registo DGAV confirmado no certificado enviado.' },
  });
export type CertificationDecisionInput = z.input<typeof CertificationDecisionInputSchema>;

export const CertificationEndSchema = z
  .object({
    certified: z.literal(false, { message: 'certification.error.apply-first' }),
    reason: moderatorReason.optional(),
  })
  .meta({ id: 'CertificationEnd' });
export type CertificationEnd = z.input<typeof CertificationEndSchema>;

/** What ending a certification changed (unnamed in the document, as it always was). */
export const CertificationEndedSchema = z.object({
  uid: z.uuid(),
  certified: z.boolean(),
  salesUpdated: z.number().int(),
});
export type CertificationEnded = z.infer<typeof CertificationEndedSchema>;

/** What a buyer reads behind the "Criador certificado" badge: on the public profile and the seller of every sale. */
export const CertificationSummarySchema = z
  .object({
    dgavNumber: z.string(),
    verifiedAt: isoDate,
    validUntil: isoDate,
    documents: z.number().int().meta({ description: 'How many documents the moderator read' }),
    premises: z.boolean().meta({
      description: 'Whether the breeder described the premises (not those certified before applications existed)',
    }),
  })
  .meta({ id: 'CertificationSummary', description: 'What was checked and when, behind the badge (decision 176)' });
export type CertificationSummary = z.infer<typeof CertificationSummarySchema>;
