/** Getting in: sign-up, email availability, sign-in, password recovery, token refresh and sign-out everywhere. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  CredentialsSchema,
  EmailAvailabilitySchema,
  EmailConfirmationSchema,
  EmailConfirmedSchema,
  ForgotPasswordSchema,
  OkSchema,
  RecoverPasswordSchema,
  SignedUpSchema,
  SignupSchema,
  TokenSchema,
  typedEmail,
} from '../../../lib/auth/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import { clearSiteDataOnSignOut, SIGN_OUT_CLEARS } from '../middleware/private-answers.ts';
import { limitPerAccount, limitPerAddress, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Accounts'];

const emailQuery = z.object({ email: typedEmail });

/**
 * The browser's `device` cookie (decision 196), given when it carries none: which accounts used one browser, so that a
 * person's second account weighs nothing toward their own adverts and ratings. Random, HttpOnly, for these two calls.
 */
const deviceCookie = z.object({
  'Set-Cookie': z
    .string()
    .optional()
    .openapi({
      description:
        '`device=<random>; HttpOnly; SameSite=Strict; Max-Age=31536000` when the request carried no `device` cookie: ' +
        'the server keeps its SHA-256 with the account for 30 days (decision 196)',
    }),
});

export const signup = createRoute({
  method: 'post',
  path: '/public/signup',
  middleware: [limitPerAddress(RATE_RULES.signupIp)] as const,
  tags,
  summary: 'Create an account',
  description:
    'Password rules: at least 8 characters, a letter and a digit, any printable character (the six specials the specification names, ! @ # $ & *, and also - _ . and the rest; no tabs or line breaks; decision 206). ' +
    'The municipality (childLocationId) must belong to the district (locationId). A phone without phoneCountry is Portuguese. ' +
    'dgavNumber (optional, up to 40 letters, digits, spaces and . / -; `profile.error.invalid-dgav` otherwise) is a ' +
    "breeder's registration number at the DGAV, which a breeder's adverts need (decision 201).",
  request: {
    body: jsonBody(SignupSchema),
  },
  responses: {
    201: { ...json(SignedUpSchema, 'Created'), headers: deviceCookie },
    ...errorResponses(409),
  },
});

export const confirmEmail = createRoute({
  method: 'post',
  path: '/public/confirm-email',
  middleware: [limitPerAddress(RATE_RULES.recoverIp)] as const,
  tags,
  summary: 'Confirm an e-mail address with the token of the mailed link',
  description:
    'The link of the confirmation mail (`/confirm-email?token=…`) is valid 48 hours and names the account and its ' +
    'address; opening it twice is harmless. Until confirmed an account cannot publish an advert and its reports weigh ' +
    'nothing toward a hold (decision 174).',
  request: {
    body: jsonBody(EmailConfirmationSchema),
  },
  responses: {
    200: json(EmailConfirmedSchema, 'Confirmed (already: it was confirmed before)'),
    400: errorResponse(
      '`confirm-email.error.invalid-link`: unknown, expired, or for an address the account no longer has',
    ),
  },
});

export const resendConfirmation = createRoute({
  method: 'post',
  path: '/private/confirm-email',
  tags,
  summary: 'Mail the signed-in person a new confirmation link',
  description:
    'Limited to 5 an hour per account. 409 `confirm-email.error.already-confirmed` when there is nothing to confirm.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.confirmationMail)] as const,
  responses: {
    202: json(OkSchema, 'Mailed'),
    409: errorResponse('`confirm-email.error.already-confirmed`: the address is confirmed'),
    ...errorResponses(503),
  },
});

export const validateEmail = createRoute({
  method: 'get',
  path: '/public/validate-email',
  tags,
  summary: 'Whether an email address is still free',
  request: { query: emailQuery },
  responses: { 200: json(EmailAvailabilitySchema, 'Availability'), ...errorResponses(429) },
});

export const authenticate = createRoute({
  method: 'post',
  path: '/public/authenticate',
  middleware: [limitPerAddress(RATE_RULES.authenticateIp)] as const,
  tags,
  summary: 'Sign in',
  request: {
    body: jsonBody(CredentialsSchema),
  },
  responses: {
    200: { ...json(TokenSchema, 'Signed in'), headers: deviceCookie },
    401: errorResponse('`login-dialog.msg.incorrect-login`: no account with this email and password'),
    403: errorResponse(
      '`auth.error.suspended`: the password is right but the moderators suspended the account (decision 150); ' +
        "`errors.reason` carries the moderator's words and `errors.until` the end (ISO, 9999-12-31 for good)",
    ),
  },
});

