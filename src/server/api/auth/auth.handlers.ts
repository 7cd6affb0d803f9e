/** Sign-up, sign-in, recovery and token handlers: rate limits first, then the domain; every failure is a translation key the client can show. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { authenticate as signIn } from '../../domain/auth/authenticate.ts';
import { stillSuspended } from '../../domain/moderation/suspensions.ts';
import { salesContext } from '../sales/sales.handlers.ts';
import { getCookie, setCookie } from 'hono/cookie';
import { isKnownAddress, rememberAddress } from '../../domain/auth/known-addresses.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceIdFrom, rememberDevice } from '../../domain/auth/known-devices.ts';
import { noteLinks } from '../../domain/standing/standing.ts';
import { confirmEmail as openConfirmation, mailConfirmation } from '../../domain/auth/email-confirmation.ts';
import { createRecoveryTicket, discardRecoveryTicket, resetPassword } from '../../domain/auth/recovery.ts';
import { endAllSessions } from '../../domain/auth/sessions.ts';
import { replaceToken } from '../../domain/auth/tokens.ts';
import { normalizeEmail } from '../../domain/users/email.ts';
import { isEmailTaken } from '../../domain/users/lookup.ts';
import { registerUser } from '../../domain/users/register.ts';
import { passwordRecoveryMail } from '../../mail/templates/password-recovery.ts';
import { isValidPassword } from '../../../lib/validation/password.ts';
import { emailError } from '../../../lib/validation/signup-rules.ts';
import { logger } from '../../log.ts';
import { ApiError } from '../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import { enforce, enforceIp, RATE_RULES, resetLimit } from '../middleware/rate-limit.ts';
import type { ApiEnv, AppRouteHandler } from '../router.ts';
import type * as routes from './auth.routes.ts';

/**
 * Where an account was used (decision 196): the request's address and this browser's `device` cookie (given to a browser
 * without one) are remembered with it, and any review between it and an account seen at either stops counting.
 */
