// Information pages over the real API (issue 20): who may do what, slug rules, create, edit, publish,
// unpublish, revisions, restores, and what visitors then get (decisions 153, 154).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../src/lib/documents/addresses.ts';
import { publishedInfoPages } from '../../src/server/domain/documents/info-pages/pages.ts';
import { shippedPage } from '../../src/server/domain/documents/info-pages/shipped.ts';
import { useEditorialTests } from './editorial-fixtures.ts';

const { ctx, team, expectEditorsOnly, get, post, put, call } = await useEditorialTests();

type Body = Record<string, unknown>;
const page = (over: Body = {}) => ({
  slug: 'campanha-de-vacinacao',
  title: 'Campanha de vacinação',
  description: 'Vacinação a preço reduzido para cães e gatos durante novembro.',
  body: '## Quando\n\nDurante todo o mês de **novembro**.',
  order: 8,
  inFooter: true,
  ...over,
});

async function create(over: Body = {}, token = team.editor.token): Promise<string> {
  const res = await post('/private/admin/info-page', page(over), { token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { slug: string }).slug;
}
const live = async () => (await publishedInfoPages(ctx)).map((p) => p.slug);
const editable = async (slug: string, token = team.editor.token) =>
  (await (await get(`/private/admin/info-page/${slug}`, { token })).json()) as Body;

describe('who may do what', () => {
  const calls: [string, string, (slug: string) => string, Body | undefined][] = [
    ['list', 'GET', () => '/private/admin/info-page', undefined],
    ['create', 'POST', () => '/private/admin/info-page', page({ slug: 'outra-pagina' })],
    ['read for editing', 'GET', (s) => `/private/admin/info-page/${s}`, undefined],
    ['edit', 'PUT', (s) => `/private/admin/info-page/${s}`, { title: 'Outro título' }],
    ['publish', 'PUT', (s) => `/private/admin/info-page/${s}/publish`, undefined],
    ['unpublish', 'PUT', (s) => `/private/admin/info-page/${s}/unpublish`, undefined],
    ['history', 'GET', (s) => `/private/admin/info-page/${s}/revisions`, undefined],
    ['restore a revision', 'POST', (s) => `/private/admin/info-page/${s}/revisions/1/restore`, undefined],
    ['restore the shipped text', 'POST', () => '/private/admin/info-page/faqs/restore-shipped', undefined],
    ['preview', 'POST', () => '/private/admin/info-page/preview', { body: '# x' }],
  ];

  it.each(calls)(
    '%s: 401 for a visitor, 403 for a user, allowed for an editor and an admin',
    async (name, method, path, body) => {
      const slug = await create();
      const as = (token?: string, extra: Body = {}) =>
        call(method, path(slug), { ...(body ? { body: { ...body, ...extra } } : {}), ...(token ? { token } : {}) });
      await expectEditorsOnly(as);
      const again = name === 'create' ? { slug: 'pagina-do-admin' } : {};
      expect((await as(team.admin.token, again)).status).toBeLessThan(300);
    },
  );

  it('a user can neither create nor change a page: nothing of theirs reaches the site', async () => {
    await create();
    expect(
      (await post('/private/admin/info-page', page({ slug: 'intruso' }), { token: team.reader.token })).status,
    ).toBe(403);
    expect(
      (await put('/private/admin/info-page/campanha-de-vacinacao', { title: 'Alterado' }, { token: team.reader.token }))
        .status,
    ).toBe(403);
    expect(await live()).not.toContain('intruso');
    expect((await editable('campanha-de-vacinacao'))['title']).toBe('Campanha de vacinação');
  });
});

describe('addresses', () => {
  it('refuses the site’s own routes, with the reason under errors.slug', async () => {
    for (const slug of ['sales', 'blog', 'home', 'login', 'admin', 'api', 'ws', 'files', 'user-dashboard', 'sitemap']) {
      const res = await post('/private/admin/info-page', page({ slug }), { token: team.editor.token });
      expect(res.status, slug).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { slug: 'info-page.error.slug-reserved' } });
    }
  });

  it('reserves every route of src/pages', () => {
    const routes = readdirSync(new URL('../../src/pages', import.meta.url))
      // Dynamic routes ([info], [...path], sitemap-[n].xml) are no fixed first segment.
      .filter((name) => !name.includes('['))
      .map((name) => name.replace(/\..*$/, ''));
    for (const route of routes) expect(RESERVED_SLUGS, route).toContain(route);
  });

  it('refuses unsafe characters and shapes, and an address already taken by a file or a page', async () => {
    for (const slug of [
      'Maiusculas',
      'com espaço',
      'acentuação',
      '../etc',
      'a/b',
      '-inicio',
      'fim-',
      'dois--hifens',
      'x',
      'a'.repeat(81),
      '<script>',
      'ponto.md',
      '',
    ]) {
      const res = await post('/private/admin/info-page', page({ slug }), { token: team.editor.token });
      expect(res.status, slug).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { slug: 'info-page.error.slug' } });
    }
    await create();
    for (const slug of ['campanha-de-vacinacao', 'faqs', 'terms']) {
      const res = await post('/private/admin/info-page', page({ slug, title: 'Repetida' }), {
        token: team.editor.token,
      });
      expect(res.status, slug).toBe(409);
      expect(await res.json()).toEqual({
        status: 409,
        message: 'info-page.error.slug-taken',
        errors: { slug: 'info-page.error.slug-taken' },
      });
    }
    expect((await editable('campanha-de-vacinacao'))['title']).toBe('Campanha de vacinação');
    expect((await editable('faqs'))['origin']).toBe('shipped');
  });

  it('refuses a bad title, description, body or order with one key per field, and keeps nothing', async () => {
    const res = await post(
      '/private/admin/info-page',
      page({ title: 'x', description: 'curta', body: '   ', order: -1 }),
      { token: team.editor.token },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: {
        title: 'info-page.error.title',
        description: 'info-page.error.description',
        body: 'article.error.body',
        order: 'info-page.error.order',
      },
    });
    expect(await live()).not.toContain('campanha-de-vacinacao');
  });

  it('answers 404 for an address that cannot be a page or is no page', async () => {
    for (const slug of ['nao-existe', 'Maiusculas', '%3Cscript%3E', 'a'.repeat(200)]) {
      const res = await get(`/private/admin/info-page/${slug}`, { token: team.editor.token });
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
    }
  });
});

