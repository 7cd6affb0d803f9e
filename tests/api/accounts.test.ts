import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';
import { users } from '../../src/server/db/schema.ts';
import { RETIRED_TOKEN_GRACE_MS, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/server/domain/auth/tokens.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

const valid = {
  name: 'Ana',
  surname: 'Silva',
  email: 'ana.silva@example.pt',
  password: 'Patinhas2024',
  userType: 'BREEDER',
  acceptTerms: true,
};

type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

beforeEach(() => resetDatabase(ctx));

describe('POST /public/signup', () => {
  it('creates an account (201 { uid }) that can sign in, email normalised', async () => {
    const res = await post('/public/signup', {
      ...valid,
      email: '  Ana.Silva@Example.PT ',
      phone: '912 345 678',
      phoneCountry: 'PT',
      locationId: 11,
      childLocationId: 1106,
    });
    expect(res.status).toBe(201);
    const { uid } = (await res.json()) as { uid: string };
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(row).toMatchObject({
      email: 'ana.silva@example.pt',
      phone: '912345678',
      locationId: 11,
      childLocationId: 1106,
      role: 'user',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await post('/public/authenticate', { username: 'ANA.SILVA@example.pt', password: valid.password });
    expect(login.status).toBe(200);
  });

  it("keeps a breeder's DGAV number given at sign-up, so the first advert meets no gate (decision 201)", async () => {
    const res = await post('/public/signup', { ...valid, dgavNumber: '  1234/2024 ' });
    expect(res.status).toBe(201);
    const { uid } = (await res.json()) as { uid: string };
    const [row] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(row!.dgavNumber).toBe('1234/2024');
    const login = await post('/public/authenticate', { username: valid.email, password: valid.password });
    const { token } = (await login.json()) as { token: string };
    const profile = await get('/user-profile', { token });
    expect(((await profile.json()) as { dgavNumber: string | null }).dgavNumber).toBe('1234/2024');
  });

  it('refuses a malformed DGAV number with its field named (400), and keeps none when left blank', async () => {
    const bad = await post('/public/signup', { ...valid, dgavNumber: 'DGAV#123<script>' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors).toEqual({ dgavNumber: 'profile.error.invalid-dgav' });
    expect(await ctx.db.$count(users)).toBe(0);
    const blank = await post('/public/signup', { ...valid, dgavNumber: '   ' });
    expect(blank.status).toBe(201);
    const [row] = await ctx.db.select().from(users);
    expect(row!.dgavNumber).toBeNull();
  });

  it('answers 409 for an email that exists, whatever its case', async () => {
    expect((await post('/public/signup', valid)).status).toBe(201);
    const res = await post('/public/signup', { ...valid, email: 'ANA.SILVA@EXAMPLE.PT' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      status: 409,
      message: 'register.error.email-taken',
      errors: { email: 'register.error.email-taken' },
    });
    expect(await ctx.db.$count(users)).toBe(1);
  });

  it('keeps a single account when the same email signs up twice at once', async () => {
    const results = await Promise.all([post('/public/signup', valid), post('/public/signup', valid)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ctx.db.$count(users)).toBe(1);
  });

  it.each([
    ['short', 'Abc1234'],
    ['no digit', 'Patinhas'],
    ['no letter', '12345678'],
    ['a line break', 'Patinhas\n2024'],
    ['empty', ''],
  ])('refuses a password with %s (400 invalid-password)', async (_, password) => {
    const res = await post('/public/signup', { ...valid, password });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe('validation-error');
    expect(body.errors?.['password']).toBe('invalid-password');
  });

  it('accepts every allowed special character', async () => {
    const res = await post('/public/signup', { ...valid, password: 'Ab1!@#$&*' });
    expect(res.status).toBe(201);
  });

  it('accepts - _ . and other printable characters besides (decision 206)', async () => {
    const res = await post('/public/signup', { ...valid, password: 'xK7-pQ2_mN9.rT4%' });
    expect(res.status).toBe(201);
  });

  it('names each invalid field with a translation key', async () => {
    const res = await post('/public/signup', {
      name: ' ',
      surname: 'x'.repeat(81),
      email: 'not-an-email',
      password: 'short',
      userType: '',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as ErrorBody;
    expect(errors).toMatchObject({
      name: 'register.error.required',
      surname: 'register.error.too-long',
      email: 'register.error.invalid-email',
      password: 'invalid-password',
      userType: 'register.error.required',
    });
  });

  it('requires the terms to be accepted', async () => {
    const { acceptTerms: _, ...rest } = valid;
    for (const body of [rest, { ...valid, acceptTerms: false }, { ...valid, acceptTerms: 'true' }]) {
      const res = await post('/public/signup', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).errors?.['acceptTerms']).toBe('register.error.accept-terms');
    }
  });

  it('refuses unknown references and a municipality of another district', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userType: 'DRAGON' }, 'userType'],
      [{ phone: '912345678', phoneCountry: 'ZZ' }, 'phoneCountry'],
      [{ locationId: 999 }, 'locationId'],
      [{ locationId: 1106 }, 'locationId'],
      [{ locationId: 13, childLocationId: 1106 }, 'childLocationId'],
      [{ childLocationId: 1106 }, 'childLocationId'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('/public/signup', { ...valid, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).errors ?? {}), JSON.stringify(extra)).toContain(field);
    }
    expect(await ctx.db.$count(users)).toBe(0);
  });

  it('reads a phone without a country as Portuguese', async () => {
    const { uid } = (await (await post('/public/signup', { ...valid, phone: '912345678' })).json()) as { uid: string };
    const [row] = await ctx.db.select().from(users).where(eq(users.id, uid));
    expect(row!.phoneCountry).toBe('PT');
  });
});

describe('GET /public/validate-email', () => {
  it('tells whether an address is free, case-insensitively', async () => {
    await signUp(ctx, { email: 'taken@example.pt' });
    expect(await (await get('/public/validate-email?email=free@example.pt')).json()).toEqual({ available: true });
    expect(await (await get('/public/validate-email?email=TAKEN@example.pt')).json()).toEqual({ available: false });
    expect(
      await (await get(`/public/validate-email?email=${encodeURIComponent(' taken@example.pt ')}`)).json(),
    ).toEqual({
      available: false,
    });
  });

  it('answers 400 for a missing or malformed address', async () => {
    expect((await get('/public/validate-email')).status).toBe(400);
    const res = await get('/public/validate-email?email=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { email: 'register.error.invalid-email' },
    });
  });
});

describe('POST /public/authenticate', () => {
  it('gives a token that opens the private calls', async () => {
    const user = await signUp(ctx);
    const res = await post('/public/authenticate', { username: user.email, password: user.password });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const profile = await get('/user-profile', { token });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ uid: user.uid });
  });

  it('answers 401 login-dialog.msg.incorrect-login for a wrong password and for an unknown user alike', async () => {
    const user = await signUp(ctx);
    const wrong = await post('/public/authenticate', { username: user.email, password: 'Wrong1234' });
    const unknown = await post('/public/authenticate', { username: 'nobody@example.pt', password: 'Wrong1234' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 401, message: 'login-dialog.msg.incorrect-login' });
    }
  });

  it('answers 400 for a body without credentials', async () => {
    for (const body of [{}, { username: 'a@b.pt' }, { username: 1, password: 2 }, []]) {
      const res = await post('/public/authenticate', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).message).toBe('validation-error');
    }
  });
});

