/**
 * Certification with evidence (issue 37, decision 176): a breeder's application with its documents, the documents
 * read back by their applicant and staff, the moderators' queue and decision, and ending a certification early.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  CERTIFICATION_DOCUMENTS_MAX,
  PREMISES_MAX,
  PREMISES_MIN,
} from '../../../lib/certification/types.ts';
import {
  CertificationApplicationSchema,
  CertificationDecisionInputSchema,
  CertificationEndedSchema,
  CertificationEndSchema,
  CertificationInputSchema,
  CertificationQueueEntrySchema,
  MyCertificationSchema,
} from '../../../lib/certification/shapes.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, ownCaseRefusal } from '../errors.ts';
import { bearerSecurity, requireAuth, requireRole, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';

const tags = ['Certification'];

/** Three documents of the largest size in base64 (4/3 of their bytes), with room for names and the other fields. */
export const APPLICATION_BODY_LIMIT =
  Math.ceil((CERTIFICATION_DOCUMENTS_MAX * CERTIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + MB;

export const mine = createRoute({
  method: 'get',
  path: '/private/certification',
  tags,
  summary: 'My certification: whether it is on and until when, whether I can apply, my latest application',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(MyCertificationSchema, 'My certification'),
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
    body: jsonBody(CertificationInputSchema),
  },
  responses: {
    201: json(CertificationApplicationSchema, 'Filed: it waits in the moderators’ queue'),
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
    200: json(z.array(CertificationQueueEntrySchema), 'The applications'),
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
    body: jsonBody(CertificationDecisionInputSchema),
  },
  responses: {
    200: json(CertificationApplicationSchema, 'Answered'),
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
    body: jsonBody(CertificationEndSchema),
  },
  responses: {
    200: json(CertificationEndedSchema, 'Ended'),
    403: ownCaseRefusal("the certification is the caller's own"),
    404: errorResponse('`certification.error.not-found`'),
    409: errorResponse('`certification.error.not-certified`'),
  },
});
