// Issue 25, item 8: work is not lost or published by accident. Leaving the sale editor or the article editor with
// unsaved changes (Cancelar, the back link, reloading or closing the tab) asks first; "Publicar" on an article asks
// for confirmation naming that every user is notified; what a seller typed before the page's script ran is kept. At
// 360x780 touch and 1366x900; the API shows what was kept.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { auth, EXCLUSIVE, expectNoAxeViolations, setSessionCookies, signUp, token } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, holdScripts } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** The browser's own "leave site?" question on reload: answered "stay"; returns whether it was asked. */
async function reloadAsks(page: Page): Promise<boolean> {
  let asked = false;
  const answer = (dialog: import('@playwright/test').Dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.dismiss();
  };
  page.once('dialog', answer);
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  await page.waitForTimeout(800);
  page.off('dialog', answer);
  return asked;
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`editors on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('the sale editor asks before Cancelar or a reload loses changes, and leaves at once when untouched', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await setSessionCookies(context, baseURL!, await signUp(request, uniqueEmail('tutora')));
      await page.goto('/sale');
      const cancel = page.getByRole('link', { name: 'Cancelar' });
      await expect(page.locator('[data-sale-editor]')).toBeVisible();
      // Untouched: Cancelar leaves without a word.
      await cancel.click();
      await expect(page).toHaveURL(/\/my-sales$/);

      await page.goto('/sale');
      const title = page.getByLabel('Título', { exact: true });
      await title.fill('Cachorra Serra da Estrela');
      await cancel.click();
      const dialog = page.getByRole('alertdialog', { name: 'Sair sem guardar?' });
      await expect(dialog).toBeVisible();
      await expectInViewport(page, dialog);
      await expect(dialog.getByRole('button', { name: 'Continuar a editar' })).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Continuar a editar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/sale$/);
      await expect(title).toHaveValue('Cachorra Serra da Estrela');

      // Reloading (as closing the tab) asks through the browser; staying keeps the text.
      expect(await reloadAsks(page)).toBe(true);
      await expect(title).toHaveValue('Cachorra Serra da Estrela');

      await cancel.click();
      await dialog.getByRole('button', { name: 'Sair sem guardar' }).click();
      await expect(page).toHaveURL(/\/my-sales$/);
    });

    test("what a seller typed and picked before the page's script ran stays, and leaving asks first", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await setSessionCookies(context, baseURL!, await signUp(request, uniqueEmail('vendedora')));
      const release = await holdScripts(page);
      await page.goto('/sale', { waitUntil: 'commit' });
      const submit = page.getByRole('button', { name: 'Enviar para aprovação' });
      const title = page.getByLabel('Título', { exact: true });
      await expect(title).toBeVisible();
      // Until the script runs, sending would only reload the page (decision 170).
      await expect(submit).toBeDisabled();
      await title.fill('Gatinha Persa muito meiga');
      await page.getByLabel('Espécie').selectOption({ label: 'Gato' });
      await page.getByRole('radio', { name: 'De raça pura (com registo LOP)' }).check();
      await page.getByRole('radio', { name: 'Fêmea' }).check();
      release();

      // The editor knows what was picked: a pure breed of cat asks which breed, among the cats'.
      const breed = page.getByLabel('Qual a raça');
      await expect(breed).toBeEnabled();
      await expect(breed.getByRole('option', { name: 'Persa' })).toHaveCount(1);
      await expect(submit).toBeEnabled();
      await expect(title).toHaveValue('Gatinha Persa muito meiga');
      await expect(page.getByLabel('Espécie')).toHaveValue('CAT');
      await expect(page.getByRole('radio', { name: 'Fêmea' })).toBeChecked();
      // And counts it as unsaved work.
      await page.getByRole('link', { name: 'Cancelar' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Sair sem guardar?' })).toBeVisible();
      await expect(page).toHaveURL(/\/sale$/);
    });

    // It publishes, which tells every person: alone.
    test(
      'the article editor asks before the back link loses a draft; Publicar names that every user is told',
      EXCLUSIVE,
      async ({ page, context, request, baseURL }) => {
        const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
        await setSessionCookies(context, baseURL!, admin);
        await page.goto('/admin/articles/new');
        const heading = `Passeios de verão ${Date.now()}`;
        await page.getByLabel('Título').fill(heading);
        await page.getByLabel('Resumo').fill('Como passear o cão quando está calor.');
        await page.getByRole('tabpanel').locator('textarea').fill('## Água\n\nLeve sempre água fresca.');

        await page.getByRole('link', { name: '← Gerir artigos' }).click();
        const leave = page.getByRole('alertdialog', { name: 'Sair sem guardar?' });
        await expect(leave).toBeVisible();
        await leave.getByRole('button', { name: 'Continuar a editar' }).click();
        await expect(page).toHaveURL(/\/admin\/articles\/new$/);

        await page.getByRole('button', { name: 'Publicar', exact: true }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Publicar o artigo?' });
        await expect(confirm).toBeVisible();
        await expectInViewport(page, confirm);
        await expect(confirm).toContainText('todos os utilizadores do Patinhas recebem uma notificação');
        await expectNoAxeViolations(page);
        await confirm.getByRole('button', { name: 'Ainda não' }).click();
        await expect(confirm).toHaveCount(0);

        const listed = async () => {
          const answer = await request.get('/api/private/admin/article?size=50', { headers: auth(admin) });
          expect(answer.status()).toBe(200);
          const { content } = (await answer.json()) as { content: { title: string; status: string }[] };
          return content.filter((a) => a.title === heading).map((a) => a.status);
        };
        expect(await listed()).toEqual([]);

        // Enter in the title presses Publicar too: it also asks.
        await page.getByLabel('Título').press('Enter');
        await expect(confirm).toBeVisible();
        await confirm.getByRole('button', { name: 'Publicar e notificar todos' }).click();
        await expect(page).toHaveURL(/\/blog\/detail\//);
        expect(await listed()).toEqual(['PUBLISHED']);
      },
    );
  });
}
