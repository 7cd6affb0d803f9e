/**
 * People as the API serves and takes them: one's own profile and its changes, anyone's public card (the seller of a
 * sale), the breeders directory's card, and the own account's requests. Each shape is declared once, here, as a zod
 * schema whose `id` names it in the OpenAPI document; its type is what zod infers (decision 212). Plain zod described
 * with `.meta()`, so the server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../validation/password.ts';
import { DGAV_PATTERN, nameError, phoneError } from '../validation/signup-rules.ts';
import { CertificationSummarySchema } from '../certification/shapes.ts';
import { ROLES } from './types.ts';

/** What every public view of a person shows: who, where, what they breed, and whether they are certified. */
const cardFields = {
  uid: z.uuid(),
  name: z.string(),
  surname: z.string(),
  sourceImage: z.string().nullable().meta({ description: 'Avatar URL; null: show the default image' }),
  locationId: z.number().int().nullable(),
  location: z.string().nullable(),
  childLocationId: z.number().int().nullable(),
  childLocation: z.string().nullable(),
  breedTypes: z
    .array(z.object({ code: z.string(), name: z.string(), species: z.string() }))
    .meta({ description: 'The breeds bred, each with its animal (species) code' }),
  animals: z.array(z.string()).meta({ description: 'Animal codes of breedTypes', example: ['DOG'] }),
  certified: z.boolean(),
};

/** GET /public/user-profile, and the seller of every sale. Never the email; the phone only when its owner chose. */
export const PublicProfileSchema = z
  .object({
    ...cardFields,
    userType: z.string(),
    // A union, not .nullable(): that would make the named CertificationSummary schema itself nullable.
    certification: z
      .union([CertificationSummarySchema, z.null()])
      .meta({ description: 'Null when the person is not a certified breeder' }),
    dgavNumber: z.string().nullable(),
    memberSince: z.iso.date().meta({ description: 'The day the account was created', example: '2025-03-14' }),
    phone: z.string().optional().meta({ description: 'Only when the user chose to show it' }),
    phoneCountry: z.string().nullable().optional(),
  })
  .meta({
    id: 'PublicProfile',
    description: "Anyone's public card, and the seller of every sale: never the email; the phone only when shown",
  });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** A card of the breeders directory: no phone, and how many sales are on show. */
export const BreederCardSchema = z
  .object({ ...cardFields, activeSales: z.number().int().meta({ description: 'Approved sales on show now' }) })
  .meta({ id: 'BreederCard' });
/** The specification's breeder list card, plus what a visitor uses to choose (certification, listings). */
export type BreederCard = z.infer<typeof BreederCardSchema>;

export const BreederPageSchema = z
  .object({ content: z.array(BreederCardSchema), totalElements: z.number().int() })
  .meta({ id: 'BreederPage' });
export type BreederPage = z.infer<typeof BreederPageSchema>;

export const OwnProfileSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable().meta({ description: 'Avatar URL; null: show the default image' }),
    email: z.string(),
    emailConfirmed: z.boolean().meta({
      description: 'Whether the confirmation link mailed to this address was opened: needed to publish (decision 174)',
    }),
    phone: z.string().nullable(),
    phoneCountry: z.string().nullable(),
    userType: z.string(),
    locationId: z.number().int().nullable(),
    childLocationId: z.number().int().nullable(),
    role: z.enum(ROLES),
    dgavNumber: z.string().nullable().meta({ description: 'DGAV breeder registration number' }),
    certified: z.boolean(),
    showPhone: z.boolean(),
    breeds: z.array(z.string()).meta({ description: 'Codes of the breeds bred' }),
  })
  .meta({ id: 'OwnProfile', description: 'The signed-in person, as the profile page reads and edits it' });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

const id = z.number().int().positive().max(2_147_483_647);

/** Checks a string with one of the registration rules (the same messages as the register form). */
const ruled = (rule: (v: string) => string | undefined) =>
  z
    .string()
    .max(1024)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const ProfilePatchSchema = z
  .object({
    name: ruled(nameError).optional(),
    surname: ruled(nameError).optional(),
    phone: ruled((v) => phoneError(v))
      .nullable()
      .optional(),
    phoneCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'register.error.invalid-phone')
      .nullable()
      .optional(),
    showPhone: z.boolean().optional(),
    userType: z.string().max(64).optional(),
    locationId: id.nullable().optional(),
    childLocationId: id.nullable().optional(),
    // Letters of any script need the `u` flag, which a pattern string cannot carry: the document states the
    // pattern itself (the literal's `/u` printed into it would make nothing match).
    dgavNumber: z
      .string()
      .max(40, 'profile.error.invalid-dgav')
      .regex(DGAV_PATTERN, 'profile.error.invalid-dgav')
      .meta({ pattern: DGAV_PATTERN.source })
      .nullable()
      .optional(),
    breeds: z.array(z.string().max(64)).max(100).optional(),
  })
  .meta({
    id: 'ProfilePatch',
    example: { phone: '912345678', showPhone: true, dgavNumber: '123/2024', breeds: ['DOG_SERRA_ESTRELA'] },
  });
/** PUT /user-profile: only the fields sent change; null clears an optional field. */
export type ProfilePatch = z.input<typeof ProfilePatchSchema>;

const password = z
  .string()
  .min(1, 'validation.required')
  .max(PASSWORD_MAX_LENGTH * 8);

export const PasswordChangeSchema = z
  .object({ currentPassword: password, newPassword: password })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const AvatarUploadSchema = z
  .object({
    image: z
      .string()
      .min(1, 'validation.required')
      .meta({ description: 'Base64 or data: URL (JPEG, PNG, WebP, AVIF)' }),
  })
  .meta({ id: 'AvatarUpload' });
export type AvatarUpload = z.infer<typeof AvatarUploadSchema>;

export const AccountExportSchema = z.record(z.string(), z.unknown()).meta({ id: 'AccountExport' });

export const AccountDeletionSchema = z.object({ password }).meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
