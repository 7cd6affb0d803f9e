// Access control, table-driven (ASVS V4): every private and admin call of the OpenAPI document, called as
// anonymous, as another user, as the owner of the thing it touches and as an admin. A call in the document
// without a row here fails the first test, so a new endpoint cannot ship without its row.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { saleFlags } from '../../src/server/db/schema.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { at, book, createSale, nextWeekday, setHours } from './bookings-fixtures.ts';
import { breeder, photoBase64, place, validSale, type Place } from './sales-fixtures.ts';
import { APPLICATION, applyFor, TINY_PDF } from '../helpers/certification.ts';
import { pastVisit } from '../helpers/reviews.ts';

/** One animal of a litter (issue 39) for the litter routes' rows: a new microchip each time (one per site). */
let puppies = 0;
const newPuppy = () => ({
  label: 'Coleira azul',
  sex: 'MALE',
  colour: 'Fulvo',
  price: 900,
  microchip: `94100002469${String(++puppies).padStart(4, '0')}`,
});

const ctx = await useTestContext();
const api = testApi(ctx);

type Role = 'anonymous' | 'other' | 'owner' | 'admin';
const ROLES: Role[] = ['anonymous', 'other', 'owner', 'admin'];

/** What one cell of the matrix acts on: fresh for every cell, so a destructive call cannot leak into the next. */
interface World {
  /** A breeder with an approved and a pending sale, visiting hours and an unread notification. */
  seller: TestUser;
  /** Asked for a visit to the seller's approved sale. */
  visitor: TestUser;
  /** An editor who wrote a draft article. */
  author: TestUser;
  other: TestUser;
  admin: TestUser;
  saleUid: string;
  pendingSaleUid: string;
  bookingUid: string;
  notificationKey: string;
  articleKey: string;
}

const SUMMARY = 'O calendário de vacinação de cachorros e gatinhos explicado.';
let where: Place;
let photo: string;
const saturday = nextWeekday(6);

async function makeWorld(): Promise<World> {
  const [seller, visitor, author, other, admin] = await Promise.all([
    breeder(ctx),
    signUp(ctx, { name: 'Vasco' }),
    signUp(ctx, { role: 'editor', name: 'Eva' }),
    signUp(ctx, { name: 'Olga' }),
    signUp(ctx, { role: 'admin', name: 'Adão' }),
  ]);
  const saleUid = await createSale(ctx, seller.uid);
  const pendingSaleUid = await createSale(ctx, seller.uid, { status: 'PENDING', title: 'Gatinho à espera' });
  await setHours(api, seller.token);
  const bookingUid = await book(api, visitor.token, saleUid, at(saturday, '11:00'));
  const { key } = await notify(ctx.db, { userId: seller.uid, type: 'GLOBAL', params: { title: 't', message: 'm' } });
  const article = await api.post(
    '/private/admin/article',
    { title: 'Vacinas', summary: SUMMARY, body: 'Texto **curto**.' },
    { token: author.token },
  );
  if (article.status !== 201) throw new Error(`article: ${article.status} ${await article.text()}`);
  const { referenceKey } = (await article.json()) as { referenceKey: string };
  return {
    seller,
    visitor,
    author,
    other,
    admin,
    saleUid,
    pendingSaleUid,
    bookingUid,
    notificationKey: key!,
    articleKey: referenceKey,
  };
}

interface Call {
  path?: string;
  body?: unknown;
}

interface Row {
  /** Who "owner" is for this call (default: the seller, who owns the sale, hours and notification). */
  owner?: (w: World) => TestUser;
  /** The concrete path (parameters filled in) and body, for this world and this caller. */
  call?: (w: World, caller: TestUser | undefined) => Call | Promise<Call>;
  expect: Record<Role, number>;
  /** A further check of what the caller saw or changed (run for signed-in callers). */
  check?: (w: World, role: Role, res: Response) => Promise<void>;
}

const self = (ok: number): Record<Role, number> => ({ anonymous: 401, other: ok, owner: ok, admin: ok });
const ownerOnly = (ok: number): Record<Role, number> => ({ anonymous: 401, other: 404, owner: ok, admin: 404 });
const adminOnly = (ok: number): Record<Role, number> => ({ anonymous: 401, other: 403, owner: 403, admin: ok });
const editors = (ok: number): Record<Role, number> => ({ anonymous: 401, other: 403, owner: ok, admin: ok });

const json = async (res: Response) =>
  (await res.json()) as Record<string, unknown> & { content?: Record<string, unknown>[] };
