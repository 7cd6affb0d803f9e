// Issue 37, decision 174: reports weigh who files them, and a decision names the person it hits. The attacks of the
// issue, re-run: three fresh accounts leave an advert public; a counter-report is its own group about the other
// person, and the warning lands on the person each group is about, never on the one who reported. Issue 52, decision
// 196: talking to one's own advert makes no account count, and one person's accounts weigh once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { newBrowser, signInFrom, signUpFrom } from '../helpers/browsers.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { users } from '../../src/server/db/schema.ts';
import { createSale } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put } = api;

const DAY = 86_400_000;
const monthAgo = () => new Date(Date.now() - 30 * DAY);

const the = freshEach(ctx, async () => {
  const owner = await signUp(ctx, { name: 'Rui', surname: 'Vendedor', userType: 'BREEDER', since: monthAgo() });
  const admin = await signUp(ctx, { name: 'Mia', surname: 'Moderadora', role: 'admin' });
  const saleUid = await createSale(ctx, owner.uid, { title: 'Cachorros de Labrador' });
  return { owner, admin, saleUid };
});

interface Group {
  targetType: string;
  targetUid: string;
  owner: { uid: string; name: string } | null;
  reporters: number;
  weight: number;
  holdWeight: number;
  held: boolean;
  heldBecause: string | null;
  reports: {
    reporter: { uid: string } | null;
    confirmed: boolean;
    weight: number;
    linked: boolean;
    filed: number;
    upheld: number;
  }[];
}

const reportSale = (who: TestUser, ip?: string) =>
  post(
    '/private/report',
    { targetType: 'SALE', targetUid: the.saleUid, reason: 'SCAM' },
    { token: who.token, ...(ip && { ip }) },
  );
const queue = async () => (await (await get('/private/admin/report', { token: the.admin.token })).json()) as Group[];
const publicStatus = async () => (await get(`/public/sale?searchValue=${the.saleUid}`)).status;
const notesOf = async (who: TestUser) =>
  (
    (await (await get('/private/notification', { token: who.token })).json()) as {
      content: { type: string; params: Record<string, string> }[];
    }
  ).content;

describe('what a report weighs', () => {
  it('three brand-new accounts leave an advert public; their reports are kept and shown with no weight', async () => {
    const fresh = [await signUp(ctx), await signUp(ctx), await signUp(ctx, { confirmed: false })];
    for (const who of fresh) {
      const res = await reportSale(who);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ held: false });
    }
    expect(await publicStatus()).toBe(200);
    const [group] = await queue();
    expect(group).toMatchObject({ targetUid: the.saleUid, reporters: 3, weight: 0, holdWeight: 3, held: false });
    expect(group!.heldBecause).toBeNull();
    expect(group!.reports.map((r) => [r.weight, r.confirmed])).toEqual([
      [0, false],
      [0, true],
      [0, true],
    ]);
  });

  it('three established people hold it, and the queue says why', async () => {
    const people = [
      await signUp(ctx, { since: monthAgo() }),
      await signUp(ctx, { since: monthAgo() }),
      await signUp(ctx, { since: monthAgo() }),
    ];
    for (const who of people.slice(0, 2)) await reportSale(who);
    expect(await publicStatus()).toBe(200);
    expect(await (await reportSale(people[2]!)).json()).toMatchObject({ held: true });
    expect(await publicStatus()).toBe(404);
    const [group] = await queue();
    expect(group).toMatchObject({ weight: 3, held: true, heldBecause: '3 denúncias com peso 3 (limite 3)' });
    expect(group!.reports.every((r) => r.weight === 1 && r.filed === 1 && r.upheld === 0)).toBe(true);
  });

  it('a conversation makes no new account count, even one both sides wrote in; age does (decision 196)', async () => {
    const seller = await signUp(ctx, { userType: 'BREEDER', since: monthAgo() });
    const theirs = await createSale(ctx, seller.uid, { title: 'Gatinhos Persas' });
    const buyer = await signUp(ctx);
    const started = await post('/private/conversation', { saleUid: theirs, body: 'Olá' }, { token: buyer.token });
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    const answered = await post(
      `/private/conversation/${conversationUid}/message`,
      { body: 'Bom dia! Pode visitar no sábado.' },
      { token: seller.token },
    );
    expect(answered.status).toBe(201);
    await reportSale(buyer);
    // A week later the same account counts.
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(users.id, buyer.uid));
    const other = await createSale(ctx, the.owner.uid, { title: 'Outro anúncio' });
    await post('/private/report', { targetType: 'SALE', targetUid: other, reason: 'SCAM' }, { token: buyer.token });
    const weights = Object.fromEntries((await queue()).map((g) => [g.targetUid, g.weight]));
    expect(weights).toEqual({ [the.saleUid]: 0, [other]: 1 });
  });

  it('reports from one address are limited whoever signs in', async () => {
    const ip = '198.19.7.7';
    for (let i = 0; i < 20; i += 1) {
      const someone = await signUp(ctx);
      const res = await post(
        '/private/report',
        { targetType: 'USER', targetUid: the.owner.uid, reason: 'OTHER' },
        {
          token: someone.token,
          ip,
        },
      );
      expect(res.status).toBe(201);
    }
    const refused = await reportSale(await signUp(ctx), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await reportSale(await signUp(ctx))).status).toBe(201);
  });
});

