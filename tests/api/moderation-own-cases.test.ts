// Issue 52, finding 3, decision 194: nobody decides a case about themselves. A member of staff who sells, is
// reported, reports, appeals, applies for certification or wrote or received a review is refused every decision on
// that case (403 `moderation.error.own-case`) and nothing changes; their queues leave the case out; any other member
// of staff sees it and decides it, the administrator's own cases included.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { teamQueues } from '../../src/server/domain/account/dashboard.ts';
import { testApi } from '../helpers/api.ts';
import { applyFor } from '../helpers/certification.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, reporters } from '../helpers/cast.ts';
import { pastVisit } from '../helpers/reviews.ts';
import { createSale, type ErrorBody } from './bookings-fixtures.ts';
import { breeder, place, uploadPhotos, validSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put, call } = api;

const OWN_CASE = { status: 403, message: 'moderation.error.own-case' };
const REASON = 'Decisão tomada depois de ler as denúncias.';

const the = freshEach(ctx, async () => ({
  /** A moderator who also sells (the finding's case). */
  mia: await breeder(ctx, { name: 'Mia', surname: 'Vendedora', role: 'moderator' }),
  /** Another moderator. */
  rosa: await signUp(ctx, { name: 'Rosa', surname: 'Moderadora', role: 'moderator' }),
  admin: await signUp(ctx, { name: 'Ana', surname: 'Administradora', role: 'admin' }),
  reporters: await reporters(ctx, ['Bia', 'Caio', 'Duda']),
}));

const refused = async (res: Response) => {
  expect(res.status).toBe(403);
  expect((await res.json()) as ErrorBody).toEqual(OWN_CASE);
};
const publicStatus = async (uid: string) => (await get(`/public/sale?searchValue=${uid}`)).status;
const report = (who: TestUser, targetType: string, targetUid: string, reason = 'SCAM') =>
  post('/private/report', { targetType, targetUid, reason }, { token: who.token });
const decide = (who: TestUser, body: Record<string, unknown>) =>
  post('/private/admin/report/decision', { reason: REASON, ...body }, { token: who.token });

type Group = { targetType: string; targetUid: string; held: boolean; reporters: number };
const reportQueue = async (who: TestUser) =>
  (await (await get('/private/admin/report', { token: who.token })).json()) as Group[];
const inReportQueue = async (who: TestUser, targetUid: string) =>
  (await reportQueue(who)).some((g) => g.targetUid === targetUid);
const saleQueue = async (who: TestUser, status = 'PENDING') =>
  (
    (await (await get(`/private/admin/sale?status=${status}`, { token: who.token })).json()) as {
      content: { uid: string; revision: boolean }[];
      totalElements: number;
    }
  ).content;
const logOf = async (type: string, uid: string) =>
  (await (
    await get(`/private/admin/moderation-log?targetType=${type}&targetUid=${uid}`, { token: the.rosa.token })
  ).json()) as { action: string }[];

