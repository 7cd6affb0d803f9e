// Reports and moderation (issue 18, decision 149): filing (one open report per person and target, never one's own),
// the automatic hold at three established reporters (reports-trust.test.ts for the weights), the queue worst first, each decision and its effects on the
// owner and the reporters, and the log of every decision, kept when the advert is deleted.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MIA_ADMIN, reporters } from '../helpers/cast.ts';
import { createSale, type ErrorBody } from './bookings-fixtures.ts';
import { certifyBreeder } from '../helpers/certification.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put } = api;

const the = freshEach(ctx, async () => {
  const owner = await signUp(ctx, { name: 'Rui', surname: 'Falso', userType: 'BREEDER' });
  const admin = await signUp(ctx, MIA_ADMIN);
  const people = await reporters(ctx, ['Ana', 'Bia', 'Caio']);
  return {
    owner,
    admin,
    reporters: people,
    saleUid: await createSale(ctx, owner.uid, { title: 'Cachorros de raça baratos' }),
  };
});

const report = (who: TestUser, body: Record<string, unknown>) => post('/private/report', body, { token: who.token });
const reportSale = (who: TestUser, reason = 'SCAM', text?: string) =>
  report(who, { targetType: 'SALE', targetUid: the.saleUid, reason, ...(text && { text }) });
const decide = (body: Record<string, unknown>, token = the.admin.token) =>
  post('/private/admin/report/decision', body, { token });
/** The admin's decision on the file's advert. */
const decideSale = (decision: string, reason: string) =>
  decide({ targetType: 'SALE', targetUid: the.saleUid, decision, reason });
const notesOf = async (who: TestUser) =>
  (
    (await (await get('/private/notification', { token: who.token })).json()) as {
      content: { type: string; message: string; params: Record<string, string>; referenceKey: string | null }[];
    }
  ).content;
const queue = async () =>
  (await (await get('/private/admin/report', { token: the.admin.token })).json()) as {
    targetType: string;
    targetUid: string;
    reporters: number;
    held: boolean;
    texts: string[];
    reasons: { reason: string; count: number }[];
    log: { action: string }[];
  }[];
const logOf = async (type: string, uid: string) =>
  (await (
    await get(`/private/admin/moderation-log?targetType=${type}&targetUid=${uid}`, { token: the.admin.token })
  ).json()) as { action: string; moderator: string | null; reason: string | null }[];
const publicStatus = async () => (await get(`/public/sale?searchValue=${the.saleUid}`)).status;

describe('filing a report', () => {
  it('takes one open report per person and target, never one’s own advert or oneself, and only what exists', async () => {
    const first = await reportSale(the.reporters[0]!, 'SCAM', 'Pede sinal por MB Way antes de mostrar.');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ held: false });
    const again = await reportSale(the.reporters[0]!, 'OTHER');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).message).toBe('report.error.already-open');

    const own = await reportSale(the.owner);
    expect(own.status).toBe(422);
    expect(((await own.json()) as ErrorBody).message).toBe('report.error.own');
    const self = await report(the.owner, { targetType: 'USER', targetUid: the.owner.uid, reason: 'OFFENSIVE' });
    expect(self.status).toBe(422);

    const pending = await createSale(ctx, the.owner.uid, { status: 'PENDING' });
    const unseen = await report(the.reporters[0]!, { targetType: 'SALE', targetUid: pending, reason: 'SCAM' });
    expect(unseen.status).toBe(404);
    const bad = await report(the.reporters[0]!, { targetType: 'SALE', targetUid: the.saleUid, reason: 'MAYBE' });
    expect(bad.status).toBe(400);
    expect(
      (await report(the.reporters[0]!, { targetType: 'USER', targetUid: the.owner.uid, reason: 'SCAM' })).status,
    ).toBe(201);
    expect((await post('/private/report', { targetType: 'SALE', targetUid: the.saleUid, reason: 'SCAM' })).status).toBe(
      401,
    );
  });

  it('lets only the two people of a conversation report it, which opens it to the moderators', async () => {
    const buyer = the.reporters[0]!;
    const started = await post('/private/conversation', { saleUid: the.saleUid, body: 'Olá' }, { token: buyer.token });
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    const stranger = await report(the.reporters[1]!, {
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      reason: 'SCAM',
    });
    expect(stranger.status).toBe(404);
    const fromOwner = await report(the.owner, {
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      reason: 'OFFENSIVE',
    });
    expect(fromOwner.status).toBe(201);
    const [group] = await queue();
    expect(group).toMatchObject({ targetType: 'CONVERSATION', targetUid: conversationUid, reporters: 1 });
    // The moderators read it with the report.
    expect((group as unknown as { messages: { author: string; body: string }[] }).messages).toEqual([
      expect.objectContaining({ author: 'Ana Um', body: 'Olá' }),
    ]);
  });
});

