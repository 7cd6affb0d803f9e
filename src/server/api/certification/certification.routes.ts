/**
 * Certification with evidence (issue 37, decision 176): a breeder's application with its documents, the documents
 * read back by their applicant and staff, the moderators' queue and decision, and ending a certification early.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  CERTIFICATION_DECISIONS,
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  CERTIFICATION_DOCUMENT_TYPES,
  CERTIFICATION_DOCUMENTS_MAX,
  CERTIFICATION_STATUSES,
  DGAV_NUMBER,
  PREMISES_MAX,
  PREMISES_MIN,
} from '../../../lib/certification/types.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';
import { documentType } from '../../domain/certification/documents.ts';
import { json, jsonBody, moderatorReason } from '../bodies.ts';
import { errorResponse, ownCaseRefusal } from '../errors.ts';
import { bearerSecurity, requireAuth, requireRole, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';

const tags = ['Certification'];
const isoDate = z.string().openapi({ format: 'date-time' });

/** Three documents of the largest size in base64 (4/3 of their bytes), with room for names and the other fields. */
export const APPLICATION_BODY_LIMIT =
  Math.ceil((CERTIFICATION_DOCUMENTS_MAX * CERTIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + MB;
const BASE64_MAX = Math.ceil((CERTIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + 200;

/** Base64 (or a data: URL) of one document, decoded; its type is read from its bytes, whatever it claims. */
const documentData = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .max(BASE64_MAX, 'certification.error.document-size')
  .transform((v, c) => {
    const base64 = v.startsWith('data:') ? v.slice(v.indexOf(',') + 1) : v;
    if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) {
      c.addIssue({ code: 'custom', message: 'certification.error.document-type' });
      return z.NEVER;
    }
    return new Uint8Array(Buffer.from(base64, 'base64'));
  })
  .refine((bytes) => bytes.length <= CERTIFICATION_DOCUMENT_MAX_BYTES, 'certification.error.document-size')
  .refine((bytes) => documentType(bytes) !== null, 'certification.error.document-type');

const DocumentSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    contentType: z.enum(CERTIFICATION_DOCUMENT_TYPES),
    bytes: z.number().int(),
  })
  .openapi('CertificationDocument');

const ApplicationSchema = z
  .object({
    uid: z.uuid(),
    status: z.enum(CERTIFICATION_STATUSES),
    dgavNumber: z.string(),
    premises: z.string(),
    documents: z.array(DocumentSchema),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
    reason: z.string().nullable().openapi({ description: "The moderator's reason" }),
    validUntil: isoDate.nullable().openapi({ description: 'APPROVED: when the certification ends' }),
  })
  .openapi('CertificationApplication');

export const mine = createRoute({
  method: 'get',
  path: '/private/certification',
  tags,
  summary: 'My certification: whether it is on and until when, whether I can apply, my latest application',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(
      z
        .object({
          certified: z.boolean(),
          validUntil: isoDate.nullable(),
          canApply: z.boolean(),
          application: ApplicationSchema.nullable(),
        })
        .openapi('MyCertification'),
      'My certification',
    ),
  },
});

export const apply = createRoute({
  method: 'post',
  path: '/private/certification',
  tags,
  summary: 'Apply for certification with the DGAV number, up to three documents and the premises described',
  description:
    `Breeders only (403 \`certification.error.breeders-only\`); one application waits at a time (409 ` +
    '`certification.error.pending`), and a certification is renewed from 30 days before it ends (409 ' +
    '`certification.error.still-valid`). The DGAV number as the certificate writes it (`123456`, `1234/2024`, ' +
    `\`DGAV-123456\`; errors.dgavNumber \`certification.error.dgav-format\`), the premises in ${PREMISES_MIN}–${PREMISES_MAX} ` +
    `characters, 1 to ${CERTIFICATION_DOCUMENTS_MAX} documents (PDF, JPEG, PNG or WebP recognised by their bytes, at most ` +
    `${CERTIFICATION_DOCUMENT_MAX_BYTES / MB} MB each), kept private: only the applicant and staff can read them.`,
  security: bearerSecurity,
  middleware: [
    allowBodyUpTo<AuthEnv>(APPLICATION_BODY_LIMIT),
    requireAuth,
    limitPerAccount(RATE_RULES.certification),
  ] as const,
  request: {
    body: jsonBody(
      z
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
                data: documentData.openapi({ type: 'string', description: 'Base64 or data: URL' }),
              }),
              { message: 'certification.error.documents' },
            )
            .min(1, 'certification.error.documents')
            .max(CERTIFICATION_DOCUMENTS_MAX, 'certification.error.documents'),
        })
        .openapi('CertificationInput', {
          example: {
            dgavNumber: 'DGAV-123456',
            premises: 'Canil em moradia com 400 m² de quintal vedado, boxes aquecidas e zona de maternidade.',
            documents: [{ name: 'registo-dgav.pdf', data: 'JVBERi0xLjQK…' }],
          },
        }),
    ),
  },
  responses: {
    201: json(ApplicationSchema, 'Filed: it waits in the moderators’ queue'),
    403: errorResponse('`certification.error.breeders-only`'),
    409: errorResponse('`certification.error.pending` or `certification.error.still-valid`'),
  },
});

