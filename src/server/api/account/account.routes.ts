/** Own-account calls beyond the profile fields: password change, avatar, data export and account deletion. */
import { createRoute, z } from '@hono/zod-openapi';
import { AVATAR_MAX_KB } from '../../../lib/images.ts';
import { PASSWORD_MAX_LENGTH } from '../../../lib/validation/password.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import type { MiddlewareHandler } from 'hono';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

/** allowBodyUpTo typed with the auth env, so the handlers keep a typed `principal`. */
const bodyUpTo = (bytes: number) => allowBodyUpTo(bytes) as MiddlewareHandler<AuthEnv>;
const tags = ['Account'];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const password = z
  .string()
  .min(1, 'validation.required')
  .max(PASSWORD_MAX_LENGTH * 8);

/**
 * The avatar limit is checked with the specification's estimate (4980 KB of image, about 6.6 MB of
 * base64); the body may be a little larger so that the answer is the avatar's own message, not a
 * generic "too large".
 */
const AVATAR_BODY_LIMIT = 8 * MB;

const ProfileSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    phoneCountry: z.string().nullable(),
    userType: z.string(),
    locationId: z.number().int().nullable(),
    childLocationId: z.number().int().nullable(),
    role: z.enum(['user', 'editor', 'admin']),
    dgavNumber: z.string().nullable(),
    certified: z.boolean(),
    showPhone: z.boolean(),
    breeds: z.array(z.string()),
  })
  .openapi('AccountProfile');

export const changePassword = createRoute({
  method: 'put',
  path: '/private/account/password',
  tags,
  summary: 'Change the password (the current one is required)',
  description:
    'Same rules as registration. Every other session ends; the answer carries a new token for this one. ' +
    '400 with errors.currentPassword `profile.password.wrong-current` when the current password is wrong.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.passwordCheck)] as const,
  request: {
    body: jsonBody(z.object({ currentPassword: password, newPassword: password }).openapi('PasswordChange')),
  },
  responses: { 200: json(z.object({ token: z.string() }), 'Changed; a fresh token'), ...errorResponses(400, 401, 429) },
});

export const setAvatar = createRoute({
  method: 'put',
  path: '/private/account/avatar',
  tags,
  summary: 'Upload a new avatar (base64)',
  description: `Refused above ${AVATAR_MAX_KB} KB by the specification's base64 estimate (413 \`profile.avatar.error.image-too-large\`). Re-encoded square in web sizes.`,
  security: bearerSecurity,
  middleware: [bodyUpTo(AVATAR_BODY_LIMIT), requireAuth, limitPerAccount(RATE_RULES.avatar)] as const,
  request: {
    body: jsonBody(
      z
        .object({
          image: z
            .string()
            .min(1, 'validation.required')
            .openapi({ description: 'Base64 or data: URL (JPEG, PNG, WebP, AVIF)' }),
        })
        .openapi('AvatarUpload'),
    ),
  },
  responses: { 200: json(ProfileSchema, 'The updated profile'), ...errorResponses(400, 401, 413, 429) },
});

export const removeAvatar = createRoute({
  method: 'delete',
  path: '/private/account/avatar',
  tags,
  summary: 'Back to the default avatar',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.avatar)] as const,
  responses: { 200: json(ProfileSchema, 'The updated profile'), ...errorResponses(401, 429) },
});

export const exportData = createRoute({
  method: 'get',
  path: '/private/account/export',
  tags,
  summary: 'Download everything held about me (JSON)',
  description:
    'Profile, breeds bred, sales with photos, favourites, visits asked and received, visiting hours, notifications and articles written.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(z.record(z.string(), z.unknown()).openapi('AccountExport'), 'The export (an attachment)'),
    ...errorResponses(401, 429),
  },
});

export const deleteAccount = createRoute({
  method: 'post',
  path: '/private/account/delete',
  tags,
  summary: 'Delete my account and everything personal with it',
  description:
    'Requires the password. Sales (with photos, favourites and visits), favourites, visits, notifications and files go; ' +
    'articles stay without an author. Every token of the account stops working.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.passwordCheck)] as const,
  request: { body: jsonBody(z.object({ password }).openapi('AccountDeletion')) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 429) },
});
