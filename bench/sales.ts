/**
 * Marketplace budgets with 10,000 generated sales: req/s and p99 of /sales (first and filtered page) and a
 * sale detail at 50 connections, as a ratio to a static file of the same process; the JavaScript a visitor
 * downloads on /sales and a detail page; the largest image of a detail page on a 360 px screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { ensureReferenceData } from '../src/server/db/reference/ensure.ts';
import { breeds, locations, saleImages, sales, users } from '../src/server/db/schema.ts';
import { createDiskStore } from '../src/server/files/disk-store.ts';
import { processImage } from '../src/server/files/process-image.ts';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { ADVERT_JS_KB, CHROMIUM, measurePageWeight } from './page-weight.ts';
import { random } from './lib/random.ts';
import { print, record } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { CONNECTIONS, PAGE_RATIO_TARGET, throughput } from './lib/throughput.ts';

export const SALES = Number(process.env['BENCH_SALES'] ?? 10_000);
const SELLERS = 300;
const PHOTOS = 24;

const ADJECTIVES = ['meigo', 'brincalhão', 'calmo', 'sociável', 'curioso', 'dócil', 'enérgico', 'carinhoso'];
const COLOURS = ['preto', 'branco', 'castanho', 'dourado', 'cinzento', 'tigrado', 'creme', 'malhado'];

/** Writes the sellers, a pool of real photos and SALES sales straight into a fresh data directory. */
export async function generateSales(dataDir: string): Promise<{ sampleUid: string; filteredQuery: string }> {
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve('drizzle') });
  try {
    const db = database.db;
    await ensureReferenceData(db);
    const r = random(42);
    const breedRows = await db
      .select({ code: breeds.code, species: breeds.speciesCode, dangerous: breeds.dangerous })
      .from(breeds);
    const places = await db
      .select({ id: locations.id, parentId: locations.parentId })
      .from(locations)
      .where(sql`${locations.parentId} is not null`);
    const [lisboa] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Lisboa'));

    const sellerIds: string[] = [];
    for (let start = 0; start < SELLERS; start += 100) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(100, SELLERS - start) }, (_, i) => {
            const n = start + i;
            const place = r.pick(places);
            return {
              email: `criador${n}@bench.patinhas.pt`,
              // Nobody signs in as these sellers: any string that is not a valid hash keeps them locked.
              passwordHash: 'bench-no-login',
              name: `Criador${n}`,
              surname: 'Bench',
              userType: 'BREEDER',
              locationId: place.parentId,
              childLocationId: place.id,
              dgavNumber: `DGAV ${1000 + n}/2024`,
              certified: n % 5 === 0,
            };
          }),
        )
        .returning({ id: users.id });
      sellerIds.push(...rows.map((row) => row.id));
    }

    const files = createDiskStore(path.join(dataDir, 'files'));
    const photoKeys: string[] = [];
    const sharp = (await import('sharp')).default;
    for (let i = 0; i < PHOTOS; i++) {
      // Blurred noise over a colour: it compresses about as badly as a real photo does (a flat colour would flatter the bytes).
      const noise = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 110 + i * 4, sigma: 45 },
        },
      })
        .blur(1.2)
        .png()
        .toBuffer();
      const bytes = await sharp(noise)
        .composite([
          {
            input: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4e3c7' } })
              .png()
              .toBuffer(),
            left: 400,
            top: 300,
            blend: 'multiply',
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      photoKeys.push(
        (await processImage({ db, files }, { bytes, kind: 'sale', ownerId: sellerIds[i % sellerIds.length]! })).key,
      );
    }

    const today = Date.now();
    let sampleUid = '';
    for (let start = 0; start < SALES; start += 500) {
      const batch = Array.from({ length: Math.min(500, SALES - start) }, (_, i) => {
        const n = start + i;
        const breed = r.pick(breedRows);
        const purebred = r.next() < 0.8;
        const place = r.pick(places);
        const owner = sellerIds[n % sellerIds.length]!;
        const born = new Date(today - r.int(60, 700) * 86_400_000);
        const home = new Date(born.getTime() + r.int(56, 120) * 86_400_000);
        const approved = r.next() < 0.95;
        return {
          ownerId: owner,
          speciesCode: breed.species,
          breedCode: purebred ? breed.code : null,
          purebred,
          title: `${breed.species === 'DOG' ? 'Cachorro' : 'Gatinho'} ${r.pick(ADJECTIVES)} ${r.pick(COLOURS)} n.º ${n}`,
          description: `Animal ${r.pick(ADJECTIVES)} e ${r.pick(ADJECTIVES)}, de pelo ${r.pick(COLOURS)}, criado em família, vacinado, desparasitado e com microchip registado no SIAC.`,
          priceCents: r.next() < 0.08 ? 0 : r.int(1, 30) * 5000,
          sex: r.next() < 0.5 ? ('MALE' as const) : ('FEMALE' as const),
          birthDate: born.toISOString().slice(0, 10),
          registerDate: home.toISOString().slice(0, 10),
          litterSize: r.int(1, 9),
          microchip: `62009810${String(1_000_000 + n).padStart(7, '0')}`,
          motherMicrochip: `62009820${String(1_000_000 + n).padStart(7, '0')}`,
          lopNumber: purebred ? `LOP ${100_000 + n}` : null,
          dangerous: purebred && breed.dangerous,
          locationId: place.parentId,
          childLocationId: place.id,
          status: approved ? ('APPROVED' as const) : ('PENDING' as const),
          certified: approved && sellerIds.indexOf(owner) % 5 === 0,
          approvedAt: approved ? new Date(today - r.int(0, 200) * 86_400_000 - n) : null,
        };
      });
      const ids = await db.insert(sales).values(batch).returning({ id: sales.id, status: sales.status });
      if (!sampleUid) sampleUid = ids.find((s) => s.status === 'APPROVED')!.id;
      await db.insert(saleImages).values(
        ids.flatMap((s, i) => {
          const count = 1 + ((start + i) % 3);
          return Array.from({ length: count }, (_, position) => ({
            saleId: s.id,
            position,
            fileKey: photoKeys[(start + i + position) % photoKeys.length]!,
          }));
        }),
      );
    }
    await db.execute(sql`analyze`);
    return { sampleUid, filteredQuery: `species=DOG&location=${lisboa?.id ?? 11}&priceMax=1000&sort=price-asc` };
  } finally {
    await database.close();
  }
}

