// Issue 25, "should": the register form's country code is never clipped; the admin articles table becomes cards on a
// phone with its actions in reach; the breeder card on an advert says since when the seller is a member. At 360x780
// touch and 1366x900.
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { auth, expectNoAxeViolations, setSessionCookies, token } from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, publishAdvert } from './phone-helpers.ts';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`forms and cards on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('the register form shows the whole dial code of the chosen country', async ({ page }) => {
      await page.goto('/register');
      const dial = page.getByLabel('Indicativo do país');
      await expect(dial).toBeVisible();
      for (const country of ['PT', 'DE']) {
        await dial.selectOption(country).catch(() => undefined);
        const fits = await dial.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const text = select.selectedOptions[0]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, width: context.measureText(text).width, room };
        });
        expect(fits.text).toMatch(/^\+\d+ /);
        expect(fits.width, `"${fits.text}" fits`).toBeLessThanOrEqual(fits.room);
      }
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
    });

    test('the admin articles list: cards on a phone, a table on a laptop, actions of 44 px in reach', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
      // One unbroken word wider than a phone (as people do type) must wrap inside its card, not widen the page.
      const title = `Um rascunho ${'Patinhas'.repeat(10)} para um telemóvel ${Date.now()}`;
      const draft = await request.post('/api/private/admin/article', {
        data: { title, summary: 'Um rascunho para ver a lista num telemóvel.', body: 'Texto.', publish: false },
        headers: auth(admin),
      });
      expect(draft.status(), await draft.text()).toBe(201);
      await setSessionCookies(context, baseURL!, admin);
      await page.goto('/admin/articles');
      const row = page.locator('[data-managed-article]').filter({ hasText: title });
      await row.scrollIntoViewIfNeeded();
      const box = await boxOf(row);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(device.viewport.width);
      await expect(page.getByRole('columnheader', { name: 'Título' })).toBeVisible({ visible: name === 'desktop' });
      const actions = row.locator('a, button');
      for (const action of await actions.all()) {
        const b = await boxOf(action);
        expect(b.height).toBeGreaterThanOrEqual(44);
        expect(b.x + b.width).toBeLessThanOrEqual(device.viewport.width);
      }
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await expectNoAxeViolations(page);

      // Publishing from the list also names that every user is notified.
      await row.getByRole('button', { name: `Publicar: ${title}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Publicar o artigo?' });
      await expect(confirm).toContainText('todos os utilizadores');
      await confirm.getByRole('button', { name: 'Ainda não' }).click();
      await expect(row.locator('[data-status]')).toHaveText('Rascunho');
    });

    test('the breeder card on an advert says since when the seller is a member', async ({ page, request }) => {
      const advert = await publishAdvert(request);
      const answer = await request.get(`/api/public/sale?searchValue=${advert.uid}`);
      const { seller } = (await answer.json()) as { seller: { memberSince: string } };
      const today = new Date().toISOString().slice(0, 10);
      expect(seller.memberSince).toBe(today);
      await page.goto(advert.url);
      const month = new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      );
      await expect(page.locator('[data-breeder-card]')).toContainText(`Membro desde ${month}`);
    });
  });
}