export const document = createRoute({
  method: 'get',
  path: '/private/certification/document/{uid}',
  tags,
  summary: 'One document of an application, for its applicant and staff',
  description:
    'Images inline, PDFs as a download; never cached. 404 `not-found` for anyone else, as for a document that does not exist.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    200: {
      description: 'The document as it was sent',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    404: errorResponse('`not-found`'),
  },
});

export const queue = createRoute({
  method: 'get',
  path: '/private/admin/certification',
  tags,
  summary: "Waiting applications for certification, oldest first, but the caller's own (decision 194)",
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  responses: {
    200: json(
      z.array(
        ApplicationSchema.extend({
          applicant: z.object({
            uid: z.uuid(),
            name: z.string(),
            email: z.string(),
            memberSince: z.iso.date(),
            profileDgavNumber: z.string().nullable(),
          }),
          earlier: z.array(
            z.object({
              status: z.enum(CERTIFICATION_STATUSES),
              decidedAt: isoDate.nullable(),
              reason: z.string().nullable(),
            }),
          ),
        }).openapi('CertificationQueueEntry'),
      ),
      'The applications',
    ),
  },
});

export const decide = createRoute({
  method: 'post',
  path: '/private/admin/certification/{uid}/decision',
  tags,
  summary: 'Approve or refuse an application, with a reason the breeder reads',
  description:
    'APPROVE certifies the breeder for 12 months (a renewal adds them to what is left) and makes the DGAV number checked ' +
    "their profile's; their approved adverts carry the badge at once. REFUSE leaves them as they were. Either way the breeder " +
    'is mailed the reason and the moderation log keeps it. 409 `certification.error.decided` when already answered.',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(
      z
        .object({
          decision: z.enum(CERTIFICATION_DECISIONS, { message: 'report.error.decision' }),
          reason: moderatorReason,
        })
        .openapi('CertificationDecisionInput', {
          example: { decision: 'APPROVE', reason: 'Registo DGAV confirmado no certificado enviado.' },
        }),
    ),
  },
  responses: {
    200: json(ApplicationSchema, 'Answered'),
    403: ownCaseRefusal("the application is the caller's own"),
    404: errorResponse('`certification.error.not-found`'),
    409: errorResponse('`certification.error.decided`: already answered'),
  },
});

export const end = createRoute({
  method: 'put',
  path: '/private/admin/user/{uid}/certification',
  tags,
  summary: "End a breeder's certification before its time; their approved sales lose the badge",
  description:
    'Certification is granted only by approving an application (decision 176): `certified: true` answers 400 ' +
    '`certification.error.apply-first`. 409 `certification.error.not-certified` when the person is not certified.',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(
      z
        .object({
          certified: z.literal(false, { message: 'certification.error.apply-first' }),
          reason: moderatorReason.optional(),
        })
        .openapi('CertificationEnd'),
    ),
  },
  responses: {
    200: json(z.object({ uid: z.uuid(), certified: z.boolean(), salesUpdated: z.number().int() }), 'Ended'),
    403: ownCaseRefusal("the certification is the caller's own"),
    404: errorResponse('`certification.error.not-found`'),
    409: errorResponse('`certification.error.not-certified`'),
  },
});
