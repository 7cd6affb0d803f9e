// Issue 37, decision 174: a new account confirms its e-mail through a mailed link (48 hours) before it publishes an
// advert; it browses, favourites and talks meanwhile. The link can be asked for again; a link for another purpose,
// expired, or for an address the account no longer has confirms nothing.
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { confirmationToken } from '../../src/server/domain/auth/email-confirmation.ts';
import { signToken, TOKEN_ISSUER } from '../../src/server/domain/auth/tokens.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { breeder, photoBase64, place, validSale } from '../api/sales-fixtures.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

const unique = () => `nova.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** Signs up through the API, as a person does; gives the address, a session and the mailed link. */
async function newAccount() {
  const email = unique();
  const created = await post('/public/signup', {
    name: 'Nina',
    surname: 'Nova',
    email,
    password: 'Patinhas2024',
    userType: 'TUTOR',
    acceptTerms: true,
  });
  expect(created.status).toBe(201);
  const signedIn = await post('/public/authenticate', { username: email, password: 'Patinhas2024' });
  const { token } = (await signedIn.json()) as { token: string };
  const mail = ctx.mailer.outbox.filter((m) => m.to === email).at(-1);
  expect(mail?.subject).toBe('Confirme o seu email na Patinhas');
  const link = new URL(mail!.link!);
  expect(link.pathname).toBe('/confirm-email');
  expect(mail!.text).toContain(link.href);
  return { email, token, link };
}

const confirmed = async (token: string) =>
  ((await (await get('/user-profile', { token })).json()) as { emailConfirmed: boolean }).emailConfirmed;

describe('confirming an e-mail address', () => {
  it('a new account is unconfirmed until its link is opened; opening it twice is harmless', async () => {
    const { token, link } = await newAccount();
    expect(await confirmed(token)).toBe(false);
    const opened = await post('/public/confirm-email', { token: link.searchParams.get('token') });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ confirmed: true, already: false });
    expect(await confirmed(token)).toBe(true);
    const again = await post('/public/confirm-email', { token: link.searchParams.get('token') });
    expect(await again.json()).toEqual({ confirmed: true, already: true });
  });

  it('an unconfirmed account cannot publish an advert, and is told why at the form', async () => {
    const seller = await breeder(ctx);
    await ctx.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, seller.uid));
    const where = await place(ctx, 'Lisboa', 'Sintra');
    const photo = await post('/private/sale/file', { source: await photoBase64() }, { token: seller.token });
    const { uid } = (await photo.json()) as { uid: string };
    const refused = await post('/private/sale', validSale(where, [uid]), { token: seller.token });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { form: 'sale.error.email-unconfirmed' } });
    await ctx.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, seller.uid));
    expect((await post('/private/sale', validSale(where, [uid]), { token: seller.token })).status).toBe(201);
  });

  it('refuses a link that is not ours, has expired, is for another purpose or for an address no longer its own', async () => {
    const { token, link } = await newAccount();
    const me = (await (await get('/user-profile', { token })).json()) as { uid: string; email: string };
    const expired = await new SignJWT({ email: me.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('patinhas-email-confirmation')
      .setSubject(me.uid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 49 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(ctx.jwtSecret);
    const forged = link.searchParams.get('token')!.slice(0, -4) + 'AAAA';
    const session = await signToken(ctx, me.uid, 0);
    const otherAddress = await confirmationToken(ctx, me.uid, 'outra@example.pt');
    for (const bad of [expired, forged, session, otherAddress, 'nada']) {
      const res = await post('/public/confirm-email', { token: bad });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'confirm-email.error.invalid-link' });
    }
    expect(await confirmed(token)).toBe(false);
  });

  it('mails a new link when asked, and says so when there is nothing to confirm', async () => {
    const { email, token } = await newAccount();
    const before = ctx.mailer.outbox.filter((m) => m.to === email).length;
    const resent = await post('/private/confirm-email', undefined, { token });
    expect(resent.status).toBe(202);
    expect(ctx.mailer.outbox.filter((m) => m.to === email)).toHaveLength(before + 1);
    const link = new URL(ctx.mailer.outbox.filter((m) => m.to === email).at(-1)!.link!);
    expect((await post('/public/confirm-email', { token: link.searchParams.get('token') })).status).toBe(200);
    const nothing = await post('/private/confirm-email', undefined, { token });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ message: 'confirm-email.error.already-confirmed' });
    expect((await post('/private/confirm-email')).status).toBe(401);
  });

  it('accounts made before confirmation existed, and the tests’ own, count as confirmed', async () => {
    const someone = await signUp(ctx);
    expect(await confirmed(someone.token)).toBe(true);
  });
});