describe('adverts to review', () => {
  it.each([
    ['a moderator who sells', () => the.mia, () => the.rosa],
    ['the administrator, whose advert a moderator decides', () => the.admin, () => the.rosa],
  ])('%s cannot approve her own advert; it stays out of her queue and another approves it', async (_, party, other) => {
    const sale = await createSale(ctx, party().uid, { status: 'PENDING', title: 'Cachorros da casa' });
    await refused(await put(`/private/admin/sale/${sale}/approve`, undefined, { token: party().token }));
    expect(await publicStatus(sale)).toBe(404);
    expect(await logOf('SALE', sale)).toEqual([]);
    expect((await saleQueue(party())).map((s) => s.uid)).not.toContain(sale);
    expect((await saleQueue(other())).map((s) => s.uid)).toContain(sale);

    const approved = await put(`/private/admin/sale/${sale}/approve`, undefined, { token: other().token });
    expect(approved.status).toBe(200);
    expect(await publicStatus(sale)).toBe(200);
    // Decided, it stays out of her lists of every status.
    expect((await saleQueue(party(), 'APPROVED')).map((s) => s.uid)).not.toContain(sale);
    expect((await saleQueue(other(), 'APPROVED')).map((s) => s.uid)).toContain(sale);
  });

  it('she cannot reject or take down her own advert either; another moderator can', async () => {
    const pending = await createSale(ctx, the.mia.uid, { status: 'PENDING' });
    await refused(await put(`/private/admin/sale/${pending}/reject`, { reason: REASON }, { token: the.mia.token }));
    const live = await createSale(ctx, the.mia.uid);
    await refused(await put(`/private/admin/sale/${live}/reject`, { reason: REASON }, { token: the.mia.token }));
    expect(await publicStatus(live)).toBe(200);
    expect(await logOf('SALE', pending)).toEqual([]);

    expect(
      (await put(`/private/admin/sale/${pending}/reject`, { reason: REASON }, { token: the.rosa.token })).status,
    ).toBe(200);
    expect(await logOf('SALE', pending)).toEqual([expect.objectContaining({ action: 'REJECT' })]);
  });

  it('a change to her published advert waits for another moderator', async () => {
    const where = await place(ctx, 'Faro', 'Lagos');
    const photos = await uploadPhotos(api, the.mia.token, 1);
    const created = await post('/private/sale', validSale(where, photos, { title: 'Cão de Água' }), {
      token: the.mia.token,
    });
    const { uid } = (await created.json()) as { uid: string };
    expect((await put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.rosa.token })).status).toBe(200);
    const edited = await put(
      `/private/my-sale-edit/${uid}`,
      validSale(where, photos, { title: 'Cão de Água, novo título' }),
      { token: the.mia.token },
    );
    expect(await edited.json()).toEqual({ uid, revision: true });

    await refused(await put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.mia.token }));
    await refused(await put(`/private/admin/sale/${uid}/reject`, { reason: REASON }, { token: the.mia.token }));
    const detail = (await (await get(`/public/sale?searchValue=${uid}`)).json()) as { title: string };
    expect(detail.title).toBe('Cão de Água');
    expect(await saleQueue(the.mia)).toEqual([]);
    expect(await saleQueue(the.rosa)).toEqual([expect.objectContaining({ uid, revision: true })]);

    const applied = await put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.rosa.token });
    expect(await applied.json()).toMatchObject({ uid, status: 'APPROVED', revision: true });
  });
});