describe('standing nobody can make for themselves (issue 52, decision 196)', () => {
  it('new accounts that talked with an advert of their own person cannot hide another person’s advert', async () => {
    // The attacker has an old account with an advert; from other networks and browsers, three confirmed accounts
    // write to it, and the attacker answers each.
    const attacker = await signUp(ctx, { name: 'Zé', surname: 'Atacante', userType: 'BREEDER', since: monthAgo() });
    const bait = await createSale(ctx, attacker.uid, { title: 'Anúncio do atacante' });
    const accounts = [];
    for (let i = 0; i < 3; i += 1) {
      const someone = await signUpFrom(ctx, api, newBrowser());
      const started = await post('/private/conversation', { saleUid: bait, body: 'Olá!' }, { token: someone.token });
      expect(started.status).toBe(201);
      const { conversationUid } = (await started.json()) as { conversationUid: string };
      const answered = await post(
        `/private/conversation/${conversationUid}/message`,
        { body: 'Olá, sim!' },
        { token: attacker.token },
      );
      expect(answered.status).toBe(201);
      accounts.push(someone);
    }
    for (const someone of accounts) {
      const res = await reportSale(someone);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ held: false });
    }
    expect(await publicStatus()).toBe(200);
    const [group] = await queue();
    expect(group).toMatchObject({ targetUid: the.saleUid, reporters: 3, weight: 0, held: false });
  });

  it('one person’s old accounts weigh once: those sharing an address or a browser with a weighing reporter weigh nothing', async () => {
    const home = newBrowser('198.19.52.1');
    const phone = newBrowser('198.19.52.2');
    const [first, second, third] = [
      await signUp(ctx, { since: monthAgo() }),
      await signUp(ctx, { since: monthAgo() }),
      await signUp(ctx, { since: monthAgo() }),
    ];
    // The first and second signed in at home; the third on the phone, where the first signed in too.
    await signInFrom(api, home, first);
    await signInFrom(api, phone, first);
    await signInFrom(api, home, second);
    await signInFrom(api, phone, third);
    for (const who of [first, second, third]) {
      expect(await (await reportSale(who)).json()).toMatchObject({ held: false });
    }
    expect(await publicStatus()).toBe(200);
    const [group] = await queue();
    expect(group).toMatchObject({ reporters: 3, weight: 1, held: false });
    expect(group!.reports.map((r) => [r.reporter?.uid, r.weight, r.linked])).toEqual([
      [third.uid, 0, true],
      [second.uid, 0, true],
      [first.uid, 1, false],
    ]);
    // Someone else, independent of them all, still counts.
    const neighbour = await signUp(ctx, { since: monthAgo() });
    await signInFrom(api, newBrowser(), neighbour);
    expect(await (await reportSale(neighbour)).json()).toMatchObject({ held: false });
    expect((await queue())[0]).toMatchObject({ weight: 2 });
  });
});

