// Issue 37: Markdown nested beyond any real text (50,000 `>`, thousands of emphasis openers) is refused with 400 at
// the body field, on preview and on save, for articles and information pages alike; it never reaches the renderer.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const { post, put } = testApi(ctx);
const editor = await signUp(ctx, { role: 'editor' });

const HOSTILE = {
  quotes: `${'>'.repeat(50_000)} x`,
  lists: `${'- '.repeat(5_000)}x`,
  emphasis: `${'*a '.repeat(3_000)}x${' b*'.repeat(3_000)}`,
};
const refused = { status: 400, message: 'validation-error', errors: { body: 'article.error.body-too-deep' } };

describe('Markdown nested too deep', () => {
  it.each(Object.entries(HOSTILE))('is refused at the body, not rendered: %s', async (_, body) => {
    const token = editor.token;
    for (const [path, extra] of [
      ['/private/admin/article/preview', {}],
      ['/private/admin/article', { title: 'Artigo fundo', summary: 'Um resumo com tamanho suficiente.' }],
      ['/private/admin/info-page/preview', {}],
      [
        '/private/admin/info-page',
        {
          title: 'Página funda',
          slug: 'pagina-funda',
          description: 'Uma descrição suficiente.',
          order: 5,
          inFooter: false,
        },
      ],
    ] as const) {
      const res = await post(path, { ...extra, body }, { token });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual(refused);
    }
  });

  it('is refused when an article is changed too', async () => {
    const created = await post(
      '/private/admin/article',
      { title: 'Artigo raso', summary: 'Um resumo com tamanho suficiente.', body: '> Uma citação.', publish: false },
      { token: editor.token },
    );
    expect(created.status).toBe(201);
    const { referenceKey } = (await created.json()) as { referenceKey: string };
    const changed = await put(
      `/private/admin/article/${referenceKey}`,
      { body: HOSTILE.quotes },
      { token: editor.token },
    );
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual(refused);
  });
});
