// The animal's health and parents sheet over the API (issue 56 Must 1 and 7, decision 215), on PGlite and PostgreSQL:
// its seller writes it part-filled and completes it later; dates in the future, before the birth and results off their
// scale are refused at the field; a litter shares one sheet and an animal may have its own; buyers read it on the
// advert and its sign on the card; its documents are the seller's and the moderators' only; the export carries it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healthDocuments } from '../../src/server/db/schema.ts';
import type { HealthRecord, SaleCard, SaleDetail } from '../../src/lib/sales/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { TINY_PDF } from '../helpers/certification.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';
import { photoBase64 } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, put, post, call } = api;

const the = freshEach(ctx, async () => {
  const seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER', dgavNumber: 'DGAV 1/2024' });
  const other = await signUp(ctx, { name: 'Olga', surname: 'Lima' });
  const moderator = await signUp(ctx, { role: 'moderator', name: 'Mia' });
  // Born 2026-01-01 (the fixture's advert).
  const saleUid = await createSale(ctx, seller.uid, { title: 'Serra da Estrela com boletim' });
  return { seller, other, moderator, saleUid };
});

const SHEET = {
  vaccines: [{ name: 'Polivalente (esgana, parvovirose)', date: '2026-02-20' }],
  dewormings: [{ date: '2026-01-25' }, { date: '2026-02-20' }],
  vetCheck: '2026-02-27',
  motherLop: 'LOP 123456',
  father: { name: 'Trovão da Serra', microchip: '941 000 024 680 001', lop: 'LOP 654321' },
  tests: [
    { parent: 'MOTHER', kind: 'HIP', result: 'A', date: '2024-05-10' },
    { parent: 'FATHER', kind: 'ELBOW', result: '0', date: '2023-11-02' },
    { parent: 'MOTHER', kind: 'DNA', name: 'PRA-prcd', result: 'CLEAR', date: '2024-05-10' },
  ],
};
const save = (body: unknown, who: TestUser = the.seller, uid = the.saleUid) =>
  put(`/private/my-sale/${uid}/health`, body, { token: who.token });
const record = async (who: TestUser = the.seller) =>
  (await (await get(`/private/sale/${the.saleUid}/health`, { token: who.token })).json()) as HealthRecord;
const detail = async () => (await (await get(`/public/sale?searchValue=${the.saleUid}`)).json()) as SaleDetail;
const card = async () =>
  ((await (await get('/public/sales')).json()) as { content: SaleCard[] }).content.find((c) => c.uid === the.saleUid);
const errorsOf = async (res: Response) => ((await res.json()) as ErrorBody).errors;
const upload = (body: object, who: TestUser = the.seller) =>
  post(`/private/my-sale/${the.saleUid}/health/document`, body, { token: who.token });

