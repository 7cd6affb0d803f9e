// Bodies that name nothing: every operation whose JSON body requires no field (through $ref and allOf), sent
// `{}`, a body of unknown fields only and, where the body is optional, no body, with its own method, answers
// like any other call (2xx) and changes nothing it was not asked to change. An operation in the document
// without a row here fails the first test, so a new one cannot ship a 500 from an empty update.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { at, book, createSale, nextWeekday, setHours } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

interface Case {
  /** The caller entitled to the call and the concrete path, made fresh for each body. */
  prepare: () => Promise<{ token: string; path: string; read: () => Promise<unknown> }>;
  /** What an empty body leaves: the same resource as before, or a given state. */
  expectAfter: (before: unknown, after: unknown) => void;
}

const unchanged = (before: unknown, after: unknown) => expect(after).toEqual(before);

async function getJson(path: string, token?: string): Promise<unknown> {
  const res = await api.get(path, token ? { token } : {});
  expect(res.status).toBe(200);
  return res.json();
}

const CASES: Record<string, Case> = {
  'put /user-profile': {
    prepare: async () => {
      const user = await signUp(ctx, { name: 'Rita' });
      return { token: user.token, path: '/user-profile', read: () => getJson('/user-profile', user.token) };
    },
    expectAfter: unchanged,
  },
  'put /private/admin/article/{referenceKey}': {
    prepare: async () => {
      const editor = await signUp(ctx, { role: 'editor', name: 'Eva' });
      const created = await api.post(
        '/private/admin/article',
        { title: 'Vacinas', summary: 'O calendário de vacinação de cachorros e gatinhos explicado.', body: 'Texto.' },
        { token: editor.token },
      );
      expect(created.status).toBe(201);
      const { referenceKey } = (await created.json()) as { referenceKey: string };
      const path = `/private/admin/article/${referenceKey}`;
      return { token: editor.token, path, read: () => getJson(path, editor.token) };
    },
    expectAfter: unchanged,
  },
  'put /private/admin/info-page/{slug}': {
    // A save that names nothing keeps the page, and keeps no revision.
    prepare: async () => {
      const editor = await signUp(ctx, { role: 'editor', name: 'Eva' });
      const slug = `vazia-${Date.now()}`;
      const created = await api.post(
        '/private/admin/info-page',
        { slug, title: 'Página vazia', description: 'Uma página que nada muda.', body: 'Texto.' },
        { token: editor.token },
      );
      expect(created.status).toBe(201);
      const path = `/private/admin/info-page/${slug}`;
      const read = async () => ({
        page: await getJson(path, editor.token),
        revisions: await getJson(`${path}/revisions`, editor.token),
      });
      return { token: editor.token, path, read };
    },
    expectAfter: unchanged,
  },
  'patch /private/saved-search/{uid}': {
    prepare: async () => {
      const buyer = await signUp(ctx, { name: 'Beatriz' });
      const created = await api.post('/private/saved-search', { filters: { species: 'CAT' } }, { token: buyer.token });
      expect(created.status).toBe(201);
      const { uid } = (await created.json()) as { uid: string };
      const read = async () =>
        ((await getJson('/private/saved-search', buyer.token)) as { uid: string }[]).find((s) => s.uid === uid);
      return { token: buyer.token, path: `/private/saved-search/${uid}`, read };
    },
    expectAfter: unchanged,
  },
  'put /private/booking/{uid}/reject': {
    // Declining without a reason is the call's whole point: the visit is declined, nothing else changes.
    prepare: async () => {
      const seller: TestUser = await signUp(ctx, { name: 'Sara' });
      const visitor = await signUp(ctx, { name: 'Vasco' });
      const saleUid = await createSale(ctx, seller.uid);
      await setHours(api, seller.token);
      const uid = await book(api, visitor.token, saleUid, at(nextWeekday(6), '11:00'));
      const read = async () => {
        const page = (await getJson('/private/booking/received?page=0&size=20', seller.token)) as {
          content: { uid: string; status: string; rejectReason?: string | null }[];
        };
        return page.content.find((b) => b.uid === uid);
      };
      return { token: seller.token, path: `/private/booking/${uid}/reject`, read };
    },
    expectAfter: (before, after) => {
      expect(after).toMatchObject({ status: 'REJECTED' });
      expect((after as { rejectReason?: unknown }).rejectReason ?? null).toBeNull();
      expect(before).toMatchObject({ status: 'PENDING' });
    },
  },
};

type Schema = { $ref?: string; required?: string[]; type?: string; allOf?: Schema[] };
type Doc = {
  paths: Record<
    string,
    Record<string, { requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};

const doc = (await (await api.get('/openapi.json')).json()) as Doc;

/** The fields a schema requires, through references and allOf (an extended schema is an allOf). */
function requiredFields(schema: Schema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return requiredFields(doc.components.schemas[schema.$ref.split('/').pop()!]);
  const parts = (schema.allOf ?? []).map(requiredFields);
  if (parts.some((p) => p === undefined)) return undefined;
  if (schema.type !== 'object' && !schema.allOf) return undefined;
  return [...(schema.required ?? []), ...(parts as string[][]).flat()];
}

/** "put /path" → whether its body may be left out, for every operation whose JSON body requires no field. */
function operationsWithoutRequiredFields(): Map<string, { optionalBody: boolean }> {
  const found = new Map<string, { optionalBody: boolean }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const json = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => /json/.test(type));
      if (requiredFields(json?.[1].schema)?.length === 0)
        found.set(`${method} ${path}`, { optionalBody: operation.requestBody?.required !== true });
    }
  }
  return found;
}

const EMPTY = operationsWithoutRequiredFields();

describe('a body that names no field', () => {
  it('has a case for every operation of the document whose body requires nothing', () => {
    expect(EMPTY.size).toBeGreaterThanOrEqual(3);
    expect([...EMPTY.keys()].sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const [operation, { prepare, expectAfter }] of Object.entries(CASES)) {
    const bodies: [string, unknown][] = [
      ['{}', {}],
      ['unknown fields only', { nickname: 'x', '': 1 }],
      // A body the document lets a client leave out is sent not at all too.
      ...(EMPTY.get(operation)?.optionalBody ? [['no body', undefined] as [string, unknown]] : []),
    ];
    for (const [label, body] of bodies) {
      it(`${operation} with ${label} answers 2xx and changes nothing else`, async () => {
        const { token, path, read } = await prepare();
        const before = await read();
        const method = operation.split(' ')[0]!.toUpperCase();
        const res = await api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
        expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
        expectAfter(before, await read());
      });
    }
  }
});