async function noteWhereFrom(c: Context<ApiEnv>, userId: string): Promise<void> {
  const { db, env } = c.get('ctx');
  const device = deviceIdFrom(getCookie(c, DEVICE_COOKIE));
  if (device.fresh) {
    setCookie(c, DEVICE_COOKIE, device.id, {
      // Sent back only to sign-up and sign-in, where it is read; never to a page or a script.
      path: new URL(c.req.url).pathname.replace(/\/[^/]*$/, '') || '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure: env.PUBLIC_SITE_URL.startsWith('https:'),
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }
  await rememberAddress(db, userId, clientIp(c));
  await rememberDevice(db, userId, device.id);
  await noteLinks(db, userId);
}

export const signup: AppRouteHandler<typeof routes.signup> = async (c) => {
  // Per address: limitPerAddress(signupIp) on the route counts every attempt, malformed ones too.
  const result = await registerUser(c.get('ctx'), c.req.valid('json'));
  if (!result.ok) {
    if (result.reason === 'email-taken') {
      throw new ApiError(409, 'register.error.email-taken', { email: 'register.error.email-taken' });
    }
    throw new ApiError(400, 'validation-error', result.errors);
  }
  await noteWhereFrom(c, result.uid);
  // The account exists whatever the mail does: a failed send is logged, and the person asks again from the profile.
  await mailConfirmation(c.get('ctx'), result.uid).catch((error: unknown) =>
    logger.error('confirmation mail not sent', { requestId: c.get('requestId'), error: String(error) }),
  );
  return c.json({ uid: result.uid }, 201);
};

export const confirmEmail: AppRouteHandler<typeof routes.confirmEmail> = async (c) => {
  const outcome = await openConfirmation(c.get('ctx'), c.req.valid('json').token);
  if (outcome === 'invalid') throw new ApiError(400, 'confirm-email.error.invalid-link');
  return c.json({ confirmed: true as const, already: outcome === 'already-confirmed' }, 200);
};

export const resendConfirmation: AppRouteHandler<typeof routes.resendConfirmation> = async (c) => {
  let outcome: Awaited<ReturnType<typeof mailConfirmation>>;
  try {
    outcome = await mailConfirmation(c.get('ctx'), c.get('principal').userId);
  } catch (error) {
    logger.error('confirmation mail not sent', { requestId: c.get('requestId'), error: String(error) });
    throw new ApiError(503, 'mail-unavailable');
  }
  if (outcome === 'already-confirmed') throw new ApiError(409, 'confirm-email.error.already-confirmed');
  return c.json({ ok: true as const }, 202);
};

export const validateEmail: AppRouteHandler<typeof routes.validateEmail> = async (c) => {
  await enforceIp(c, RATE_RULES.validateEmailIp);
  const { email } = c.req.valid('query');
  const error = emailError(email);
  if (error) throw new ApiError(400, 'validation-error', { email: error });
  return c.json({ available: !(await isEmailTaken(c.get('ctx').db, email)) }, 200);
};

const INCORRECT_LOGIN = 'login-dialog.msg.incorrect-login';

export const authenticate: AppRouteHandler<typeof routes.authenticate> = async (c) => {
  // Per address: limitPerAddress(authenticateIp) on the route. Per account (decision 024): attempts are
  // counted before the password check, so parallel guesses cannot race past the limit. An address this
  // account signed in from before (decision 057: kept in the database, so every instance and a restart know
  // it) has its own counter, so guesses from elsewhere cannot lock its owner out.
  const ctx = c.get('ctx');
  const { username, password } = c.req.valid('json');
  const account = `acct:${normalizeEmail(username)}`;
  const ip = clientIp(c);
  const here = `${account}:ip:${ip}`;
  const known = await isKnownAddress(ctx.db, username, ip);
  const [rule, subject] = known
    ? [RATE_RULES.authenticateKnownAddress, here]
    : [RATE_RULES.authenticateAccount, account];
  await enforce(c, rule, subject);
  const session = await signIn(ctx, username, password);
  if (!session) throw new ApiError(401, INCORRECT_LOGIN);
  // A suspended account (decision 150) is refused once the password is right; a suspension whose time is over ends.
  if (await stillSuspended(salesContext(ctx), { id: session.userId, suspendedUntil: session.suspendedUntil })) {
    // Told why and until when (issue 37): the moderator's words and the end (9999-12-31 for good).
    throw new ApiError(403, 'auth.error.suspended', {
      reason: session.suspensionReason ?? '',
      until: session.suspendedUntil!.toISOString(),
    });
  }
  // The counter tracks guesses: a successful sign-in starts it again, and remembers this address.
  await resetLimit(c, rule, subject);
  await noteWhereFrom(c, session.userId);
  return c.json({ token: session.token }, 200);
};

const INCORRECT_EMAIL = 'login-dialog.password-recover.msg.incorrect-email';

/**
 * Both forgot-password calls (GET as the specification names it, POST for the site's form). Per address:
 * limitPerAddress(forgotIp) on the routes. Per (address, account) here. Never per account alone: past the
 * account's mail budget the answer is the same 200, in about the same time, and no mail leaves (decision 057).
 */
async function requestRecovery(c: Context<ApiEnv>, typed: string): Promise<void> {
  const ctx = c.get('ctx');
  const email = normalizeEmail(typed);
  // The form has no client validation: anything that is no known address gets the same visible answer.
  if (emailError(email)) throw new ApiError(404, INCORRECT_EMAIL);
  await enforce(c, RATE_RULES.forgotAddressAccount, `acct:${email}:ip:${clientIp(c)}`);
  const recovery = await createRecoveryTicket(ctx, email);
  if (recovery.kind === 'unknown') throw new ApiError(404, INCORRECT_EMAIL);
  if (recovery.kind === 'already-mailed') {
    // As long as the mail would have taken: the answer's timing does not tell that nothing was sent.
    await sleep(Math.min(ctx.mailer.typicalSendMs, MAX_PACING_MS));
    return;
  }
  const link = new URL('/user/password-recover', ctx.env.PUBLIC_SITE_URL);
  link.searchParams.set('ticket', recovery.ticket);
  try {
    await ctx.mailer.send(passwordRecoveryMail(recovery.email, recovery.userName, link.href));
  } catch (error) {
    await discardRecoveryTicket(ctx, recovery.ticket);
    logger.error('recovery mail not sent', { requestId: c.get('requestId'), error: String(error) });
    throw new ApiError(503, 'mail-unavailable');
  }
}

/** A slow mail server must not make every held-back answer slow too. */
const MAX_PACING_MS = 3_000;

export const forgotPassword: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  await requestRecovery(c, c.req.valid('query').email);
  return c.json({ ok: true as const }, 200);
};

export const forgotPasswordPost: AppRouteHandler<typeof routes.forgotPasswordPost> = async (c) => {
  await requestRecovery(c, c.req.valid('json').email);
  return c.json({ ok: true as const }, 200);
};

export const recoverPassword: AppRouteHandler<typeof routes.recoverPassword> = async (c) => {
  const { token, password } = c.req.valid('json');
  if (!isValidPassword(password)) throw new ApiError(400, 'validation-error', { password: 'invalid-password' });
  const email = await resetPassword(c.get('ctx'), token, password);
  if (!email) throw new ApiError(498, 'invalid-ticket');
  // The mailed link proves the mailbox: the owner is not kept out by a lock-out others caused.
  await resetLimit(c, RATE_RULES.authenticateAccount, `acct:${email}`);
  return c.json({ ok: true as const }, 200);
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  // verifyToken has just checked the version; the new token carries the same one, and the old one is retired.
  const token = await replaceToken(c.get('ctx'), c.get('principal'));
  return c.json({ token }, 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  // Decision 093: every token of the account dies (this one included) and live STOMP sessions end.
  if (!(await endAllSessions(c.get('ctx'), c.get('principal').userId))) throw new ApiError(401, 'unauthorized');
  return c.body(null, 204);
};
