/** Profile calls: the signed-in person's own profile (read, edit) and anyone's public card. */
import { createRoute, z } from '@hono/zod-openapi';
import { nameError, phoneError } from '../../../lib/validation/signup-rules.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { uidParam } from '../params.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Profiles'];
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const id = z.number().int().positive().max(2_147_483_647);

const OwnProfileSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable().openapi({ description: 'Avatar URL; null: show the default image' }),
    email: z.string(),
    phone: z.string().nullable(),
    phoneCountry: z.string().nullable(),
    userType: z.string(),
    locationId: z.number().int().nullable(),
    childLocationId: z.number().int().nullable(),
    role: z.enum(['user', 'editor', 'admin']),
    dgavNumber: z.string().nullable().openapi({ description: 'DGAV breeder registration number' }),
    certified: z.boolean(),
    showPhone: z.boolean(),
    breeds: z.array(z.string()).openapi({ description: 'Codes of the breeds bred' }),
  })
  .openapi('OwnProfile');

const PublicProfileSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable(),
    userType: z.string(),
    locationId: z.number().int().nullable(),
    location: z.string().nullable(),
    childLocationId: z.number().int().nullable(),
    childLocation: z.string().nullable(),
    breedTypes: z.array(z.object({ code: z.string(), name: z.string(), species: z.string() })),
    animals: z.array(z.string()).openapi({ description: 'Animal codes of breedTypes', example: ['DOG'] }),
    certified: z.boolean(),
    dgavNumber: z.string().nullable(),
    phone: z.string().optional().openapi({ description: 'Only when the user chose to show it' }),
    phoneCountry: z.string().nullable().optional(),
  })
  .openapi('PublicProfile');

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
    phoneCountry: z.string().regex(/^[A-Z]{2}$/, 'register.error.invalid-phone').nullable().optional(),
    showPhone: z.boolean().optional(),
    userType: z.string().max(64).optional(),
    locationId: id.nullable().optional(),
    childLocationId: id.nullable().optional(),
    dgavNumber: z
      .string()
      .max(40, 'profile.error.invalid-dgav')
      .regex(/^[\p{L}0-9 ./-]*$/u, 'profile.error.invalid-dgav')
      .nullable()
      .optional(),
    breeds: z.array(z.string().max(64)).max(100).optional(),
  })
  .openapi('ProfilePatch', { example: { phone: '912345678', showPhone: true, dgavNumber: '123/2024', breeds: ['DOG_SERRA_ESTRELA'] } });

export const ownProfile = createRoute({
  method: 'get',
  path: '/user-profile',
  tags,
  summary: 'The signed-in person',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(OwnProfileSchema, 'Profile'), ...errorResponses(401) },
});

export const updateProfile = createRoute({
  method: 'put',
  path: '/user-profile',
  tags,
  summary: 'Change own profile fields',
  description:
    'Only the fields sent change; null clears an optional field. Email, role and certification are not editable here. ' +
    'Changing the district without a municipality clears the municipality.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.profile)] as const,
  request: { body: { required: true, content: { 'application/json': { schema: ProfilePatchSchema } } } },
  responses: { 200: json(OwnProfileSchema, 'The updated profile'), ...errorResponses(400, 401, 413, 429) },
});

export const publicProfile = createRoute({
  method: 'get',
  path: '/public/user-profile',
  tags,
  summary: "A user's public card (breeder card)",
  description: 'Never the email; the phone only when the user chose to show it.',
  request: { query: z.object({ uid: uidParam }) },
  responses: { 200: json(PublicProfileSchema, 'Public card'), ...errorResponses(400, 404) },
});