describe('a decision names the person it hits', () => {
  async function conversation() {
    const buyer = await signUp(ctx, { name: 'Bia', surname: 'Compradora', since: monthAgo() });
    const started = await post('/private/conversation', { saleUid: the.saleUid, body: 'Olá' }, { token: buyer.token });
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    return { buyer, conversationUid };
  }
  const reportChat = (who: TestUser, uid: string, reason = 'SCAM') =>
    post('/private/report', { targetType: 'CONVERSATION', targetUid: uid, reason }, { token: who.token });
  const decide = (body: Record<string, unknown>) =>
    post('/private/admin/report/decision', body, { token: the.admin.token });

  it('a counter-report is its own group about the other person; each warning reaches the person it is about', async () => {
    const { buyer, conversationUid } = await conversation();
    expect((await reportChat(buyer, conversationUid)).status).toBe(201);
    expect((await reportChat(the.owner, conversationUid, 'OFFENSIVE')).status).toBe(201);
    const groups = await queue();
    expect(groups.map((g) => [g.targetUid, g.owner?.uid, g.reporters]).sort()).toEqual(
      [
        [conversationUid, the.owner.uid, 1],
        [conversationUid, buyer.uid, 1],
      ].sort(),
    );
    // Without naming whom, a decision on a conversation reported both ways is refused.
    const unnamed = await decide({
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      decision: 'WARN',
      reason: 'Pediu um sinal antes da visita.',
    });
    expect(unnamed.status).toBe(422);
    expect(await unnamed.json()).toMatchObject({ message: 'report.error.subject-required' });

    const warned = await decide({
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      subjectUid: the.owner.uid,
      decision: 'WARN',
      reason: 'Pediu um sinal antes da visita.',
    });
    expect(await warned.json()).toEqual({ closed: 1 });
    expect((await notesOf(the.owner)).map((n) => n.type)).toContain('MODERATION_WARNING');
    expect((await notesOf(buyer)).map((n) => n.type)).not.toContain('MODERATION_WARNING');
    // The counter-report stays open, about the buyer, until a moderator decides it too.
    const left = await queue();
    expect(left.map((g) => g.owner?.uid)).toEqual([buyer.uid]);
    const dismissed = await decide({
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      decision: 'DISMISS',
      reason: 'Sem motivo para agir.',
    });
    expect(await dismissed.json()).toEqual({ closed: 1 });
    expect((await notesOf(buyer)).map((n) => n.type)).not.toContain('MODERATION_WARNING');
  });

  it('a suspension from a conversation report suspends the person reported, never the reporter', async () => {
    const { buyer, conversationUid } = await conversation();
    await reportChat(buyer, conversationUid);
    const suspended = await decide({
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      subjectUid: the.owner.uid,
      decision: 'SUSPEND',
      reason: 'Burla com sinal.',
      days: 7,
    });
    expect(suspended.status).toBe(200);
    const signIn = (who: TestUser) => post('/public/authenticate', { username: who.email, password: who.password });
    expect((await signIn(the.owner)).status).toBe(403);
    expect((await signIn(buyer)).status).toBe(200);
  });

  it('naming a person with no open report about them is refused', async () => {
    const { buyer, conversationUid } = await conversation();
    await reportChat(buyer, conversationUid);
    const wrong = await decide({
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      subjectUid: buyer.uid,
      decision: 'WARN',
      reason: 'Pessoa errada.',
    });
    expect(wrong.status).toBe(404);
  });
});