describe('reports', () => {
  it('reports about her own advert: she cannot dismiss them, the advert stays held; another moderator can', async () => {
    const sale = await createSale(ctx, the.mia.uid, { title: 'Gatinhos persas' });
    for (const who of the.reporters) expect((await report(who, 'SALE', sale)).status).toBe(201);
    expect(await publicStatus(sale)).toBe(404);

    await refused(await decide(the.mia, { targetType: 'SALE', targetUid: sale, decision: 'DISMISS' }));
    expect(await publicStatus(sale)).toBe(404);
    expect(await inReportQueue(the.mia, sale)).toBe(false);
    expect(await reportQueue(the.rosa)).toEqual([
      expect.objectContaining({ targetUid: sale, held: true, reporters: 3 }),
    ]);

    const dismissed = await decide(the.rosa, { targetType: 'SALE', targetUid: sale, decision: 'DISMISS' });
    expect(await dismissed.json()).toEqual({ closed: 3 });
    expect(await publicStatus(sale)).toBe(200);
  });

  it('reports about herself: she cannot dismiss or answer them; the administrator warns her', async () => {
    await report(the.reporters[0]!, 'USER', the.mia.uid, 'OFFENSIVE');
    for (const decision of ['DISMISS', 'WARN', 'SUSPEND']) {
      await refused(await decide(the.mia, { targetType: 'USER', targetUid: the.mia.uid, decision }));
    }
    expect(await inReportQueue(the.mia, the.mia.uid)).toBe(false);
    expect(await inReportQueue(the.rosa, the.mia.uid)).toBe(true);
    const warned = await decide(the.admin, { targetType: 'USER', targetUid: the.mia.uid, decision: 'WARN' });
    expect(await warned.json()).toEqual({ closed: 1 });
    expect(await inReportQueue(the.rosa, the.mia.uid)).toBe(false);
  });

  it('what she reported herself, or a conversation she is in, is decided by someone else', async () => {
    const seller = await signUp(ctx, { name: 'Rui', surname: 'Vendedor', userType: 'BREEDER' });
    const advert = await createSale(ctx, seller.uid);
    expect((await report(the.mia, 'SALE', advert)).status).toBe(201);
    const started = await post('/private/conversation', { saleUid: advert, body: 'Olá' }, { token: the.mia.token });
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    expect((await report(seller, 'CONVERSATION', conversationUid, 'OFFENSIVE')).status).toBe(201);

    await refused(await decide(the.mia, { targetType: 'SALE', targetUid: advert, decision: 'TAKE_DOWN' }));
    await refused(
      await decide(the.mia, { targetType: 'CONVERSATION', targetUid: conversationUid, decision: 'DISMISS' }),
    );
    expect(await publicStatus(advert)).toBe(200);
    expect(await reportQueue(the.mia)).toEqual([]);
    expect((await reportQueue(the.rosa)).map((g) => g.targetUid).sort()).toEqual([advert, conversationUid].sort());

    expect((await decide(the.rosa, { targetType: 'SALE', targetUid: advert, decision: 'TAKE_DOWN' })).status).toBe(200);
    expect(await publicStatus(advert)).toBe(404);
    const closed = await decide(the.rosa, {
      targetType: 'CONVERSATION',
      targetUid: conversationUid,
      decision: 'DISMISS',
    });
    expect(closed.status).toBe(200);
  });

  it('a review she wrote or received is taken down by someone else', async () => {
    // Rosa visited Mia's advert and reviewed her: neither decides the report about that review.
    const sale = await createSale(ctx, the.mia.uid);
    const visit = await pastVisit(ctx, sale, the.rosa.uid);
    const written = await post(
      `/private/review/visit/${visit}`,
      { ratings: { health: 2, honesty: 1, communication: 2 }, text: 'Não era o cão das fotografias.' },
      { token: the.rosa.token },
    );
    const { uid: review } = (await written.json()) as { uid: string };
    await post(`/private/review/visit/${visit}`, { ratings: { punctuality: 4, respect: 4 } }, { token: the.mia.token });
    const published = async () =>
      ((await (await get(`/public/breeders/${the.mia.uid}/reviews`)).json()) as { content: { uid: string }[] }).content;
    expect((await published()).map((r) => r.uid)).toEqual([review]);
    expect((await report(the.reporters[0]!, 'REVIEW', review, 'UNTRUE')).status).toBe(201);

    for (const party of [the.mia, the.rosa]) {
      await refused(await decide(party, { targetType: 'REVIEW', targetUid: review, decision: 'TAKE_DOWN' }));
      expect(await inReportQueue(party, review)).toBe(false);
    }
    expect((await published()).map((r) => r.uid)).toEqual([review]);
    expect(await inReportQueue(the.admin, review)).toBe(true);
    expect((await decide(the.admin, { targetType: 'REVIEW', targetUid: review, decision: 'TAKE_DOWN' })).status).toBe(
      200,
    );
    expect(await published()).toEqual([]);
  });
});

describe('suspensions', () => {
  it('she cannot suspend herself (403, no longer a 422); the administrator suspends her', async () => {
    await refused(
      await put(`/private/admin/user/${the.mia.uid}/suspension`, { days: 7, reason: REASON }, { token: the.mia.token }),
    );
    const [after] = await ctx.db.select({ until: users.suspendedUntil }).from(users).where(eq(users.id, the.mia.uid));
    expect(after?.until).toBeNull();
    const done = await put(
      `/private/admin/user/${the.mia.uid}/suspension`,
      { days: 7, reason: REASON },
      { token: the.admin.token },
    );
    expect(done.status).toBe(200);
  });

  it('she cannot lift her own suspension; another moderator can', async () => {
    // Written straight in the table, her token still works (a real suspension ends it): the only way she could ask.
    const until = new Date(Date.now() + 7 * 86_400_000);
    await ctx.db
      .update(users)
      .set({ suspendedUntil: until, suspensionReason: REASON })
      .where(eq(users.id, the.mia.uid));
    await refused(await call('DELETE', `/private/admin/user/${the.mia.uid}/suspension`, { token: the.mia.token }));
    const [still] = await ctx.db.select({ until: users.suspendedUntil }).from(users).where(eq(users.id, the.mia.uid));
    expect(still?.until).toEqual(until);
    expect(
      (await call('DELETE', `/private/admin/user/${the.mia.uid}/suspension`, { token: the.rosa.token })).status,
    ).toBe(204);
  });
});

