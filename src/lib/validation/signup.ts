/** The signup payload as a zod schema for the API (validation, OpenAPI), built on the same plain rules as the form. */
import { z } from 'zod';
import { DGAV_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, signupErrors, type SignupInput } from './signup-rules.ts';

/** Shapes come from zod; every rule and message comes from `signupErrors`, so form and API agree. */
export const signupSchema = z
  .object({
    name: z.string().max(NAME_MAX_LENGTH * 4),
    surname: z.string().max(NAME_MAX_LENGTH * 4),
    email: z.string().max(EMAIL_MAX_LENGTH * 4),
    password: z.string().max(1024),
    userType: z.string().max(64),
    acceptTerms: z.literal(true, { message: 'register.error.accept-terms' }),
    phone: z.string().max(64).optional(),
    phoneCountry: z.string().max(8).optional(),
    locationId: z.number().int().optional(),
    childLocationId: z.number().int().optional(),
    dgavNumber: z
      .string()
      .max(DGAV_MAX_LENGTH * 4)
      .optional(),
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(signupErrors(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((v): SignupInput => {
    const out: SignupInput = {
      name: v.name.trim(),
      surname: v.surname.trim(),
      email: v.email.trim().toLowerCase(),
      password: v.password,
      userType: v.userType,
      acceptTerms: true,
    };
    const phone = v.phone?.replace(/ /g, '');
    if (phone) out.phone = phone;
    if (v.phoneCountry !== undefined) out.phoneCountry = v.phoneCountry;
    if (v.locationId !== undefined) out.locationId = v.locationId;
    if (v.childLocationId !== undefined) out.childLocationId = v.childLocationId;
    const dgav = v.dgavNumber?.trim();
    if (dgav) out.dgavNumber = dgav;
    return out;
  });

/** First message per field of a failed parse, keyed by the top-level field name. */
export function firstIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
