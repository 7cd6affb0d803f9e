/** Query and path parameter schemas shared by the API areas: ids, uids, and the paging of every list. */
import { z } from '@hono/zod-openapi';

/** A positive integer id in a query string ("11"), given to the handler as a number. */
export function idParam(example: string) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'validation.integer')
    .transform(Number)
    .openapi({ type: 'string', pattern: '^[1-9][0-9]{0,8}$', example });
}

/** A uid (UUID) in a query string or path. */
export const uidParam = z
  .uuid('validation.invalid-format')
  .openapi({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' });

/** A list's page number in a query string, from 0 ("0", "12"; no sign, no leading zero). */
const pageNumber = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,5})$/, 'validation.integer')
  .transform(Number)
  .optional()
  .openapi({ type: 'string', example: '0', description: 'From 0' });

/** `page` and `size` of a paged list: the page from 0, the size from 1 to `max` (`fallback` when absent). */
export function pageQuery(max: number, fallback: number) {
  return z.object({
    page: pageNumber,
    size: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, 'validation.integer')
      .transform(Number)
      .refine((n) => n <= max, 'validation.too-big')
      .optional()
      .openapi({ type: 'string', example: String(fallback), description: `1 to ${max}, default ${fallback}` }),
  });
}
