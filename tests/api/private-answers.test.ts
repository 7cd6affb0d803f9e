// Issue 52, finding 5 (decision 195): nothing a person reads signed in stays in the browser. Every call of the OpenAPI
// document that needs a session answers `Cache-Control: no-store`, whatever it answers (the document is walked, so a
// call added later cannot forget it); the private files (a conversation's photos, certification documents) too;
// public answers keep their caches; and sign-out's answer tells the browser to clear what it holds of the site.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { testApi } from '../helpers/api.ts';
import { applyFor } from '../helpers/certification.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { createSale } from './bookings-fixtures.ts';
import { breeder, photoBase64 } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const doc = (await (await api.get('/openapi.json')).json()) as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
/** Every call that needs a session: under /private, or documented with a bearer security requirement. */
const privateCalls = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => path.startsWith('/private/') || (op.security?.length ?? 0) > 0)
    .map(([method]) => [method.toUpperCase(), path] as const),
);

/** A path of the document with a value in each parameter: names nothing of the caller's, which is the point. */
const filled = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    name === 'name' ? '320.webp' : name === 'number' || name === 'messageId' ? '1' : randomUUID(),
  );
const withBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

let photo: string;
beforeAll(async () => {
  photo = await photoBase64();
});

describe('answers of calls that need a session', () => {
  it('the document has them: those the person reads are among them', () => {
    const calls = privateCalls.map(([method, path]) => `${method} ${path}`);
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /user-profile',
        'POST /authrefresh',
        'GET /private/notification',
        'GET /private/conversation/{uid}/message',
        'GET /private/conversation/{uid}/photo/{key}/{name}',
        'GET /private/certification/document/{uid}',
        'GET /private/sale/favorites',
        'GET /private/my-sale',
        'GET /private/booking',
      ]),
    );
  });

  it.each(privateCalls)('%s %s: no-store, anonymous and signed in, whatever it answers', async (method, path) => {
    const url = filled(path);
    const body = withBody(method) ? {} : undefined;
    const anonymous = await api.call(method, url, body === undefined ? {} : { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    // A fresh person each time: sign-out or a deletion cannot spoil the next call's token.
    const person = await signUp(ctx);
    const signedIn = await api.call(method, url, { token: person.token, ...(body === undefined ? {} : { body }) });
    expect(signedIn.status, await signedIn.clone().text()).toBeLessThan(500);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('what a person reads answers 200 with no-store: profile, notifications, sales, favourites, visits, conversations', async () => {
    const seller = await breeder(ctx);
    const buyer = await signUp(ctx, { name: 'Vasco' });
    const saleUid = await createSale(ctx, seller.uid);
    const started = await api.post(
      '/private/conversation',
      { saleUid, body: 'Olá! Ainda está disponível?' },
      { token: buyer.token },
    );
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    const reads: [string, TestUser][] = [
      ['/user-profile', buyer],
      ['/private/notification?page=0&size=20', seller],
      ['/private/notification/count', seller],
      ['/private/conversation', buyer],
      [`/private/conversation/${conversationUid}/message`, buyer],
      ['/private/sale/favorites', buyer],
      ['/private/my-sale', seller],
      ['/private/booking', buyer],
      ['/private/booking/received', seller],
      ['/private/account/export', buyer],
    ];
    for (const [path, person] of reads) {
      const res = await api.get(path, { token: person.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const refreshed = await api.post('/authrefresh', undefined, { token: buyer.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('private files', () => {
  it("a conversation's photo is read with the token and never kept (it was kept a day)", async () => {
    const seller = await breeder(ctx);
    const buyer = await signUp(ctx);
    const saleUid = await createSale(ctx, seller.uid);
    const uploaded = await api.post('/private/conversation/photo', { source: photo }, { token: buyer.token });
    const { key } = (await uploaded.json()) as { key: string };
    const started = await api.post('/private/conversation', { saleUid, body: 'A mãe.' }, { token: buyer.token });
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    const sent = await api.post(
      `/private/conversation/${conversationUid}/message`,
      { body: '', photos: [key] },
      { token: buyer.token },
    );
    expect(sent.status).toBe(201);
    for (const person of [buyer, seller]) {
      const res = await api.get(`/private/conversation/${conversationUid}/photo/${key}/320.webp`, {
        token: person.token,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a certification document is never kept', async () => {
    const seller = await breeder(ctx);
    await applyFor(ctx, seller);
    const mine = (await (await api.get('/private/certification', { token: seller.token })).json()) as {
      application: { documents: { uid: string }[] };
    };
    const res = await api.get(`/private/certification/document/${mine.application.documents[0]!.uid}`, {
      token: seller.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("an advert's photo, public, is still kept forever", async () => {
    const seller = await breeder(ctx);
    const uploaded = await api.post('/private/sale/file', { source: photo }, { token: seller.token });
    const { uid } = (await uploaded.json()) as { uid: string };
    const files = createFilesRoute(async () => ctx);
    const res = await files.request(`/${uid}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('public answers keep their caches', () => {
  it('listings, reference data and an approved advert are unchanged, with or without a token', async () => {
    const seller = await breeder(ctx);
    const saleUid = await createSale(ctx, seller.uid);
    for (const token of [undefined, seller.token]) {
      const options = token ? { token } : {};
      expect((await api.get('/public/sales', options)).headers.get('cache-control')).toBe('public, no-cache');
      expect((await api.get('/public/location', options)).headers.get('cache-control')).toBe('public, max-age=3600');
      const sale = await api.get(`/public/sale?searchValue=${saleUid}`, options);
      expect(sale.status).toBe(200);
      expect(sale.headers.get('cache-control')).toBe('public, no-cache');
    }
  });

  it("an advert its owner reads while it waits for the moderators is the owner's alone: never kept", async () => {
    const seller = await breeder(ctx);
    const pending = await createSale(ctx, seller.uid, { status: 'PENDING' });
    const res = await api.get(`/public/sale?searchValue=${pending}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('sign-out', () => {
  const CLEARS = '"cache", "storage"';

  it('tells the browser to clear its cache and the site storage, also when the token was already dead', async () => {
    const person = await signUp(ctx);
    const out = await api.post('/private/logout', undefined, { token: person.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('clear-site-data')).toBe(CLEARS);
    expect(out.headers.get('cache-control')).toBe('no-store');
    // Signed out elsewhere first: this browser still holds that person's answers.
    const again = await api.post('/private/logout', undefined, { token: person.token });
    expect(again.status).toBe(401);
    expect(again.headers.get('clear-site-data')).toBe(CLEARS);
  });

  it("clears nothing for a call without a token (another site's page cannot send one) nor for other calls", async () => {
    const anonymous = await api.post('/private/logout');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('clear-site-data')).toBeNull();
    const person = await signUp(ctx);
    const profile = await api.get('/user-profile', { token: person.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('clear-site-data')).toBeNull();
  });
});
