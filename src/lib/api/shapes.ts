/**
 * The shapes every area of the API shares: its one error body `{ status, message, errors? }` and the health answer.
 * Declared once, here, as zod schemas whose `id` names them in the OpenAPI document; their types are what zod infers
 * (decision 212). Plain zod described with `.meta()`, so the server loads them outside the API too; the browser
 * imports the types only.
 */
import { z } from 'zod';

export const FieldErrorsSchema = z.record(z.string(), z.string());
/** Field (dotted path) → translation key. */
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorSchema = z
  .object({
    status: z.number().int().meta({ example: 400 }),
    message: z.string().meta({
      description:
        'Translation key: one the client can show (`login-dialog.msg.incorrect-login`) or a generic one (`not-found`)',
      example: 'validation-error',
    }),
    errors: FieldErrorsSchema.optional().meta({
      description: 'Field → translation key',
      example: { password: 'invalid-password' },
    }),
  })
  .meta({ id: 'Error', description: 'The body of every refusal and failure of the API' });
export type ErrorBody = z.infer<typeof ErrorSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
