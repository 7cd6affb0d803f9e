// The breeders directory and the public card over the real API: filters, certified first, and no contact leaks.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sales, users } from '../../src/server/db/schema.ts';
import { approvedSalesOf } from '../../src/server/domain/breeders/breeders.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });
const { get, put } = testApi(ctx);

interface Card {
  uid: string;
  name: string;
  surname: string;
  location: string | null;
  childLocation: string | null;
  animals: string[];
  breedTypes: { code: string; name: string; species: string }[];
  certified: boolean;
  activeSales: number;
}

async function breeder(
  name: string,
  options: { locationId: number; childLocationId: number; breeds: string[]; certified?: boolean; phone?: string },
): Promise<TestUser> {
  const user = await signUp(ctx, {
    name,
    surname: 'Criador',
    userType: 'BREEDER',
    locationId: options.locationId,
    childLocationId: options.childLocationId,
    ...(options.phone ? { phone: options.phone } : {}),
    ...(options.certified ? { certified: true } : {}),
  });
  const res = await put(
    '/user-profile',
    { breeds: options.breeds, dgavNumber: `${name.length}/2024` },
    { token: user.token },
  );
  expect(res.status).toBe(200);
  return user;
}

let joana: TestUser;
let miguel: TestUser;
let sofia: TestUser;

beforeEach(async () => {
  await resetDatabase(ctx);
  // Lisboa (11) › Lisboa (1107); Porto (13) › Porto (1312).
  miguel = await breeder('Miguel', {
    locationId: 13,
    childLocationId: 1312,
    breeds: ['CAT_PERSA'],
    phone: '913333333',
  });
  joana = await breeder('Joana', {
    locationId: 11,
    childLocationId: 1107,
    breeds: ['DOG_SERRA_ESTRELA', 'CAT_EUROPEU_COMUM'],
    certified: true,
  });
  sofia = await breeder('Sofia', { locationId: 11, childLocationId: 1107, breeds: ['DOG_AGUA_PORTUGUES'] });
  await signUp(ctx, { name: 'Tutor', userType: 'TUTOR', locationId: 11 });
});

const list = async (query = '') => {
  const res = await get(`/public/breeders${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { content: Card[]; totalElements: number };
};

describe('GET /public/breeders', () => {
  it('lists breeder cards (not tutors), certified first, with places and the animal codes of the breeds they breed', async () => {
    const { content, totalElements } = await list();
    expect(totalElements).toBe(3);
    expect(content.map((c) => c.name)).toEqual(['Joana', 'Miguel', 'Sofia']);
    expect(content[0]).toMatchObject({
      uid: joana.uid,
      name: 'Joana',
      surname: 'Criador',
      location: 'Lisboa',
      childLocation: 'Lisboa',
      animals: ['CAT', 'DOG'],
      certified: true,
      activeSales: 0,
    });
    expect(content[0]!.breedTypes.map((b) => b.code).sort()).toEqual(['CAT_EUROPEU_COMUM', 'DOG_SERRA_ESTRELA']);
    expect(content[1]).toMatchObject({ location: 'Porto', childLocation: 'Porto', animals: ['CAT'] });
  });

  it('never carries an email or a phone', async () => {
    const text = JSON.stringify(await list());
    expect(text).not.toMatch(/@example\.pt|913333333|email|phone/);
  });

  it('filters by district and by species, together or apart', async () => {
    expect((await list('?locationId=11')).content.map((c) => c.name)).toEqual(['Joana', 'Sofia']);
    expect((await list('?species=CAT')).content.map((c) => c.name)).toEqual(['Joana', 'Miguel']);
    expect((await list('?species=DOG&locationId=11')).content.map((c) => c.name)).toEqual(['Joana', 'Sofia']);
    expect((await list('?species=CAT&locationId=13')).content.map((c) => c.uid)).toEqual([miguel.uid]);
    expect(await list('?locationId=30')).toEqual({ content: [], totalElements: 0 });
  });

  it('pages with a stable order; breeders with animals on show come before those without', async () => {
    await ctx.db.insert(sales).values({
      ownerId: sofia.uid,
      speciesCode: 'DOG',
      title: 'Cão de Água',
      description: 'Ninhada.',
      sex: 'MALE',
      birthDate: '2026-01-01',
      registerDate: '2026-03-01',
      status: 'APPROVED',
    });
    const first = await list('?size=2&page=0');
    const second = await list('?size=2&page=1');
    expect(first.totalElements).toBe(3);
    expect([...first.content, ...second.content].map((c) => c.name)).toEqual(['Joana', 'Sofia', 'Miguel']);
    expect(first.content[1]!.activeSales).toBe(1);
  });

  it('refuses malformed filters with 400, never a 500', async () => {
    for (const q of ['?locationId=abc', '?locationId=-1', '?species=<script>', '?size=0', '?size=500', '?page=x']) {
      const res = await get(`/public/breeders${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('validation-error');
    }
  });
});

