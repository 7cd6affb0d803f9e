import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';
import { recoveryTickets } from '../../src/server/db/schema.ts';
import { t } from '../../src/i18n/index.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

beforeEach(async () => {
  await resetDatabase(ctx);
  ctx.mailer.outbox.length = 0;
});

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
    for (const password of ['curta1', 'semdigitos', '12345678', 'com espaço1', 'Percent%1']) {
      const res = await post('/public/recover-password', { token: ticket, password });
      expect(res.status, password).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'validation-error', errors: { password: 'invalid-password' } });
    }
    expect((await post('/public/recover-password', { token: ticket, password: 'Valida123' })).status).toBe(200);
  });

  it('kills the other open tickets of the account when one is used', async () => {
    const user = await signUp(ctx);
    const first = await requestTicket(user);
    const second = await requestTicket(user);
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
    expect((await ctx.db.select().from(recoveryTickets).where(eq(recoveryTickets.userId, user.uid))).every((r) => r.usedAt)).toBe(true);
  });

  it('answers 400 for a body without token or password', async () => {
    for (const body of [{}, { token: 'x' }, { password: 'Valida123' }, { token: 1, password: 2 }]) {
      expect((await post('/public/recover-password', body)).status).toBe(400);
    }
  });
});