/** After another person's attempt the seller's things are as they were. */
async function sellerStillHas(w: World): Promise<void> {
  expect((await api.get(`/private/my-sale/${w.saleUid}`, { token: w.seller.token })).status).toBe(200);
}
/** The keys of someone's unread notifications, from their own list. */
async function unreadKeys(user: TestUser): Promise<string[]> {
  const page = await json(await api.get('/private/notification?size=100', { token: user.token }));
  return (page.content ?? []).filter((n) => n['visualized'] === false).map((n) => n['key'] as string);
}
async function notificationStillUnread(w: World): Promise<void> {
  expect(await unreadKeys(w.seller)).toContain(w.notificationKey);
}
/** The visitor's conversation with the seller about the approved sale (written now). */
const VISITOR_REVIEW = {
  ratings: { health: 5, honesty: 5, communication: 4 },
  text: 'O cachorro estava saudável e tudo batia certo.',
};
/** An accepted visit of the world's visitor to another advert of its seller, yesterday. */
async function visitOf(w: World): Promise<string> {
  return pastVisit(ctx, await createSale(ctx, w.seller.uid), w.visitor.uid);
}

async function conversationOf(w: World): Promise<string> {
  const res = await api.post('/private/conversation', { saleUid: w.saleUid, body: 'Olá' }, { token: w.visitor.token });
  if (res.status !== 201) throw new Error(`conversation: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { conversationUid: string }).conversationUid;
}
const author = (w: World) => w.author;
const visitor = (w: World) => w.visitor;
/** A saved search of the visitor's. */
async function visitorSearch(w: World): Promise<string> {
  const res = await api.post('/private/saved-search', { filters: { species: 'CAT' } }, { token: w.visitor.token });
  if (res.status !== 201) throw new Error(`saved search: ${res.status}`);
  return ((await res.json()) as { uid: string }).uid;
}
/** A browser's subscription at Chrome's push service (a new device each time). */
const pushDevice = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'tBHItJI5svbpez7KI4CCXg' },
});
/** A device of the visitor's with push on. */
async function visitorDevice(w: World): Promise<string> {
  const res = await api.put('/private/push/device', pushDevice(), { token: w.visitor.token });
  if (res.status !== 200) throw new Error(`push device: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}
/** A private document of the seller's approved advert's health sheet (decision 215). */
async function sellerDocument(w: World): Promise<string> {
  const res = await api.post(
    `/private/my-sale/${w.saleUid}/health/document`,
    { kind: 'BOOKLET', name: 'boletim.pdf', data: TINY_PDF },
    { token: w.seller.token },
  );
  if (res.status !== 201) throw new Error(`health document: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { uid: string }).uid;
}
const editedSale = (images: string[]) => validSale(where, images, { title: 'Título alterado pelo teste' });

async function ownPhoto(caller: TestUser | undefined): Promise<string[]> {
  if (!caller) return [];
  const res = await api.post('/private/sale/file', { source: photo }, { token: caller.token });
  return [((await res.json()) as { uid: string }).uid];
}

const ROWS: Record<string, Row> = {
  // The person's own session and account: everyone signed in acts on their own, never on another's.
  'POST /authrefresh': { expect: self(200) },
  'POST /private/logout': {
    expect: self(204),
    check: async (w, role) => {
      if (role !== 'owner') expect((await api.get('/user-profile', { token: w.seller.token })).status).toBe(200);
    },
  },
  'GET /user-profile': {
    expect: self(200),
    check: async (w, role, res) => expect((await json(res)).uid).toBe(callerOf(w, role)!.uid),
  },
  'PUT /user-profile': {
    expect: self(200),
    call: () => ({ body: { name: 'Renomeado' } }),
    check: async (w, role) => {
      const seller = await json(await api.get('/user-profile', { token: w.seller.token }));
      expect(seller.name).toBe(role === 'owner' ? 'Renomeado' : 'Rita');
    },
  },
  'PUT /private/account/password': {
    expect: self(200),
    call: (_w, caller) => ({ body: { currentPassword: caller?.password ?? 'x', newPassword: 'OutraSenha2026' } }),
  },
  'PUT /private/account/avatar': { expect: self(200), call: () => ({ body: { image: photo } }) },
  'DELETE /private/account/avatar': { expect: self(200) },
  'GET /private/account/export': {
    expect: self(200),
    check: async (w, role, res) => expect(JSON.stringify(await res.json()).includes(w.saleUid)).toBe(role === 'owner'),
  },
  'POST /private/account/delete': {
    expect: self(204),
    call: (_w, caller) => ({ body: { password: caller?.password ?? 'x' } }),
    check: async (w, role) => {
      if (role !== 'owner') await sellerStillHas(w);
    },
  },
  // Notifications: own only.
  'GET /private/notification/count': {
    expect: self(200),
    // Each person's count is the number of unread notifications in their own list, and only the seller's include the seller's.
    check: async (w, role, res) => {
      const mine = await unreadKeys(callerOf(w, role)!);
      expect(await res.json()).toBe(mine.length);
      expect(mine.includes(w.notificationKey)).toBe(role === 'owner');
    },
  },
  'GET /private/notification': {
    expect: self(200),
    check: async (w, role, res) =>
      expect(JSON.stringify(await res.json()).includes(w.notificationKey)).toBe(role === 'owner'),
  },
  'PUT /private/notification/{key}': {
    expect: { anonymous: 401, other: 404, owner: 204, admin: 404 },
    call: (w) => ({ path: `/private/notification/${w.notificationKey}` }),
    check: async (w, role) => {
      if (role !== 'owner') await notificationStillUnread(w);
    },
  },
  'POST /private/notification/all': {
    expect: self(204),
    check: async (w, role) => {
      if (role !== 'owner') await notificationStillUnread(w);
    },
  },
  // Sales: the owner's; someone else's sale is not found (decision 065), admins included.
  'POST /private/sale': {
    expect: self(201),
    call: async (_w, caller) => ({ body: validSale(where, await ownPhoto(caller)) }),
  },
  'POST /private/sale/file': { expect: self(201), call: () => ({ body: { source: photo } }) },
  'GET /private/my-sale': {
    expect: self(200),
    check: async (w, role, res) => {
      const { items } = (await res.json()) as { items: { uid: string }[] };
      expect(items.some((s) => s.uid === w.saleUid)).toBe(role === 'owner');
    },
  },
  'GET /private/my-sale/{uid}': { expect: ownerOnly(200), call: (w) => ({ path: `/private/my-sale/${w.saleUid}` }) },
  'PUT /private/my-sale-edit/{uid}': {
    expect: ownerOnly(200),
    call: async (w, caller) => ({
      path: `/private/my-sale-edit/${w.saleUid}`,
      body: editedSale(await ownPhoto(caller)),
    }),
    check: async (w, role) => {
      const mine = await json(await api.get(`/private/my-sale/${w.saleUid}`, { token: w.seller.token }));
      expect(mine.title === 'Título alterado pelo teste').toBe(role === 'owner');
    },
  },
  'PUT /private/my-sale/{uid}/availability': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/private/my-sale/${w.saleUid}/availability`, body: { availability: 'SOLD' } }),
    check: async (w, role) => {
      const res = await api.get(`/public/sale?searchValue=${w.saleUid}`);
      expect(((await res.json()) as { availability: string }).availability).toBe(
        role === 'owner' ? 'SOLD' : 'AVAILABLE',
      );
    },
  },
  // Fresh adverts (issue 57, decision 219): only its seller confirms an advert is still available.
  'POST /private/my-sale/{uid}/confirm': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/private/my-sale/${w.saleUid}/confirm` }),
    check: async (w, role) => {
      const mine = await json(await api.get(`/private/my-sale/${w.saleUid}`, { token: w.seller.token }));
      expect(mine.confirmedAt !== mine.publishedAt).toBe(role === 'owner');
    },
  },
  // The health sheet (decision 215): its seller writes it; its seller and the moderators read it and its documents.
  'GET /private/sale/{uid}/health': {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: (w) => ({ path: `/private/sale/${w.saleUid}/health` }),
  },
  'PUT /private/my-sale/{uid}/health': {
    expect: ownerOnly(200),
    call: (w) => ({
      path: `/private/my-sale/${w.saleUid}/health`,
      body: { sheet: { dewormings: [{ date: '2026-02-01' }] } },
    }),
    check: async (w, role) => {
      const res = await api.get(`/private/sale/${w.saleUid}/health`, { token: w.seller.token });
      expect(((await res.json()) as { sheet: unknown }).sheet === null).toBe(role !== 'owner');
    },
  },
  'POST /private/my-sale/{uid}/health/document': {
    expect: ownerOnly(201),
    call: (w) => ({
      path: `/private/my-sale/${w.saleUid}/health/document`,
      body: { kind: 'BOOKLET', name: 'boletim.pdf', data: TINY_PDF },
    }),
  },
  'DELETE /private/my-sale/{uid}/health/document/{documentUid}': {
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/my-sale/${w.saleUid}/health/document/${await sellerDocument(w)}` }),
  },
  'GET /private/sale/health-document/{uid}': {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: async (w) => ({ path: `/private/sale/health-document/${await sellerDocument(w)}` }),
  },
  'PUT /private/my-sale/{uid}/animals': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/private/my-sale/${w.saleUid}/animals`, body: { animals: [newPuppy()] } }),
    check: async (w, role) => {
      // The sale is published: the owner's animals wait for the moderators (decision 197), in the owner's editor.
      const res = await api.get(`/private/my-sale/${w.saleUid}`, { token: w.seller.token });
      expect(((await res.json()) as { animals: unknown[] }).animals).toHaveLength(role === 'owner' ? 1 : 0);
    },
  },
  'PUT /private/my-sale/{uid}/animals/{animalUid}/state': {
    expect: ownerOnly(200),
    call: async (w) => {
      // The seller's litter of one; each caller then tries to mark it sold.
      const set = await api.put(
        `/private/my-sale/${w.saleUid}/animals`,
        { animals: [newPuppy()] },
        { token: w.seller.token },
      );
      const [puppy] = ((await set.json()) as { animals: { uid: string }[] }).animals;
      // Published by a moderator first (decision 197): only a published animal has a state.
      await api.put(`/private/admin/sale/${w.saleUid}/approve`, undefined, { token: w.admin.token });
      return { path: `/private/my-sale/${w.saleUid}/animals/${puppy!.uid}/state`, body: { state: 'SOLD' } };
    },
    check: async (w, role) => {
      const res = await api.get(`/public/sale?searchValue=${w.saleUid}`);
      const [puppy] = ((await res.json()) as { animals: { state: string }[] }).animals;
      expect(puppy?.state).toBe(role === 'owner' ? 'SOLD' : 'AVAILABLE');
    },
  },
  'DELETE /private/my-sale-delete/{uid}': {
    expect: ownerOnly(204),
    call: (w) => ({ path: `/private/my-sale-delete/${w.saleUid}` }),
    check: async (w, role) => {
      if (role !== 'owner') await sellerStillHas(w);
    },
  },
  // Favourites: anyone signed in may heart someone else's approved sale; the lists are one's own.
  'PUT /private/sale/update-favorite': {
    expect: { anonymous: 401, other: 200, owner: 200, admin: 200 },
    call: (w) => ({ body: { saleUid: w.saleUid, favorite: true } }),
  },
  'GET /private/sale/favorites': { expect: self(200) },
  'GET /private/sale/favorite-uids': { expect: self(200) },
  // Visits.
  'GET /private/booking/can-book': {
    expect: self(200),
    call: (w) => ({ path: `/private/booking/can-book?saleUid=${w.saleUid}` }),
    check: async (_w, role, res) => expect((await json(res)).canBook).toBe(role !== 'owner'),
  },
  // The signed-in part of the sale page: the owner gets counts, anyone else their own visit (none here).
  'GET /private/booking/sale-state': {
    expect: self(200),
    call: (w) => ({ path: `/private/booking/sale-state?saleUid=${w.saleUid}` }),
    check: async (_w, role, res) => expect((await json(res)).role).toBe(role === 'owner' ? 'owner' : 'visitor'),
  },
  'GET /private/booking/slots': {
    expect: self(200),
    call: (w) => ({ path: `/private/booking/slots?saleUid=${w.saleUid}` }),
  },
  // Not a route of its own: the same call on a sale only its owner (and admins) may see.
  'GET /private/booking/slots (pending sale)': {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: (w) => ({ path: `/private/booking/slots?saleUid=${w.pendingSaleUid}` }),
  },
  'POST /private/booking': {
    expect: { anonymous: 401, other: 201, owner: 409, admin: 201 },
    call: (w) => ({ body: { saleUid: w.saleUid, date: at(saturday, '12:00') } }),
  },
  'GET /private/booking': {
    owner: visitor,
    expect: self(200),
    check: async (w, role, res) =>
      expect(JSON.stringify(await res.json()).includes(w.bookingUid)).toBe(role === 'owner'),
  },
  'GET /private/booking/received': {
    expect: self(200),
    check: async (w, role, res) =>
      expect(JSON.stringify(await res.json()).includes(w.bookingUid)).toBe(role === 'owner'),
  },
  // One visit (decision 131): its seller (owner here) and an admin read it; its visitor too (below); others 404.
  'GET /private/booking/{uid}': {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: (w) => ({ path: `/private/booking/${w.bookingUid}` }),
    check: async (_w, role, res) => {
      if (res.status === 200) expect((await json(res)).viewerRole).toBe(role === 'owner' ? 'seller' : 'admin');
    },
  },
  'GET /private/booking/{uid} (its visitor)': {
    owner: visitor,
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: (w) => ({ path: `/private/booking/${w.bookingUid}` }),
    check: async (_w, role, res) => {
      if (role === 'owner') expect(await json(res)).toMatchObject({ viewerRole: 'visitor', clashes: [] });
    },
  },
  'PUT /private/booking/{uid}/accept': {
    expect: ownerOnly(200),
    call: (w) => ({ path: `/private/booking/${w.bookingUid}/accept` }),
  },
  'PUT /private/booking/{uid}/reject': {
    expect: ownerOnly(200),
    call: (w) => ({
      path: `/private/booking/${w.bookingUid}/reject`,
      body: { reason: 'Já não temos cachorros disponíveis.' },
    }),
  },
  'DELETE /private/booking/{uid}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: (w) => ({ path: `/private/booking/${w.bookingUid}` }),
  },
  'GET /private/booking/availability': { expect: self(200) },
  'PUT /private/booking/availability': { expect: self(200), call: () => ({ body: { hours: [], blockedDays: [] } }) },
  // Administration: admins only; the seller is the "owner" of the sale being moderated.
  'GET /private/admin/sale': { expect: adminOnly(200) },
  'PUT /private/admin/sale/{uid}/approve': {
    expect: adminOnly(200),
    call: (w) => ({ path: `/private/admin/sale/${w.pendingSaleUid}/approve` }),
  },
  'PUT /private/admin/sale/{uid}/reject': {
    expect: adminOnly(200),
    call: (w) => ({
      path: `/private/admin/sale/${w.pendingSaleUid}/reject`,
      body: { reason: 'Faltam fotografias reais do animal.' },
    }),
  },
  // An advert's risk flags (issue 57): the moderator marks them right or wrong; the seller is not one.
  'PUT /private/admin/sale/{uid}/flags': {
    expect: adminOnly(200),
    call: async (w) => {
      const [flag] = await ctx.db
        .insert(saleFlags)
        .values({ saleId: w.pendingSaleUid, kind: 'text', reason: 'risk-words', evidence: { words: [] } })
        .returning({ id: saleFlags.id });
      return {
        path: `/private/admin/sale/${w.pendingSaleUid}/flags`,
        body: { verdicts: [{ id: flag!.id, verdict: 'RIGHT' }] },
      };
    },
  },
  // Certification (decision 176): ending one early; the seller is not certified, so a moderator hears 409.
  'PUT /private/admin/user/{uid}/certification': {
    expect: adminOnly(409),
    call: (w) => ({ path: `/private/admin/user/${w.seller.uid}/certification`, body: { certified: false } }),
  },
  'GET /private/certification': { expect: self(200) },
  // Breeders apply: the seller is one; the other person and the admin are not.
  'POST /private/certification': {
    expect: { anonymous: 401, other: 403, owner: 201, admin: 403 },
    call: () => ({ body: APPLICATION }),
  },
  // A document: its applicant and staff read it; anyone else finds nothing.
  'GET /private/certification/document/{uid}': {
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    call: async (w) => {
      await applyFor(ctx, w.seller);
      const mine = await json(await api.get('/private/certification', { token: w.seller.token }));
      const application = mine['application'] as { documents: { uid: string }[] };
      return { path: `/private/certification/document/${application.documents[0]!.uid}` };
    },
  },
  'GET /private/admin/certification': { expect: adminOnly(200) },
  'POST /private/admin/certification/{uid}/decision': {
    expect: adminOnly(404),
    call: () => ({
      path: '/private/admin/certification/00000000-0000-4000-8000-000000000000/decision',
      body: { decision: 'APPROVE', reason: 'Registo confirmado.' },
    }),
  },
  'POST /private/admin/notification/global': {
    expect: adminOnly(201),
    call: () => ({ body: { title: 'Aviso', message: 'Manutenção.' } }),
  },
  // Articles: editors and admins; the "owner" is the editor who wrote the draft.
  'POST /private/admin/article': {
    owner: author,
    expect: editors(201),
    call: () => ({ body: { title: 'Outro artigo', summary: SUMMARY, body: 'Texto.' } }),
  },
  'GET /private/admin/article': { owner: author, expect: editors(200) },
  'GET /private/admin/article/{referenceKey}': {
    owner: author,
    expect: editors(200),
    call: (w) => ({ path: `/private/admin/article/${w.articleKey}` }),
  },
  'PUT /private/admin/article/{referenceKey}': {
    owner: author,
    expect: editors(200),
    call: (w) => ({
      path: `/private/admin/article/${w.articleKey}`,
      body: { title: 'Vacinas (revisto)', summary: SUMMARY, body: 'Texto.' },
    }),
  },
  'DELETE /private/admin/article/{referenceKey}': {
    owner: author,
    expect: editors(204),
    call: (w) => ({ path: `/private/admin/article/${w.articleKey}` }),
  },
  'PUT /private/admin/article/{referenceKey}/publish': {
    owner: author,
    expect: editors(200),
    call: (w) => ({ path: `/private/admin/article/${w.articleKey}/publish` }),
  },
  'PUT /private/admin/article/{referenceKey}/unpublish': {
    owner: author,
    expect: editors(200),
    call: (w) => ({ path: `/private/admin/article/${w.articleKey}/unpublish` }),
  },
  'POST /private/admin/article/preview': {
    owner: author,
    expect: editors(200),
    call: () => ({ body: { body: '**olá**' } }),
  },
  // Information pages (issue 20): editors and admins, as articles; "owner" is the editor.
  'GET /private/admin/info-page': { owner: author, expect: editors(200) },
  'POST /private/admin/info-page': {
    owner: author,
    expect: editors(201),
    call: (_w, caller) => ({
      body: {
        slug: `matriz-${caller?.uid.slice(0, 8) ?? 'visitante'}`,
        title: 'Página da matriz',
        description: 'Uma página escrita pelo teste de acessos.',
        body: 'Texto.',
      },
    }),
  },
  'POST /private/admin/info-page/preview': {
    owner: author,
    expect: editors(200),
    call: () => ({ body: { body: '**olá**' } }),
  },
  'GET /private/admin/info-page/{slug}': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/aboutus' }),
  },
  'PUT /private/admin/info-page/{slug}': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/aboutus', body: { title: 'Sobre a Patinhas' } }),
  },
  'PUT /private/admin/info-page/{slug}/publish': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/aboutus/publish' }),
  },
  'PUT /private/admin/info-page/{slug}/unpublish': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/partnerships/unpublish' }),
  },
  'GET /private/admin/info-page/{slug}/revisions': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/aboutus/revisions' }),
  },
  'POST /private/admin/info-page/{slug}/revisions/{number}/restore': {
    owner: author,
    expect: editors(200),
    call: async (w) => {
      // Revision 1 exists whichever cell runs first.
      await api.put('/private/admin/info-page/contacts', { title: 'Contactos (matriz)' }, { token: w.author.token });
      return { path: '/private/admin/info-page/contacts/revisions/1/restore' };
    },
  },
  'POST /private/admin/info-page/{slug}/restore-shipped': {
    owner: author,
    expect: editors(200),
    call: () => ({ path: '/private/admin/info-page/faqs/restore-shipped' }),
  },
  // Conversations (issue 17): "owner" is the visitor, who wrote to the seller from the approved sale. Only the two
  // people reach a conversation: anyone else, an admin too, gets 404 as for one that does not exist.
  'POST /private/conversation': {
    owner: visitor,
    expect: self(201),
    call: (w) => ({ body: { saleUid: w.saleUid, body: 'Olá! Ainda está disponível?' } }),
  },
  'GET /private/conversation': { owner: visitor, expect: self(200) },
  'GET /private/conversation/unread': { owner: visitor, expect: self(200) },
  'GET /private/conversation/sale/{uid}': {
    owner: visitor,
    expect: self(200),
    call: (w) => ({ path: `/private/conversation/sale/${w.saleUid}` }),
  },
  'GET /private/conversation/{uid}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}` }),
  },
  'GET /private/conversation/{uid}/message': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}/message` }),
  },
  'POST /private/conversation/{uid}/message': {
    owner: visitor,
    expect: ownerOnly(201),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}/message`, body: { body: 'Olá?' } }),
  },
  'POST /private/conversation/photo': { expect: self(201), call: () => ({ body: { source: photo } }) },
  // A photo of a message: the two people read it; anyone else, an admin too while nobody reported it, finds nothing.
  'GET /private/conversation/{uid}/photo/{key}/{name}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => {
      const uploaded = await api.post('/private/conversation/photo', { source: photo }, { token: w.visitor.token });
      const { key } = (await uploaded.json()) as { key: string };
      const uid = await conversationOf(w);
      const sent = await api.post(
        `/private/conversation/${uid}/message`,
        { body: '', photos: [key] },
        { token: w.visitor.token },
      );
      if (sent.status !== 201) throw new Error(`photo message: ${sent.status} ${await sent.text()}`);
      return { path: `/private/conversation/${uid}/photo/${key}/320.webp` };
    },
  },
  // Reviews of a visit (issue 38): "owner" is one of its two people; anyone else, an admin too, finds nothing.
  'GET /private/review/pending': { expect: self(200) },
  'GET /private/review/mine': { expect: self(200) },
  'GET /private/review/visit/{uid}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/private/review/visit/${await visitOf(w)}` }),
  },
  'POST /private/review/visit/{uid}': {
    owner: visitor,
    expect: ownerOnly(201),
    call: async (w) => ({ path: `/private/review/visit/${await visitOf(w)}`, body: VISITOR_REVIEW }),
  },
  // The answer is the reviewed seller's: anyone else is told it is not theirs.
  'POST /private/review/{uid}/answer': {
    expect: { anonymous: 401, other: 403, owner: 204, admin: 403 },
    call: async (w) => {
      const visit = await visitOf(w);
      const res = await api.post(`/private/review/visit/${visit}`, VISITOR_REVIEW, { token: w.visitor.token });
      const { uid } = (await res.json()) as { uid: string };
      await api.post(
        `/private/review/visit/${visit}`,
        { ratings: { punctuality: 5, respect: 5 } },
        { token: w.seller.token },
      );
      return { path: `/private/review/${uid}/answer`, body: { text: 'Obrigada pela visita!' } };
    },
  },
  'PUT /private/conversation/{uid}/read': {
    owner: visitor,
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}/read`, body: { upTo: 1 } }),
  },
  'PUT /private/conversation/{uid}/delivered': {
    owner: visitor,
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}/delivered`, body: { upTo: 1 } }),
  },
  'PUT /private/conversation/{uid}/block': {
    owner: visitor,
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/conversation/${await conversationOf(w)}/block`, body: { blocked: true } }),
  },
  'POST /private/report': {
    owner: visitor,
    expect: self(201),
    call: (w) => ({ body: { targetType: 'SALE', targetUid: w.saleUid, reason: 'SCAM' } }),
  },
  'GET /private/admin/report': { expect: adminOnly(200) },
  'GET /private/admin/appeal': { expect: adminOnly(200) },
  // An appeal names an advert of the caller that was taken down: the seller's approved one was not (409); anyone
  // else's is not theirs (404). Answering one that does not exist: 404 for moderators.
  'POST /private/my-sale/{uid}/appeal': {
    expect: ownerOnly(409),
    call: (w) => ({
      path: `/private/my-sale/${w.saleUid}/appeal`,
      body: { text: 'As fotografias são minhas, posso prová-lo.' },
    }),
  },
  'POST /private/admin/appeal/{uid}/decision': {
    expect: adminOnly(404),
    call: () => ({
      path: '/private/admin/appeal/00000000-0000-4000-8000-000000000000/decision',
      body: { decision: 'UPHOLD', reason: 'Fotografias copiadas.' },
    }),
  },
  // Test accounts are confirmed, as every account made before confirmation existed (decision 174).
  'POST /private/confirm-email': { expect: self(409) },
  'GET /private/saved-search': { expect: self(200) },
  'POST /private/saved-search': { expect: self(201), call: () => ({ body: { filters: { species: 'DOG' } } }) },
  // The visitor's own search: another person, even an admin, finds nothing to change.
  'PATCH /private/saved-search/{uid}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/private/saved-search/${await visitorSearch(w)}`, body: { paused: true } }),
  },
  'DELETE /private/saved-search/{uid}': {
    owner: visitor,
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/saved-search/${await visitorSearch(w)}` }),
  },
  'GET /private/push/device': { expect: self(200) },
  'PUT /private/push/device': { expect: self(200), call: () => ({ body: pushDevice() }) },
  // The visitor's own device: another person, even an admin, finds nothing to change.
  'PATCH /private/push/device/{uid}': {
    owner: visitor,
    expect: ownerOnly(200),
    call: async (w) => ({ path: `/private/push/device/${await visitorDevice(w)}`, body: { kinds: ['message'] } }),
  },
  'DELETE /private/push/device/{uid}': {
    owner: visitor,
    expect: ownerOnly(204),
    call: async (w) => ({ path: `/private/push/device/${await visitorDevice(w)}` }),
  },
  'POST /private/admin/report/decision': {
    expect: adminOnly(200),
    call: async (w) => {
      const filed = await api.post(
        '/private/report',
        { targetType: 'SALE', targetUid: w.saleUid, reason: 'SCAM' },
        { token: w.visitor.token },
      );
      if (filed.status !== 201) throw new Error(`report: ${filed.status}`);
      return { body: { targetType: 'SALE', targetUid: w.saleUid, decision: 'DISMISS', reason: 'Nada de errado.' } };
    },
  },
  'PUT /private/admin/user/{uid}/suspension': {
    expect: adminOnly(200),
    call: (w) => ({
      path: `/private/admin/user/${w.visitor.uid}/suspension`,
      body: { days: 7, reason: 'Pediu sinais antes de mostrar.' },
    }),
  },
  'DELETE /private/admin/user/{uid}/suspension': {
    expect: adminOnly(204),
    call: async (w, caller) => {
      // Only where the call can act: the anonymous world is shared by every row.
      if (!caller) return { path: `/private/admin/user/${w.visitor.uid}/suspension` };
      const suspended = await api.put(
        `/private/admin/user/${w.visitor.uid}/suspension`,
        { days: 7, reason: 'Pediu sinais antes de mostrar.' },
        { token: w.admin.token },
      );
      if (suspended.status !== 200) throw new Error(`suspension: ${suspended.status}`);
      return { path: `/private/admin/user/${w.visitor.uid}/suspension` };
    },
  },
  'GET /private/admin/user': {
    expect: adminOnly(200),
    call: () => ({ path: '/private/admin/user?q=Olga' }),
  },
  'GET /private/admin/user/{uid}': {
    expect: adminOnly(200),
    call: (w) => ({ path: `/private/admin/user/${w.visitor.uid}` }),
  },
  'PUT /private/admin/user/{uid}/role': {
    expect: adminOnly(200),
    call: (w) => ({ path: `/private/admin/user/${w.visitor.uid}/role`, body: { role: 'moderator' } }),
  },
  'GET /private/admin/moderation-log': {
    expect: adminOnly(200),
    call: (w) => ({ path: `/private/admin/moderation-log?targetType=SALE&targetUid=${w.saleUid}` }),
  },
  'POST /private/conversation/{uid}/visit-proposal': {
    expect: ownerOnly(201),
    call: async (w) => ({
      path: `/private/conversation/${await conversationOf(w)}/visit-proposal`,
      body: { date: at(saturday, '17:00') },
    }),
  },
  'POST /private/conversation/{uid}/visit-proposal/{messageId}/accept': {
    owner: visitor,
    expect: ownerOnly(201),
    call: async (w) => {
      const conversation = await conversationOf(w);
      // The visitor's own request would hold the one open visit they may have of this advert.
      await api.call('DELETE', `/private/booking/${w.bookingUid}`, { token: w.visitor.token });
      const proposed = await api.post(
        `/private/conversation/${conversation}/visit-proposal`,
        { date: at(saturday, '17:00') },
        { token: w.seller.token },
      );
      const { id } = (await proposed.json()) as { id: number };
      return { path: `/private/conversation/${conversation}/visit-proposal/${id}/accept` };
    },
  },
};

/** "GET /x (variant)" → "GET /x": a row may try a documented call in a second situation. */
const callOf = (row: string) => row.replace(/ \(.*\)$/, '');

let currentRow: Row | undefined;
let anonymousWorld: World | undefined;
function callerOf(w: World, role: Role): TestUser | undefined {
  if (role === 'anonymous') return undefined;
  if (role === 'other') return w.other;
  if (role === 'admin') return w.admin;
  return currentRow?.owner?.(w) ?? w.seller;
}

/** Every call that needs a session: under /private, or documented with a bearer security requirement. */
const doc = (await (await api.get('/openapi.json')).json()) as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
const privateCalls = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => path.startsWith('/private/') || (op.security?.length ?? 0) > 0)
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

beforeAll(async () => {
  where = await place(ctx, 'Lisboa', 'Sintra');
  photo = await photoBase64();
});

describe('access-control matrix', () => {
  it('has a row for every private and admin call of the OpenAPI document, and no row for a call that is gone', () => {
    expect(privateCalls.length).toBeGreaterThanOrEqual(40);
    expect(privateCalls.filter((c) => !(c in ROWS))).toEqual([]);
    expect(Object.keys(ROWS).filter((c) => !privateCalls.includes(callOf(c)))).toEqual([]);
  });

  const cells = Object.entries(ROWS).flatMap(([name, row]) => ROLES.map((role) => [name, role, row] as const));
  it.each(cells)('%s as %s', async (name, role, row) => {
    currentRow = row;
    // An anonymous call is refused before it touches anything: one world serves all of them.
    const w = role === 'anonymous' ? (anonymousWorld ??= await makeWorld()) : await makeWorld();
    const caller = callerOf(w, role);
    const [method, template] = callOf(name).split(' ') as [string, string];
    const { path = template, body } = (await row.call?.(w, caller)) ?? {};
    const res = await api.call(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(caller ? { token: caller.token } : {}),
    });
    const expected = row.expect[role];
    expect(res.status, `${name} as ${role}: ${await res.clone().text()}`).toBe(expected);
    if (res.status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
    // Whoever asks and whatever the answer, a browser keeps none of it (decision 195).
    expect(res.headers.get('cache-control'), name).toBe('no-store');
    if (role !== 'anonymous' && row.check) await row.check(w, role, res);
  });
});

describe('the other party of a visit', () => {
  // A visit has two owners with different rights: the seller decides, the visitor cancels.
  it.each([
    ['PUT', 'accept', 'visitor', 403],
    ['PUT', 'reject', 'visitor', 403],
    ['DELETE', '', 'seller', 403],
  ] as const)(
    '%s /private/booking/{uid}/%s as the %s: %i, and the visit stays pending',
    async (method, action, who, status) => {
      const w = await makeWorld();
      const caller = who === 'visitor' ? w.visitor : w.seller;
      const path = `/private/booking/${w.bookingUid}${action ? `/${action}` : ''}`;
      const body = action === 'reject' ? { reason: 'Já não temos cachorros disponíveis.' } : undefined;
      const res = await api.call(method, path, { token: caller.token, ...(body ? { body } : {}) });
      expect(res.status).toBe(status);
      const asked = JSON.stringify(await (await api.get('/private/booking', { token: w.visitor.token })).json());
      expect(asked).toContain(w.bookingUid);
      expect(asked).toContain('PENDING');
    },
  );
});

describe('privileges come from the server, never from the request', () => {
  it('ignores role, certification and identity fields sent with a profile edit', async () => {
    const user = await signUp(ctx);
    const victim = await signUp(ctx);
    const res = await api.put(
      '/user-profile',
      { name: 'Mallory', role: 'admin', certified: true, uid: victim.uid, email: victim.email, tokenVersion: 99 },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect((await json(res)).name).toBe('Mallory');
    const me = await json(await api.get('/user-profile', { token: user.token }));
    expect({ uid: me.uid, role: me.role, certified: me.certified, email: me.email }).toEqual({
      uid: user.uid,
      role: 'user',
      certified: false,
      email: user.email,
    });
    expect((await json(await api.get('/user-profile', { token: victim.token }))).name).toBe('Ana');
    expect((await api.get('/private/admin/sale', { token: user.token })).status).toBe(403);
    expect((await api.get('/user-profile', { token: user.token })).status).toBe(200);
  });
});
