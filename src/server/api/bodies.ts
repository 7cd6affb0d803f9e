/** The JSON of the API's route declarations, shared by every area: an answer, a required request body, a page of items. */
import { z } from '@hono/zod-openapi';
import { REASON_MAX, REASON_MIN } from '../../lib/moderation/types.ts';

/** A JSON answer with its description. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A page of a list (`{ content, totalElements }`), documented under `name`. */
export const pageOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ content: z.array(item), totalElements: z.number().int() }).openapi(name);

/** A moderator's reason, read by the person the decision concerns: trimmed, 5 to 500 characters. */
export const moderatorReason = z
  .string({ message: 'moderation.error.reason' })
  .max(REASON_MAX * 4, 'moderation.error.reason')
  .transform((v) => v.trim())
  .refine((v) => v.length >= REASON_MIN && v.length <= REASON_MAX, 'moderation.error.reason');
