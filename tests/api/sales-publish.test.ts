// Publishing over HTTP: photo uploads, every rule of the sale body, PENDING on create and edit, my sales, and ownership.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, sales } from '../../src/server/db/schema.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import type { SaleInputBody } from '../../src/lib/validation/sale.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { breeder, photoBase64, place, uploadPhotos, validSale, type Place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

let owner: TestUser;
let lisboa: Place;
let photos: string[];

beforeAll(async () => {
  lisboa = await place(ctx, 'Lisboa', 'Sintra');
});

beforeEach(async () => {
  await resetDatabase(ctx);
  owner = await breeder(ctx);
  photos = await uploadPhotos(api, owner.token, 2);
});

async function create(body: unknown, token = owner.token): Promise<Response> {
  return api.post('/private/sale', body, { token });
}

async function errorsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.message).toBe('validation-error');
  return body.errors ?? {};
}

describe('POST /private/sale/file', () => {
  it('stores a photo re-encoded in web widths and gives its key', async () => {
    const res = await api.post(
      '/private/sale/file',
      { source: `data:image/jpeg;base64,${await photoBase64(800, 600)}` },
      { token: owner.token },
    );
    expect(res.status).toBe(201);
    const image = (await res.json()) as {
      uid: string;
      width: number;
      height: number;
      source: string;
      variants: { format: string; width: number }[];
    };
    expect([image.width, image.height]).toEqual([800, 600]);
    expect(image.source).toBe(`/files/${image.uid}/640.webp`);
    expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(['webp', 'jpeg']));
    const [row] = await ctx.db.select().from(files).where(eq(files.key, image.uid));
    expect(row).toMatchObject({ ownerId: owner.uid, kind: 'sale' });
  });

  it('re-checks the real type, the size and the dimensions on the server', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64').toString('base64');
    const notAnImage = Buffer.from('just some text pretending to be a photo').toString('base64');
    const tiny = (
      await sharp({ create: { width: 150, height: 150, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const cases: [string, number, string][] = [
      [gif, 415, 'image.error.unsupported-image-type'],
      [notAnImage, 415, 'image.error.unsupported-image-type'],
      [tiny, 422, 'image.error.image-too-small'],
      ['!!!not base64!!!', 400, 'image.error.invalid-image'],
      // Claims to be a PNG, is a JPEG: the bytes decide, and a JPEG is welcome.
    ];
    for (const [source, status, message] of cases) {
      const res = await api.post('/private/sale/file', { source }, { token: owner.token });
      expect(res.status, message).toBe(status);
      expect(((await res.json()) as ErrorBody).message).toBe(message);
    }
    const mislabelled = await api.post(
      '/private/sale/file',
      { source: `data:image/png;base64,${await photoBase64()}` },
      { token: owner.token },
    );
    expect(mislabelled.status).toBe(201);
  });

  it('refuses a photo above the limit before decoding it (413), and needs a session (401)', async () => {
    const huge = 'A'.repeat(14_000_000);
    const res = await api.post('/private/sale/file', { source: huge }, { token: owner.token });
    expect(res.status).toBe(413);
    expect((await api.post('/private/sale/file', { source: await photoBase64() })).status).toBe(401);
  });
});

describe('POST /private/sale', () => {
  it('creates a PENDING sale with its photos in order (the first is the default)', async () => {
    const res = await create(validSale(lisboa, [photos[1]!, photos[0]!]));
    expect(res.status).toBe(201);
    const { uid } = (await res.json()) as { uid: string };
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, uid));
    expect(row).toMatchObject({
      ownerId: owner.uid,
      status: 'PENDING',
      priceCents: 120000,
      certified: false,
      dangerous: false,
    });
    // Not public until approved…
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(404);
    expect(((await (await api.get('/public/sales')).json()) as { totalElements: number }).totalElements).toBe(0);
    // …but its owner sees it whole, photos in the order sent.
    const mine = (await (await api.get(`/private/my-sale/${uid}`, { token: owner.token })).json()) as {
      images: { uid: string; position: number }[];
      status: string;
    };
    expect(mine.status).toBe('PENDING');
    expect(mine.images.map((i) => [i.uid, i.position])).toEqual([
      [photos[1], 0],
      [photos[0], 1],
    ]);
  });

  it('marks a dangerous breed from the breed list, whatever the client says', async () => {
    const res = await create({ ...validSale(lisboa, photos, { breedCode: 'DOG_ROTTWEILER' }), dangerous: false });
    const { uid } = (await res.json()) as { uid: string };
    const [row] = await ctx.db.select({ dangerous: sales.dangerous }).from(sales).where(eq(sales.id, uid));
    expect(row!.dangerous).toBe(true);
  });

  it('accepts an undetermined breed without breed or LOP, and a free animal', async () => {
    const res = await create(
      validSale(lisboa, photos, { purebred: false, breedCode: null, lopNumber: null, price: 0 }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses registerDate less than 8 weeks after birthDate with dateRange', async () => {
    // 55 days: one short of 8 weeks.
    expect(
      await errorsOf(await create(validSale(lisboa, photos, { birthDate: '2025-01-01', registerDate: '2025-02-25' }))),
    ).toEqual({
      registerDate: 'dateRange',
    });
    // A registerDate before the birthdate is the same mistake.
    expect(
      (
        await errorsOf(await create(validSale(lisboa, photos, { birthDate: '2025-03-01', registerDate: '2025-01-01' })))
      )['registerDate'],
    ).toBe('dateRange');
    // Exactly 8 weeks is enough.
    expect(
      (await create(validSale(lisboa, photos, { birthDate: '2025-01-01', registerDate: '2025-02-26' }))).status,
    ).toBe(201);
  });

  it('applies every field rule with its own message', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Partial<SaleInputBody> | Record<string, unknown>, string, string][] = [
      [{ species: 'dog' }, 'species', 'sale.error.species'],
      [{ species: 'HORSE', breedCode: null, purebred: false, lopNumber: null }, 'species', 'sale.error.species'],
      [{ breedCode: 'CAT_PERSA' }, 'breedCode', 'sale.error.breed'],
      [{ breedCode: 'DOG_UNKNOWN' }, 'breedCode', 'sale.error.breed'],
      [{ breedCode: null }, 'breedCode', 'sale.error.breed-required'],
      [{ lopNumber: '' }, 'lopNumber', 'sale.error.lop-required'],
      [{ lopNumber: 'LOP <script>' }, 'lopNumber', 'sale.error.lop'],
      [{ purebred: false, lopNumber: null }, 'breedCode', 'sale.error.breed-undetermined'],
      [{ purebred: false, breedCode: null }, 'lopNumber', 'sale.error.lop-undetermined'],
      [{ title: 'Cão' }, 'title', 'sale.error.title'],
      [{ title: 'x'.repeat(101) }, 'title', 'sale.error.title'],
      [{ description: 'Curta' }, 'description', 'sale.error.description'],
      [{ price: -1 }, 'price', 'sale.error.price'],
      [{ price: 12.345 }, 'price', 'sale.error.price'],
      [{ price: 100_001 }, 'price', 'sale.error.price'],
      [{ sex: 'OTHER' }, 'sex', 'sale.error.sex'],
      [{ birthDate: '2025-02-30' }, 'birthDate', 'sale.error.birth-date'],
      [{ birthDate: tomorrow, registerDate: '2099-12-31' }, 'birthDate', 'sale.error.birth-date-future'],
      [{ registerDate: '17/03/2025' }, 'registerDate', 'sale.error.register-date'],
      [{ litterSize: 0 }, 'litterSize', 'sale.error.litter-size'],
      [{ litterSize: 2.5 }, 'litterSize', 'sale.error.litter-size'],
      [{ microchip: '12345' }, 'microchip', 'sale.error.microchip'],
      [{ motherMicrochip: '62009810012345X' }, 'motherMicrochip', 'sale.error.mother-microchip'],
      [{ motherMicrochip: '620098100123456' }, 'motherMicrochip', 'sale.error.mother-microchip-same'],
      [{ locationId: 0 }, 'locationId', 'sale.error.location'],
      [{ locationId: 99_999 }, 'locationId', 'sale.error.location'],
      [{ childLocationId: 99_999 }, 'childLocationId', 'sale.error.child-location'],
      [{ images: [] }, 'images', 'sale.error.images-required'],
      [{ images: Array.from({ length: 11 }, (_, i) => `abcdefgh${i}0`) }, 'images', 'sale.error.images-max'],
      [{ images: ['NOT A KEY'] }, 'images', 'sale.error.images'],
      [{ images: ['abcdef0123456789abcd'] }, 'images', 'sale.error.images'],
    ];
    for (const [override, field, message] of cases) {
      const errors = await errorsOf(await create({ ...validSale(lisboa, photos), ...override }));
      expect(errors[field], `${field} ${JSON.stringify(override)}`).toBe(message);
    }
    // A municipality of another district.
    const porto = await place(ctx, 'Porto', 'Porto');
    expect(
      (await errorsOf(await create(validSale({ ...lisboa, childLocationId: porto.childLocationId }, photos))))[
        'childLocationId'
      ],
    ).toBe('sale.error.child-location');
    // Missing fields are named, and the rules between fields still show.
    const partial = await errorsOf(
      await create({ purebred: false, breedCode: 'DOG_LABRADOR', birthDate: '2025-01-01', registerDate: '2025-01-10' }),
    );
    expect(partial).toMatchObject({
      title: 'sale.error.title',
      images: 'sale.error.images',
      breedCode: 'sale.error.breed-undetermined',
      registerDate: 'dateRange',
    });
  });

  it("refuses photos that are not the user's own uploads, or already in another sale", async () => {
    const other = await breeder(ctx);
    const theirs = await uploadPhotos(api, other.token, 1);
    expect((await errorsOf(await create(validSale(lisboa, [photos[0]!, theirs[0]!]))))['images']).toBe(
      'sale.error.images',
    );
    expect((await create(validSale(lisboa, [photos[0]!]))).status).toBe(201);
    expect((await errorsOf(await create(validSale(lisboa, [photos[0]!, photos[1]!]))))['images']).toBe(
      'sale.error.images',
    );
  });

  it('asks a breeder account for its DGAV number first; a tutor may sell without one', async () => {
    const noDgav = await signUp(ctx, { userType: 'BREEDER' });
    const theirPhotos = await uploadPhotos(api, noDgav.token, 1);
    expect(await errorsOf(await create(validSale(lisboa, theirPhotos), noDgav.token))).toEqual({
      form: 'sale.error.dgav-required',
    });
    const tutor = await signUp(ctx, { userType: 'TUTOR' });
    const tutorPhotos = await uploadPhotos(api, tutor.token, 1);
    expect((await create(validSale(lisboa, tutorPhotos), tutor.token)).status).toBe(201);
  });

  it('needs a session', async () => {
    expect((await api.post('/private/sale', validSale(lisboa, photos))).status).toBe(401);
  });
});

