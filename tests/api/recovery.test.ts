import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshIp, testApi } from '../helpers/api.ts';
import { RATE_RULES } from '../../src/server/api/middleware/rate-limit.ts';
import { recoveryTickets } from '../../src/server/db/schema.ts';
import { MAIL_INTERVAL_MS } from '../../src/server/domain/auth/recovery.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { t } from '../../src/i18n/index.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

beforeEach(async () => {
  await resetDatabase(ctx);
  ctx.mailer.outbox.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only) forward: rate-limit windows, ticket ages and token times all follow it. */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

const mailsTo = (email: string) => ctx.mailer.outbox.filter((m) => m.to === email);
const ticketOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('ticket')!;

/** Asks for a recovery mail and gives back the ticket of its link. */
async function requestTicket(user: TestUser): Promise<string> {
  const res = await get(`/public/forgot-password?email=${encodeURIComponent(user.email)}`);
  expect(res.status).toBe(200);
  const mail = ctx.mailer.outbox.at(-1)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return link.searchParams.get('ticket')!;
}

describe('GET /public/forgot-password', () => {
  it('mails a Portuguese message with a single-use link to /user/password-recover', async () => {
    const user = await signUp(ctx, { name: 'Joana' });
    const res = await get(`/public/forgot-password?email=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(ctx.mailer.outbox).toHaveLength(1);
    const mail = ctx.mailer.outbox[0]!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(t('mail.password-recovery.subject'));
    expect(mail.text).toContain('Olá Joana,');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4321/user/password-recover');
    const ticket = link.searchParams.get('ticket')!;
    // 256 random bits in base64url.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.href.replaceAll('&', '&amp;'));
    // Only the SHA-256 of the ticket is stored, for one hour.
    const [row] = await ctx.db.select().from(recoveryTickets);
    expect(row!.tokenHash).toBe(createHash('sha256').update(ticket).digest('hex'));
    expect(row!.tokenHash).not.toContain(ticket);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('answers 404 login-dialog.password-recover.msg.incorrect-email for an unknown or malformed address', async () => {
    for (const email of ['nobody@example.pt', 'not an email', ' ']) {
      const res = await get(`/public/forgot-password?email=${encodeURIComponent(email)}`);
      expect(res.status, email).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'login-dialog.password-recover.msg.incorrect-email' });
    }
    expect(ctx.mailer.outbox).toHaveLength(0);
  });

  it('answers 400 without an email parameter', async () => {
    expect((await get('/public/forgot-password')).status).toBe(400);
  });
});

describe('POST /public/recover-password', () => {
  it('sets the new password, ends older sessions and spends the ticket', async () => {
    const user = await signUp(ctx);
    const ticket = await requestTicket(user);
    expect((await get('/user-profile', { token: user.token })).status).toBe(200);

    const res = await post('/public/recover-password', { token: ticket, password: 'NovaSenha#2025' });
    expect(res.status).toBe(200);

    expect((await get('/user-profile', { token: user.token })).status).toBe(401);
    expect((await post('/public/authenticate', { username: user.email, password: user.password })).status).toBe(401);
    const login = await post('/public/authenticate', { username: user.email, password: 'NovaSenha#2025' });
    expect(login.status).toBe(200);

    const again = await post('/public/recover-password', { token: ticket, password: 'OutraSenha1' });
    expect(again.status).toBe(498);
    expect(await again.json()).toEqual({ status: 498, message: 'invalid-ticket' });
  });

  it('answers 498 for an unknown or expired ticket', async () => {
    const user = await signUp(ctx);
    for (const token of ['', 'x', 'A'.repeat(43), 'not/a/ticket?']) {
      expect((await post('/public/recover-password', { token, password: 'NovaSenha1' })).status, token).toBe(498);
    }
    const ticket = await requestTicket(user);
    await ctx.db.update(recoveryTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/public/recover-password', { token: ticket, password: 'NovaSenha1' })).status).toBe(498);
    expect((await post('/public/authenticate', { username: user.email, password: user.password })).status).toBe(200);
  });

  it('refuses a password that breaks the rules without spending the ticket', async () => {
    const user = await signUp(ctx);
    const ticket = await requestTicket(user);
    for (const password of ['curta1', 'semdigitos', '12345678', 'com\ttab1', 'linha\nnova1']) {
      const res = await post('/public/recover-password', { token: ticket, password });
      expect(res.status, password).toBe(400);
      expect(await res.json()).toEqual({
        status: 400,
        message: 'validation-error',
        errors: { password: 'invalid-password' },
      });
    }
    // What a phone's password manager suggests is taken (decision 206).
    expect((await post('/public/recover-password', { token: ticket, password: 'Val-id_a.123' })).status).toBe(200);
  });

  it('kills the other open tickets of the account when one is used', async () => {
    const user = await signUp(ctx);
    const first = await requestTicket(user);
    later(MAIL_INTERVAL_MS);
    const second = await requestTicket(user);
    expect(second).not.toBe(first);
    expect((await post('/public/recover-password', { token: second, password: 'Segunda123' })).status).toBe(200);
    expect((await post('/public/recover-password', { token: first, password: 'Primeira123' })).status).toBe(498);
  });

  it('lets only one of two simultaneous uses of a ticket win', async () => {
    const user = await signUp(ctx);
    const ticket = await requestTicket(user);
    const results = await Promise.all([
      post('/public/recover-password', { token: ticket, password: 'Corrida123' }),
      post('/public/recover-password', { token: ticket, password: 'Corrida456' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 498]);
    expect(
      (await ctx.db.select().from(recoveryTickets).where(eq(recoveryTickets.userId, user.uid))).every((r) => r.usedAt),
    ).toBe(true);
  });

  it('answers 400 for a body without token or password', async () => {
    for (const body of [{}, { token: 'x' }, { password: 'Valida123' }, { token: 1, password: 2 }]) {
      expect((await post('/public/recover-password', body)).status).toBe(400);
    }
  });
});

describe("POST /public/forgot-password (the site's form)", () => {
  it('mails the same link as the GET, and answers 404 for an unknown or malformed address', async () => {
    const user = await signUp(ctx, { name: 'Joana' });
    const res = await post('/public/forgot-password', { email: ` ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [mail] = mailsTo(user.email);
    expect(mail!.subject).toBe(t('mail.password-recovery.subject'));
    expect(
      (await post('/public/recover-password', { token: ticketOf(mail!.text), password: 'PeloPost2026' })).status,
    ).toBe(200);
    for (const email of ['nobody@example.pt', 'not an email']) {
      const unknown = await post('/public/forgot-password', { email });
      expect(unknown.status, email).toBe(404);
      expect(await unknown.json()).toEqual({
        status: 404,
        message: 'login-dialog.password-recover.msg.incorrect-email',
      });
    }
  });

  it('answers 400 for a body without an email, and refuses a form post another site could send', async () => {
    const user = await signUp(ctx);
    for (const body of [{}, { email: 1 }, []]) expect((await post('/public/forgot-password', body)).status).toBe(400);
    const form = await testApi(ctx).call('POST', '/public/forgot-password', {
      rawBody: `email=${user.email}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect(ctx.mailer.outbox).toHaveLength(0);
  });
});

describe('a stranger cannot keep the owner from recovering the account (decision 057)', () => {
  it("a stranger's requests from one address do not stop the owner's request from another: 200, and a live link in the mailbox", async () => {
    const owner = await signUp(ctx);
    const stranger = freshIp();
    const url = `/public/forgot-password?email=${encodeURIComponent(owner.email)}`;
    // The stranger's address is limited per (address, account): it gets 429, nobody else does.
    for (let i = 0; i < RATE_RULES.forgotAddressAccount.limit; i++)
      expect((await get(url, { ip: stranger })).status).toBe(200);
    expect((await get(url, { ip: stranger })).status).toBe(429);
    expect(mailsTo(owner.email)).toHaveLength(1);

    const res = await post('/public/forgot-password', { email: owner.email }, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // No new mail within 20 minutes of the last one, but that one's link is live: the owner gets in.
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(
      (await post('/public/recover-password', { token: ticketOf(mails[0]!.text), password: 'DonaDaConta1' })).status,
    ).toBe(200);
    expect((await post('/public/authenticate', { username: owner.email, password: 'DonaDaConta1' })).status).toBe(200);
  });

  it('mails the owner again once the last link is 20 minutes old, or at once after it was used', async () => {
    const owner = await signUp(ctx);
    const ask = () => post('/public/forgot-password', { email: owner.email }, { ip: freshIp() });
    expect((await ask()).status).toBe(200);
    later(MAIL_INTERVAL_MS - 60_000);
    expect((await ask()).status).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(1);
    later(60_000);
    expect((await ask()).status).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(2);
    // The owner used the link (a reset spends every open one): the next request mails at once.
    expect(
      (
        await post('/public/recover-password', {
          token: ticketOf(mailsTo(owner.email)[1]!.text),
          password: 'DonaDaConta2',
        })
      ).status,
    ).toBe(200);
    expect((await ask()).status).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(3);
  });

  it('sends an account at most three mails an hour, however many addresses ask, and every answer is the success one', async () => {
    const owner = await signUp(ctx);
    const answers = new Set<string>();
    // One request a minute for an hour, each from an address never seen.
    for (let minute = 0; minute < 60; minute++) {
      if (minute > 0) later(60_000);
      const res = await get(`/public/forgot-password?email=${encodeURIComponent(owner.email)}`, { ip: freshIp() });
      answers.add(`${res.status} ${await res.text()}`);
    }
    expect([...answers]).toEqual(['200 {"ok":true}']);
    expect(mailsTo(owner.email)).toHaveLength(3);
  });

  it("never answers 429 for the account's own count: many strangers' addresses, the owner still gets 200", async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 30; i++)
      expect((await post('/public/forgot-password', { email: owner.email }, { ip: freshIp() })).status).toBe(200);
    expect((await post('/public/forgot-password', { email: owner.email }, { ip: freshIp() })).status).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('does not count a mail that could not be sent: the next request sends one', async () => {
    const owner = await signUp(ctx);
    // A real SMTP client pointed at a port where nothing listens.
    const broken = createMailer({
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: 'memory://',
      MAIL_FROM: ctx.env.MAIL_FROM,
    });
    const failing = testApi({ ...ctx, mailer: broken });
    const res = await failing.post('/public/forgot-password', { email: owner.email });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 503, message: 'mail-unavailable' });
    broken.close();
    expect((await post('/public/forgot-password', { email: owner.email })).status).toBe(200);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });
});