describe('the sheet of a single advert', () => {
  it('is saved part-filled, completed later, and read by buyers on the advert and its card', async () => {
    expect((await detail()).healthSheet).toEqual({ sheet: null, animals: [], documents: [], updatedAt: null });
    expect((await card())?.health).toEqual({ vaccinated: false, dewormed: false, parentsTested: false });

    // Only the vaccine for now.
    const first = await save({ sheet: { vaccines: SHEET.vaccines } });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(((await first.json()) as HealthRecord).sheet).toEqual({
      vaccines: SHEET.vaccines,
      dewormings: [],
      vetCheck: null,
      motherLop: null,
      father: null,
      tests: [],
    });
    expect((await card())?.health).toEqual({ vaccinated: true, dewormed: false, parentsTested: false });

    // Completed: spaces in the father's chip are dropped, a DNA test names what it looked for.
    expect((await save({ sheet: SHEET })).status).toBe(200);
    const read = await detail();
    expect(read.healthSheet.sheet).toEqual({
      ...SHEET,
      father: { ...SHEET.father, microchip: '941000024680001' },
      tests: SHEET.tests.map((t) => ({ name: null, ...t })),
    });
    expect(read.healthSheet.updatedAt).not.toBeNull();
    expect((await card())?.health).toEqual({ vaccinated: true, dewormed: true, parentsTested: true });
  });

  it('refuses at the field a date in the future, a vet check or vaccine before the birth, a result off its scale', async () => {
    const res = await save({
      sheet: {
        vaccines: [
          { name: 'Raiva', date: '2027-06-01' },
          { name: 'Polivalente', date: '2025-12-20' },
        ],
        dewormings: [{ date: '2026-02-30' }],
        vetCheck: '2025-12-31',
        father: { microchip: '123' },
        tests: [
          { parent: 'MOTHER', kind: 'HIP', result: 'F', date: '2024-05-10' },
          { parent: 'FATHER', kind: 'ELBOW', result: '4', date: '2024-05-10' },
          { parent: 'FATHER', kind: 'DNA', result: 'CLEAR', date: '2024-05-10' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({
      'sheet.vaccines.0.date': 'health.error.future',
      'sheet.vaccines.1.date': 'health.error.before-birth',
      'sheet.dewormings.0.date': 'health.error.date',
      'sheet.vetCheck': 'health.error.vet-before-birth',
      'sheet.father.microchip': 'health.error.father-microchip',
      'sheet.tests.0.result': 'health.error.scale.HIP',
      'sheet.tests.1.result': 'health.error.scale.ELBOW',
      'sheet.tests.2.name': 'health.error.dna-name',
    });
    // Nothing was written.
    expect((await record()).sheet).toBeNull();
  });

  it('is its seller’s to write: another person’s save is a 404, and an unknown advert too', async () => {
    expect((await save({ sheet: SHEET }, the.other)).status).toBe(404);
    expect((await save({ sheet: SHEET }, the.moderator)).status).toBe(404);
    expect((await save({ sheet: SHEET }, the.seller, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await record()).sheet).toBeNull();
  });
});

describe('a litter’s sheet', () => {
  const chip = (n: number) => `94100002470${String(n).padStart(4, '0')}`;
  const LITTER = [
    { label: 'Coleira azul', sex: 'MALE', colour: 'Fulvo', price: 900, microchip: chip(1) },
    { label: 'Coleira rosa', sex: 'FEMALE', colour: 'Lobeiro', price: 950, microchip: chip(2) },
  ];

  it('is shared by its animals, and one animal may have its own and its LOP number', async () => {
    const set = await put(`/private/my-sale/${the.saleUid}/animals`, { animals: LITTER }, { token: the.seller.token });
    expect(set.status, await set.clone().text()).toBe(200);
    const [blue, pink] = ((await set.json()) as { animals: { uid: string }[] }).animals;
    const own = { ...SHEET, vaccines: [{ name: 'Polivalente', date: '2026-03-01' }] };
    const res = await save({
      sheet: SHEET,
      animals: [
        { uid: blue!.uid, lop: 'LOP 777001', own: null },
        { uid: pink!.uid, lop: 'LOP 777002', own },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The advert is published: its animals wait for the moderators, and their seller writes their sheets meanwhile.
    const { animals } = await record();
    expect(animals.map((a) => [a.uid, a.lop, a.own?.vaccines[0]?.date ?? 'shared'])).toEqual([
      [blue!.uid, 'LOP 777001', 'shared'],
      [pink!.uid, 'LOP 777002', '2026-03-01'],
    ]);

    // An animal's own sheet follows the same rules, and an animal the litter does not have is refused.
    const bad = await save({
      sheet: SHEET,
      animals: [
        { uid: pink!.uid, lop: null, own: { vetCheck: '2030-01-01' } },
        { uid: '00000000-0000-4000-8000-000000000000', lop: 'LOP 1', own: null },
      ],
    });
    expect(await errorsOf(bad)).toEqual({ 'animals.0.own.vetCheck': 'health.error.future' });
    const stranger = await save({ sheet: SHEET, animals: [{ uid: '00000000-0000-4000-8000-000000000000' }] });
    expect(await errorsOf(stranger)).toEqual({ 'animals.0.uid': 'litter.error.animal' });
  });
});

describe('the private documents', () => {
  it('are kept for the seller and the moderators; a third person, a visitor and a buyer in conversation get 404', async () => {
    const booklet = await upload({
      kind: 'BOOKLET',
      name: 'boletim de vacinas.jpg',
      data: await photoBase64(400, 300),
    });
    expect(booklet.status, await booklet.clone().text()).toBe(201);
    const { uid } = (await booklet.json()) as { uid: string };
    const certificate = await upload({ kind: 'CERTIFICATE', name: 'displasia mãe.pdf', data: TINY_PDF });
    expect(certificate.status).toBe(201);

    // A visitor: asked for a visit to the advert. A buyer: writing to the seller about it.
    const visitor = await signUp(ctx, { name: 'Vasco' });
    await setHours(api, the.seller.token);
    await book(api, visitor.token, the.saleUid, at(nextWeekday(6), '11:00'));
    const buyer = await signUp(ctx, { name: 'Bruno' });
    const talk = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Tem o boletim?' },
      { token: buyer.token },
    );
    expect(talk.status).toBe(201);

    const document = (who?: TestUser) => get(`/private/sale/health-document/${uid}`, who && { token: who.token });
    const seen = await document(the.seller);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.headers.get('cache-control')).toContain('no-store');
    expect((await document(the.moderator)).status).toBe(200);
    for (const who of [the.other, visitor, buyer]) {
      expect((await document(who)).status).toBe(404);
      expect((await get(`/private/sale/${the.saleUid}/health`, { token: who.token })).status).toBe(404);
    }
    expect((await document()).status).toBe(401);

    // The seller and the moderators list them by name; buyers read only which kinds were given.
    expect((await record()).documents.map((d) => [d.kind, d.name, d.contentType])).toEqual([
      ['BOOKLET', 'boletim de vacinas.jpg', 'image/jpeg'],
      ['CERTIFICATE', 'displasia mãe.pdf', 'application/pdf'],
    ]);
    expect((await record(the.moderator)).documents).toHaveLength(2);
    const publicText = JSON.stringify(await detail());
    expect((await detail()).healthSheet.documents).toEqual([
      { kind: 'BOOKLET', animalUid: null },
      { kind: 'CERTIFICATE', animalUid: null },
    ]);
    expect(publicText).not.toContain('boletim de vacinas');
    expect(publicText).not.toContain(uid);

    // Removed by the seller only; then nobody reads it.
    const remove = (who: TestUser) =>
      call('DELETE', `/private/my-sale/${the.saleUid}/health/document/${uid}`, { token: who.token });
    expect((await remove(the.other)).status).toBe(404);
    expect((await remove(the.seller)).status).toBe(204);
    expect((await document(the.seller)).status).toBe(404);
  });

  it('must be a PDF or a photo of at most 4 MB, up to 10 per advert', async () => {
    const text = Buffer.from('not a document at all').toString('base64');
    expect(await errorsOf(await upload({ kind: 'BOOKLET', name: 'x.txt', data: text }))).toEqual({
      data: 'health.error.document-type',
    });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * 1024 * 1024)]).toString('base64');
    expect(await errorsOf(await upload({ kind: 'BOOKLET', name: 'grande.pdf', data: big }))).toEqual({
      data: 'health.error.document-size',
    });
    expect((await upload({ kind: 'BOOKLET', name: 'b.pdf', data: TINY_PDF }, the.other)).status).toBe(404);
    for (let i = 0; i < 10; i++)
      expect((await upload({ kind: 'CERTIFICATE', name: `c${i}.pdf`, data: TINY_PDF })).status).toBe(201);
    const eleventh = await upload({ kind: 'CERTIFICATE', name: 'c10.pdf', data: TINY_PDF });
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as ErrorBody).message).toBe('health.error.documents-max');
  });

  it('go with the seller’s data export, and with the advert when it is deleted', async () => {
    expect((await save({ sheet: SHEET })).status).toBe(200);
    const res = await upload({ kind: 'BOOKLET', name: 'boletim.pdf', data: TINY_PDF });
    const { uid } = (await res.json()) as { uid: string };
    const exported = (await (await get('/private/account/export', { token: the.seller.token })).json()) as {
      healthSheets: { saleUid: string; sheet: { vetCheck: string }; documents: { name: string; kind: string }[] }[];
    };
    expect(exported.healthSheets).toEqual([
      expect.objectContaining({
        saleUid: the.saleUid,
        sheet: expect.objectContaining({ vetCheck: '2026-02-27' }),
        documents: [expect.objectContaining({ name: 'boletim.pdf', kind: 'BOOKLET' })],
      }),
    ]);
    const [row] = await ctx.db.select().from(healthDocuments).where(eq(healthDocuments.id, uid));
    expect(await ctx.files.get(row!.storeKey)).not.toBeNull();
    expect((await call('DELETE', `/private/my-sale-delete/${the.saleUid}`, { token: the.seller.token })).status).toBe(
      204,
    );
    expect((await get(`/private/sale/health-document/${uid}`, { token: the.moderator.token })).status).toBe(404);
    expect(await ctx.files.get(row!.storeKey)).toBeNull();
  });
});
