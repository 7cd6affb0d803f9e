/** Certification handlers (decision 176): the routes checked who asks; the domain says what is refused. */
import {
  applyForCertification,
  certificationQueue,
  CertificationError,
  decideApplication,
  endCertification,
  myCertification,
  readableDocument,
} from '../../domain/certification/certification.ts';
import { OwnCaseError } from '../../domain/moderation/own-case.ts';
import { ApiError } from '../errors.ts';
import { documentResponse } from '../../files/private-documents.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './certification.routes.ts';

const STATUS = {
  'certification.error.breeders-only': 403,
  'certification.error.pending': 409,
  'certification.error.still-valid': 409,
  'certification.error.not-found': 404,
  'certification.error.decided': 409,
  'certification.error.not-certified': 409,
} as const;

async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CertificationError) throw new ApiError(STATUS[error.key], error.key);
    // One's own application or certification is another's to decide (decision 194).
    if (error instanceof OwnCaseError) throw new ApiError(403, error.key);
    throw error;
  }
}

export const mine: AppRouteHandler<typeof routes.mine> = async (c) =>
  c.json(await myCertification(c.get('ctx').db, c.get('principal').userId), 200);

export const apply: AppRouteHandler<typeof routes.apply> = async (c) => {
  const input = c.req.valid('json');
  const filed = await refusals(() =>
    applyForCertification(c.get('ctx'), c.get('principal').userId, {
      dgavNumber: input.dgavNumber,
      premises: input.premises,
      documents: input.documents.map((d) => ({ name: d.name, bytes: d.data })),
    }),
  );
  return c.json(filed, 201);
};

export const document: AppRouteHandler<typeof routes.document> = async (c) => {
  const ctx = c.get('ctx');
  const principal = c.get('principal');
  const found = await readableDocument(ctx.db, principal, c.req.valid('param').uid);
  const object = found && (await ctx.files.get(found.storeKey));
  if (!found || !object) throw new ApiError(404, 'not-found');
  return documentResponse(found, object.bytes);
};

export const queue: AppRouteHandler<typeof routes.queue> = async (c) =>
  c.json(await certificationQueue(c.get('ctx').db, c.get('principal').userId), 200);

export const decide: AppRouteHandler<typeof routes.decide> = async (c) => {
  const decided = await refusals(() =>
    decideApplication(c.get('ctx'), c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json')),
  );
  return c.json(decided, 200);
};

export const end: AppRouteHandler<typeof routes.end> = async (c) => {
  const ended = await refusals(() =>
    endCertification(c.get('ctx'), c.req.valid('param').uid, {
      moderatorId: c.get('principal').userId,
      reason: c.req.valid('json').reason ?? null,
    }),
  );
  return c.json(ended, 200);
};
