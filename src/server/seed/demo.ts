/** SEED=demo: fills an empty database with a believable Portuguese demo, identical on every run. */
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { StoredImage } from '../../lib/images.ts';
import { hashPassword } from '../domain/users/password.ts';
import { encodeImage, fileRow, writeRenditions, type ImageContext } from '../files/process-image.ts';
import { logger } from '../log.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  articles,
  bookings,
  visitReviews,
  breeds,
  certificationApplications,
  certificationDocuments,
  countries,
  favorites,
  files,
  locations,
  notifications,
  saleAnimals,
  healthSheets,
  saleImages,
  sales,
  userBreeds,
  userTypes,
  users,
  visitHours,
} from '../db/schema.ts';
import { BREED_PROFILES } from './demo-listings.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';
import { planDemo, type DemoPlan, type PlannedImage, type Reference } from './demo-plan.ts';
import { demoCertificatePdf } from './demo-certificate.ts';
import { storeDocument } from '../domain/certification/documents.ts';
import { validUntilFrom } from '../domain/certification/certification.ts';
import { DAY_MS } from '../../lib/time.ts';
import { mapLimit } from '../map-limit.ts';
import { inTransaction } from '../db/transaction.ts';

export interface DemoSummary {
  users: number;
  sales: Record<'APPROVED' | 'PENDING' | 'REJECTED', number>;
  images: number;
  articles: number;
  favorites: number;
  bookings: number;
  notifications: number;
}

export interface SeedResult {
  /** False when the database already had users (nothing was written). */
  seeded: boolean;
  ms: number;
  summary?: DemoSummary;
}

/** Any number both PGlite and PostgreSQL accept: it only has to be the same for every instance. */
const SEED_LOCK = 20_260_001;
/** SVG rendering and encoding run side by side; encodeImage itself lets two encodes run at once. */
const IMAGE_CONCURRENCY = 3;

export async function seedDemo(ctx: ImageContext, options: { now?: Date } = {}): Promise<SeedResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (await hasUsers(ctx.db)) return { seeded: false, ms: elapsed() };

  const now = options.now ?? new Date();
  const plan = planDemo(await loadReference(ctx.db), now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const stored: string[] = [];
  let summary: DemoSummary | undefined;
  try {
    summary = await inTransaction(ctx, async (tx) => {
      // Several instances starting together on one PostgreSQL: one seeds, the others find users and stop.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasUsers(tx)) return undefined;
      await writePeople(tx, plan, now, passwordHash);
      await writeCertifications(ctx, tx, plan, stored);
      const images = await writeImages(ctx, tx, plan, stored);
      await writeActivity(tx, plan, images);
      return summaryOf(plan, images.size);
    });
  } catch (error) {
    // The rows rolled back; the renditions already written must go too.
    await Promise.all(stored.map((key) => ctx.files.delete(key).catch(() => {})));
    throw error;
  }
  if (!summary) return { seeded: false, ms: elapsed() };
  const ms = elapsed();
  logger.info(`demo data seeded in ${(ms / 1000).toFixed(1)} s`, { ms, ...summary, sales: summary.sales });
  return { seeded: true, ms, summary };
}

async function writePeople(tx: Tx, plan: DemoPlan, now: Date, passwordHash: string): Promise<void> {
  await tx.insert(users).values(
    plan.users.map((u, i) => ({
      id: u.id,
      // People who joined months ago: their reviews of past visits count toward the breeders' ratings (decision 196).
      createdAt: new Date(now.getTime() - (120 + i) * DAY_MS),
      email: u.person.email,
      passwordHash,
      name: u.person.name,
      surname: u.person.surname,
      phone: u.phone,
      phoneCountry: u.phoneCountry,
      showPhone: u.person.showPhone ?? false,
      userType: u.person.userType,
      locationId: u.locationId,
      childLocationId: u.childLocationId,
      role: u.person.role,
      dgavNumber: u.dgavNumber,
      certified: u.person.certified ?? false,
    })),
  );
  await tx.insert(userBreeds).values(plan.userBreeds);
  await tx.insert(visitHours).values(plan.visitHours);
}

/** Certified breeders carry an approved application with its document, as through the product (decision 176). */
async function writeCertifications(ctx: ImageContext, tx: Tx, plan: DemoPlan, stored: string[]): Promise<void> {
  for (const [i, u] of plan.users.filter((p) => p.person.certified).entries()) {
    const document = await storeDocument(ctx.files, {
      name: 'certificado-registo-dgav.pdf',
      bytes: demoCertificatePdf([
        'Certificado de registo de criador (demonstracao)',
        `${u.person.name} ${u.person.surname}`,
        `Registo DGAV ${u.dgavNumber ?? ''}`,
      ]),
    });
    stored.push(document.storeKey);
    const decidedAt = new Date(Date.now() - (45 + i * 37) * DAY_MS);
    const [application] = await tx
      .insert(certificationApplications)
      .values({
        userId: u.id,
        dgavNumber: u.dgavNumber ?? '',
        premises:
          'Criação familiar em moradia com quintal vedado, zona de maternidade aquecida e acompanhamento ' +
          'veterinário regular.',
        status: 'APPROVED',
        reason: 'Registo DGAV confirmado no certificado enviado.',
        decidedAt,
        validUntil: validUntilFrom(decidedAt),
        createdAt: new Date(decidedAt.getTime() - 2 * DAY_MS),
      })
      .returning({ id: certificationApplications.id });
    await tx.insert(certificationDocuments).values({ ...document, applicationId: application!.id, position: 0 });
  }
}

