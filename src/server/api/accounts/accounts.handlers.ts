/** Account handlers: rate limits first, then the domain; every failure is a translation key the client can show. */
import { authenticate as signIn } from '../../domain/auth/authenticate.ts';
import { createRecoveryTicket, resetPassword } from '../../domain/auth/recovery.ts';
import { endAllSessions } from '../../domain/auth/sessions.ts';
import { signToken } from '../../domain/auth/tokens.ts';
import { normalizeEmail } from '../../domain/users/email.ts';
import { isEmailTaken } from '../../domain/users/lookup.ts';
import { registerUser } from '../../domain/users/register.ts';
import { passwordRecoveryMail } from '../../mail/templates/password-recovery.ts';
import { isValidPassword } from '../../../lib/validation/password.ts';
import { emailError } from '../../../lib/validation/signup-rules.ts';
import { logger } from '../../log.ts';
import { ApiError } from '../errors.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { enforce, enforceIp, isCounted, RATE_RULES, resetLimit } from '../middleware/rate-limit.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './accounts.routes.ts';

export const signup: AppRouteHandler<typeof routes.signup> = async (c) => {
  // Per address: limitPerAddress(signupIp) on the route counts every attempt, malformed ones too.
  const result = await registerUser(c.get('ctx'), c.req.valid('json'));
  if (!result.ok) {
    if (result.reason === 'email-taken') {
      throw new ApiError(409, 'register.error.email-taken', { email: 'register.error.email-taken' });
    }
    throw new ApiError(400, 'validation-error', result.errors);
  }
  return c.json({ uid: result.uid }, 201);
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
  // account signed in from before has its own counter, so guesses from elsewhere cannot lock its owner out.
  const { username, password } = c.req.valid('json');
  const account = `acct:${normalizeEmail(username)}`;
  const here = `${account}:ip:${clientIp(c)}`;
  const known = await isCounted(c, RATE_RULES.knownAddress, here);
  const [rule, subject] = known ? [RATE_RULES.authenticateKnownAddress, here] : [RATE_RULES.authenticateAccount, account];
  await enforce(c, rule, subject);
  const token = await signIn(c.get('ctx'), username, password);
  if (!token) throw new ApiError(401, INCORRECT_LOGIN);
  // The counter tracks guesses: a successful sign-in starts it again, and remembers this address.
  await resetLimit(c, rule, subject);
  if (!known) await enforce(c, RATE_RULES.knownAddress, here);
  return c.json({ token }, 200);
};

const INCORRECT_EMAIL = 'login-dialog.password-recover.msg.incorrect-email';

export const forgotPassword: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  const ctx = c.get('ctx');
  const email = normalizeEmail(c.req.valid('query').email);
  await enforceIp(c, RATE_RULES.forgotIp);
  // The form has no client validation: anything that is no known address gets the same visible answer.
  if (emailError(email)) throw new ApiError(404, INCORRECT_EMAIL);
  await enforce(c, RATE_RULES.forgotAccount, `acct:${email}`);
  const recovery = await createRecoveryTicket(ctx, email);
  if (!recovery) throw new ApiError(404, INCORRECT_EMAIL);
  const link = new URL('/user/password-recover', ctx.env.PUBLIC_SITE_URL);
  link.searchParams.set('ticket', recovery.ticket);
  try {
    await ctx.mailer.send(passwordRecoveryMail(recovery.email, recovery.userName, link.href));
  } catch (error) {
    logger.error('recovery mail not sent', { requestId: c.get('requestId'), error: String(error) });
    throw new ApiError(503, 'mail-unavailable');
  }
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
  const ctx = c.get('ctx');
  const principal = c.get('principal');
  // verifyToken has just checked the version; the new token carries the same one.
  const token = await signToken(ctx, principal.userId, principal.tokenVersion);
  return c.json({ token }, 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  // Decision 093: every token of the account dies (this one included) and live STOMP sessions end.
  if (!(await endAllSessions(c.get('ctx'), c.get('principal').userId))) throw new ApiError(401, 'unauthorized');
  return c.body(null, 204);
};
