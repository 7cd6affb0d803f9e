/**
 * Confirmed e-mail addresses (issue 37, decision 174). A sign-up mails a link to /confirm-email with a token signed
 * with the site's key: it names the account and the address, and lasts 48 hours. Nothing is stored until it is
 * opened; a link for an address the account no longer has confirms nothing. Until then the person browses,
 * favourites and talks, but cannot publish an advert, and their reports weigh nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Services } from '../../services.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { emailConfirmationMail } from '../../mail/templates/email-confirmation.ts';
import { TOKEN_ISSUER } from './tokens.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_SECONDS = 48 * 60 * 60;
/** A session token or any other signed with the same key is not a confirmation link: its audience differs. */
const AUDIENCE = 'patinhas-email-confirmation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Ctx = Pick<Services, 'db' | 'jwtSecret'>;

/** The token of a confirmation link for this account and address. */
export function confirmationToken(ctx: Pick<Services, 'jwtSecret'>, userId: string, email: string): Promise<string> {
  return (
    new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(userId)
      // Each mail its own link: one asked for again is not the same string.
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${CONFIRMATION_TTL_SECONDS}s`)
      .sign(ctx.jwtSecret)
  );
}

export type Confirmation = 'confirmed' | 'already-confirmed' | 'invalid';

/** Opens a link: the account's address is confirmed when the token is ours, in time, and names its current address. */
export async function confirmEmail(ctx: Ctx, token: string): Promise<Confirmation> {
  return (await openConfirmation(ctx, token)).outcome;
}

/** The same, and whose account it was, so the page can say what that account still lacks (decision 201). */
export async function openConfirmation(
  ctx: Ctx,
  token: string,
): Promise<{ outcome: Confirmation; userId: string | null }> {
  const invalid = { outcome: 'invalid', userId: null } as const;
  let userId: string;
  let email: string;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      maxTokenAge: CONFIRMATION_TTL_SECONDS,
    });
    if (typeof payload['email'] !== 'string' || !payload.sub || !UUID.test(payload.sub)) return invalid;
    userId = payload.sub;
    email = payload['email'];
  } catch {
    return invalid;
  }
  const [person] = await ctx.db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!person || person.email !== email) return invalid;
  if (person.confirmedAt) return { outcome: 'already-confirmed', userId };
  // A confirmed writer's reviews may start counting in the ratings cards show (decision 196).
  await inTransaction(ctx, (tx) =>
    tx
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt))),
  );
  return { outcome: 'confirmed', userId };
}

/**
 * Mails the person a confirmation link, unless their address is already confirmed. The mailer's failure is the
 * caller's to answer (a sign-up still succeeds; a resend answers 503).
 */
export async function mailConfirmation(
  ctx: Pick<Services, 'db' | 'jwtSecret' | 'mailer' | 'env'>,
  userId: string,
): Promise<'sent' | 'already-confirmed'> {
  const [person] = await ctx.db
    .select({ email: users.email, name: users.name, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!person || person.confirmedAt) return 'already-confirmed';
  const link = new URL('/confirm-email', ctx.env.PUBLIC_SITE_URL);
  link.searchParams.set('token', await confirmationToken(ctx, userId, person.email));
  await ctx.mailer.send(emailConfirmationMail(person.email, person.name, link.href));
  return 'sent';
}