describe('the automatic hold', () => {
  it('hides an advert reported by three different people and tells its owner why', async () => {
    await reportSale(the.reporters[0]!);
    await reportSale(the.reporters[1]!, 'WRONG_INFORMATION');
    expect(await publicStatus()).toBe(200);
    const third = await reportSale(the.reporters[2]!, 'TOO_YOUNG');
    expect(await third.json()).toMatchObject({ held: true });
    expect(await publicStatus()).toBe(404);
    const [note] = await notesOf(the.owner);
    expect(note).toMatchObject({
      type: 'SALE_HELD',
      message: 'notification.sale-held.message',
      referenceKey: the.saleUid,
      params: { count: '3', saleTitle: 'Cachorros de raça baratos' },
    });
    const [group] = await queue();
    expect(group).toMatchObject({ targetUid: the.saleUid, reporters: 3, held: true });
    expect(group!.log.map((l) => l.action)).toEqual(['HOLD']);
    expect((await logOf('SALE', the.saleUid))[0]).toMatchObject({ action: 'HOLD', moderator: null });
  });
});

describe('the queue', () => {
  it('groups open reports by target, most different reporters first, with reasons and texts', async () => {
    const other = await createSale(ctx, the.owner.uid, { title: 'Gatinhos' });
    await report(the.reporters[0]!, { targetType: 'SALE', targetUid: other, reason: 'OTHER' });
    await reportSale(the.reporters[1]!, 'SCAM', 'Fotografias copiadas.');
    await reportSale(the.reporters[2]!, 'SCAM');
    const groups = await queue();
    expect(groups.map((g) => [g.targetUid, g.reporters])).toEqual([
      [the.saleUid, 2],
      [other, 1],
    ]);
    expect(groups[0]).toMatchObject({ reasons: [{ reason: 'SCAM', count: 2 }], texts: ['Fotografias copiadas.'] });
    expect((await get('/private/admin/report', { token: the.reporters[0]!.token })).status).toBe(403);
  });
});

describe('decisions', () => {
  it('taking an advert down tells its owner as a rejection, every reporter the outcome, and is logged', async () => {
    await reportSale(the.reporters[0]!);
    await reportSale(the.reporters[1]!);
    const res = await decideSale('TAKE_DOWN', 'Fotografias copiadas de outro anúncio.');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ closed: 2 });
    expect(await publicStatus()).toBe(404);
    expect((await notesOf(the.owner))[0]).toMatchObject({
      type: 'SALE_REJECT',
      params: { reason: 'Fotografias copiadas de outro anúncio.' },
    });
    for (const who of the.reporters.slice(0, 2)) {
      expect((await notesOf(who))[0]).toMatchObject({
        type: 'REPORT_RESOLVED',
        message: 'notification.report-taken-down.message',
        referenceKey: the.saleUid,
        params: { title: 'Cachorros de raça baratos' },
      });
    }
    expect(await queue()).toEqual([]);
    expect((await logOf('SALE', the.saleUid))[0]).toMatchObject({
      action: 'TAKE_DOWN',
      moderator: 'Mia Moderadora',
      reason: 'Fotografias copiadas de outro anúncio.',
    });
    // Nothing left to decide; a new report opens a new case.
    expect(
      (await decide({ targetType: 'SALE', targetUid: the.saleUid, decision: 'DISMISS', reason: 'De novo?' })).status,
    ).toBe(404);
  });

  it('dismissing puts a held advert back online and tells its owner and the reporters', async () => {
    for (const who of the.reporters) await reportSale(who);
    expect(await publicStatus()).toBe(404);
    const res = await decideSale('DISMISS', 'Anúncio verificado.');
    expect(res.status).toBe(200);
    expect(await publicStatus()).toBe(200);
    expect((await notesOf(the.owner))[0]).toMatchObject({
      type: 'SALE_APPROVE',
      message: 'notification.sale-hold-lifted.message',
    });
    expect((await notesOf(the.reporters[2]!))[0]).toMatchObject({ message: 'notification.report-dismissed.message' });
    expect((await logOf('SALE', the.saleUid)).map((l) => l.action)).toEqual(['DISMISS', 'HOLD']);
  });

  it('a warning reaches the person reported; only an advert can be taken down; only moderators decide', async () => {
    await report(the.reporters[0]!, { targetType: 'USER', targetUid: the.owner.uid, reason: 'OFFENSIVE' });
    const notAdvert = await decide({
      targetType: 'USER',
      targetUid: the.owner.uid,
      decision: 'TAKE_DOWN',
      reason: 'Linguagem ofensiva.',
    });
    expect(notAdvert.status).toBe(422);
    expect(
      (
        await decide(
          { targetType: 'USER', targetUid: the.owner.uid, decision: 'WARN', reason: 'Linguagem ofensiva.' },
          the.reporters[1]!.token,
        )
      ).status,
    ).toBe(403);
    const warned = await decide({
      targetType: 'USER',
      targetUid: the.owner.uid,
      decision: 'WARN',
      reason: 'Linguagem ofensiva.',
    });
    expect(warned.status).toBe(200);
    expect((await notesOf(the.owner))[0]).toMatchObject({
      type: 'MODERATION_WARNING',
      params: { title: 'Rui Falso', reason: 'Linguagem ofensiva.' },
    });
    expect((await notesOf(the.reporters[0]!))[0]).toMatchObject({ message: 'notification.report-warned.message' });
  });
});

