// People for the moderators (issue 18, decision 152): finding a person (moderators and admins, bounded input, paged),
// their suspension and log, the moderator role given and taken by admins only (never oneself or an admin, logged,
// effective at once for open sessions); adverts held by a suspension stay out of the approval queue and cannot be
// approved while it lasts; the reports queue reads every group's log and every name in one query each.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { reportQueue } from '../../src/server/domain/moderation/queue.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { createSale, type ErrorBody } from './bookings-fixtures.ts';
import { certifyBreeder } from '../helpers/certification.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put } = api;

const the = freshEach(ctx, async () => {
  const admin = await signUp(ctx, { name: 'Mia', surname: 'Administradora', role: 'admin' });
  const moderator = await signUp(ctx, { name: 'Rosa', surname: 'Moderadora', role: 'moderator' });
  const person = await signUp(ctx, {
    name: 'Rui',
    surname: 'Falso',
    email: 'rui.falso@example.pt',
    userType: 'BREEDER',
  });
  const other = await signUp(ctx, { name: 'Rita', surname: 'Falsão', email: 'rita@example.pt' });
  return { admin, moderator, person, other };
});

const search = (q: string, token = the.moderator.token, extra = '') =>
  get(`/private/admin/user?q=${encodeURIComponent(q)}${extra}`, { token });
type PeoplePage = { content: { uid: string; name: string; role: string; suspendedUntil: string | null }[] };
const found = async (res: Response) => ((await res.json()) as PeoplePage & { totalElements: number }).content;
const detail = async (who: TestUser, token = the.moderator.token) =>
  (await (await get(`/private/admin/user/${who.uid}`, { token })).json()) as {
    role: string;
    suspendedUntil: string | null;
    suspensionReason: string | null;
    openReports: number;
    log: { action: string; moderator: string | null; reason: string | null }[];
  };
const setRole = (who: TestUser, role: string, token = the.admin.token) =>
  put(`/private/admin/user/${who.uid}/role`, { role }, { token });
const suspend = (who: TestUser, days: number | null = 7, token = the.moderator.token) =>
  put(`/private/admin/user/${who.uid}/suspension`, { days, reason: 'Pediu sinais antes de mostrar.' }, { token });
const message = async (res: Response) => ((await res.json()) as ErrorBody).message;

describe('finding people', () => {
  it('finds by any part of the e-mail or the full name, in any case, a page at a time', async () => {
    expect((await found(await search('RUI.FALSO@'))).map((p) => p.uid)).toEqual([the.person.uid]);
    expect((await found(await search('rui falso'))).map((p) => p.uid)).toEqual([the.person.uid]);
    const both = await search('fals', the.admin.token);
    expect(both.status).toBe(200);
    expect((await found(both)).map((p) => p.name)).toEqual(['Rita', 'Rui']);
    const paged = (await (await search('fals', the.moderator.token, '&size=1&page=1')).json()) as PeoplePage & {
      totalElements: number;
    };
    expect(paged).toMatchObject({ totalElements: 2, content: [{ name: 'Rui', role: 'user', suspendedUntil: null }] });
    // Wildcards are letters.
    expect(await found(await search('%%'))).toEqual([]);
  });

  it('takes 2 to 100 characters, and only moderators and admins may look', async () => {
    const short = await search(' a ');
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).errors).toEqual({ q: 'people.error.query' });
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await get('/private/admin/user', { token: the.moderator.token })).status).toBe(400);
    expect((await search('rui', the.person.token)).status).toBe(403);
    expect((await get('/private/admin/user?q=rui')).status).toBe(401);
  });

  it("shows a person's role, suspension, open reports and log; 404 for no one", async () => {
    await post(
      '/private/report',
      { targetType: 'USER', targetUid: the.person.uid, reason: 'SCAM' },
      { token: the.other.token },
    );
    expect((await suspend(the.person, 30)).status).toBe(200);
    const seen = await detail(the.person);
    expect(seen).toMatchObject({ role: 'user', suspensionReason: 'Pediu sinais antes de mostrar.', openReports: 1 });
    expect(new Date(seen.suspendedUntil!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(seen.log).toEqual([expect.objectContaining({ action: 'SUSPEND', moderator: 'Rosa Moderadora' })]);
    expect(
      (await get('/private/admin/user/00000000-0000-4000-8000-000000000000', { token: the.admin.token })).status,
    ).toBe(404);
    expect((await get(`/private/admin/user/${the.person.uid}`, { token: the.other.token })).status).toBe(403);
    expect((await get(`/private/admin/user/${the.person.uid}`)).status).toBe(401);
  });
});

