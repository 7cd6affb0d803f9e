// Articles over the real API: who may write, what the public sees, hostile bodies made inert, and ARTICLE_CREATED to everyone.
import fc from 'fast-check';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, files, notifications } from '../../src/server/db/schema.ts';
import { ARTICLE_TAGS } from '../../src/server/domain/documents/render.ts';
import { signUp } from '../helpers/context.ts';
import { useEditorialTests } from './editorial-fixtures.ts';

const { ctx, team, expectEditorsOnly, get, post, put, call } = await useEditorialTests();
const del = (path: string, token?: string) => call('DELETE', path, token ? { token } : {});

type Body = Record<string, unknown>;
const article = (over: Body = {}) => ({
  title: 'Vacinas do primeiro ano',
  summary: 'O calendário de vacinação de cachorros e gatinhos explicado.',
  body: '## Porque vacinar\n\nAs vacinas **protegem** o seu animal.',
  ...over,
});

async function publish(over: Body = {}, token = team.editor.token): Promise<string> {
  const res = await post('/private/admin/article', article(over), { token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { referenceKey: string }).referenceKey;
}

const jpegBase64 = async (width = 800, height = 450) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');

describe('who may write', () => {
  const writes: [string, string, (key: string) => string, Body | undefined][] = [
    ['create', 'POST', () => '/private/admin/article', article()],
    ['list all', 'GET', () => '/private/admin/article', undefined],
    ['read for editing', 'GET', (k) => `/private/admin/article/${k}`, undefined],
    ['edit', 'PUT', (k) => `/private/admin/article/${k}`, { title: 'Outro título' }],
    ['publish', 'PUT', (k) => `/private/admin/article/${k}/publish`, undefined],
    ['unpublish', 'PUT', (k) => `/private/admin/article/${k}/unpublish`, undefined],
    ['preview', 'POST', () => '/private/admin/article/preview', { body: '# x' }],
    ['delete', 'DELETE', (k) => `/private/admin/article/${k}`, undefined],
  ];

  it.each(writes)(
    '%s: 401 without a token, 403 for a plain user, allowed for an editor and an admin',
    async (_, method, path, body) => {
      const key = await publish();
      const as = (token?: string) =>
        call(method, path(key), { ...(body ? { body } : {}), ...(token ? { token } : {}) });
      await expectEditorsOnly(as);
      const again = method === 'DELETE' ? await publish({ title: 'De novo' }, team.admin.token) : key;
      expect(
        (await call(method, path(again), { ...(body ? { body } : {}), token: team.admin.token })).status,
      ).toBeLessThan(300);
    },
  );

  it('a plain user can neither create nor change an article, even with a valid body', async () => {
    const key = await publish();
    expect(
      (await post('/private/admin/article', article({ title: 'Intruso' }), { token: team.reader.token })).status,
    ).toBe(403);
    expect(
      (await put(`/private/admin/article/${key}`, { title: 'Alterado' }, { token: team.reader.token })).status,
    ).toBe(403);
    expect((await del(`/private/admin/article/${key}`, team.reader.token)).status).toBe(403);
    const [row] = await ctx.db.select().from(articles).where(eq(articles.referenceKey, key));
    expect(row?.title).toBe('Vacinas do primeiro ano');
    expect(await ctx.db.$count(articles)).toBe(1);
  });
});

describe('the public blog', () => {
  it('lists published articles only, newest first, in pages of { content, totalElements }', async () => {
    const first = await publish({ title: 'Primeiro artigo' });
    const second = await publish({ title: 'Segundo artigo' });
    await post('/private/admin/article', article({ title: 'Rascunho secreto', publish: false }), {
      token: team.editor.token,
    });
    // Publication dates one day apart, so the order does not depend on the clock's resolution.
    await ctx.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(articles.referenceKey, first));

    const res = await get('/public/article?page=0&size=1');
    expect(res.status).toBe(200);
    const page0 = (await res.json()) as { content: Body[]; totalElements: number };
    expect(page0.totalElements).toBe(2);
    expect(page0.content.map((a) => a['referenceKey'])).toEqual([second]);
    const page1 = (await (await get('/public/article?page=1&size=1')).json()) as { content: Body[] };
    expect(page1.content.map((a) => a['referenceKey'])).toEqual([first]);
    expect(page0.content[0]).toMatchObject({
      title: 'Segundo artigo',
      summary: 'O calendário de vacinação de cachorros e gatinhos explicado.',
      status: 'PUBLISHED',
      coverImage: null,
      author: { uid: team.editor.uid, name: 'Eva', surname: 'Silva', sourceImage: null },
    });
    expect(Date.parse(page0.content[0]!['publishedAt'] as string)).not.toBeNaN();
    expect(page0.content[0]).not.toHaveProperty('source');
  });

  it('gives one article with its sanitised body, reading time and related articles', async () => {
    const key = await publish({ title: 'Vacinas do cachorro', body: `## Vacinas\n\n${'palavra '.repeat(420)}` });
    await publish({ title: 'Vacinas do gatinho' });
    await publish({ title: 'Passeios na praia', summary: 'Cuidados com o calor e a areia nos passeios.' });
    const res = await get(`/public/article/${key}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      body: string;
      readingMinutes: number;
      related: { referenceKey: string; title: string }[];
    };
    expect(body.body).toContain('<h2>Vacinas</h2>');
    expect(body.readingMinutes).toBe(2);
    expect(body.related.map((r) => r.title)).toEqual(['Vacinas do gatinho', 'Passeios na praia']);
    expect(body.related.map((r) => r.referenceKey)).not.toContain(key);
  });

  it('answers 404 for a draft, an unknown key and a malformed key', async () => {
    const draft = await post('/private/admin/article', article({ publish: false }), { token: team.editor.token });
    const { referenceKey } = (await draft.json()) as { referenceKey: string };
    for (const path of [
      `/public/article/${referenceKey}`,
      '/public/article/nao-existe',
      '/public/article/%3Cscript%3E',
      `/public/article/${'a'.repeat(300)}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
    }
  });

  it('refuses bad paging with 400, never a 500', async () => {
    for (const q of ['page=-1', 'page=abc', 'size=0', 'size=51', 'size=1e3']) {
      const res = await get(`/public/article?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('cached public reads', () => {
  it('every write shows at once on the blog, even when the page was read (and cached) just before', async () => {
    const first = await publish({ title: 'Primeiro artigo' });
    const list = async () =>
      ((await (await get('/public/article')).json()) as { content: { title: string }[] }).content.map((a) => a.title);
    const one = async (key: string) => get(`/public/article/${key}`);
    expect(await list()).toEqual(['Primeiro artigo']);
    expect((await one(first)).status).toBe(200);

    const second = await publish({ title: 'Segundo artigo' });
    expect(await list()).toEqual(['Segundo artigo', 'Primeiro artigo']);

    await put(`/private/admin/article/${first}`, { title: 'Primeiro, revisto' }, { token: team.editor.token });
    expect(((await (await one(first)).json()) as { title: string }).title).toBe('Primeiro, revisto');

    await put(`/private/admin/article/${second}/unpublish`, undefined, { token: team.editor.token });
    expect(await list()).toEqual(['Primeiro, revisto']);
    expect((await one(second)).status).toBe(404);

    await put(`/private/admin/article/${second}/publish`, undefined, { token: team.editor.token });
    expect((await one(second)).status).toBe(200);
    await del(`/private/admin/article/${second}`, team.editor.token);
    expect((await one(second)).status).toBe(404);
    expect(await list()).toEqual(['Primeiro, revisto']);
  });
});

describe('writing', () => {
  it('makes a readable, unique reference key from the title and keeps it when the title changes', async () => {
    const a = await publish({ title: 'Cães e gatos: convivência em casa!' });
    const b = await publish({ title: 'Cães e gatos: convivência em casa!' });
    expect(a).toBe('caes-e-gatos-convivencia-em-casa');
    expect(b).toMatch(/^caes-e-gatos-convivencia-em-casa-[0-9a-f]{6}$/);
    const res = await put(
      `/private/admin/article/${a}`,
      { title: 'Um título novo', body: '*novo*' },
      { token: team.editor.token },
    );
    expect(res.status).toBe(200);
    const detail = (await (await get(`/public/article/${a}`)).json()) as Body;
    expect(detail).toMatchObject({ referenceKey: a, title: 'Um título novo', body: '<p><em>novo</em></p>' });
  });

  it('validates title, summary and body with translation keys', async () => {
    const res = await post(
      '/private/admin/article',
      { title: 'x', summary: 'curto', body: '   ' },
      { token: team.editor.token },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { title: 'article.error.title', summary: 'article.error.summary', body: 'article.error.body' },
    });
    expect(await ctx.db.$count(articles)).toBe(0);
  });

  it('stores a cover through the image pipeline and serves its URL; replacing it removes the old one', async () => {
    const key = await publish({ coverImage: `data:image/jpeg;base64,${await jpegBase64()}` });
    const listed = (await (await get('/public/article')).json()) as { content: { coverImage: string }[] };
    expect(listed.content[0]!.coverImage).toMatch(/^\/files\/[a-z0-9]+\/960\.webp$/);
    const [before] = await ctx.db.select().from(articles).where(eq(articles.referenceKey, key));
    const [oldFile] = await ctx.db.select().from(files).where(eq(files.key, before!.coverImage!));
    expect(oldFile).toMatchObject({ kind: 'article', ownerId: null, width: 800, height: 450 });

    expect(
      (
        await put(
          `/private/admin/article/${key}`,
          { coverImage: await jpegBase64(640, 480) },
          { token: team.editor.token },
        )
      ).status,
    ).toBe(200);
    const [after] = await ctx.db.select().from(articles).where(eq(articles.referenceKey, key));
    expect(after!.coverImage).not.toBe(before!.coverImage);
    expect(await ctx.db.$count(files, eq(files.key, before!.coverImage!))).toBe(0);

    expect(
      (await put(`/private/admin/article/${key}`, { coverImage: null }, { token: team.editor.token })).status,
    ).toBe(200);
    expect(await ctx.db.$count(files)).toBe(0);
  });

  it('refuses a cover that is not an image, and writes nothing', async () => {
    const res = await post(
      '/private/admin/article',
      article({ coverImage: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }),
      {
        token: team.editor.token,
      },
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      message: 'image.error.unsupported-image-type',
      errors: { coverImage: 'image.error.unsupported-image-type' },
    });
    expect(await ctx.db.$count(articles)).toBe(0);
    expect(await ctx.db.$count(notifications)).toBe(0);
  });

  it('deletes an article and its cover; it disappears from the blog', async () => {
    const key = await publish({ coverImage: await jpegBase64() });
    const other = await publish({ title: 'Outro artigo' });
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, key))).toBeGreaterThan(0);
    expect((await del(`/private/admin/article/${key}`, team.admin.token)).status).toBe(204);
    // Nobody's bell keeps a "new article" that leads to a missing page; other articles' notifications stay.
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, key))).toBe(0);
    expect(await ctx.db.$count(notifications, eq(notifications.referenceKey, other))).toBeGreaterThan(0);
    expect((await get(`/public/article/${key}`)).status).toBe(404);
    expect(await ctx.db.$count(files)).toBe(0);
    expect((await del(`/private/admin/article/${key}`, team.admin.token)).status).toBe(404);
  });

  it('unpublishing takes an article off the blog; editors still read it with its Markdown', async () => {
    const key = await publish({ body: '# Título\n\ntexto' });
    const res = await put(`/private/admin/article/${key}/unpublish`, undefined, { token: team.editor.token });
    expect(await res.json()).toEqual({ referenceKey: key, status: 'DRAFT', notified: 0 });
    expect((await get(`/public/article/${key}`)).status).toBe(404);
    expect(((await (await get('/public/article')).json()) as { totalElements: number }).totalElements).toBe(0);
    const editing = (await (await get(`/private/admin/article/${key}`, { token: team.editor.token })).json()) as Body;
    expect(editing).toMatchObject({
      status: 'DRAFT',
      source: '# Título\n\ntexto',
      body: '<h2>Título</h2>\n<p>texto</p>',
    });
    const all = (await (await get('/private/admin/article?status=DRAFT', { token: team.editor.token })).json()) as {
      totalElements: number;
    };
    expect(all.totalElements).toBe(1);
  });
});

describe('ARTICLE_CREATED', () => {
  const notificationsOf = (userId: string) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'ARTICLE_CREATED')));

  it('publishing tells every user, once, with the article key', async () => {
    const others = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    const res = await post('/private/admin/article', article(), { token: team.editor.token });
    const created = (await res.json()) as { referenceKey: string; status: string; notified: number };
    expect(created).toMatchObject({ status: 'PUBLISHED', notified: 6 });
    for (const user of [team.editor, team.admin, team.reader, ...others]) {
      const rows = await notificationsOf(user.uid);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        referenceKey: created.referenceKey,
        visualized: false,
        title: 'notification.ARTICLE_CREATED.title',
        message: 'article.notification.message',
        params: { title: 'Vacinas do primeiro ano' },
      });
    }
    // The reader finds it through their own notification API.
    const listed = (await (await get('/private/notification?page=0&size=20', { token: team.reader.token })).json()) as {
      content: { type: string; referenceKey: string }[];
    };
    expect(listed.content).toEqual([
      expect.objectContaining({ type: 'ARTICLE_CREATED', referenceKey: created.referenceKey }),
    ]);
  });

  it('a draft tells nobody; its publication does; unpublishing and publishing again does not ring twice', async () => {
    const res = await post('/private/admin/article', article({ publish: false }), { token: team.editor.token });
    const { referenceKey, notified } = (await res.json()) as { referenceKey: string; notified: number };
    expect(notified).toBe(0);
    expect(await ctx.db.$count(notifications)).toBe(0);

    const first = await put(`/private/admin/article/${referenceKey}/publish`, undefined, { token: team.admin.token });
    expect(await first.json()).toEqual({ referenceKey, status: 'PUBLISHED', notified: 3 });
    await put(`/private/admin/article/${referenceKey}/unpublish`, undefined, { token: team.admin.token });
    const again = await put(`/private/admin/article/${referenceKey}/publish`, undefined, { token: team.admin.token });
    expect(await again.json()).toEqual({ referenceKey, status: 'PUBLISHED', notified: 0 });
    expect(await ctx.db.$count(notifications)).toBe(3);
    expect((await notificationsOf(team.reader.uid))[0]?.referenceKey).toBe(referenceKey);
  });

  it('publishing an unknown article is a 404 and notifies nobody', async () => {
    const res = await put('/private/admin/article/nao-existe/publish', undefined, { token: team.editor.token });
    expect(res.status).toBe(404);
    expect(await ctx.db.$count(notifications)).toBe(0);
  });
});

describe('sanitisation', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img src="https://example.com/a.png" onload="alert(1)">',
    '[clique](javascript:alert(1))',
    '[clique](JaVaScRiPt:alert(1))',
    '[clique](&#106;avascript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)><circle/></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<style>body{display:none}</style>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name=p><button>ok</button></form>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '![x](javascript:alert(1))',
    '![x](//evil.example/pixel.png)',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<<script>script>alert(1)<</script>/script>',
    '<p title="</p><script>alert(1)</script>">x</p>',
    '```html\n<script>alert(1)</script>\n```',
    '<details open ontoggle=alert(1)>',
    '<a href="https://ok.example" onmouseover="alert(1)" target="_self">ok</a>',
  ];

  // What the sanitiser promises; this test parses its output like a browser to hold it to that promise.
  const ALLOWED_TAGS = new Set(ARTICLE_TAGS);
  /** Elements that run code, load documents or change the page whatever the list says. */
  const ACTIVE_TAGS = [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'svg',
    'math',
    'base',
    'link',
    'meta',
    'details',
  ];

  it('promises no element that can run code or reach outside the article', () => {
    for (const tag of ACTIVE_TAGS) expect(ALLOWED_TAGS.has(tag), tag).toBe(false);
  });
  /** The scheme a browser would see (it ignores whitespace and control characters), or undefined for a relative URL. */
  const schemeOf = (url: string) =>
    /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();

  /** Parses the HTML as a browser would and checks every element: allowed tag, no handler, no style, only safe URLs. */
  function assertInert(html: string): void {
    const document = new Window().document;
    const root = document.createElement('div');
    root.innerHTML = html;
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      expect(ALLOWED_TAGS.has(tag), `<${tag}> in ${html}`).toBe(true);
      for (const { name, value: raw } of element.attributes) {
        const value = raw ?? '';
        expect(name.startsWith('on'), `${name} on <${tag}>`).toBe(false);
        expect(name, `<${tag}>`).not.toBe('style');
        if (name === 'href')
          expect(['http', 'https', 'mailto', undefined], `${value} in ${html}`).toContain(schemeOf(value));
        if (name === 'src') expect(value, `${value} in ${html}`).toMatch(/^(https:\/\/|\/files\/)/);
      }
    }
  }

  it.each(hostile)('renders %s inert in the stored and served body', async (payload) => {
    const key = await publish({ body: `Texto antes.\n\n${payload}\n\nTexto depois.` });
    const served = (await (await get(`/public/article/${key}`)).json()) as { body: string };
    assertInert(served.body);
    expect(served.body).toContain('Texto antes.');
    expect(served.body).toContain('Texto depois.');
    const [row] = await ctx.db.select({ body: articles.body }).from(articles).where(eq(articles.referenceKey, key));
    expect(row!.body).toBe(served.body);
  });

  it('keeps the formatting an article needs, with safe links', async () => {
    const key = await publish({
      body: '# A\n\n## B\n\n- um\n- dois\n\n1. primeiro\n\n> citação\n\n[interno](/blog) [externo](https://dgav.pt) ![foto](https://example.com/f.jpg)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    });
    const { body } = (await (await get(`/public/article/${key}`)).json()) as { body: string };
    expect(body).toContain('<h2>A</h2>');
    expect(body).toContain('<h2>B</h2>');
    expect(body).toContain('<ul>');
    expect(body).toContain('<ol>');
    expect(body).toContain('<blockquote>');
    expect(body).toContain('<table>');
    expect(body).toContain('<a href="/blog">interno</a>');
    expect(body).toContain('<a href="https://dgav.pt" target="_blank" rel="noopener noreferrer nofollow">externo</a>');
    expect(body).toMatch(/<img src="https:\/\/example.com\/f.jpg" alt="foto" loading="lazy" decoding="async" \/>/);
  });

  it('the preview is exactly what would be stored', async () => {
    const res = await post(
      '/private/admin/article/preview',
      { body: '**ok** <script>alert(1)</script><img src=x onerror=alert(1)>' },
      { token: team.editor.token },
    );
    const { html } = (await res.json()) as { html: string };
    assertInert(html);
    expect(html).toContain('<strong>ok</strong>');
  });

  it('random mixtures of hostile fragments never produce active content', async () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        ...hostile,
        '<',
        '>',
        '"',
        "'",
        '=',
        'on',
        'error',
        'javascript:',
        '&#x3C;',
        '\n\n',
        '<a href="',
        '<img src=',
      ),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fragment, { minLength: 1, maxLength: 12 }), async (parts) => {
        const res = await post(
          '/private/admin/article/preview',
          { body: parts.join('') },
          { token: team.editor.token },
        );
        expect(res.status).toBe(200);
        assertInert(((await res.json()) as { html: string }).html);
      }),
      { numRuns: 150 },
    );
  });
});
