import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { ensureAdmin } from '../../src/server/domain/users/admin.ts';
import { useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';

const ADMIN_EMAIL = 'Admin@Patinhas.example';
const ctx = await useTestContext({ ADMIN_EMAIL, ADMIN_PASSWORD: 'Admin2024!' });
const { get, post } = testApi(ctx);

const signIn = async (password: string) =>
  post('/public/authenticate', { username: 'admin@patinhas.example', password });

describe('ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  it('creates that administrator at start-up', async () => {
    const res = await signIn('Admin2024!');
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(await (await get('/user-profile', { token })).json()).toMatchObject({
      email: 'admin@patinhas.example',
      role: 'admin',
    });
  });

  it('updates the password and role of an existing account, ending its old sessions', async () => {
    const { token } = (await (await signIn('Admin2024!')).json()) as { token: string };
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.email, 'admin@patinhas.example'));
    await ensureAdmin({ db: ctx.db, env: { ...ctx.env, ADMIN_PASSWORD: 'Novo2025#' } });
    expect((await get('/user-profile', { token })).status).toBe(401);
    expect((await signIn('Admin2024!')).status).toBe(401);
    const fresh = (await (await signIn('Novo2025#')).json()) as { token: string };
    expect(await (await get('/user-profile', { token: fresh.token })).json()).toMatchObject({ role: 'admin' });
    // The same password again changes nothing: sessions survive a restart.
    await ensureAdmin({ db: ctx.db, env: { ...ctx.env, ADMIN_PASSWORD: 'Novo2025#' } });
    expect((await get('/user-profile', { token: fresh.token })).status).toBe(200);
    expect(await ctx.db.$count(users, eq(users.email, 'admin@patinhas.example'))).toBe(1);
  });

  it('refuses to start with a weak password or half the pair', async () => {
    await expect(ensureAdmin({ db: ctx.db, env: { ...ctx.env, ADMIN_PASSWORD: 'short' } })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
    await expect(ensureAdmin({ db: ctx.db, env: { ...ctx.env, ADMIN_PASSWORD: undefined } })).rejects.toThrow(
      /together/,
    );
  });
});