describe('POST /authrefresh', () => {
  it('gives a fresh token for a valid one', async () => {
    const user = await signUp(ctx);
    const res = await post('/authrefresh', undefined, { token: user.token });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    expect((await get('/user-profile', { token })).status).toBe(200);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: user.uid });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).not.toBe(decodeJwt(user.token).jti);
    expect(claims.exp! - claims.iat!).toBe(10 * 24 * 3600);
  });

  it('retires the token it replaces: 401 once the grace is over, for a refresh too; the grace never grows', async () => {
    const user = await signUp(ctx);
    const start = Date.now();
    expect((await post('/authrefresh', undefined, { token: user.token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // A second refresh of the same token within the grace (another tab) works but does not extend it.
      vi.setSystemTime(start + RETIRED_TOKEN_GRACE_MS - 5_000);
      const again = await post('/authrefresh', undefined, { token: user.token });
      expect(again.status).toBe(200);
      const { token: second } = (await again.json()) as { token: string };
      vi.setSystemTime(start + RETIRED_TOKEN_GRACE_MS + 1_000);
      expect((await get('/user-profile', { token: user.token })).status).toBe(401);
      expect((await post('/authrefresh', undefined, { token: user.token })).status).toBe(401);
      expect((await get('/user-profile', { token: second })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets two tabs refresh the same token at once: each gets a token that works, and neither is logged out', async () => {
    const user = await signUp(ctx);
    const answers = await Promise.all([
      post('/authrefresh', undefined, { token: user.token }),
      post('/authrefresh', undefined, { token: user.token }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const tokens = await Promise.all(answers.map(async (r) => ((await r.json()) as { token: string }).token));
    expect(new Set(tokens).size).toBe(2);
    for (const token of [...tokens, user.token]) expect((await get('/user-profile', { token })).status).toBe(200);
  });

  it('answers 401 without a token, with a forged one, or after the password changed', async () => {
    const user = await signUp(ctx);
    expect((await post('/authrefresh')).status).toBe(401);
    expect((await post('/authrefresh', undefined, { token: 'a.b.c' })).status).toBe(401);
    const [h, p] = user.token.split('.');
    expect((await post('/authrefresh', undefined, { token: `${h}.${p}.forged` })).status).toBe(401);
    await ctx.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.uid));
    const res = await post('/authrefresh', undefined, { token: user.token });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({ status: 401, message: 'unauthorized' });
  });
});