describe('appeals', () => {
  it('she cannot reinstate her own advert on appeal; it stays down and another moderator answers', async () => {
    const sale = await createSale(ctx, the.mia.uid, { title: 'Cachorros de Beagle' });
    await report(the.reporters[0]!, 'SALE', sale);
    expect((await decide(the.rosa, { targetType: 'SALE', targetUid: sale, decision: 'TAKE_DOWN' })).status).toBe(200);
    const filed = await post(
      `/private/my-sale/${sale}/appeal`,
      { text: 'As fotografias são minhas: posso enviar os originais com a data.' },
      { token: the.mia.token },
    );
    const { uid: appeal } = (await filed.json()) as { uid: string };
    const appeals = async (who: TestUser) =>
      ((await (await get('/private/admin/appeal', { token: who.token })).json()) as { uid: string }[]).map(
        (a) => a.uid,
      );

    for (const decision of ['REINSTATE', 'UPHOLD']) {
      await refused(
        await post(`/private/admin/appeal/${appeal}/decision`, { decision, reason: REASON }, { token: the.mia.token }),
      );
    }
    expect(await publicStatus(sale)).toBe(404);
    expect(await appeals(the.mia)).toEqual([]);
    expect(await appeals(the.rosa)).toEqual([appeal]);

    const answered = await post(
      `/private/admin/appeal/${appeal}/decision`,
      { decision: 'REINSTATE', reason: REASON },
      { token: the.rosa.token },
    );
    expect(answered.status).toBe(204);
    expect(await publicStatus(sale)).toBe(200);
  });
});

describe('certification', () => {
  type Mine = { certified: boolean; application: { status: string } | null };
  const mine = async () => (await (await get('/private/certification', { token: the.mia.token })).json()) as Mine;
  const applications = async (who: TestUser) =>
    (
      (await (await get('/private/admin/certification', { token: who.token })).json()) as {
        uid: string;
      }[]
    ).map((a) => a.uid);

  it('she cannot decide her own application; it waits in the other moderators’ queue', async () => {
    const application = await applyFor(ctx, the.mia);
    for (const decision of ['APPROVE', 'REFUSE']) {
      await refused(
        await post(
          `/private/admin/certification/${application}/decision`,
          { decision, reason: REASON },
          { token: the.mia.token },
        ),
      );
    }
    expect(await mine()).toMatchObject({ certified: false, application: { status: 'PENDING' } });
    expect(await applications(the.mia)).toEqual([]);
    expect(await applications(the.rosa)).toEqual([application]);
    const approved = await post(
      `/private/admin/certification/${application}/decision`,
      { decision: 'APPROVE', reason: REASON },
      { token: the.rosa.token },
    );
    expect(approved.status).toBe(200);
    expect(await mine()).toMatchObject({ certified: true });
  });

  it('she cannot end her own certification; another moderator can', async () => {
    const application = await applyFor(ctx, the.mia);
    await post(
      `/private/admin/certification/${application}/decision`,
      { decision: 'APPROVE', reason: REASON },
      { token: the.rosa.token },
    );
    const end = (who: TestUser) =>
      put(
        `/private/admin/user/${the.mia.uid}/certification`,
        { certified: false, reason: REASON },
        { token: who.token },
      );
    await refused(await end(the.mia));
    expect(await mine()).toMatchObject({ certified: true });
    expect((await end(the.rosa)).status).toBe(200);
    expect(await mine()).toMatchObject({ certified: false });
  });
});

describe('the dashboard counters', () => {
  it('count what each member of staff may decide', async () => {
    await createSale(ctx, the.mia.uid, { status: 'PENDING' });
    await report(the.reporters[0]!, 'USER', the.mia.uid);
    await applyFor(ctx, the.mia);
    expect(await teamQueues(ctx.db, the.mia.uid)).toMatchObject({
      pendingSales: 0,
      reportedTargets: 0,
      pendingCertifications: 0,
    });
    expect(await teamQueues(ctx.db, the.rosa.uid)).toMatchObject({
      pendingSales: 1,
      reportedTargets: 1,
      pendingCertifications: 1,
    });
  });
});