/** Every picture goes through the same pipeline as an upload; the avatars are set on their people. */
async function writeImages(
  ctx: ImageContext,
  tx: Tx,
  plan: DemoPlan,
  stored: string[],
): Promise<Map<PlannedImage, StoredImage>> {
  const jobs: PlannedImage[] = [
    ...plan.users.flatMap((u) => (u.avatar ? [u.avatar] : [])),
    ...plan.sales.flatMap((s) => s.photos),
    ...plan.articles.map((a) => a.cover),
  ];
  const images = new Map<PlannedImage, StoredImage>();
  await mapLimit(jobs, IMAGE_CONCURRENCY, async (job) => {
    // Uncompressed PNG: the cheapest lossless hand-over from the SVG renderer to the pipeline.
    const bytes = await sharp(Buffer.from(job.svg)).removeAlpha().png({ compressionLevel: 0 }).toBuffer();
    const image = await writeRenditions(ctx.files, await encodeImage({ bytes, kind: job.kind }));
    stored.push(image.key);
    images.set(job, image);
  });
  // One statement for every row: a transaction's connection runs one query at a time.
  await tx.insert(files).values(jobs.map((job) => fileRow(images.get(job)!, job.kind, job.ownerId)));
  for (const u of plan.users) {
    if (u.avatar)
      await tx
        .update(users)
        .set({ avatar: images.get(u.avatar)!.key })
        .where(eq(users.id, u.id));
  }
  return images;
}

/** The adverts, articles, favourites, visits, reviews and notifications. */
async function writeActivity(tx: Tx, plan: DemoPlan, images: Map<PlannedImage, StoredImage>): Promise<void> {
  await tx.insert(sales).values(plan.sales.map((s) => s.row));
  if (plan.animals.length > 0) await tx.insert(saleAnimals).values(plan.animals);
  if (plan.healthSheets.length > 0) await tx.insert(healthSheets).values(plan.healthSheets);
  await tx
    .insert(saleImages)
    .values(
      plan.sales.flatMap((s) =>
        s.photos.map((photo, position) => ({ saleId: s.row.id, position, fileKey: images.get(photo)!.key })),
      ),
    );
  await tx.insert(articles).values(plan.articles.map((a) => ({ ...a.row, coverImage: images.get(a.cover)!.key })));
  await tx.insert(favorites).values(plan.favorites);
  await tx.insert(bookings).values(plan.bookings);
  if (plan.reviews.length > 0) await tx.insert(visitReviews).values(plan.reviews);
  await tx.insert(notifications).values(
    plan.notifications.map((n) => ({
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      params: n.params,
      referenceKey: n.referenceKey,
      visualized: n.visualized,
      createDate: n.createDate,
    })),
  );
}

function summaryOf(plan: DemoPlan, images: number): DemoSummary {
  const bySaleStatus = (status: 'APPROVED' | 'PENDING' | 'REJECTED') =>
    plan.sales.filter((s) => s.row.status === status).length;
  return {
    users: plan.users.length,
    sales: { APPROVED: bySaleStatus('APPROVED'), PENDING: bySaleStatus('PENDING'), REJECTED: bySaleStatus('REJECTED') },
    images,
    articles: plan.articles.length,
    favorites: plan.favorites.length,
    bookings: plan.bookings.length,
    notifications: plan.notifications.length,
  };
}

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

async function loadReference(db: Db): Promise<Reference> {
  const types = new Set((await db.select({ code: userTypes.code }).from(userTypes)).map((t) => t.code));
  const needed = new Set(DEMO_PEOPLE.map((p) => p.userType));
  if ([...needed].some((code) => !types.has(code))) {
    throw new Error(`SEED=demo needs the reference data first (user types ${[...needed].join(', ')})`);
  }
  const districts = new Map(
    (await db.select({ id: locations.id, name: locations.name }).from(locations).where(isNull(locations.parentId))).map(
      (l) => [l.name, l.id],
    ),
  );
  const municipalities = new Map(
    (await db.select({ id: locations.id, parentId: locations.parentId, name: locations.name }).from(locations)).map(
      (l) => [`${l.parentId}:${l.name}`, l.id],
    ),
  );
  const codes = [...new Set([...DEMO_PEOPLE.flatMap((p) => p.breeds ?? []), ...Object.keys(BREED_PROFILES)])];
  const breedRows = new Map(
    (await db.select().from(breeds).where(inArray(breeds.code, codes))).map((b) => [b.code, b] as const),
  );
  const countryCodes = new Set((await db.select({ code: countries.code }).from(countries)).map((c) => c.code));
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`SEED=demo: ${what} is missing from the reference data`);
    return value;
  };
  return {
    districtId: (name) => found(districts.get(name), `district ${name}`),
    municipalityId: (districtId, name) => found(municipalities.get(`${districtId}:${name}`), `municipality ${name}`),
    breed: (code) => found(breedRows.get(code), `breed ${code}`),
    hasCountry: (code) => countryCodes.has(code),
  };
}
