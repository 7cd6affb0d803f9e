import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';
import { users } from '../../src/server/db/schema.ts';

const ctx = await useTestContext();
const { get, put } = testApi(ctx);

type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

beforeEach(() => resetDatabase(ctx));

describe('GET /user-profile', () => {
  it("answers the token's own user with every profile field", async () => {
    const user = await signUp(ctx, {
      name: 'Rui',
      surname: 'Costa',
      userType: 'BREEDER',
      locationId: 13,
      childLocationId: 1312,
    });
    const res = await get('/user-profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      uid: user.uid,
      name: 'Rui',
      surname: 'Costa',
      sourceImage: null,
      email: user.email,
      emailConfirmed: true,
      phone: null,
      phoneCountry: null,
      userType: 'BREEDER',
      locationId: 13,
      childLocationId: 1312,
      role: 'user',
      dgavNumber: null,
      certified: false,
      showPhone: false,
      breeds: [],
    });
  });

  it('gives the avatar as a URL of the files route', async () => {
    const user = await signUp(ctx);
    await ctx.db.update(users).set({ avatar: 'abcdef0123456789' }).where(eq(users.id, user.uid));
    const profile = (await (await get('/user-profile', { token: user.token })).json()) as { sourceImage: string };
    expect(profile.sourceImage).toMatch(/^\/files\/abcdef0123456789\/\d+\.webp$/);
  });

  it('answers 401 without a valid token', async () => {
    expect((await get('/user-profile')).status).toBe(401);
    expect((await get('/user-profile', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await get('/user-profile', { token: 'x'.repeat(5000) })).status).toBe(401);
    const res = await get('/user-profile', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: 'unauthorized' });
  });

  it('answers 401 once the account is gone', async () => {
    const user = await signUp(ctx);
    await ctx.db.delete(users).where(eq(users.id, user.uid));
    expect((await get('/user-profile', { token: user.token })).status).toBe(401);
  });
});

describe('PUT /user-profile', () => {
  it('changes only the fields sent and answers the new profile', async () => {
    const user = await signUp(ctx, { name: 'Rui', surname: 'Costa' });
    const res = await put(
      '/user-profile',
      {
        surname: ' Costa Pereira ',
        phone: '912 345 678',
        showPhone: true,
        userType: 'BREEDER',
        locationId: 11,
        childLocationId: 1106,
        dgavNumber: 'PT-123/2024',
        breeds: ['DOG_SERRA_ESTRELA', 'CAT_PERSA', 'DOG_SERRA_ESTRELA'].filter((b) => b !== 'CAT_PERSA'),
      },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Rui',
      surname: 'Costa Pereira',
      phone: '912345678',
      phoneCountry: 'PT',
      showPhone: true,
      userType: 'BREEDER',
      locationId: 11,
      childLocationId: 1106,
      dgavNumber: 'PT-123/2024',
      breeds: ['DOG_SERRA_ESTRELA'],
      email: user.email,
    });
  });

  it('clears optional fields with null and drops the municipality when the district changes', async () => {
    const user = await signUp(ctx, { phone: '912345678', locationId: 11, childLocationId: 1106 });
    const res = await put('/user-profile', { phone: null, locationId: 13 }, { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ phone: null, locationId: 13, childLocationId: null });
  });

  it('never changes email, role or certification', async () => {
    const user = await signUp(ctx);
    const res = await put(
      '/user-profile',
      { email: 'other@example.pt', role: 'admin', certified: true },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: user.email, role: 'user', certified: false });
  });

  it('refuses invalid values field by field', async () => {
    const user = await signUp(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'register.error.required'],
      [{ surname: 'x'.repeat(100) }, 'surname', 'register.error.too-long'],
      [{ phone: '12ab' }, 'phone', 'register.error.invalid-phone'],
      [{ phoneCountry: 'pt' }, 'phoneCountry', 'register.error.invalid-phone'],
      [{ phoneCountry: 'ZZ' }, 'phoneCountry', 'register.error.invalid-phone'],
      [{ userType: 'DRAGON' }, 'userType', 'register.error.invalid-user-type'],
      [{ locationId: 1106 }, 'locationId', 'register.error.invalid-location'],
      [{ locationId: 13, childLocationId: 1106 }, 'childLocationId', 'register.error.invalid-location'],
      [{ childLocationId: 1106 }, 'childLocationId', 'register.error.invalid-location'],
      [{ locationId: 2 ** 40 }, 'locationId', 'validation.too-big'],
      [{ dgavNumber: '<script>' }, 'dgavNumber', 'profile.error.invalid-dgav'],
      [{ breeds: ['UNICORN'] }, 'breeds', 'profile.error.invalid-breed'],
      [{ showPhone: 'yes' }, 'showPhone', 'validation.invalid-type'],
    ];
    for (const [body, field, key] of cases) {
      const res = await put('/user-profile', body, { token: user.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).errors?.[field], JSON.stringify(body)).toBe(key);
    }
    const unchanged = (await (await get('/user-profile', { token: user.token })).json()) as Record<string, unknown>;
    expect(unchanged).toMatchObject({ name: 'Ana', userType: 'TUTOR', locationId: null, breeds: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await put('/user-profile', { name: 'X' })).status).toBe(401);
  });
});

describe('GET /public/user-profile', () => {
  it("shows a breeder's card: names, places, breeds and animal codes, never the email", async () => {
    const breeder = await signUp(ctx, {
      name: 'Marta',
      surname: 'Lopes',
      userType: 'BREEDER',
      locationId: 13,
      childLocationId: 1312,
      phone: '912345678',
      certified: true,
      dgavNumber: '123/2024',
    });
    await put('/user-profile', { breeds: ['DOG_SERRA_ESTRELA', 'CAT_PERSA'].slice(0, 1) }, { token: breeder.token });
    const res = await get(`/public/user-profile?uid=${breeder.uid}`);
    expect(res.status).toBe(200);
    const card = (await res.json()) as Record<string, unknown>;
    expect(card).toMatchObject({
      uid: breeder.uid,
      name: 'Marta',
      surname: 'Lopes',
      sourceImage: null,
      location: 'Porto',
      childLocationId: 1312,
      breedTypes: [{ code: 'DOG_SERRA_ESTRELA', name: 'Cão da Serra da Estrela', species: 'DOG' }],
      animals: ['DOG'],
      certified: true,
      dgavNumber: '123/2024',
    });
    expect(typeof card['childLocation']).toBe('string');
    expect(JSON.stringify(card)).not.toContain(breeder.email);
    expect(card).not.toHaveProperty('email');
    expect(card).not.toHaveProperty('phone');
  });

  it('shows the phone only when its owner chose to', async () => {
    const user = await signUp(ctx, { phone: '912345678' });
    await put('/user-profile', { showPhone: true }, { token: user.token });
    expect(await (await get(`/public/user-profile?uid=${user.uid}`)).json()).toMatchObject({
      phone: '912345678',
      phoneCountry: 'PT',
    });
  });

  it('answers 400 for a malformed uid and 404 for an unknown one', async () => {
    for (const uid of ['', 'abc', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      expect((await get(`/public/user-profile?uid=${encodeURIComponent(uid)}`)).status, uid).toBe(400);
    }
    const res = await get('/public/user-profile?uid=6f1c2a52-3c4b-4e6f-9a7b-2d1e0f3c4b5a');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
  });
});
