// Issue 20: an editor writes an information page in the browser ("Campanha de vacinação"), a visitor sees it
// at its address, in the footer and in the sitemap; the editor changes it, compares and restores the first
// revision, then takes it off the site, after which its address leads home. At 360x780 touch and 1366x900.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { EXCLUSIVE, expectNoAxeViolations, setSessionCookies, signUp, token } from './fixtures.ts';
import { DESKTOP, PHONE } from './phone-helpers.ts';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`information pages on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);

    /** A visitor's own browser (no session): what everyone gets, from the page cache when it can. */
    async function visitor(browser: Browser, baseURL: string): Promise<Page> {
      const context = await browser.newContext({ ...device, baseURL, locale: 'pt-PT' });
      return context.newPage();
    }

    const footerLinks = (page: Page) =>
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Informação' }).getByRole('link');

    /** Astro drops an island's `ssr` attribute once React has taken it over. */
    async function hydrated(page: Page) {
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    }

    async function expectNoSideScroll(page: Page) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    test('a signed-in person without the editor role is kept out of /admin/pages', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await setSessionCookies(context, baseURL!, await signUp(request));
      const answer = await page.goto('/admin/pages/new');
      expect(answer?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'Acesso reservado' })).toBeVisible();
      await expect(page.locator('[data-info-page-editor]')).toHaveCount(0);
    });

    // A new page changes every page's footer and the sitemap: alone.
    test(
      'an editor creates "Campanha de vacinação", edits it, restores the first revision and takes it off',
      EXCLUSIVE,
      async ({ page, context, request, baseURL, browser }) => {
        const slug = `campanha-de-vacinacao-${name}-${Date.now().toString(36)}`;
        await setSessionCookies(context, baseURL!, await token(request, E2E_ADMIN.email, E2E_ADMIN.password));

        // From the control panel to the list: every shipped page, live, with its state.
        await page.goto('/user-dashboard');
        await page.getByRole('link', { name: 'Páginas de informação' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Páginas de informação' })).toBeVisible();
        const terms = page.locator('[data-info-page="terms"]');
        await expect(terms.getByRole('heading', { name: 'Termos de Utilização' })).toBeVisible();
        await expect(terms).toContainText('Publicada');
        await expect(terms).toContainText('No rodapé');
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: 'Nova página' }).click();

        // The editor: the address follows the title until it is typed, and is checked before anything is sent.
        await expect(page.getByRole('heading', { level: 1, name: 'Nova página de informação' })).toBeVisible();
        await hydrated(page);
        await page.getByLabel('Título').fill('Campanha de vacinação');
        const address = page.getByLabel('Endereço');
        await expect(address).toHaveValue('campanha-de-vacinacao');
        await address.fill('sales');
        await page
          .getByLabel('Descrição')
          .fill('Vacinação a preço reduzido para cães e gatos durante o mês de novembro.');
        await page.getByRole('tabpanel').getByRole('textbox').fill('## Quando\n\nDurante todo o mês de **novembro**.');
        await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
        await expect(page.locator('[data-markdown-preview] strong')).toHaveText('novembro');
        await page.getByLabel('Posição').fill('8');
        // A new page starts listed in the footer (issue 55).
        await expect(page.getByLabel('Mostrar no rodapé')).toBeChecked();
        await page.getByRole('button', { name: 'Publicar', exact: true }).click();
        const taken = 'Este endereço pertence a outra parte do site. Escolha outro.';
        await expect(page.getByText(taken, { exact: true })).toBeVisible();
        // The error summary takes the focus and leads back to the address (decision 179).
        const summary = page.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
        await expect(summary).toBeFocused();
        await summary.getByRole('link', { name: `Endereço: ${taken}` }).click();
        await expect(address).toBeFocused();
        await address.fill(slug);
        await page.getByRole('button', { name: 'Publicar', exact: true }).click();

        await expect(page).toHaveURL(new RegExp(`/admin/pages/edit\\?slug=${slug}$`));
        await expect(page.getByRole('status').getByText('Página publicada.')).toBeVisible();
        await expect(page.getByText('Estado: Publicada · Página nova')).toBeVisible();
        await hydrated(page);
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);

        // A visitor: the page, without React, in the footer after the shipped ones, and in the sitemap.
        const reader = await visitor(browser, baseURL!);
        await reader.goto(`/${slug}`);
        await expect(reader.getByRole('heading', { level: 1, name: 'Campanha de vacinação' })).toBeVisible();
        await expect(reader.locator('article strong')).toHaveText('novembro');
        await expect(reader.locator('astro-island')).toHaveCount(0);
        await expect(footerLinks(reader).last()).toHaveText('Campanha de vacinação');
        await expect(footerLinks(reader).last()).toHaveAttribute('href', `/${slug}`);
        const sitemap = await (await request.get('/sitemap.xml')).text();
        expect(sitemap).toContain(`/${slug}</loc>`);

        // The editor changes the text: the visitor's next visit shows it.
        const body = page.getByRole('tabpanel').getByRole('textbox');
        await body.fill('## Quando\n\nDurante todo o mês de **dezembro**.');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await expect(page.getByRole('status').getByText('Página guardada.')).toBeVisible();
        await hydrated(page);
        await reader.reload();
        await expect(reader.locator('article strong')).toHaveText('dezembro');

        // The history: two revisions by the administrator, compared line by line.
        const history = page.getByRole('list', { name: 'Revisões, da mais recente para a mais antiga' });
        await expect(history.getByRole('listitem')).toHaveCount(2);
        await expect(history.getByRole('listitem').first()).toContainText('Revisão 2 · Alterada');
        await expect(history.getByRole('listitem').last()).toContainText('Revisão 1 · Criada');
        const diff = page.locator('[data-revision-diff]');
        await expect(diff.locator('[data-diff="removed"]')).toHaveText(/novembro/);
        await expect(diff.locator('[data-diff="added"]')).toHaveText(/dezembro/);

        // Restoring revision 1 makes it the page again, as revision 3.
        await page.getByRole('button', { name: 'Repor a revisão 1' }).click();
        await expect(page.getByRole('status').getByText('Revisão 1 reposta.')).toBeVisible();
        await expect(history.getByRole('listitem').first()).toContainText('Revisão 3 · Reposta a revisão 1');
        await hydrated(page);
        await expect(page.getByRole('tabpanel').getByRole('textbox')).toHaveValue(/novembro/);
        await reader.reload();
        await expect(reader.locator('article strong')).toHaveText('novembro');

        // Taken off, with a change typed but not saved: the change is kept (revision 4), the address leads home,
        // and the footer and the sitemap forget the page.
        await page
          .getByLabel('Descrição')
          .fill('Campanha terminada: obrigado a todos os que vacinaram os seus animais.');
        await page.getByRole('button', { name: 'Retirar do site' }).click();
        await expect(page.getByRole('status').getByText(/Página retirada do site/)).toBeVisible();
        await expect(page.getByText('Estado: Fora do site · Página nova')).toBeVisible();
        await expect(history.getByRole('listitem').first()).toContainText('Revisão 4 · Alterada');
        await expect(page.getByLabel('Descrição')).toHaveValue(/Campanha terminada/);
        await reader.goto(`/${slug}`);
        await expect(reader).toHaveURL(/\/home$/);
        await expect(footerLinks(reader).last()).toHaveText('Perguntas frequentes');
        expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/${slug}<`);
        await reader.context().close();
      },
    );
  });
}