describe('GET /public/user-profile?uid=', () => {
  it('shows the breeder card with the DGAV number, never the email, and the phone only when the breeder chose to show it', async () => {
    const hidden = (await (await get(`/public/user-profile?uid=${miguel.uid}`)).json()) as Record<string, unknown>;
    expect(hidden).toMatchObject({
      uid: miguel.uid,
      name: 'Miguel',
      dgavNumber: '6/2024',
      animals: ['CAT'],
      location: 'Porto',
    });
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('phone');
    expect(JSON.stringify(hidden)).not.toContain('913333333');

    expect((await put('/user-profile', { showPhone: true }, { token: miguel.token })).status).toBe(200);
    const shown = (await (await get(`/public/user-profile?uid=${miguel.uid}`)).json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ phone: '913333333', phoneCountry: 'PT' });
    expect(shown).not.toHaveProperty('email');
  });

  it('reflects profile edits: a breeder who changes district and breeds is found under the new filters', async () => {
    const res = await put(
      '/user-profile',
      { locationId: 13, childLocationId: 1312, breeds: ['CAT_MAINE_COON'] },
      { token: sofia.token },
    );
    expect(res.status).toBe(200);
    expect((await list('?locationId=13&species=CAT')).content.map((c) => c.name)).toEqual(['Miguel', 'Sofia']);
    expect((await list('?species=DOG')).content.map((c) => c.name)).toEqual(['Joana']);
  });
});

describe("the breeder page's sales", () => {
  it('lists only approved sales, newest approval first', async () => {
    const base = {
      ownerId: joana.uid,
      speciesCode: 'DOG',
      description: 'x',
      sex: 'FEMALE' as const,
      birthDate: '2026-01-01',
      registerDate: '2026-03-01',
    };
    await ctx.db.insert(sales).values([
      { ...base, title: 'Antiga', status: 'APPROVED', approvedAt: new Date('2026-03-01T10:00:00Z') },
      {
        ...base,
        title: 'Recente',
        status: 'APPROVED',
        approvedAt: new Date('2026-04-01T10:00:00Z'),
        breedCode: 'DOG_SERRA_ESTRELA',
        purebred: true,
      },
      { ...base, title: 'Pendente', status: 'PENDING' },
      { ...base, title: 'Recusada', status: 'REJECTED' },
    ]);
    const listed = await approvedSalesOf(ctx.db, joana.uid);
    expect(listed.map((s) => s.title)).toEqual(['Recente', 'Antiga']);
    expect(listed[0]).toMatchObject({
      breed: { code: 'DOG_SERRA_ESTRELA', name: 'Cão da Serra da Estrela' },
      image: null,
      status: 'APPROVED',
    });
    await ctx.db.update(users).set({ userType: 'TUTOR' }).where(eq(users.id, joana.uid));
    expect((await list()).content.map((c) => c.name)).not.toContain('Joana');
  });
});