describe('the log', () => {
  it('records approvals, rejections and certification with who and why, and keeps them when the advert is deleted', async () => {
    const pending = await createSale(ctx, the.owner.uid, { status: 'PENDING', title: 'Por rever' });
    await put(`/private/admin/sale/${pending}/reject`, { reason: 'Faltam fotografias.' }, { token: the.admin.token });
    await put(`/private/admin/sale/${pending}/approve`, undefined, { token: the.admin.token });
    await certifyBreeder(ctx, the.owner, the.admin);
    expect((await logOf('SALE', pending)).map((l) => [l.action, l.moderator, l.reason])).toEqual([
      ['APPROVE', 'Mia Moderadora', null],
      ['REJECT', 'Mia Moderadora', 'Faltam fotografias.'],
    ]);
    expect((await logOf('USER', the.owner.uid)).map((l) => l.action)).toEqual(['CERTIFY']);
    expect((await api.call('DELETE', `/private/my-sale-delete/${pending}`, { token: the.owner.token })).status).toBe(
      204,
    );
    expect(await logOf('SALE', pending)).toHaveLength(2);
  });
});

describe('the moderator role', () => {
  it('moderates adverts, reports and certification, and can do nothing else an admin can', async () => {
    const moderator = await signUp(ctx, { name: 'Rosa', surname: 'Moderadora', role: 'moderator' });
    const token = moderator.token;
    await reportSale(the.reporters[0]!);
    expect((await get('/private/admin/report', { token })).status).toBe(200);
    const pending = await createSale(ctx, the.owner.uid, { status: 'PENDING', title: 'Por rever' });
    expect((await get('/private/admin/sale', { token })).status).toBe(200);
    // A moderator reads a pending advert, as an admin does.
    expect((await get(`/public/sale?searchValue=${pending}`, { token })).status).toBe(200);
    expect((await put(`/private/admin/sale/${pending}/approve`, undefined, { token })).status).toBe(200);
    await certifyBreeder(ctx, the.owner, moderator);
    expect(
      (await put(`/private/admin/user/${the.owner.uid}/certification`, { certified: false }, { token })).status,
    ).toBe(200);
    const decided = await decide(
      { targetType: 'SALE', targetUid: the.saleUid, decision: 'WARN', reason: 'Reveja o preço.' },
      token,
    );
    expect(decided.status).toBe(200);
    expect((await logOf('SALE', the.saleUid))[0]).toMatchObject({ action: 'WARN', moderator: 'Rosa Moderadora' });
    // Not an admin: no global notifications, no articles.
    expect(
      (await post('/private/admin/notification/global', { title: 'Olá', message: 'Olá a todos' }, { token })).status,
    ).toBe(403);
    expect((await get('/private/admin/article', { token })).status).toBe(403);
  });
});

