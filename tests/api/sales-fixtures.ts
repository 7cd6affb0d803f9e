// Data factories for the sale tests: real photos made with sharp, valid sale bodies, and approved sales written straight to the database.
import sharp from 'sharp';
import type { AppContext } from '../../src/server/context.ts';
import { sales, saleImages } from '../../src/server/db/schema.ts';
import { processImage } from '../../src/server/files/process-image.ts';
import { referenceData } from '../../src/server/domain/reference/reference.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { signUp, type SignUpOptions, type TestUser } from '../helpers/context.ts';
import type { TestApi } from '../helpers/api.ts';
import { saleBody, type Place } from '../helpers/sale-body.ts';

export type { Place };

/** A real JPEG as base64 (a flat colour with a stripe, so it is not trivially tiny). */
export async function photoBase64(width = 480, height = 360, background = '#c9a26b'): Promise<string> {
  const stripe = await sharp({
    create: { width, height: Math.max(1, Math.round(height / 4)), channels: 3, background: '#6b4a2b' },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: stripe, left: 0, top: Math.round(height / 3) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return jpeg.toString('base64');
}

/** A district and one of its municipalities, found by name. */
export async function place(ctx: AppContext, district: string, municipality: string): Promise<Place> {
  const ref = await referenceData(ctx.db);
  const d = ref.districts.find((x) => x.name === district);
  const m = d && ref.municipalities.get(d.id)?.find((x) => x.name === municipality);
  if (!d || !m) throw new Error(`unknown place ${district}/${municipality}`);
  return { locationId: d.id, childLocationId: m.id };
}

/** A breeder account with a DGAV number (required to publish). */
export function breeder(ctx: AppContext, options: SignUpOptions = {}): Promise<TestUser> {
  return signUp(ctx, { userType: 'BREEDER', dgavNumber: 'DGAV 123/2024', name: 'Rita', surname: 'Costa', ...options });
}

/** A body every rule accepts (tests/helpers/sale-body.ts). */
export const validSale = saleBody;

/** Uploads photos through the API and gives back their file keys. */
export async function uploadPhotos(api: TestApi, token: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api.post('/private/sale/file', { source: await photoBase64(400 + i * 10, 300) }, { token });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    keys.push(((await res.json()) as { uid: string }).uid);
  }
  return keys;
}

export type SaleRow = typeof sales.$inferInsert;

/**
 * Writes an approved sale directly (fast), optionally with one stored photo; in a transaction, so that the public
 * caches of this instance forget what they knew as a service's write makes them (decision 203).
 */
export async function insertSale(
  ctx: AppContext,
  ownerId: string,
  where: Place,
  overrides: Partial<SaleRow> = {},
  withPhoto = false,
): Promise<string> {
  const image = withPhoto
    ? await processImage({ db: ctx.db, files: ctx.files }, { base64: await photoBase64(), kind: 'sale', ownerId })
    : null;
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(sales)
      .values({
        ownerId,
        speciesCode: 'DOG',
        breedCode: 'DOG_LABRADOR',
        purebred: true,
        title: 'Labrador cor de chocolate',
        description: 'Um cachorro cheio de energia, habituado a crianças.',
        priceCents: 80000,
        sex: 'FEMALE',
        birthDate: '2025-01-01',
        registerDate: '2025-03-01',
        litterSize: 6,
        microchip: '620098100000001',
        motherMicrochip: '620098100000002',
        lopNumber: 'LOP 1',
        locationId: where.locationId,
        childLocationId: where.childLocationId,
        status: 'APPROVED',
        approvedAt: new Date(),
        ...overrides,
      })
      .returning({ id: sales.id });
    const id = row!.id;
    if (image) await tx.insert(saleImages).values({ saleId: id, fileKey: image.key, position: 0 });
    return id;
  });
}

/** A page of GET /public/sales as a test reads it. */
export type ListingPage = { content: { uid: string; title: string }[]; totalElements: number; totalCapped: boolean };

/** `GET /public/sales?{query}`, which must answer 200. */
export async function listing(api: TestApi, query: string): Promise<ListingPage> {
  const res = await api.get(`/public/sales?${query}`);
  if (res.status !== 200) throw new Error(`GET /public/sales?${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ListingPage;
}
