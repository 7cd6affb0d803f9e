// The own account over the real API: password change, avatar (the specification's limit), data export and deletion.
import sharp from 'sharp';
import { eq, inArray, or } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  articles,
  blockedDays,
  bookings,
  favorites,
  files,
  notifications,
  recoveryTickets,
  saleImages,
  sales,
  userBreeds,
  users,
  visitHours,
} from '../../src/server/db/schema.ts';
import { imageContext } from '../../src/server/api/account/files-of.ts';
import { processImage } from '../../src/server/files/process-image.ts';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';

const ctx = await useTestContext();
const { get, post, put, call } = testApi(ctx);
const images = imageContext(ctx);

type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

const pngBase64 = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
  ).toString('base64');

let ana: TestUser;

beforeEach(async () => {
  await resetDatabase(ctx);
  ana = await signUp(ctx, { name: 'Ana', surname: 'Lopes', userType: 'BREEDER' });
});

describe('PUT /private/account/password', () => {
  it('changes the password: the old one and every other token stop working, the answer carries a working token', async () => {
    const otherSession = (await (
      await post('/public/authenticate', { username: ana.email, password: ana.password })
    ).json()) as { token: string };
    const res = await put(
      '/private/account/password',
      { currentPassword: ana.password, newPassword: 'Nova#Senha9' },
      { token: ana.token },
    );
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };

    expect((await get('/user-profile', { token })).status).toBe(200);
    expect((await get('/user-profile', { token: ana.token })).status).toBe(401);
    expect((await get('/user-profile', { token: otherSession.token })).status).toBe(401);
    expect((await post('/public/authenticate', { username: ana.email, password: ana.password })).status).toBe(401);
    expect((await post('/public/authenticate', { username: ana.email, password: 'Nova#Senha9' })).status).toBe(200);
  });

  it('refuses a wrong current password on its own field, and changes nothing', async () => {
    const res = await put(
      '/private/account/password',
      { currentPassword: 'Errada123', newPassword: 'Nova#Senha9' },
      { token: ana.token },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { currentPassword: 'profile.password.wrong-current' },
    });
    expect((await get('/user-profile', { token: ana.token })).status).toBe(200);
  });

  it.each([
    ['short', 'Ab1'],
    ['without a digit', 'SoLetras'],
    ['without a letter', '12345678'],
    ['with a tab', 'Nova\tSenha9'],
  ])('applies the registration rules: a new password %s is refused', async (_, newPassword) => {
    const res = await put(
      '/private/account/password',
      { currentPassword: ana.password, newPassword },
      { token: ana.token },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ newPassword: 'invalid-password' });
  });

  it('accepts a new password with - _ . as phone password managers suggest (decision 206)', async () => {
    const res = await put(
      '/private/account/password',
      { currentPassword: ana.password, newPassword: 'xK7-pQ2_mN9.rT4' },
      { token: ana.token },
    );
    expect(res.status).toBe(200);
  });

  it('refuses the same password again', async () => {
    const res = await put(
      '/private/account/password',
      { currentPassword: ana.password, newPassword: ana.password },
      { token: ana.token },
    );
    expect(((await res.json()) as ErrorBody).errors).toEqual({ newPassword: 'profile.password.same-as-current' });
  });

  it('needs a session, and limits guesses of the current password per account', async () => {
    expect((await put('/private/account/password', { currentPassword: 'x', newPassword: 'Nova#Senha9' })).status).toBe(
      401,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await put(
        '/private/account/password',
        { currentPassword: `Errada${i}x`, newPassword: 'Nova#Senha9' },
        { token: ana.token },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('avatar', () => {
  it('stores the upload re-encoded and square; the profile and the public card point at it', async () => {
    const res = await put(
      '/private/account/avatar',
      { image: `data:image/png;base64,${await pngBase64(900, 600)}` },
      { token: ana.token },
    );
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { sourceImage: string; uid: string };
    expect(profile.sourceImage).toMatch(/^\/files\/[a-z0-9]+\/256\.webp$/);
    const [file] = await ctx.db.select().from(files).where(eq(files.ownerId, ana.uid));
    expect(file).toMatchObject({ kind: 'avatar', width: 512, height: 512 });
    expect(file!.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual([
      '128.jpeg',
      '128.webp',
      '256.jpeg',
      '256.webp',
      '512.jpeg',
      '512.webp',
    ]);
    const stored = await images.files.get(file!.variants[0]!.path);
    expect(stored?.bytes.length).toBeGreaterThan(0);

    const me = (await (await get('/user-profile', { token: ana.token })).json()) as { sourceImage: string };
    expect(me.sourceImage).toBe(profile.sourceImage);
    const card = (await (await get(`/public/user-profile?uid=${ana.uid}`)).json()) as { sourceImage: string };
    expect(card.sourceImage).toBe(profile.sourceImage);
  });

  it('replacing the avatar removes the old image; removing it goes back to the default', async () => {
    await put('/private/account/avatar', { image: await pngBase64(300, 300) }, { token: ana.token });
    const [first] = await ctx.db.select().from(files).where(eq(files.ownerId, ana.uid));
    await put('/private/account/avatar', { image: await pngBase64(400, 400) }, { token: ana.token });
    const owned = await ctx.db.select().from(files).where(eq(files.ownerId, ana.uid));
    expect(owned).toHaveLength(1);
    expect(owned[0]!.key).not.toBe(first!.key);
    expect(await images.files.get(first!.variants[0]!.path)).toBeNull();

    const res = await call('DELETE', '/private/account/avatar', { token: ana.token });
    expect(((await res.json()) as { sourceImage: string | null }).sourceImage).toBeNull();
    expect(await ctx.db.$count(files)).toBe(0);
  });

  it("refuses an image above the avatar limit (4980 KB by the specification's base64 estimate) before decoding it", async () => {
    // 6,640,100 base64 characters: 6,640,100 × 0.5625 × 4/3 / 1000 ≈ 4980.1 KB.
    const image = 'A'.repeat(6_640_100);
    const res = await put('/private/account/avatar', { image }, { token: ana.token });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 413,
      message: 'profile.avatar.error.image-too-large',
      errors: { image: 'profile.avatar.error.image-too-large' },
    });
    expect(await ctx.db.$count(files)).toBe(0);
    expect(
      (await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, ana.uid)))[0]?.avatar,
    ).toBeNull();
  });

  it('passes the estimate just under the limit and then judges the real bytes (not an image: 415)', async () => {
    const res = await put('/private/account/avatar', { image: 'A'.repeat(6_639_996) }, { token: ana.token });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).message).toBe('profile.avatar.error.unsupported-image-type');
  });

  it('refuses a picture too small to be a face, and anything that is not base64', async () => {
    const tiny = await put('/private/account/avatar', { image: await pngBase64(20, 20) }, { token: ana.token });
    expect(tiny.status).toBe(422);
    expect(((await tiny.json()) as ErrorBody).message).toBe('profile.avatar.error.image-too-small');
    const junk = await put('/private/account/avatar', { image: '@@@ not base64 @@@' }, { token: ana.token });
    expect(junk.status).toBe(400);
    expect((await put('/private/account/avatar', { image: await pngBase64(300, 300) })).status).toBe(401);
  });
});