describe('my sales, edit and delete', () => {
  async function approved(): Promise<string> {
    const { uid } = (await (await create(validSale(lisboa, photos))).json()) as { uid: string };
    await inTransaction(ctx, (tx) =>
      tx.update(sales).set({ status: 'APPROVED', approvedAt: new Date(), certified: true }).where(eq(sales.id, uid)),
    );
    return uid;
  }

  it('lists my sales with status, reason and counts of favourites and visit requests', async () => {
    const uid = await approved();
    const fan = await signUp(ctx);
    expect(
      (await api.put('/private/sale/update-favorite', { saleUid: uid, favorite: true }, { token: fan.token })).status,
    ).toBe(200);
    const res = await api.get('/private/my-sale', { token: owner.token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      items: { uid: string; status: string; favorites: number; visitRequests: number; rejectReason: string | null }[];
      next: string | null;
      counts: Record<string, number>;
    };
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      uid,
      status: 'APPROVED',
      favorites: 1,
      visitRequests: 0,
      rejectReason: null,
    });
    expect(page.next).toBeNull();
    expect(page.counts).toEqual({ all: 1, PENDING: 0, APPROVED: 1, REJECTED: 0 });
    // Nobody else's sales show up.
    expect(await (await api.get('/private/my-sale', { token: fan.token })).json()).toEqual({
      items: [],
      next: null,
      counts: { all: 0, PENDING: 0, APPROVED: 0, REJECTED: 0 },
    });
  });

  it('an edit of a published sale waits beside it; approved, it replaces the live one (decision 135)', async () => {
    const uid = await approved();
    const [third] = await uploadPhotos(api, owner.token, 1);
    const res = await api.put(
      `/private/my-sale-edit/${uid}`,
      validSale(lisboa, [third!, photos[0]!], { title: 'Cachorro de Água (atualizado)', price: 999.5 }),
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid, revision: true });
    // Still online as it was.
    const [live] = await ctx.db.select().from(sales).where(eq(sales.id, uid));
    expect(live).toMatchObject({ title: 'Cachorro de Água Português', status: 'APPROVED', certified: true });
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(200);
    const mine = (await (await api.get(`/private/my-sale/${uid}`, { token: owner.token })).json()) as {
      images: { uid: string }[];
    };
    expect(mine.images.map((i) => i.uid)).toEqual([third, photos[0]]);

    const admin = await signUp(ctx, { role: 'admin' });
    expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: admin.token })).status).toBe(200);
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, uid));
    expect(row).toMatchObject({ title: 'Cachorro de Água (atualizado)', priceCents: 99950, status: 'APPROVED' });
    // The photo taken out of the sale is gone from the file store.
    expect(await ctx.db.select().from(files).where(eq(files.key, photos[1]!))).toEqual([]);
    expect(await ctx.files.get(`${photos[1]}/320.webp`)).toBeNull();
  });

  it("another user's sale cannot be read, edited or deleted: 404, as if it did not exist", async () => {
    const uid = await approved();
    const intruder = await breeder(ctx);
    const theirPhotos = await uploadPhotos(api, intruder.token, 1);
    expect((await api.get(`/private/my-sale/${uid}`, { token: intruder.token })).status).toBe(404);
    const edit = await api.put(`/private/my-sale-edit/${uid}`, validSale(lisboa, theirPhotos, { title: 'Roubado' }), {
      token: intruder.token,
    });
    expect(edit.status).toBe(404);
    expect((await api.call('DELETE', `/private/my-sale-delete/${uid}`, { token: intruder.token })).status).toBe(404);
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, uid));
    expect(row).toMatchObject({ title: 'Cachorro de Água Português', status: 'APPROVED' });
    // Without a session: 401 before anything else.
    expect((await api.call('DELETE', `/private/my-sale-delete/${uid}`)).status).toBe(401);
  });

  it('delete removes the sale and its photos; a second delete is 404', async () => {
    const uid = await approved();
    const res = await api.call('DELETE', `/private/my-sale-delete/${uid}`, { token: owner.token });
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(sales).where(eq(sales.id, uid))).toEqual([]);
    expect(await ctx.db.select().from(files).where(eq(files.key, photos[0]!))).toEqual([]);
    // Its link says it was removed (decision 136).
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(410);
    expect((await api.call('DELETE', `/private/my-sale-delete/${uid}`, { token: owner.token })).status).toBe(404);
  });
});