describe('writing', () => {
  it('creates a live page in the footer list, sanitised, with revision 1 by its author', async () => {
    const res = await post(
      '/private/admin/info-page',
      page({
        body: '## Quando\n\n<script>alert(1)</script>\n\n[ligação](javascript:alert(1))\n\n<details><summary>Mais</summary>Texto</details>',
      }),
      { token: team.editor.token },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ slug: 'campanha-de-vacinacao', status: 'PUBLISHED', revision: 1 });
    const shown = (await publishedInfoPages(ctx)).find((p) => p.slug === 'campanha-de-vacinacao')!;
    expect(shown).toMatchObject({ title: 'Campanha de vacinação', inFooter: true, order: 8 });
    expect(shown.html).toContain('<h2>Quando</h2>');
    expect(shown.html).toContain('<details><summary>Mais</summary>Texto</details>');
    expect(shown.html).not.toMatch(/<script|alert|href="javascript/);
    expect(shown.html).toContain('<a>ligação</a>');
    expect(new Date(shown.updated).toDateString()).toBe(new Date().toDateString());

    const history = (await (
      await get('/private/admin/info-page/campanha-de-vacinacao/revisions', { token: team.editor.token })
    ).json()) as Body[];
    expect(history).toEqual([
      expect.objectContaining({
        number: 1,
        kind: 'create',
        title: 'Campanha de vacinação',
        author: { uid: team.editor.uid, name: 'Eva', surname: 'Silva' },
      }),
    ]);
  });

  it('keeps a draft off the site until it is published', async () => {
    await create({ publish: false });
    expect(await live()).not.toContain('campanha-de-vacinacao');
    expect(await editable('campanha-de-vacinacao')).toMatchObject({ status: 'DRAFT', updated: null, origin: 'new' });
    const res = await put('/private/admin/info-page/campanha-de-vacinacao/publish', undefined, {
      token: team.editor.token,
    });
    expect(await res.json()).toEqual({ slug: 'campanha-de-vacinacao', status: 'PUBLISHED', revision: null });
    expect(await live()).toContain('campanha-de-vacinacao');
  });

  it('edits a page: each change is a revision, a save that changes nothing is none, and the address stays', async () => {
    await create();
    const edit = await put(
      '/private/admin/info-page/campanha-de-vacinacao',
      { title: 'Campanha de vacinação 2026', body: '## Novo\n\nTexto.' },
      { token: team.admin.token },
    );
    expect(await edit.json()).toEqual({ slug: 'campanha-de-vacinacao', status: 'PUBLISHED', revision: 2 });
    const same = await put(
      '/private/admin/info-page/campanha-de-vacinacao',
      { title: 'Campanha de vacinação 2026' },
      { token: team.editor.token },
    );
    expect(await same.json()).toMatchObject({ revision: null });
    expect(await editable('campanha-de-vacinacao')).toMatchObject({
      title: 'Campanha de vacinação 2026',
      description: 'Vacinação a preço reduzido para cães e gatos durante novembro.',
      source: '## Novo\n\nTexto.',
      html: '<h2>Novo</h2>\n<p>Texto.</p>',
    });
    const history = (await (
      await get('/private/admin/info-page/campanha-de-vacinacao/revisions', { token: team.editor.token })
    ).json()) as Body[];
    expect(history.map((r) => [r['number'], r['kind'], (r['author'] as Body)['name']])).toEqual([
      [2, 'edit', 'Helena'],
      [1, 'create', 'Eva'],
    ]);
    const bad = await put(
      '/private/admin/info-page/campanha-de-vacinacao',
      { title: '', order: 1.5 },
      { token: team.editor.token },
    );
    expect(bad.status).toBe(400);
    expect((await editable('campanha-de-vacinacao'))['title']).toBe('Campanha de vacinação 2026');
  });

  it('unpublishes a page (off the published list) and publishes it again', async () => {
    await create();
    const off = await put('/private/admin/info-page/campanha-de-vacinacao/unpublish', undefined, {
      token: team.editor.token,
    });
    expect(await off.json()).toMatchObject({ status: 'DRAFT' });
    expect(await live()).not.toContain('campanha-de-vacinacao');
    await put('/private/admin/info-page/campanha-de-vacinacao/publish', undefined, { token: team.editor.token });
    expect(await live()).toContain('campanha-de-vacinacao');
    expect(
      (await put('/private/admin/info-page/nao-existe/publish', undefined, { token: team.editor.token })).status,
    ).toBe(404);
  });

  it('restores an earlier revision as a new one, and says 404 for a revision that does not exist', async () => {
    await create();
    await put(
      '/private/admin/info-page/campanha-de-vacinacao',
      { title: 'Título novo', inFooter: false },
      { token: team.editor.token },
    );
    const res = await post('/private/admin/info-page/campanha-de-vacinacao/revisions/1/restore', undefined, {
      token: team.editor.token,
    });
    expect(await res.json()).toEqual({ slug: 'campanha-de-vacinacao', status: 'PUBLISHED', revision: 3 });
    expect(await editable('campanha-de-vacinacao')).toMatchObject({ title: 'Campanha de vacinação', inFooter: true });
    const history = (await (
      await get('/private/admin/info-page/campanha-de-vacinacao/revisions', { token: team.editor.token })
    ).json()) as Body[];
    expect(history[0]).toMatchObject({ number: 3, kind: 'restore', restoredFrom: 1 });
    expect(
      (
        await post('/private/admin/info-page/campanha-de-vacinacao/revisions/9/restore', undefined, {
          token: team.editor.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post('/private/admin/info-page/campanha-de-vacinacao/revisions/0/restore', undefined, {
          token: team.editor.token,
        })
      ).status,
    ).toBe(400);
  });
});

describe('the shipped pages', () => {
  it('lists every file as a live, untouched page with an empty history', async () => {
    const list = (await (await get('/private/admin/info-page', { token: team.editor.token })).json()) as Body[];
    expect(list.map((p) => p['slug'])).toEqual([
      'aboutus',
      'terms',
      'privacy-policy',
      'responsible-breeder',
      'responsible-tutor',
      'contacts',
      'partnerships',
      'faqs',
    ]);
    expect(list.every((p) => p['status'] === 'PUBLISHED' && p['origin'] === 'shipped' && p['shipped'])).toBe(true);
    expect(list.filter((p) => p['inFooter']).length).toBe(7);
    expect(await (await get('/private/admin/info-page/faqs/revisions', { token: team.editor.token })).json()).toEqual(
      [],
    );
  });

  it('an edit overrides the file; restoring the shipped text brings the file back, live, and keeps the history', async () => {
    const res = await put(
      '/private/admin/info-page/contacts',
      { body: '## Novo contacto\n\nEscreva-nos.' },
      { token: team.editor.token },
    );
    expect(await res.json()).toEqual({ slug: 'contacts', status: 'PUBLISHED', revision: 1 });
    expect(await editable('contacts')).toMatchObject({
      origin: 'edited',
      title: 'Contactos',
      source: '## Novo contacto\n\nEscreva-nos.',
    });
    expect((await publishedInfoPages(ctx)).find((p) => p.slug === 'contacts')?.html).toContain('Novo contacto');

    const back = await post('/private/admin/info-page/contacts/restore-shipped', undefined, {
      token: team.editor.token,
    });
    expect(await back.json()).toEqual({ slug: 'contacts', status: 'PUBLISHED', revision: 2 });
    expect(await editable('contacts')).toMatchObject({ origin: 'shipped', source: shippedPage('contacts')!.source });
    expect((await publishedInfoPages(ctx)).find((p) => p.slug === 'contacts')?.html).toBeNull();
    const history = (await (
      await get('/private/admin/info-page/contacts/revisions', { token: team.editor.token })
    ).json()) as Body[];
    expect(history.map((r) => r['kind'])).toEqual(['shipped', 'edit']);
  });

  it('a shipped page can be taken off and comes back with its file', async () => {
    await put('/private/admin/info-page/partnerships/unpublish', undefined, { token: team.editor.token });
    expect(await live()).not.toContain('partnerships');
    await post('/private/admin/info-page/partnerships/restore-shipped', undefined, { token: team.editor.token });
    expect(await live()).toContain('partnerships');
  });

  it('a page written in the browser has no shipped text to go back to', async () => {
    await create();
    const res = await post('/private/admin/info-page/campanha-de-vacinacao/restore-shipped', undefined, {
      token: team.editor.token,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: 409, message: 'info-page.error.not-shipped' });
    expect(await live()).toContain('campanha-de-vacinacao');
  });
});

describe('preview', () => {
  it('renders Markdown as the page will show it, sanitised', async () => {
    const res = await post(
      '/private/admin/info-page/preview',
      { body: '# Título\n\n<img src=x onerror=alert(1)>' },
      { token: team.editor.token },
    );
    expect(await res.json()).toEqual({ html: '<h2>Título</h2>' });
  });
});