describe('people are told why', () => {
  const mailsTo = (who: TestUser) => ctx.mailer.outbox.filter((m) => m.to === who.email);
  const decide = (body: Record<string, unknown>) =>
    post('/private/admin/report/decision', body, { token: the.admin.token });
  const decideSale = (decision: string, reason: string) =>
    decide({ targetType: 'SALE', targetUid: the.saleUid, decision, reason });

  it('a take-down mails its owner the advert, the moderator’s words and where to read it', async () => {
    await reportSale(await signUp(ctx, { since: monthAgo() }));
    const res = await decideSale('TAKE_DOWN', 'Fotografias copiadas de outro anúncio.');
    expect(res.status).toBe(200);
    const mail = mailsTo(the.owner).at(-1)!;
    expect(mail.subject).toBe('O seu anúncio «Cachorros de Labrador» foi retirado');
    expect(mail.text).toContain('«Fotografias copiadas de outro anúncio.»');
    expect(mail.link).toBe('http://localhost:4321/my-sales');
  });

  it('a warning mails the person reported, never the reporter', async () => {
    const reporter = await signUp(ctx, { since: monthAgo() });
    await post(
      '/private/report',
      { targetType: 'USER', targetUid: the.owner.uid, reason: 'OFFENSIVE' },
      { token: reporter.token },
    );
    await decide({ targetType: 'USER', targetUid: the.owner.uid, decision: 'WARN', reason: 'Linguagem ofensiva.' });
    expect(mailsTo(the.owner).at(-1)).toMatchObject({ subject: 'Um aviso da moderação da Patinhas' });
    expect(mailsTo(the.owner).at(-1)!.text).toContain('«Linguagem ofensiva.»');
    expect(mailsTo(reporter)).toEqual([]);
  });

  it('a suspension mails its end and reason, and the sign-in refusal carries both', async () => {
    const res = await put(
      `/private/admin/user/${the.owner.uid}/suspension`,
      { days: 30, reason: 'Pediu sinais antes de mostrar os animais.' },
      { token: the.admin.token },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { until } = (await res.json()) as { until: string };
    const mail = mailsTo(the.owner).at(-1)!;
    expect(mail.subject).toBe('A sua conta Patinhas foi suspensa');
    const end = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(
      new Date(until),
    );
    expect(mail.text).toContain(`suspendeu a sua conta até ${end}`);
    expect(mail.text).toContain('«Pediu sinais antes de mostrar os animais.»');
    const refused = await post('/public/authenticate', { username: the.owner.email, password: the.owner.password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: 403,
      message: 'auth.error.suspended',
      errors: { reason: 'Pediu sinais antes de mostrar os animais.', until },
    });
  });
});

describe('how often a person wrote the words of a scam (issue 40, decision 177)', () => {
  it("shows moderators how many of the reported person's messages carried a note, and of which kind", async () => {
    const buyer = await signUp(ctx, { name: 'Bia', surname: 'Compradora', since: monthAgo() });
    const started = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Olá, ainda está disponível?' },
      {
        token: buyer.token,
      },
    );
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    const write = (who: TestUser, body: string) =>
      post(`/private/conversation/${conversationUid}/message`, { body }, { token: who.token });
    expect((await write(the.owner, 'Sim! Tem 8 semanas, custa 850 €.')).status).toBe(201);
    expect((await write(the.owner, 'Basta um sinal de 150 euros e envio o cachorro por transportadora.')).status).toBe(
      201,
    );
    expect((await write(the.owner, 'Tenho outros interessados, decida já. Pague por MB WAY.')).status).toBe(201);
    expect((await write(buyer, 'Prefiro ir ver a mãe primeiro.')).status).toBe(201);
    expect(
      (
        await post(
          '/private/report',
          { targetType: 'CONVERSATION', targetUid: conversationUid, reason: 'SCAM' },
          {
            token: buyer.token,
          },
        )
      ).status,
    ).toBe(201);
    const [group] = (await queue()) as (Group & { ownerMessages: unknown })[];
    expect(group!.owner?.uid).toBe(the.owner.uid);
    expect(group!.ownerMessages).toEqual({
      total: 3,
      flagged: 2,
      kinds: [
        { kind: 'deposit', count: 1 },
        { kind: 'payment', count: 1 },
        { kind: 'courier', count: 1 },
        { kind: 'pressure', count: 1 },
      ],
    });
  });
});