describe('the moderator role', () => {
  it('an admin gives it and takes it back; open sessions follow at once; each change is logged', async () => {
    const queue = () => get('/private/admin/report', { token: the.person.token });
    expect((await queue()).status).toBe(403);
    const given = await setRole(the.person, 'moderator');
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ uid: the.person.uid, role: 'moderator', changed: true });
    // The same token, signed before the change: the role is read from the database on every request.
    expect((await queue()).status).toBe(200);
    expect((await get('/private/admin/article', { token: the.person.token })).status).toBe(403);
    // Asking again changes and logs nothing.
    expect(await (await setRole(the.person, 'moderator')).json()).toMatchObject({ changed: false });
    // A refreshed token carries the role as the page scripts' hint (decision 151).
    const refreshed = (await (await post('/authrefresh', undefined, { token: the.person.token })).json()) as {
      token: string;
    };
    expect(decodeJwt(refreshed.token)['role']).toBe('moderator');

    expect((await setRole(the.person, 'user')).status).toBe(200);
    expect((await queue()).status).toBe(403);
    expect((await detail(the.person, the.admin.token)).log.map((l) => [l.action, l.moderator])).toEqual([
      ['REVOKE_MODERATOR', 'Mia Administradora'],
      ['GRANT_MODERATOR', 'Mia Administradora'],
    ]);
    const signedIn = (await (
      await post('/public/authenticate', { username: the.person.email, password: the.person.password })
    ).json()) as { token: string };
    expect(decodeJwt(signedIn.token)['role']).toBe('user');
  });

  it('only admins change it, never their own, an admin’s or an editor’s', async () => {
    expect((await setRole(the.other, 'moderator', the.moderator.token)).status).toBe(403);
    expect((await setRole(the.other, 'moderator', the.person.token)).status).toBe(403);
    expect((await put(`/private/admin/user/${the.other.uid}/role`, { role: 'moderator' })).status).toBe(401);

    const self = await setRole(the.admin, 'user');
    expect(self.status).toBe(422);
    expect(await message(self)).toBe('role.error.self');
    const otherAdmin = await signUp(ctx, { role: 'admin' });
    const refused = await setRole(otherAdmin, 'user');
    expect(refused.status).toBe(422);
    expect(await message(refused)).toBe('role.error.admin');
    const editor = await signUp(ctx, { role: 'editor' });
    const editorRefused = await setRole(editor, 'moderator');
    expect(editorRefused.status).toBe(422);
    expect(await message(editorRefused)).toBe('role.error.other-role');
    expect((await setRole(the.other, 'admin')).status).toBe(400);
    const nobody = await put(
      '/private/admin/user/00000000-0000-4000-8000-000000000000/role',
      { role: 'moderator' },
      { token: the.admin.token },
    );
    expect(nobody.status).toBe(404);
    expect(await message(nobody)).toBe('people.error.not-found');
    expect((await detail(the.other)).log).toEqual([]);
  });
});

describe('adverts held by a suspension', () => {
  type Queue = { content: { uid: string }[]; totalElements: number };
  const pending = async (token = the.moderator.token) =>
    (await (await get('/private/admin/sale?status=PENDING', { token })).json()) as Queue;

  it('stay out of the approval queue and cannot be approved while it lasts; they come back when it is lifted', async () => {
    const live = await createSale(ctx, the.person.uid, { title: 'Cachorros' });
    const waiting = await createSale(ctx, the.other.uid, { status: 'PENDING', title: 'À espera' });
    expect((await suspend(the.person)).status).toBe(200);
    const queue = await pending();
    expect(queue.content.map((s) => s.uid)).toEqual([waiting]);
    expect(queue.totalElements).toBe(1);

    const approve = await put(`/private/admin/sale/${live}/approve`, undefined, { token: the.admin.token });
    expect(approve.status).toBe(409);
    expect(await message(approve)).toBe('moderation.error.owner-suspended');
    expect((await get(`/public/sale?searchValue=${live}`)).status).toBe(404);

    expect(
      (await api.call('DELETE', `/private/admin/user/${the.person.uid}/suspension`, { token: the.moderator.token }))
        .status,
    ).toBe(204);
    expect((await get(`/public/sale?searchValue=${live}`)).status).toBe(200);
    expect((await detail(the.person)).log.map((l) => l.action)).toEqual(['LIFT', 'SUSPEND']);
  });

  it('return to the queue once the suspension is over, and a dismissed report leaves them held', async () => {
    const live = await createSale(ctx, the.person.uid, { title: 'Cachorros' });
    await post('/private/report', { targetType: 'SALE', targetUid: live, reason: 'SCAM' }, { token: the.other.token });
    expect((await suspend(the.person)).status).toBe(200);
    const dismissed = await post(
      '/private/admin/report/decision',
      { targetType: 'SALE', targetUid: live, decision: 'DISMISS', reason: 'Nada a apontar.' },
      { token: the.moderator.token },
    );
    expect(dismissed.status).toBe(200);
    expect((await get(`/public/sale?searchValue=${live}`)).status).toBe(404);
    expect((await pending()).content).toEqual([]);

    // The clock is the outside world: the end of the suspension is written as past.
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, the.person.uid));
    expect((await pending()).content.map((s) => s.uid)).toEqual([live]);
    expect((await put(`/private/admin/sale/${live}/approve`, undefined, { token: the.admin.token })).status).toBe(200);
  });
});

