/** Query and path parameter schemas shared by the API areas. */
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
export const uidParam = z.uuid('validation.invalid-format').openapi({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' });
