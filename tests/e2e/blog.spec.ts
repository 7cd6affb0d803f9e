// The blog in a real browser: an editor publishes from the editor island, a signed-in reader is told live and lands on the article.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { EXCLUSIVE, expectNoAxeViolations, signUp } from './fixtures.ts';

/**
 * Articles are written by editors and admins alike (decision 081). The end-to-end server creates one
 * administrator from its environment and nothing in the product hands out the editor role, so the
 * writer here is that administrator; the API tests cover the editor role itself.
 */
async function writerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/public/authenticate', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test.describe('writing and reading the blog', () => {
  // Publishing an article tells every person: these three run alone.
  test(
    'an editor publishes an article; a signed-in reader sees it arrive in the bell and opens it',
    EXCLUSIVE,
    async ({ pageAs, request }) => {
      const title = `Passeios de inverno ${Date.now()}`;

      // The reader is on the home page, signed in, with the live connection up.
      const reader = await pageAs(await signUp(request));
      const connected = reader.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
      await reader.goto('/home');
      await connected;
      await expect(bell(reader)).toHaveAccessibleName('Notificações');

      // The editor writes in Markdown, checks the preview, and publishes.
      const editor = await pageAs(await writerToken(request));
      await editor.goto('/admin/articles/new');
      await expect(editor.getByRole('heading', { level: 1, name: 'Novo artigo' })).toBeVisible();
      await editor.getByLabel('Título').fill(title);
      await editor.getByLabel('Resumo').fill('Como proteger as almofadas das patas do frio e da chuva.');
      await editor
        .getByRole('textbox', { name: 'Texto' })
        .fill('## Antes de sair\n\nSeque bem as patas **depois** de cada passeio.\n\n<script>alert(1)</script>');
      await editor.getByRole('tab', { name: 'Pré-visualizar' }).click();
      const preview = editor.locator('[data-markdown-preview]');
      await expect(preview.getByRole('heading', { level: 2, name: 'Antes de sair' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('depois');
      await expect(preview.locator('script')).toHaveCount(0);
      await expectNoAxeViolations(editor);
      await editor.getByRole('button', { name: 'Publicar' }).click();
      // Publishing tells every user: it is confirmed first (issue 25, item 8).
      await editor
        .getByRole('alertdialog', { name: 'Publicar o artigo?' })
        .getByRole('button', { name: 'Publicar e notificar todos' })
        .click();

      await expect(editor).toHaveURL(/\/blog\/detail\/passeios-de-inverno-\d+$/);
      const articlePath = new URL(editor.url()).pathname;
      await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(editor.getByText('Artigo publicado')).toBeVisible();

      // The reader's bell rings without a reload; the notification leads to the article.
      await expect(bell(reader)).toHaveAccessibleName('Notificações: 1 por ler');
      await bell(reader).click();
      const item = reader.getByRole('region', { name: 'Lista de notificações' }).getByRole('listitem').first();
      await expect(item).toContainText('Novo artigo no blog');
      await expect(item).toContainText(`«${title}» já está no blog.`);
      await item.getByRole('link').click();
      await expect(reader).toHaveURL(new RegExp(`${articlePath}$`));
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(reader.locator('.article-body strong')).toHaveText('depois');
      await expect(bell(reader)).toHaveAccessibleName('Notificações');
    },
  );

  test(
    'a visitor reads the blog and an article without React, with structured data and social tags',
    EXCLUSIVE,
    async ({ page, request }) => {
      const token = await writerToken(request);
      const title = `Vacinas do primeiro ano ${Date.now()}`;
      const created = await request.post('/api/private/admin/article', {
        data: {
          title,
          summary: 'O calendário de vacinação de cachorros e gatinhos.',
          body: '## Porque vacinar\n\nAs vacinas protegem.',
        },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { referenceKey } = (await created.json()) as { referenceKey: string };

      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto('/blog');
      const card = page.locator(`[data-article-card="${referenceKey}"]`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card).toContainText('Por Administrador Patinhas');
      await expect(card.locator('time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
      await expectNoAxeViolations(page);

      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/blog/detail/${referenceKey}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('[data-reading-time]')).toHaveText('1 min de leitura');
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(ld).toMatchObject({
        '@type': 'Article',
        headline: title,
        description: 'O calendário de vacinação de cachorros e gatinhos.',
      });
      await expectNoAxeViolations(page);
      await page.waitForLoadState('networkidle');
      expect(
        scripts.some((s) => /client\.|react|Island/i.test(s)),
        scripts.join(', '),
      ).toBe(false);
    },
  );

  test('an unknown article answers 404 with a way back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/detail/nao-existe-este-artigo');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voltar ao blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('article management is for the editorial team only', async ({ pageAs, request }) => {
    const reader = await pageAs(await signUp(request));
    const response = await reader.goto('/admin/articles/new');
    expect(response?.status()).toBe(403);
    await expect(reader.getByRole('heading', { level: 1, name: 'Acesso reservado' })).toBeVisible();
  });

  test(
    'the editorial team edits, publishes, takes down and deletes articles from the management page',
    EXCLUSIVE,
    async ({ pageAs, request }) => {
      const token = await writerToken(request);
      const title = `Rascunho ${Date.now()}`;
      const created = await request.post('/api/private/admin/article', {
        data: { title, summary: 'Um rascunho para a equipa editorial.', body: 'Primeira versão.', publish: false },
        headers: { authorization: `Bearer ${token}` },
      });
      const { referenceKey } = (await created.json()) as { referenceKey: string };
      const editor = await pageAs(token);

      await editor.goto('/admin/articles');
      const row = editor.locator(`[data-managed-article="${referenceKey}"]`);
      await expect(row.locator('[data-status]')).toHaveText('Rascunho');
      await expectNoAxeViolations(editor);

      // Edit: the key stays, the text changes; a draft is shown to the team with a notice.
      await row.getByRole('link', { name: `Editar: ${title}` }).click();
      await expect(editor.locator('[data-article-status="DRAFT"]')).toBeVisible();
      // Typed once the editor's script runs: this journey is about editing, not about a slow phone's first taps.
      await expect(editor.locator('astro-island[ssr]')).toHaveCount(0);
      await editor.getByRole('textbox', { name: 'Texto' }).fill('Segunda versão, *revista*.');
      await editor.getByRole('button', { name: 'Guardar alterações' }).click();
      await expect(editor).toHaveURL(`/blog/detail/${referenceKey}`);
      await expect(editor.getByRole('note')).toHaveText('Este artigo é um rascunho: só a equipa editorial o pode ver.');
      await expect(editor.locator('.article-body em')).toHaveText('revista');
      expect((await request.get(`/blog/detail/${referenceKey}`)).status()).toBe(404);

      await editor.goto('/admin/articles');
      await row.getByRole('button', { name: `Publicar: ${title}` }).click();
      await editor
        .getByRole('alertdialog', { name: 'Publicar o artigo?' })
        .getByRole('button', { name: 'Publicar e notificar todos' })
        .click();
      await expect(row.locator('[data-status]')).toHaveText('Publicado');
      expect((await request.get(`/blog/detail/${referenceKey}`)).status()).toBe(200);
      await row.getByRole('button', { name: `Retirar do blog: ${title}` }).click();
      await expect(row.locator('[data-status]')).toHaveText('Rascunho');
      expect((await request.get(`/api/public/article/${referenceKey}`)).status()).toBe(404);

      await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
      const dialog = editor.getByRole('alertdialog', { name: 'Eliminar o artigo?' });
      await expect(dialog).toContainText(`«${title}» será eliminado`);
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await expect(row).toHaveCount(0);
      await expect(editor.getByText('Artigo eliminado')).toBeVisible();
      expect(
        (
          await request.get(`/api/private/admin/article/${referenceKey}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      ).toBe(404);
    },
  );
});
