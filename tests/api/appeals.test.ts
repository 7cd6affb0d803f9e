// Issue 37, decision 174: the owner of an advert taken down after reports reads why in "my sales" and answers it; the
// answer reaches the moderators' queue, who put the advert back online or keep it down with a reason the owner reads.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MIA_ADMIN, monthAgo } from '../helpers/cast.ts';
import { createSale } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

const TEXT = 'As fotografias são minhas: posso enviar os originais com a data e a localização.';

const the = freshEach(ctx, async () => {
  const owner = await signUp(ctx, { name: 'Rui', surname: 'Criador', userType: 'BREEDER' });
  const admin = await signUp(ctx, MIA_ADMIN);
  return { owner, admin, saleUid: await takenDown('Cachorros de Beagle', owner, admin) };
});

/** An advert of the owner, reported and taken down by the admin. */
async function takenDown(title: string, owner: TestUser = the.owner, admin: TestUser = the.admin): Promise<string> {
  const uid = await createSale(ctx, owner.uid, { title });
  const reporter = await signUp(ctx, { since: monthAgo() });
  await post('/private/report', { targetType: 'SALE', targetUid: uid, reason: 'SCAM' }, { token: reporter.token });
  const res = await post(
    '/private/admin/report/decision',
    { targetType: 'SALE', targetUid: uid, decision: 'TAKE_DOWN', reason: 'Fotografias copiadas de outro anúncio.' },
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  return uid;
}

const appeal = (uid: string, text = TEXT, who = the.owner) =>
  post(`/private/my-sale/${uid}/appeal`, { text }, { token: who.token });
const mySale = async (uid: string) =>
  (
    (await (await get('/private/my-sale', { token: the.owner.token })).json()) as {
      items: { uid: string; takenDown: boolean; rejectReason: string | null; appeal: unknown }[];
    }
  ).items.find((s) => s.uid === uid);
const appeals = async (token = the.admin.token) => get('/private/admin/appeal', { token });
const answer = (uid: string, decision: string, reason: string) =>
  post(`/private/admin/appeal/${uid}/decision`, { decision, reason }, { token: the.admin.token });

describe('appealing a take-down', () => {
  it('"my sales" shows the take-down and its reason; the owner answers once, in 20 to 1000 characters', async () => {
    expect(await mySale(the.saleUid)).toMatchObject({
      takenDown: true,
      rejectReason: 'Fotografias copiadas de outro anúncio.',
      appeal: null,
    });
    const short = await appeal(the.saleUid, 'Não é verdade.');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: { text: 'appeal.error.text' } });
    expect((await appeal(the.saleUid)).status).toBe(201);
    const again = await appeal(the.saleUid);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'appeal.error.already-open' });
    expect((await mySale(the.saleUid))!.appeal).toEqual({ state: 'OPEN', reason: null });
  });

  it('only the owner of an advert that was taken down may appeal', async () => {
    const stranger = await signUp(ctx);
    expect((await appeal(the.saleUid, TEXT, stranger)).status).toBe(404);
    const live = await createSale(ctx, the.owner.uid, { title: 'Gatinhos' });
    const notDown = await appeal(live);
    expect(notDown.status).toBe(409);
    expect(await notDown.json()).toMatchObject({ message: 'appeal.error.not-taken-down' });
  });

  it('reaches the moderators’ queue with the decision it answers; only moderators read it', async () => {
    await appeal(the.saleUid);
    const queue = (await (await appeals()).json()) as Record<string, unknown>[];
    expect(queue).toEqual([
      expect.objectContaining({
        sale: { uid: the.saleUid, title: 'Cachorros de Beagle' },
        owner: { uid: the.owner.uid, name: 'Rui Criador' },
        text: TEXT,
        takeDown: expect.objectContaining({ reason: 'Fotografias copiadas de outro anúncio.' }),
      }),
    ]);
    expect((await appeals(the.owner.token)).status).toBe(403);
  });

  it('kept down: the owner reads the reason in the bell, by mail and in "my sales", and cannot appeal again', async () => {
    await appeal(the.saleUid);
    const [entry] = (await (await appeals()).json()) as { uid: string }[];
    expect((await answer(entry!.uid, 'UPHOLD', 'As mesmas fotografias estão noutro site desde 2024.')).status).toBe(
      204,
    );
    expect((await answer(entry!.uid, 'UPHOLD', 'Outra vez.')).status).toBe(409);
    expect(await (await appeals()).json()).toEqual([]);
    expect((await mySale(the.saleUid))!.appeal).toEqual({
      state: 'UPHOLD',
      reason: 'As mesmas fotografias estão noutro site desde 2024.',
    });
    const notes = (await (await get('/private/notification', { token: the.owner.token })).json()) as {
      content: { type: string; message: string }[];
    };
    expect(notes.content[0]).toMatchObject({ type: 'SALE_REJECT', message: 'notification.appeal-upheld.message' });
    const mail = ctx.mailer.outbox.filter((m) => m.to === the.owner.email).at(-1)!;
    expect(mail.subject).toBe('A sua contestação sobre «Cachorros de Beagle» foi analisada');
    expect(mail.text).toContain('«As mesmas fotografias estão noutro site desde 2024.»');
    const later = await appeal(the.saleUid);
    expect(later.status).toBe(409);
    expect(await later.json()).toMatchObject({ message: 'appeal.error.decided' });
  });

  it('reinstated: the advert is public again and the decision is in its log', async () => {
    await appeal(the.saleUid);
    const [entry] = (await (await appeals()).json()) as { uid: string }[];
    expect((await answer(entry!.uid, 'REINSTATE', 'Originais confirmados pelo criador.')).status).toBe(204);
    expect((await get(`/public/sale?searchValue=${the.saleUid}`)).status).toBe(200);
    expect((await mySale(the.saleUid))!.takenDown).toBe(false);
    const log = (await (
      await get(`/private/admin/moderation-log?targetType=SALE&targetUid=${the.saleUid}`, { token: the.admin.token })
    ).json()) as { action: string; reason: string | null }[];
    expect(log[0]).toMatchObject({ action: 'REINSTATE', reason: 'Originais confirmados pelo criador.' });
  });

  it('a new take-down after a reinstatement may be contested again', async () => {
    await appeal(the.saleUid);
    const [first] = (await (await appeals()).json()) as { uid: string }[];
    await answer(first!.uid, 'REINSTATE', 'Originais confirmados pelo criador.');
    const reporter = await signUp(ctx, { since: new Date(Date.now() - 30 * 86_400_000) });
    await post(
      '/private/report',
      { targetType: 'SALE', targetUid: the.saleUid, reason: 'WELFARE' },
      { token: reporter.token },
    );
    await post(
      '/private/admin/report/decision',
      { targetType: 'SALE', targetUid: the.saleUid, decision: 'TAKE_DOWN', reason: 'Animal com sinais de doença.' },
      { token: the.admin.token },
    );
    expect(await mySale(the.saleUid)).toMatchObject({ takenDown: true, appeal: null });
    expect((await appeal(the.saleUid)).status).toBe(201);
  });
});
