// Issue 54 "Perto de mim" (decision 204): every municipality has a position from GeoNames inside Portugal, a listing
// around a municipality or a position within a radius finds what lies within it, nearest first, with the distance on
// each card; bad places are refused at their field; a saved search keeps its place and radius, and its alert matches
// by distance and says how far. On PGlite and on PostgreSQL alike (the distance is computed in SQL).
import { isNull, isNotNull, and } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/server/db/schema.ts';
import { MUNICIPALITY_COORDINATES } from '../../src/server/db/reference/coordinates.ts';
import { municipalityCoordinates } from '../../scripts/derive-coordinates.ts';
import { monthsAgo } from '../../src/server/domain/sales/filters.ts';
import { sendDailyDigest } from '../../src/server/domain/searches/digest.ts';
import type { SavedSearch } from '../../src/lib/searches/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

/** Portugal's boxes: the mainland, Madeira (with Porto Santo and the Selvagens) and the Azores. */
const BOUNDS = {
  mainland: { lat: [36.9, 42.2], lon: [-9.6, -6.1] },
  madeira: { lat: [29.9, 33.2], lon: [-17.3, -15.8] },
  azores: { lat: [36.9, 39.8], lon: [-31.3, -24.7] },
} as const;
const inside = (lat: number, lon: number, box: (typeof BOUNDS)[keyof typeof BOUNDS]) =>
  lat >= box.lat[0] && lat <= box.lat[1] && lon >= box.lon[0] && lon <= box.lon[1];

describe('municipality positions', () => {
  it('gives every one of the 308 municipalities a position inside its part of Portugal', async () => {
    const rows = await ctx.db.select().from(locations).where(isNotNull(locations.parentId));
    expect(rows).toHaveLength(308);
    for (const m of rows) {
      expect(m.latitude, m.name).not.toBeNull();
      expect(m.longitude, m.name).not.toBeNull();
      const box = m.parentId === 30 ? BOUNDS.madeira : m.parentId === 40 ? BOUNDS.azores : BOUNDS.mainland;
      expect(inside(m.latitude!, m.longitude!, box), `${m.name} ${m.latitude},${m.longitude}`).toBe(true);
    }
    // Districts have none: a distance is measured between municipalities.
    const districts = await ctx.db
      .select()
      .from(locations)
      .where(and(isNull(locations.parentId), isNotNull(locations.latitude)));
    expect(districts).toHaveLength(0);
  });

  it('keeps the file the GeoNames data set gives, most of them at the seat itself', () => {
    const derived = municipalityCoordinates();
    expect(derived).toHaveLength(308);
    for (const d of derived) expect(MUNICIPALITY_COORDINATES[d.id], d.name).toEqual([d.latitude, d.longitude, d.how]);
    expect(derived.filter((d) => d.how === 'seat').length).toBeGreaterThan(290);
  });
});

