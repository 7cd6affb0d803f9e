/** The JSON of the API's route declarations, shared by every area: an answer, a required request body, a page of items. */
import { z } from '@hono/zod-openapi';

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

/** A moderator's reason, declared with the moderation shapes; every area's decision bodies take it. */
export { moderatorReason } from '../../lib/moderation/shapes.ts';
