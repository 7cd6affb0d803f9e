/** Account calls: signup, email availability, sign-in, password recovery and token refresh. */
import { createRoute, z } from '@hono/zod-openapi';
import { signupSchema } from '../../../lib/validation/signup.ts';
import { PASSWORD_MAX_LENGTH } from '../../../lib/validation/password.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import { limitPerAccount, limitPerAddress, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Accounts'];

const TokenSchema = z.object({ token: z.string().openapi({ description: 'JWT, valid 10 days' }) }).openapi('Token');
const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
/** An email as typed: the rules (and their translated messages) are checked by the handler. */
const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');
const emailQuery = z.string().max(1024).openapi({ example: 'ana.silva@example.pt' });

export const signup = createRoute({
  method: 'post',
  path: '/public/signup',
  middleware: [limitPerAddress(RATE_RULES.signupIp)] as const,
  tags,
  summary: 'Create an account',
  description:
    'Password rules: at least 8 characters, a letter and a digit, special characters only from ! @ # $ & *. ' +
    'The municipality (childLocationId) must belong to the district (locationId). A phone without phoneCountry is Portuguese.',
  request: {
    body: jsonBody(
      signupSchema.openapi('Signup', {
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
        },
      }),
    ),
  },
  responses: {
    201: json(z.object({ uid: z.uuid() }), 'Created'),
    ...errorResponses(400, 409, 413, 429),
  },
});

export const validateEmail = createRoute({
  method: 'get',
  path: '/public/validate-email',
  tags,
  summary: 'Whether an email address is still free',
  request: { query: z.object({ email: emailQuery }) },
  responses: { 200: json(z.object({ available: z.boolean() }), 'Availability'), ...errorResponses(400, 429) },
});

export const authenticate = createRoute({
  method: 'post',
  path: '/public/authenticate',
  middleware: [limitPerAddress(RATE_RULES.authenticateIp)] as const,
  tags,
  summary: 'Sign in',
  request: {
    body: jsonBody(
      z
        .object({
          username: z.string().min(1).max(1024).openapi({ description: 'The email', example: 'ana.silva@example.pt' }),
          password: z.string().min(1).max(1024).openapi({ example: 'Patinhas2024' }),
        })
        .openapi('Credentials'),
    ),
  },
  responses: {
    200: json(TokenSchema, 'Signed in'),
    ...errorResponses(400, 401, 429),
  },
});

export const forgotPassword = createRoute({
  method: 'get',
  path: '/public/forgot-password',
  tags,
  summary: 'Mail a password recovery link',
  description:
    'Sends a mail with `/user/password-recover?ticket=…` (valid one hour, single use). 404 ' +
    '`login-dialog.password-recover.msg.incorrect-email` when no account has that email.',
  request: { query: z.object({ email: emailQuery }) },
  responses: { 200: json(OkSchema, 'Mail sent'), ...errorResponses(400, 404, 429, 503) },
});

export const recoverPassword = createRoute({
  method: 'post',
  path: '/public/recover-password',
  middleware: [limitPerAddress(RATE_RULES.recoverIp)] as const,
  tags,
  summary: 'Set a new password with a recovery ticket',
  description: 'Ends every session of the account. 498 when the ticket is unknown, used or expired.',
  request: {
    body: jsonBody(
      z
        .object({
          token: z.string().max(512).openapi({ description: 'The ticket of the mailed link' }),
          password: z.string().max(PASSWORD_MAX_LENGTH * 8),
        })
        .openapi('RecoverPassword'),
    ),
  },
  responses: { 200: json(OkSchema, 'Password changed'), ...errorResponses(400, 429, 498) },
});

export const refresh = createRoute({
  method: 'post',
  path: '/authrefresh',
  tags,
  summary: 'A fresh token for a still-valid one',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.session)] as const,
  responses: { 200: json(TokenSchema, 'New token'), ...errorResponses(401, 429) },
});

export const logout = createRoute({
  method: 'post',
  path: '/private/logout',
  tags,
  summary: 'Sign out: this token and every other token of the account stop working',
  description:
    'Ends every session of the account (decision 093): the token version moves, so this token and any other ' +
    'one issued before answer 401 from now on, and live real-time (STOMP) sessions are closed with an ERROR frame. ' +
    'The site calls it before deleting its cookies. Limited per address (not per account), so a stolen token ' +
    'cannot keep the owner from signing out.',
  security: bearerSecurity,
  middleware: [limitPerAddress<AuthEnv>(RATE_RULES.logoutIp), requireAuth] as const,
  responses: { 204: { description: 'Signed out everywhere' }, ...errorResponses(401, 429) },
});