describe('suspensions', () => {
  const signIn = (who: TestUser) => post('/public/authenticate', { username: who.email, password: who.password });

  it('a suspended person cannot sign in, their sessions end, their adverts leave the site and their visitors are told', async () => {
    const { book, at, nextWeekday, setHours } = await import('./bookings-fixtures.ts');
    await setHours(api, the.owner.token);
    const visit = await book(api, the.reporters[0]!.token, the.saleUid, at(nextWeekday(6), '10:00'));
    await report(the.reporters[1]!, { targetType: 'USER', targetUid: the.owner.uid, reason: 'SCAM' });
    ctx.mailer.outbox.length = 0;
    const res = await decide({
      targetType: 'USER',
      targetUid: the.owner.uid,
      decision: 'SUSPEND',
      days: 30,
      reason: 'Pede sinais antes de mostrar os animais.',
    });
    expect(res.status).toBe(200);

    const refused = await signIn(the.owner);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).message).toBe('auth.error.suspended');
    // A wrong password still reads as any wrong password: only the right one learns of the suspension.
    expect((await post('/public/authenticate', { username: the.owner.email, password: 'Errada123' })).status).toBe(401);
    expect((await get('/user-profile', { token: the.owner.token })).status).toBe(401);
    expect(await publicStatus()).toBe(404);
    const visitorsNote = (await notesOf(the.reporters[0]!))[0];
    expect(visitorsNote).toMatchObject({
      type: 'BOOKING_REJECTED',
      message: 'notification.booking-sale-suspended.message',
    });
    expect(ctx.mailer.outbox.some((m) => m.to === the.reporters[0]!.email)).toBe(true);
    const asked = (await (await get(`/private/booking/${visit}`, { token: the.reporters[0]!.token })).json()) as {
      status: string;
      cancelledBySeller: boolean;
    };
    expect(asked).toMatchObject({ status: 'CANCELLED', cancelledBySeller: true });
    expect((await notesOf(the.reporters[1]!))[0]).toMatchObject({ message: 'notification.report-suspended.message' });
    expect((await logOf('USER', the.owner.uid))[0]).toMatchObject({ action: 'SUSPEND', moderator: 'Mia Moderadora' });

    // Lifted: sign-in works and the advert is back.
    expect(
      (await api.call('DELETE', `/private/admin/user/${the.owner.uid}/suspension`, { token: the.admin.token })).status,
    ).toBe(204);
    expect((await signIn(the.owner)).status).toBe(200);
    expect(await publicStatus()).toBe(200);
    expect((await logOf('USER', the.owner.uid)).map((l) => l.action)).toEqual(['LIFT', 'SUSPEND']);
    expect(
      (await api.call('DELETE', `/private/admin/user/${the.owner.uid}/suspension`, { token: the.admin.token })).status,
    ).toBe(409);
  });

  it('ends by itself when its time is over, at the next sign-in; never for oneself or an admin', async () => {
    const suspended = await put(
      `/private/admin/user/${the.owner.uid}/suspension`,
      { days: 7, reason: 'Linguagem ofensiva.' },
      { token: the.admin.token },
    );
    expect(suspended.status).toBe(200);
    expect(await publicStatus()).toBe(404);
    // The clock is the outside world: the end of the suspension is written as past.
    const { users } = await import('../../src/server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, the.owner.uid));
    expect((await signIn(the.owner)).status).toBe(200);
    expect(await publicStatus()).toBe(200);

    const forGood = await put(
      `/private/admin/user/${the.owner.uid}/suspension`,
      { days: null, reason: 'Burla repetida.' },
      { token: the.admin.token },
    );
    expect(await forGood.json()).toEqual({ until: '9999-12-31T00:00:00.000Z' });
    const staff = await put(
      `/private/admin/user/${the.admin.uid}/suspension`,
      { days: 7, reason: 'Teste de regra.' },
      { token: the.admin.token },
    );
    expect(staff.status).toBe(422);
  });

  it('editors and moderators are suspended by an admin only: a moderator is refused with the reason', async () => {
    const moderator = await signUp(ctx, { role: 'moderator' });
    const colleague = await signUp(ctx, { role: 'moderator' });
    const editor = await signUp(ctx, { role: 'editor' });
    const suspend = (who: TestUser, by: TestUser) =>
      put(`/private/admin/user/${who.uid}/suspension`, { days: 3650, reason: 'Conta roubada?' }, { token: by.token });
    for (const staff of [colleague, editor]) {
      const refused = await suspend(staff, moderator);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ status: 403, message: 'suspension.error.staff-by-admins' });
      expect((await signIn(staff)).status).toBe(200);
    }
    // Through the reports queue as well.
    await report(the.reporters[0]!, { targetType: 'USER', targetUid: editor.uid, reason: 'SCAM' });
    const viaQueue = await post(
      '/private/admin/report/decision',
      { targetType: 'USER', targetUid: editor.uid, decision: 'SUSPEND', days: 30, reason: 'Conta roubada?' },
      { token: moderator.token },
    );
    expect(viaQueue.status).toBe(403);
    expect((await signIn(editor)).status).toBe(200);
    // An admin may.
    expect((await suspend(editor, the.admin)).status).toBe(200);
    expect((await signIn(editor)).status).toBe(403);
  });
});