describe('the reports queue', () => {
  /** How many queries the queue makes, read through a database that counts its selects. */
  async function queriesOfQueue(): Promise<{ groups: number; queries: number }> {
    let queries = 0;
    const counting = new Proxy(ctx.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { groups: (await reportQueue(counting, the.moderator.uid)).length, queries };
  }

  it('makes as many queries for ten groups as for two', async () => {
    const reportSomething = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const seller = await signUp(ctx, { name: `Vendedor${i}`, userType: 'BREEDER' });
        const sale = await createSale(ctx, seller.uid, { title: `Anúncio ${i}` });
        await post(
          '/private/report',
          { targetType: 'SALE', targetUid: sale, reason: 'SCAM' },
          { token: the.other.token },
        );
        await post(
          '/private/report',
          { targetType: 'USER', targetUid: seller.uid, reason: 'SCAM' },
          { token: the.other.token },
        );
        await certifyBreeder(ctx, seller, the.admin);
      }
    };
    await reportSomething(1);
    const few = await queriesOfQueue();
    await reportSomething(4);
    const many = await queriesOfQueue();
    expect([few.groups, many.groups]).toEqual([2, 10]);
    expect(few.queries).toBeGreaterThan(3);
    expect(many.queries).toBe(few.queries);
  });

  it('gives each group its own log and names, whatever the mix of targets', async () => {
    const sale = await createSale(ctx, the.person.uid, { title: 'Gatinhos' });
    await post(
      '/private/report',
      { targetType: 'USER', targetUid: the.other.uid, reason: 'OFFENSIVE' },
      { token: the.person.token },
    );
    await post('/private/report', { targetType: 'SALE', targetUid: sale, reason: 'SCAM' }, { token: the.other.token });
    await post(
      '/private/report',
      { targetType: 'USER', targetUid: the.person.uid, reason: 'SCAM' },
      { token: the.other.token },
    );
    await certifyBreeder(ctx, the.person, the.admin);
    await post(
      '/private/admin/report/decision',
      { targetType: 'USER', targetUid: the.other.uid, decision: 'WARN', reason: 'Linguagem ofensiva.' },
      { token: the.admin.token },
    );
    await post(
      '/private/report',
      { targetType: 'USER', targetUid: the.other.uid, reason: 'OFFENSIVE' },
      { token: the.moderator.token },
    );

    // Read by the admin: the moderator filed one of these reports, so her queue leaves that group out (decision 194).
    const groups = (await (await get('/private/admin/report', { token: the.admin.token })).json()) as {
      targetUid: string;
      title: string;
      owner: { uid: string; name: string } | null;
      log: { action: string }[];
    }[];
    const byTarget = Object.fromEntries(groups.map((g) => [g.targetUid, g]));
    expect(byTarget[sale]).toMatchObject({
      title: 'Gatinhos',
      owner: { uid: the.person.uid, name: 'Rui Falso' },
      log: [],
    });
    expect(byTarget[the.person.uid]).toMatchObject({ title: 'Rui Falso', owner: { name: 'Rui Falso' } });
    expect(byTarget[the.person.uid]!.log.map((l) => l.action)).toEqual(['CERTIFY']);
    expect(byTarget[the.other.uid]).toMatchObject({
      title: 'Rita Falsão',
      owner: { uid: the.other.uid, name: 'Rita Falsão' },
    });
    expect(byTarget[the.other.uid]!.log.map((l) => l.action)).toEqual(['WARN']);
  });
});