/** The largest image and all image bytes a 360 px wide phone downloads for a page (after scrolling through it). */
async function imageBytes(url: string): Promise<{ largest: number; total: number; count: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const sizes: number[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      pending.push(request.sizes().then((s) => void sizes.push(s.responseBodySize)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { largest: Math.max(0, ...sizes), total: sizes.reduce((a, b) => a + b, 0), count: sizes.length };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-sales-'));
  try {
    const generated = performance.now();
    const { sampleUid, filteredQuery } = await generateSales(dataDir);
    record('sales: generated data', {
      sales: SALES,
      'generated in s': Math.round((performance.now() - generated) / 1000),
    });
    print('sales: generated data');
    const server = await startServer({ dataDir, env: { SEED: 'none', RATE_LIMITS: 'off' } });
    try {
      const detail = `/sales/sale-detail?searchValue=${sampleUid}`;
      await throughput(
        server.url,
        '/favicon.svg',
        [
          { label: '/sales (first page)', path: '/sales', page: true },
          { label: `/sales?${filteredQuery}`, path: `/sales?${filteredQuery}`, page: true },
          { label: 'sale detail', path: detail, page: true },
          { label: 'GET /api/public/sales (first page)', path: '/api/public/sales' },
        ],
        `sales throughput with generated sales (${CONNECTIONS} connections, ratio to the static file measured around each page; pages target ≥ ${PAGE_RATIO_TARGET})`,
      );

      const weight = 'sales page weight (visitor, 360 px, compressed bytes)';
      await measurePageWeight({
        baseUrl: server.url,
        paths: [
          '/sales',
          `/sales?${filteredQuery}`,
          { label: 'sale detail', path: detail, jsKB: ADVERT_JS_KB },
          '/home',
        ],
        label: weight,
      });
      print(weight);

      const images = await imageBytes(server.url + detail);
      record('sale detail images at 360 px', {
        'largest image KB': kb(images.largest),
        'all images KB': kb(images.total),
        images: images.count,
      });
      print('sale detail images at 360 px');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await run();
