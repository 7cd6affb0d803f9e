/**
 * Getting in, as the API takes and answers it and the sign-in, registration and recovery forms send it: each shape is
 * declared once, here, as a zod schema whose `id` names it in the OpenAPI document; its type is what zod infers
 * (decision 212). Plain zod described with `.meta()`, so the server loads it outside the API too; the browser imports
 * the types only (the register form checks the same rules without zod: src/lib/validation/signup-rules.ts).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../validation/password.ts';
import {
  DGAV_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  signupErrors,
  type SignupField,
} from '../validation/signup-rules.ts';

/** An email as typed: the rules (and their translated messages) are checked by the handler. */
export const typedEmail = z.string().max(1024).meta({ example: 'ana.silva@example.pt' });

const SignupFields = z.object({
  name: z.string().max(NAME_MAX_LENGTH * 4),
  surname: z.string().max(NAME_MAX_LENGTH * 4),
  email: z.string().max(EMAIL_MAX_LENGTH * 4),
  password: z.string().max(1024),
  userType: z.string().max(64),
  acceptTerms: z.literal(true, { message: 'register.error.accept-terms' }),
  phone: z.string().max(64).optional(),
  phoneCountry: z
    .string()
    .max(8)
    .optional()
    .meta({ description: "ISO 3166-1 alpha-2 code of the phone's country (the dial-code picker)" }),
  locationId: z.number().int().optional(),
  childLocationId: z.number().int().optional(),
  dgavNumber: z
    .string()
    .max(DGAV_MAX_LENGTH * 4)
    .optional()
    .meta({
      description:
        "A breeder's registration number at the DGAV (decision 201): optional at sign-up, required to publish",
    }),
});
/** The body of POST /public/signup, as the form sends it and, trimmed and normalised, as the domain registers it. */
export type Signup = z.input<typeof SignupFields>;
// The registration rules name the same fields, no more and no fewer: the type check fails here when they part.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const signupFieldsAgree: SameKeys<keyof Signup, SignupField> = true;

/**
 * The signup body: shapes come from zod; every rule and message comes from `signupErrors`, which the form runs too,
 * so form and API agree. The names and email come out trimmed (the email lower-case), the phone without spaces.
 */
export const SignupSchema = SignupFields.superRefine((value, ctx) => {
  for (const [field, message] of Object.entries(signupErrors(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
})
  .transform((v): Signup => {
    const out: Signup = {
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
  })
  .meta({
    id: 'Signup',
    example: {
      name: 'Ana',
      surname: 'Silva',
      email: 'ana.silva@example.pt',
      password: 'Patinhas2024',
      userType: 'BREEDER',
      acceptTerms: true,
      phone: '912345678',
      phoneCountry: 'PT',
      locationId: 11,
      childLocationId: 1106,
      dgavNumber: '1234/2024',
    },
  });

/** The answer of a sign-up: the new account's uid. */
export const SignedUpSchema = z.object({ uid: z.uuid() });
export type SignedUp = z.infer<typeof SignedUpSchema>;

export const EmailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof EmailAvailabilitySchema>;

export const EmailConfirmationSchema = z
  .object({ token: z.string().max(2048).meta({ description: 'The token of the mailed link' }) })
  .meta({ id: 'EmailConfirmation' });
export type EmailConfirmation = z.infer<typeof EmailConfirmationSchema>;

export const EmailConfirmedSchema = z
  .object({ confirmed: z.literal(true), already: z.boolean() })
  .meta({ id: 'EmailConfirmed' });
export type EmailConfirmed = z.infer<typeof EmailConfirmedSchema>;

export const CredentialsSchema = z
  .object({
    username: z.string().min(1).max(1024).meta({ description: 'The email', example: 'ana.silva@example.pt' }),
    password: z.string().min(1).max(1024).meta({ example: 'Patinhas2024' }),
  })
  .meta({ id: 'Credentials' });
export type Credentials = z.infer<typeof CredentialsSchema>;

export const TokenSchema = z
  .object({ token: z.string().meta({ description: 'JWT, valid 10 days' }) })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof TokenSchema>;

export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof OkSchema>;

export const ForgotPasswordSchema = z
  .object({ email: typedEmail })
  .meta({ id: 'ForgotPassword', example: { email: 'ana.silva@example.pt' } });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const RecoverPasswordSchema = z
  .object({
    token: z.string().max(512).meta({ description: 'The ticket of the mailed link' }),
    password: z.string().max(PASSWORD_MAX_LENGTH * 8),
  })
  .meta({ id: 'RecoverPassword' });
export type RecoverPassword = z.infer<typeof RecoverPasswordSchema>;