type Card = { uid: string; title: string; distanceKm?: number };
interface Page {
  content: Card[];
  totalElements: number;
}
async function listing(query: string): Promise<Page> {
  const res = await api.get(`/public/sales?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}
const titles = async (query: string) => (await listing(query)).content.map((c) => c.title);

let porto: number;
let seller: TestUser;

describe('a listing around a place', () => {
  beforeAll(async () => {
    await resetDatabase(ctx);
    seller = await breeder(ctx);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const advert = async (district: string, municipality: string, title: string, minutesAgo: number) =>
      insertSale(ctx, seller.uid, await place(ctx, district, municipality), { title, approvedAt: at(minutesAgo) });
    // The newest are the farthest: the order around Porto is the distance's, not the date's.
    await advert('Porto', 'Porto', 'No Porto', 60);
    await advert('Porto', 'Vila Nova de Gaia', 'Em Gaia', 50);
    await advert('Porto', 'Matosinhos', 'Em Matosinhos', 40);
    await advert('Aveiro', 'Espinho', 'Em Espinho', 30);
    await advert('Braga', 'Braga', 'Em Braga', 20);
    await advert('Lisboa', 'Lisboa', 'Em Lisboa', 10);
    await advert('Faro', 'Faro', 'Em Faro', 5);
    porto = (await place(ctx, 'Porto', 'Porto')).childLocationId!;
  });

  it('finds within 25 km of Porto what lies there, nearest first, and nothing from Lisbon or Faro', async () => {
    const page = await listing(`near=${porto}&radius=25`);
    expect(page.content.map((c) => c.title)).toEqual(['No Porto', 'Em Gaia', 'Em Matosinhos', 'Em Espinho']);
    expect(page.totalElements).toBe(4);
    const km = page.content.map((c) => c.distanceKm);
    expect(km[0]).toBe(0);
    expect(km).toEqual([...km].sort((a, b) => a! - b!));
    expect(km[3]).toBeGreaterThan(10);
    expect(km[3]).toBeLessThan(25);
  });

  it('takes 25 km when no radius is given, and finds more as the radius widens', async () => {
    expect(await titles(`near=${porto}`)).toHaveLength(4);
    expect(await titles(`near=${porto}&radius=10`)).toEqual(['No Porto', 'Em Gaia', 'Em Matosinhos']);
    expect(await titles(`near=${porto}&radius=50`)).toContain('Em Braga');
    const wide = await titles(`near=${porto}&radius=200`);
    expect(wide).toContain('Em Braga');
    expect(wide).not.toContain('Em Lisboa');
  });

  it('searches around a position the same way', async () => {
    // Near the Avenida dos Aliados.
    const page = await listing('lat=41.1496&lon=-8.6109&radius=10');
    expect(page.content.map((c) => c.title)).toEqual(['No Porto', 'Em Gaia', 'Em Matosinhos']);
    expect(page.content[0]!.distanceKm).toBe(0);
  });

  it('sorts by date when asked, still within the radius, and says no distance without a place', async () => {
    expect(await titles(`near=${porto}&radius=25&sort=newest`)).toEqual([
      'Em Espinho',
      'Em Matosinhos',
      'Em Gaia',
      'No Porto',
    ]);
    const all = await listing('');
    expect(all.totalElements).toBe(7);
    expect(all.content.every((c) => c.distanceKm === undefined)).toBe(true);
  });

  it('refuses a radius not offered, an unknown municipality and coordinates out of range, at the field', async () => {
    const refused = async (query: string) => {
      const res = await api.get(`/public/sales?${query}`);
      expect(res.status, query).toBe(400);
      return ((await res.json()) as { errors: Record<string, string> }).errors;
    };
    expect(await refused(`near=${porto}&radius=30`)).toEqual({ radius: 'validation.radius' });
    expect(await refused('near=9999')).toEqual({ near: 'validation.unknown-municipality' });
    // A district is not a municipality: it has no position.
    expect(await refused('near=13')).toEqual({ near: 'validation.unknown-municipality' });
    expect(await refused('lat=91&lon=-8.6')).toEqual({ lat: 'validation.out-of-range' });
    expect(await refused('lat=41&lon=-180.5')).toEqual({ lon: 'validation.out-of-range' });
    expect(await refused('lat=41')).toEqual({ lon: 'validation.required' });
    expect(await refused(`near=${porto}&lat=41&lon=-8`)).toEqual({ lat: 'validation.one-place' });
  });
});

describe('a saved search around a place', () => {
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    await resetDatabase(ctx);
    ctx.mailer.outbox.length = 0;
    admin = await signUp(ctx, { role: 'admin', name: 'Mia' });
    buyer = await signUp(ctx, { name: 'Joana' });
    seller = await breeder(ctx);
    porto = (await place(ctx, 'Porto', 'Porto')).childLocationId!;
  });

  async function publish(district: string, municipality: string, title: string): Promise<string> {
    const uid = await insertSale(ctx, seller.uid, await place(ctx, district, municipality), {
      title,
      status: 'PENDING',
      approvedAt: null,
      birthDate: monthsAgo(5),
      registerDate: monthsAgo(4),
    });
    const res = await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: admin.token });
    expect(res.status).toBe(200);
    return uid;
  }

  it('keeps the place and the radius, alerts only within it, and says how far', async () => {
    const res = await api.post(
      '/private/saved-search',
      { filters: { species: 'DOG', near: porto, radius: 50 } },
      { token: buyer.token },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const search = (await res.json()) as SavedSearch;
    expect(search.filters).toEqual({ species: 'DOG', near: porto, radius: 50 });
    expect(search.summary).toBe('Cão · até 50 km de Porto');
    expect(search.href).toBe(`/sales?species=DOG&near=${porto}&radius=50`);

    const gaia = await publish('Porto', 'Vila Nova de Gaia', 'Labrador em Gaia');
    await publish('Lisboa', 'Lisboa', 'Labrador em Lisboa');
    const notes = (
      (await (await api.get('/private/notification', { token: buyer.token })).json()) as {
        content: { type: string; referenceKey: string | null; message: string; params: Record<string, unknown> }[];
      }
    ).content.filter((n) => n.type === 'SEARCH_MATCH');
    expect(notes.map((n) => n.referenceKey)).toEqual([gaia]);
    expect(notes[0]!.message).toBe('notification.SEARCH_MATCH.message-near');
    expect(notes[0]!.params['km']).toBe(3);
    const mail = ctx.mailer.outbox.find((m) => m.to === buyer.email);
    expect(mail?.text).toContain('Labrador em Gaia');
    expect(mail?.text).toContain('a 3 km');
  });

  it("says how far in the morning's digest too", async () => {
    const reader = await signUp(ctx, { name: 'Diana' });
    const res = await api.post(
      '/private/saved-search',
      { filters: { near: porto, radius: 10 }, frequency: 'DAILY' },
      { token: reader.token },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    await publish('Porto', 'Matosinhos', 'Bulldog em Matosinhos');
    await publish('Braga', 'Braga', 'Bulldog em Braga');
    expect(await sendDailyDigest(ctx, new Date('2026-12-01T09:00:00Z'))).toBeGreaterThanOrEqual(1);
    const mail = ctx.mailer.outbox.find((m) => m.to === reader.email && m.text.includes('Bulldog em Matosinhos'));
    expect(mail?.text).toMatch(/Bulldog em Matosinhos · [^\n]*Matosinhos, Porto · a 8 km/);
    expect(mail?.text).not.toContain('Bulldog em Braga');
  });

  it('refuses a radius not offered, and a municipality nobody knows as any unknown place', async () => {
    const bad = async (filters: Record<string, unknown>) =>
      (await api.post('/private/saved-search', { filters }, { token: buyer.token })).status;
    expect(await bad({ near: porto, radius: 30 })).toBe(400);
    expect(await bad({ near: 9999 })).toBe(422);
  });
});