/** A sale of `ownerId` with one real photo, written straight to the tables. */
async function saleOf(ownerId: string, title: string): Promise<string> {
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      ownerId,
      speciesCode: 'DOG',
      breedCode: 'DOG_SERRA_ESTRELA',
      purebred: true,
      title,
      description: 'Ninhada criada em casa, com a mãe.',
      priceCents: 50_000,
      sex: 'FEMALE',
      birthDate: '2026-01-01',
      registerDate: '2026-03-01',
      status: 'APPROVED',
    })
    .returning({ id: sales.id });
  const photo = await processImage(images, { base64: await pngBase64(400, 300), kind: 'sale', ownerId });
  await ctx.db.insert(saleImages).values({ saleId: sale!.id, position: 0, fileKey: photo.key });
  return sale!.id;
}

describe('GET /private/account/export', () => {
  it('gives everything held about the person as a JSON attachment, and nothing of other people', async () => {
    const bruno = await signUp(ctx, { name: 'Bruno', email: 'bruno@example.pt' });
    await put(
      '/user-profile',
      { phone: '912345678', dgavNumber: '123/2024', breeds: ['DOG_SERRA_ESTRELA'] },
      { token: ana.token },
    );
    const own = await saleOf(ana.uid, 'Cachorra Serra da Estrela');
    const theirs = await saleOf(bruno.uid, 'Gato do Bruno');
    await ctx.db.insert(favorites).values({ userId: ana.uid, saleId: theirs });
    await ctx.db.insert(bookings).values([
      {
        saleId: theirs,
        visitorId: ana.uid,
        startsAt: new Date('2026-06-01T10:00:00Z'),
        message: 'Posso ir de manhã?',
        phone: '912345678',
      },
      {
        saleId: own,
        visitorId: bruno.uid,
        startsAt: new Date('2026-06-02T15:00:00Z'),
        message: 'Mensagem do Bruno',
        phone: '934444444',
      },
    ]);
    await ctx.db.insert(visitHours).values({ userId: ana.uid, weekday: 6, startMinute: 600, endMinute: 720 });
    await ctx.db.insert(blockedDays).values({ userId: ana.uid, day: '2026-08-15' });
    await notify(ctx.db, { userId: ana.uid, type: 'SALE_APPROVE', referenceKey: own });

    const res = await get('/private/account/export', { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="patinhas-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data['account']).toMatchObject({
      uid: ana.uid,
      email: ana.email,
      name: 'Ana',
      surname: 'Lopes',
      phone: '912345678',
      dgavNumber: '123/2024',
      userType: 'BREEDER',
    });
    expect(data['breeds']).toEqual([{ code: 'DOG_SERRA_ESTRELA', name: 'Cão da Serra da Estrela', species: 'DOG' }]);
    expect(data['sales']).toHaveLength(1);
    expect(data['sales'][0]).toMatchObject({
      uid: own,
      title: 'Cachorra Serra da Estrela',
      status: 'APPROVED',
      images: [{ position: 0 }],
    });
    expect(data['favourites']).toEqual([expect.objectContaining({ saleUid: theirs, title: 'Gato do Bruno' })]);
    expect(data['visitsRequested']).toEqual([
      expect.objectContaining({ saleUid: theirs, message: 'Posso ir de manhã?', status: 'PENDING' }),
    ]);
    expect(data['visitsReceived']).toEqual([expect.objectContaining({ saleUid: own, status: 'PENDING' })]);
    expect(data['visitingHours']).toEqual([{ weekday: 6, startMinute: 600, endMinute: 720 }]);
    expect(data['blockedDays']).toEqual(['2026-08-15']);
    expect(data['notifications']).toEqual([expect.objectContaining({ type: 'SALE_APPROVE', referenceKey: own })]);
    const text = JSON.stringify(data);
    for (const foreign of ['bruno@example.pt', 'Mensagem do Bruno', '934444444', bruno.uid])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  it('needs a session', async () => {
    expect((await get('/private/account/export')).status).toBe(401);
  });
});

describe('POST /private/account/delete', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const res = await post('/private/account/delete', { password: 'Errada123' }, { token: ana.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { password: 'profile.delete.wrong-password' },
    });
    expect(await ctx.db.$count(users, eq(users.id, ana.uid))).toBe(1);
  });

  it('leaves nothing of the person behind; other people keep their data; the token dies', async () => {
    const bruno = await signUp(ctx, { name: 'Bruno' });
    const editor = await signUp(ctx, { role: 'editor' });
    await ctx.db.update(users).set({ role: 'editor' }).where(eq(users.id, ana.uid));
    await put('/user-profile', { breeds: ['DOG_SERRA_ESTRELA'] }, { token: ana.token });
    await put('/private/account/avatar', { image: await pngBase64(300, 300) }, { token: ana.token });
    const own = await saleOf(ana.uid, 'Venda da Ana');
    const theirs = await saleOf(bruno.uid, 'Venda do Bruno');
    await ctx.db.insert(favorites).values([
      { userId: ana.uid, saleId: theirs },
      { userId: bruno.uid, saleId: own },
    ]);
    const [anasVisit] = await ctx.db
      .insert(bookings)
      .values([
        { saleId: theirs, visitorId: ana.uid, startsAt: new Date('2026-06-01T10:00:00Z') },
        { saleId: own, visitorId: bruno.uid, startsAt: new Date('2026-06-02T10:00:00Z') },
      ])
      .returning({ id: bookings.id });
    // Bruno was told of Ana's request by name (decision 130): that goes with her.
    await notify(ctx.db, {
      userId: bruno.uid,
      type: 'BOOKING_REQUESTED',
      referenceKey: anasVisit!.id,
      params: { name: 'Ana Sá' },
    });
    await ctx.db.insert(visitHours).values({ userId: ana.uid, weekday: 1, startMinute: 600, endMinute: 700 });
    await ctx.db.insert(blockedDays).values({ userId: ana.uid, day: '2026-08-15' });
    await ctx.db
      .insert(recoveryTickets)
      .values({ tokenHash: 'x'.repeat(64), userId: ana.uid, expiresAt: new Date(Date.now() + 3_600_000) });
    await notify(ctx.db, { userId: ana.uid, type: 'GLOBAL' });
    await notify(ctx.db, { userId: bruno.uid, type: 'SALE_INTERESTED', referenceKey: own });
    await notify(ctx.db, { userId: bruno.uid, type: 'SALE_APPROVE', referenceKey: theirs });
    // An article Ana wrote, with a cover she uploaded: the blog keeps both.
    const written = await post(
      '/private/admin/article',
      {
        title: 'Artigo da Ana',
        summary: 'Um resumo com tamanho suficiente.',
        body: 'texto',
        coverImage: await pngBase64(400, 300),
      },
      { token: ana.token },
    );
    const { referenceKey } = (await written.json()) as { referenceKey: string };
    // Read once, so the blog's cache holds Ana's byline before the deletion.
    expect(
      ((await (await get(`/public/article/${referenceKey}`)).json()) as { author: { uid: string } }).author.uid,
    ).toBe(ana.uid);
    const anaFiles = (await ctx.db.select().from(files).where(eq(files.ownerId, ana.uid))).map(
      (f) => f.variants[0]!.path,
    );
    expect(anaFiles).toHaveLength(2);

    const res = await post('/private/account/delete', { password: ana.password }, { token: ana.token });
    expect(res.status).toBe(204);

    expect(await ctx.db.$count(users, eq(users.id, ana.uid))).toBe(0);
    expect(await ctx.db.$count(userBreeds, eq(userBreeds.userId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(sales, eq(sales.ownerId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(saleImages, eq(saleImages.saleId, own))).toBe(0);
    expect(await ctx.db.$count(favorites, or(eq(favorites.userId, ana.uid), eq(favorites.saleId, own)))).toBe(0);
    expect(await ctx.db.$count(bookings, or(eq(bookings.visitorId, ana.uid), eq(bookings.saleId, own)))).toBe(0);
    expect(await ctx.db.$count(visitHours, eq(visitHours.userId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(blockedDays, eq(blockedDays.userId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(recoveryTickets, eq(recoveryTickets.userId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(notifications, eq(notifications.userId, ana.uid))).toBe(0);
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, own))).toBe(0);
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, anasVisit!.id))).toBe(0);
    expect(await ctx.db.$count(files, eq(files.ownerId, ana.uid))).toBe(0);
    for (const path of anaFiles) expect(await images.files.get(path)).toBeNull();

    // The token is dead everywhere.
    expect((await get('/user-profile', { token: ana.token })).status).toBe(401);
    expect((await get('/private/notification/count', { token: ana.token })).status).toBe(401);
    expect((await post('/public/authenticate', { username: ana.email, password: ana.password })).status).toBe(401);

    // Everyone else's data stays.
    expect(await ctx.db.$count(sales, eq(sales.id, theirs))).toBe(1);
    expect(await ctx.db.$count(saleImages, eq(saleImages.saleId, theirs))).toBe(1);
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, theirs))).toBe(1);
    expect(await ctx.db.$count(notifications, inArray(notifications.userId, [bruno.uid, editor.uid]))).toBe(3);
    const [article] = await ctx.db.select().from(articles).where(eq(articles.referenceKey, referenceKey));
    expect(article).toMatchObject({ authorId: null, status: 'PUBLISHED' });
    expect(await ctx.db.$count(files, eq(files.key, article!.coverImage!))).toBe(1);
    const blog = (await (await get(`/public/article/${referenceKey}`)).json()) as {
      author: unknown;
      coverImage: string;
    };
    expect(blog.author).toBeNull();
    expect(blog.coverImage).toMatch(/^\/files\//);
  });

  it('needs a session', async () => {
    expect((await post('/private/account/delete', { password: 'x' })).status).toBe(401);
  });
});
