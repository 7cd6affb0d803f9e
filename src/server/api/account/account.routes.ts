/** The signed-in person's own account: profile (read, edit), password change, avatar, data export and deletion. */
import { createRoute, z } from '@hono/zod-openapi';
import { AVATAR_MAX_KB } from '../../../lib/images.ts';
import {
  AccountDeletionSchema,
  AccountExportSchema,
  AvatarUploadSchema,
  OwnProfileSchema,
  PasswordChangeSchema,
  ProfilePatchSchema,
} from '../../../lib/users/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponses, imageRefusals } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Account'];

/**
 * The avatar limit is checked with the specification's estimate (4980 KB of image, about 6.6 MB of
 * base64); the body may be a little larger so that the answer is the avatar's own message, not a
 * generic "too large".
 */
const AVATAR_BODY_LIMIT = 8 * MB;

export const ownProfile = createRoute({
  method: 'get',
  path: '/user-profile',
  tags: ['Profiles'],
  summary: 'The signed-in person',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(OwnProfileSchema, 'Profile') },
});

export const updateProfile = createRoute({
  method: 'put',
  path: '/user-profile',
  tags: ['Profiles'],
  summary: 'Change own profile fields',
  description:
    'Only the fields sent change; null clears an optional field. Email, role and certification are not editable here. ' +
    'Changing the district without a municipality clears the municipality.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.profile)] as const,
  request: { body: jsonBody(ProfilePatchSchema) },
  responses: { 200: json(OwnProfileSchema, 'The updated profile') },
});

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
    body: jsonBody(PasswordChangeSchema),
  },
  responses: { 200: json(z.object({ token: z.string() }), 'Changed; a fresh token') },
});

export const setAvatar = createRoute({
  method: 'put',
  path: '/private/account/avatar',
  tags,
  summary: 'Upload a new avatar (base64)',
  description: `Refused above ${AVATAR_MAX_KB} KB by the specification's base64 estimate (413 \`profile.avatar.error.image-too-large\`). Re-encoded square in web sizes.`,
  security: bearerSecurity,
  middleware: [allowBodyUpTo<AuthEnv>(AVATAR_BODY_LIMIT), requireAuth, limitPerAccount(RATE_RULES.avatar)] as const,
  request: {
    body: jsonBody(AvatarUploadSchema),
  },
  responses: {
    200: json(OwnProfileSchema, 'The updated profile'),
    ...imageRefusals('profile.avatar.error.', 'image', '8 MB'),
  },
});

export const removeAvatar = createRoute({
  method: 'delete',
  path: '/private/account/avatar',
  tags,
  summary: 'Back to the default avatar',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.avatar)] as const,
  responses: { 200: json(OwnProfileSchema, 'The updated profile') },
});

export const exportData = createRoute({
  method: 'get',
  path: '/private/account/export',
  tags,
  summary: 'Download everything held about me (JSON)',
  description:
    'Profile, breeds bred, sales with photos, favourites, visits asked and received, visiting hours, notifications, articles written and the messages the person wrote in conversations.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(AccountExportSchema, 'The export (an attachment)'),
    // Counted by the handler, per account.
    ...errorResponses(429),
  },
});

export const deleteAccount = createRoute({
  method: 'post',
  path: '/private/account/delete',
  tags,
  summary: 'Delete my account and everything personal with it',
  description:
    'Requires the password. Sales (with photos, favourites and visits), favourites, visits, notifications and files go; ' +
    'articles stay without an author; messages lose their text and the other person sees "conta eliminada". ' +
    'Every token of the account stops working.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.passwordCheck)] as const,
  request: { body: jsonBody(AccountDeletionSchema) },
  responses: { 204: { description: 'Deleted' } },
});
