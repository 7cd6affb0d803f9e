// SEED=demo: what an empty database looks like after the demo seed, and that a second run writes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { verifyPassword } from '../../src/server/domain/users/password.ts';
import { ratingSummaries } from '../../src/server/domain/reviews/reviews.ts';
import {
  saleAnimals,
  healthSheets,
  articles,
  bookings,
  visitReviews,
  certificationApplications,
  certificationDocuments,
  favorites,
  files,
  notifications,
  saleImages,
  sales,
  users,
} from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/seed/demo.ts';
import { certificationSummaries } from '../../src/server/domain/certification/summaries.ts';
import { planDemo, type Reference } from '../../src/server/seed/demo-plan.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { createContext, type AppContext } from '../../src/server/context.ts';
import { resetDatabase, testEnv } from '../helpers/context.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

// A data directory on disk, as `npm start` uses: PGlite (or TEST_DATABASE_URL) plus the disk file store.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'patinhas-seed-'));
const env = testEnv({ DATA_DIR: dataDir, SEED: 'demo' });
let ctx: AppContext;

describe('SEED=demo', () => {
  beforeAll(async () => {
    if (env.DATABASE_URL) {
      // The shared PostgreSQL keeps other files' rows: start from an empty database, as a first start would.
      const probe = await createContext({ env: testEnv(), root, jobs: false });
      await resetDatabase(probe);
      await probe.close();
    }
    ctx = await createContext({ env, root, jobs: false });
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates breeders, tutors, an editor and the admin, who can sign in with the documented password', async () => {
    const all = await ctx.db.select().from(users);
    expect(all).toHaveLength(14);
    const admin = all.find((u) => u.email === 'admin@patinhas.pt')!;
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, 'Patinhas2026')).toBe(true);
    expect(all.filter((u) => u.role === 'editor')).toHaveLength(1);
    const breeders = all.filter((u) => u.userType === 'BREEDER');
    expect(breeders).toHaveLength(6);
    expect(breeders.filter((b) => b.certified)).toHaveLength(3);
    for (const b of breeders) {
      expect(b.dgavNumber).toMatch(/^DGAV-\d{6}$/);
      expect(b.avatar).toBeTruthy();
    }
    expect(all.filter((u) => u.userType === 'TUTOR' && u.role === 'user')).toHaveLength(6);
    // Each certified breeder carries an approved application with its document, as the product grants it (decision
    // 176): the badge has what was checked to show, and the document opens.
    for (const b of breeders.filter((x) => x.certified)) {
      const summary = (await certificationSummaries(ctx.db, [b.id])).get(b.id);
      expect(summary).toMatchObject({ dgavNumber: b.dgavNumber, documents: 1, premises: true });
      expect(Date.parse(summary!.validUntil)).toBeGreaterThan(Date.now());
      const [document] = await ctx.db
        .select({ key: certificationDocuments.storeKey })
        .from(certificationDocuments)
        .innerJoin(certificationApplications, eq(certificationApplications.id, certificationDocuments.applicationId))
        .where(eq(certificationApplications.userId, b.id));
      const stored = await ctx.files.get(document!.key);
      expect(Buffer.from(stored!.bytes).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('publishes sales mostly approved, some pending and a few rejected with a reason, across districts', async () => {
    const byStatus = await ctx.db.select({ status: sales.status, n: count() }).from(sales).groupBy(sales.status);
    expect(Object.fromEntries(byStatus.map((s) => [s.status, s.n]))).toEqual({ APPROVED: 31, PENDING: 6, REJECTED: 3 });
    const all = await ctx.db.select().from(sales);
    expect(all.filter((s) => s.status === 'REJECTED').every((s) => s.rejectReason && s.rejectReason.length > 10)).toBe(
      true,
    );
    expect(new Set(all.map((s) => s.locationId)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((s) => s.speciesCode))).toEqual(new Set(['DOG', 'CAT']));
    expect(all.some((s) => s.priceCents === 0)).toBe(true);
    expect(all.some((s) => s.dangerous)).toBe(true);
    for (const s of all) {
      expect(s.microchip).toMatch(/^620\d{12}$/);
      if (s.motherMicrochip) expect(s.motherMicrochip).toMatch(/^620\d{12}$/);
      expect(s.priceCents % 100).toBe(0);
      if (s.purebred) expect(s.breedCode).toBeTruthy();
      else expect([s.breedCode, s.lopNumber]).toEqual([null, null]);
      if (s.purebred && s.speciesCode === 'DOG') expect(s.lopNumber).toMatch(/^LOP \d{6}$/);
      if (s.status !== 'APPROVED') expect(s.certified).toBe(false);
      if (s.status === 'APPROVED') expect(s.approvedAt).toBeInstanceOf(Date);
    }
    // Only approved adverts of certified breeders are certified.
    const certified = await ctx.db
      .select({ n: count() })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.ownerId))
      .where(and(eq(sales.certified, true), sql`(${users.certified} = false or ${sales.status} <> 'APPROVED')`));
    expect(certified[0]!.n).toBe(0);
  });

  it('keeps registerDate at least 8 weeks after a birth 8 to 20 weeks ago', async () => {
    const [bad] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from ${sales}
        where register_date < birth_date + 56 or birth_date > current_date - 56 or birth_date < current_date - 141`),
    );
    expect(bad!.n).toBe(0);
  });

  it('gives every sale 1 to 3 generated photos, the default at position 0, served through the pipeline', async () => {
    const rows = await ctx.db
      .select({
        saleId: saleImages.saleId,
        position: saleImages.position,
        key: saleImages.fileKey,
        variants: files.variants,
        kind: files.kind,
      })
      .from(saleImages)
      .innerJoin(files, eq(files.key, saleImages.fileKey));
    const bySale = Map.groupBy(rows, (r) => r.saleId);
    expect(bySale.size).toBe(40);
    for (const photos of bySale.values()) {
      const positions = photos.map((p) => p.position).toSorted();
      expect(positions[0]).toBe(0);
      expect(positions.length).toBeGreaterThanOrEqual(1);
      expect(positions.length).toBeLessThanOrEqual(3);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    const first = rows[0]!;
    expect(first.kind).toBe('sale');
    expect(first.variants.map((v) => `${v.width}.${v.format}`).toSorted()).toEqual(
      ['320.jpeg', '320.webp', '640.jpeg', '640.webp', '960.jpeg', '960.webp'].toSorted(),
    );
    const stored = await ctx.files.get(first.variants.find((v) => v.format === 'webp' && v.width === 640)!.path);
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
  });

  it('writes published articles by the editor with sanitised HTML bodies and covers', async () => {
    const all = await ctx.db.select().from(articles).innerJoin(users, eq(users.id, articles.authorId));
    expect(all).toHaveLength(6);
    for (const { articles: a, users: author } of all) {
      expect([a.status, author.role]).toEqual(['PUBLISHED', 'editor']);
      expect(a.coverImage).toBeTruthy();
      expect(a.source).toContain('## ');
      expect(a.body).toContain('<h2>');
      expect(a.body).not.toMatch(/<script|javascript:|\son\w+=/i);
      expect(a.publishedAt!.getTime()).toBeLessThan(Date.now());
    }
  });

  it('gives demo breeders ratings from past visits, reviewed by both sides and published', async () => {
    const summaries = await ratingSummaries(ctx.db, [
      ...new Set((await ctx.db.select().from(visitReviews)).map((r) => r.subjectId!)),
    ]);
    const rated = [...summaries.values()].filter((s) => s.count >= 3);
    expect(rated.length).toBeGreaterThanOrEqual(3);
    const sides = new Set((await ctx.db.select().from(visitReviews)).map((r) => r.side));
    expect(sides).toEqual(new Set(['VISITOR', 'ADVERTISER']));
  });

  it('turns the "Ninhada de …" adverts into litters of 3 to 6 animals, one card each, priced from the cheapest', async () => {
    const litters = await ctx.db.select().from(sales).where(eq(sales.litter, true));
    expect(litters.length).toBeGreaterThan(0);
    const animals = await ctx.db.select().from(saleAnimals);
    for (const litter of litters) {
      expect(litter.title).toMatch(/^Ninhada de [^:]+$/);
      const mine = animals.filter((a) => a.saleId === litter.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(6);
      const available = mine.filter((a) => a.state === 'AVAILABLE');
      expect(litter.priceCents).toBe(Math.min(...available.map((a) => a.priceCents)));
    }
    expect(new Set(animals.map((a) => a.microchip)).size).toBe(animals.length);
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: count() })
      .from(sales)
      .where(sql`${sales.title} like 'Ninhada de %:%'`);
    expect(n).toBe(0);
  });

  it('gives published dogs and cats health sheets, complete and partial, and one litter animal its own', async () => {
    const sheets = await ctx.db.select().from(healthSheets);
    const advert = sheets.filter((s) => s.animalUid === null).map((s) => s.sheet!);
    const complete = advert.filter((s) => s.vetCheck && s.tests.length > 0 && s.dewormings.length > 0);
    const partial = advert.filter((s) => !s.vetCheck && s.vaccines.length > 0);
    expect(complete.length).toBeGreaterThan(0);
    expect(partial.length).toBeGreaterThan(0);
    // Nothing on a sheet is refused by the rules a seller meets (no date in the future, none before the birth).
    const today = new Date().toISOString().slice(0, 10);
    for (const sheet of advert) {
      for (const day of [...sheet.vaccines, ...sheet.dewormings].map((x) => x.date)) expect(day <= today).toBe(true);
    }
    const own = sheets.filter((s) => s.animalUid !== null);
    expect(own).toHaveLength(1);
    const [animal] = await ctx.db.select().from(saleAnimals).where(eq(saleAnimals.id, own[0]!.animalUid!));
    expect(animal?.saleId).toBe(own[0]!.saleId);
  });

  it('adds favourites, future visits and notifications of several types with translation keys', async () => {
    expect((await ctx.db.select({ n: count() }).from(favorites))[0]!.n).toBeGreaterThanOrEqual(10);
    const visits = await ctx.db.select().from(bookings);
    expect(new Set(visits.map((b) => b.status))).toEqual(new Set(['PENDING', 'ACCEPTED', 'REJECTED']));
    // Coming visits, and past ones that were reviewed (issue 38).
    const past = visits.filter((b) => b.startsAt.getTime() <= Date.now());
    expect(past.every((b) => b.status === 'ACCEPTED')).toBe(true);
    expect(visits.length - past.length).toBeGreaterThanOrEqual(5);
    const notes = await ctx.db.select().from(notifications);
    const types = new Set(notes.map((n) => n.type));
    for (const type of [
      'ARTICLE_CREATED',
      'SALE_INTERESTED',
      'SALE_APPROVE',
      'SALE_REJECT',
      'BOOKING_ACCEPTED',
      'BOOKING_REJECTED',
      'BOOKING_REQUESTED',
    ]) {
      expect(types).toContain(type);
    }
    // Written as the live code writes them (issue 16): each message names its advert or article, never the
    // type's generic text ("O seu pedido de visita foi recusado.").
    const liveMessage: Record<string, string> = {
      ARTICLE_CREATED: 'article.notification.message',
      SALE_INTERESTED: 'notification.sale-interested.message',
      SALE_APPROVE: 'notification.sale-approved.message',
      SALE_REJECT: 'notification.sale-rejected.message',
      BOOKING_ACCEPTED: 'notification.booking-accepted.message',
      BOOKING_REJECTED: 'notification.booking-rejected.reason-message',
      BOOKING_REQUESTED: 'notification.booking-requested.message',
    };
    const visitUids = new Set(visits.map((b) => b.id));
    for (const n of notes) {
      expect(n.message).toBe(liveMessage[n.type]);
      expect(n.message).not.toBe(`notification.${n.type}.message`);
      expect(String(n.params['saleTitle'] ?? n.params['title'])).not.toBe('undefined');
      if (n.type === 'BOOKING_REQUESTED') {
        expect(n.title).toBe('notification.booking-requested.title');
        expect(visitUids.has(n.referenceKey!)).toBe(true);
      }
      if (n.type.startsWith('BOOKING_')) expect(n.params['date']).toMatch(/\d{2}:\d{2}/);
      expect(t(n.title, n.params)).not.toBe(n.title);
      expect(t(n.message, n.params)).not.toMatch(/\{\{/);
      expect(n.referenceKey).toBeTruthy();
    }
    expect(notes.some((n) => !n.visualized) && notes.some((n) => n.visualized)).toBe(true);
  });

  it('does nothing on a second start, or when called again', async () => {
    const before = await ctx.db.select({ id: sales.id }).from(sales).orderBy(sales.id);
    expect((await seedDemo(ctx)).seeded).toBe(false);
    await ctx.close();
    ctx = await createContext({ env, root, jobs: false });
    expect(await ctx.db.select({ id: sales.id }).from(sales).orderBy(sales.id)).toEqual(before);
    expect((await ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(14);
    // The pictures written by the first start are still served from the disk store.
    const [photo] = await ctx.db.select({ key: saleImages.fileKey }).from(saleImages).limit(1);
    const res = await createFilesRoute(async () => ctx).request(`/${photo!.key}/320.jpg`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  }, 120_000);
});

describe('planDemo', () => {
  it('plans the same demo every time for the same day', () => {
    const ref: Reference = {
      districtId: (name) => name.length,
      municipalityId: (id, name) => id * 1000 + name.length,
      breed: (code) => ({ speciesCode: code.slice(0, 3), dangerous: code === 'DOG_ROTTWEILER' }),
      hasCountry: () => true,
    };
    const now = new Date('2026-03-10T12:00:00Z');
    const a = planDemo(ref, now);
    const b = planDemo(ref, now);
    expect(a.sales.map((s) => [s.row.id, s.row.title, s.row.priceCents])).toEqual(
      b.sales.map((s) => [s.row.id, s.row.title, s.row.priceCents]),
    );
    expect(a.sales[0]!.photos[0]!.svg).toBe(b.sales[0]!.photos[0]!.svg);
  });
});