const FORGOT_DESCRIPTION =
  'Sends a mail with `/user/password-recover?ticket=…` (valid one hour, single use). 404 ' +
  '`login-dialog.password-recover.msg.incorrect-email` when no account has that email (or it is malformed). ' +
  'Limited per address (10 an hour) and per address and account (5 an hour), never per account alone: an ' +
  'account gets at most one new mail per 20 minutes while its last link is unused, and a request past that ' +
  'answers the same 200 without sending, so a stranger cannot keep the owner from recovering (decision 057).';

const unknownEmail = errorResponse(
  '`login-dialog.password-recover.msg.incorrect-email`: no account has this email, or it is malformed',
);

export const forgotPassword = createRoute({
  method: 'get',
  path: '/public/forgot-password',
  middleware: [limitPerAddress(RATE_RULES.forgotIp)] as const,
  tags,
  summary: "Mail a password recovery link (the specification's call)",
  description: `${FORGOT_DESCRIPTION} Kept for the specification's client; the site's form uses the POST, which another site cannot send from a visitor's browser.`,
  request: { query: emailQuery },
  responses: {
    200: json(OkSchema, 'Mail sent (or a recent link is still unused)'),
    404: unknownEmail,
    ...errorResponses(503),
  },
});

export const forgotPasswordPost = createRoute({
  method: 'post',
  path: '/public/forgot-password',
  middleware: [limitPerAddress(RATE_RULES.forgotIp)] as const,
  tags,
  summary: 'Mail a password recovery link',
  description: `${FORGOT_DESCRIPTION} Same answers as the GET, with the email in a JSON body: a JSON POST needs a CORS preflight, so no other site can make its visitors spend an account's recovery mails.`,
  request: {
    body: jsonBody(ForgotPasswordSchema),
  },
  responses: {
    200: json(OkSchema, 'Mail sent (or a recent link is still unused)'),
    404: unknownEmail,
    ...errorResponses(503),
  },
});

export const recoverPassword = createRoute({
  method: 'post',
  path: '/public/recover-password',
  middleware: [limitPerAddress(RATE_RULES.recoverIp)] as const,
  tags,
  summary: 'Set a new password with a recovery ticket',
  description: 'Ends every session of the account. 498 when the ticket is unknown, used or expired.',
  request: {
    body: jsonBody(RecoverPasswordSchema),
  },
  responses: { 200: json(OkSchema, 'Password changed'), ...errorResponses(498) },
});

export const refresh = createRoute({
  method: 'post',
  path: '/authrefresh',
  tags,
  summary: 'A fresh token for a still-valid one; the old one is retired',
  description:
    'The token sent is retired (decision 097): it answers 401 from 30 seconds after the refresh, a grace that lets ' +
    'calls already sent with it, and other tabs refreshing the same token, finish. The new token keeps the version, ' +
    'so it dies with logout, a password change or a recovery like any other.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.session)] as const,
  responses: { 200: json(TokenSchema, 'New token') },
});

export const logout = createRoute({
  method: 'post',
  path: '/private/logout',
  tags,
  summary: 'Sign out: this token and every other token of the account stop working',
  description:
    'Ends every session of the account (decision 093): the token version moves, so this token and any other ' +
    'one issued before answer 401 from now on, and live real-time (STOMP) sessions are closed with an ERROR frame. ' +
    'The site deletes its cookies first, then calls it. Limited per address (not per account), so a stolen token ' +
    'cannot keep the owner from signing out. Every answer to a call that carries a bearer token, 401 and 429 ' +
    'included, has `Clear-Site-Data: "cache", "storage"`: the browser drops its HTTP cache and the site\'s storage, ' +
    'service worker and push subscription with it (decision 195).',
  security: bearerSecurity,
  middleware: [clearSiteDataOnSignOut, limitPerAddress<AuthEnv>(RATE_RULES.logoutIp), requireAuth] as const,
  responses: {
    204: {
      description: 'Signed out everywhere',
      headers: {
        'Clear-Site-Data': {
          description: 'What this browser clears of the site',
          schema: { type: 'string', const: SIGN_OUT_CLEARS },
        },
      },
    },
  },
});
