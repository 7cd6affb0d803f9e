import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';
import { ensureReferenceData } from '../../src/server/db/reference/ensure.ts';
import { locations } from '../../src/server/db/schema.ts';

const ctx = await useTestContext();
const { get } = testApi(ctx);

describe('reference data', () => {
  it('lists the 18 districts alphabetically, then the two autonomous regions', async () => {
    const res = await get('/public/location');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const list = (await res.json()) as { id: number; name: string }[];
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ id: 1, name: 'Aveiro' });
    expect(list.slice(0, 18).map((d) => d.name)).toContain('Lisboa');
    expect(
      list
        .slice(18)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['Região Autónoma da Madeira', 'Região Autónoma dos Açores']);
    const names = list.slice(0, 18).map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt')));
  });

  it('has all 308 municipalities, each under its district', async () => {
    const districts = (await (await get('/public/location')).json()) as { id: number; name: string }[];
    let total = 0;
    for (const d of districts) {
      const res = await get(`/public/location/location-child?locationId=${d.id}`);
      expect(res.status).toBe(200);
      const children = (await res.json()) as { parentId: number }[];
      expect(children.length).toBeGreaterThan(0);
      expect(children.every((m) => m.parentId === d.id)).toBe(true);
      total += children.length;
    }
    expect(total).toBe(308);
    const lisboa = districts.find((d) => d.name === 'Lisboa')!;
    const lisbonChildren = (await (await get(`/public/location/location-child?locationId=${lisboa.id}`)).json()) as {
      name: string;
    }[];
    expect(lisbonChildren.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Lisboa', 'Sintra', 'Cascais', 'Odivelas']),
    );
  });

  it('refuses a non-integer locationId with 400 and answers 404 for an id that is no district', async () => {
    for (const bad of ['abc', '1.5', '-3', '0', '', '99999999999', '1e3', '0x10']) {
      const res = await get(`/public/location/location-child?locationId=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { status: number; message: string; errors: Record<string, string> };
      expect(body).toMatchObject({ status: 400, message: 'validation-error' });
      expect(body.errors['locationId']).toBeTruthy();
    }
    expect((await get('/public/location/location-child')).status).toBe(400);
    for (const unknown of ['999', '1101']) {
      const res = await get(`/public/location/location-child?locationId=${unknown}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
    }
  });

  it('lists countries with Portuguese names and dial codes, Portugal first, then alphabetically', async () => {
    const list = (await (await get('/public/location/country')).json()) as {
      name: string;
      dial_code: string;
      code: string;
    }[];
    expect(list.length).toBeGreaterThan(200);
    expect(list[0]).toEqual({ name: 'Portugal', dial_code: '+351', code: 'PT' });
    expect(list).toContainEqual({ name: 'Brasil', dial_code: '+55', code: 'BR' });
    expect(list).toContainEqual({ name: 'Espanha', dial_code: '+34', code: 'ES' });
    expect(list).toContainEqual({ name: 'Reino Unido', dial_code: '+44', code: 'GB' });
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pt')));
    expect(list.every((c) => /^\+\d{1,4}$/.test(c.dial_code) && /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });

  it('lists the user types Tutor and Criador', async () => {
    const list = await (await get('/public/user-type')).json();
    expect(list).toEqual(
      expect.arrayContaining([
        { code: 'TUTOR', name: 'Tutor' },
        { code: 'BREEDER', name: 'Criador' },
      ]),
    );
  });

  it('lists breeds by species, dangerous breeds flagged', async () => {
    const dogs = (await (await get('/public/breed?species=DOG')).json()) as {
      species: string;
      name: string;
      dangerous: boolean;
    }[];
    const cats = (await (await get('/public/breed?species=CAT')).json()) as { species: string }[];
    const all = (await (await get('/public/breed')).json()) as unknown[];
    expect(dogs.length).toBeGreaterThan(20);
    expect(dogs.every((b) => b.species === 'DOG')).toBe(true);
    expect(cats.length).toBeGreaterThan(5);
    expect(cats.every((b) => b.species === 'CAT')).toBe(true);
    expect(all).toHaveLength(dogs.length + cats.length);
    expect(dogs.find((b) => b.name === 'Cão da Serra da Estrela')).toMatchObject({ dangerous: false });
    expect(dogs.filter((b) => b.dangerous).length).toBe(7);
    expect(await (await get('/public/breed?species=FISH')).json()).toEqual([]);
    expect((await get('/public/breed?species=dog;drop')).status).toBe(400);
    expect(await (await get('/public/species')).json()).toEqual([
      { code: 'CAT', name: 'Gato' },
      { code: 'DOG', name: 'Cão' },
    ]);
  });

  it('loads the reference data idempotently', async () => {
    const before = await ctx.db.$count(locations);
    await ensureReferenceData(ctx.db);
    await ensureReferenceData(ctx.db);
    expect(await ctx.db.$count(locations)).toBe(before);
    expect(before).toBe(328);
  });
});
