// Issue 55, Must 2, decision 201: a breeder's first advert in one path, at 360x780 touch and 1366x900. Registration
// asks the DGAV number beside "Criador"; a breeder who left it empty is told on the confirmation page what is still
// missing, writes the advert under "Falta o registo de criador", follows its link to the profile's DGAV field (in view,
// focused), saves it and is back on the advert with what was typed.
import { expect, test } from './test.ts';
import { auth, expectNoAxeViolations, setSessionCookies, token } from './fixtures.ts';
import { linkIn, mailTo } from './outbox.ts';
import { DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

const PASSWORD = 'Patinhas2024';
const DGAV_LINK = '/user-profile?campo=dgav&redirect=%2Fsale';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`a breeder's first advert on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);

    test('registration asks the DGAV number as soon as "Criador" is chosen', async ({ page }) => {
      await page.goto('/register');
      const dgav = page.getByLabel(/^N\.º de registo de criador \(DGAV\)/);
      await expect(dgav).toHaveCount(0);
      await page.getByRole('radio', { name: 'Criador' }).check();
      await expect(dgav).toBeVisible();
      await expect(dgav).toHaveAccessibleDescription(/A lei exige-o em todos os anúncios de criador/);
      await page.getByRole('radio', { name: 'Tutor' }).check();
      await expect(dgav).toHaveCount(0);
    });

    test('the gate leads to the focused DGAV field and back to the advert with the title typed', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const email = `criadora.${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
      const created = await request.post('/api/public/signup', {
        data: { name: 'Rita', surname: 'Costa', email, password: PASSWORD, userType: 'BREEDER', acceptTerms: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      const session = await token(request, email, PASSWORD);
      await setSessionCookies(context, baseURL!, session);

      // The confirmation card names the number too; the mailed link's page says it is what is still missing.
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-confirm-email] [data-dgav-missing]')).toHaveText(
        'Falta o número de registo DGAV para publicar anúncios de criador. Indicar o número DGAV',
      );
      const link = linkIn(await mailTo(email, '/confirm-email'), '/confirm-email');
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Email confirmado' })).toBeVisible();
      await expect(page.locator('[data-dgav-missing]')).toHaveText(
        'Falta o número de registo DGAV para publicar anúncios de criador.',
      );
      const give = page.getByRole('link', { name: 'Indicar o número DGAV' });
      await expectInViewport(page, give);
      await expect(give).toHaveAttribute('href', DGAV_LINK);
      await expectNoAxeViolations(page);

      // "Publicar": the form is open under the gate, whose link is on the first screen.
      await page.goto('/sale');
      const gate = page.locator('[data-needs-dgav]');
      await expect(gate.getByRole('heading', { name: 'Falta o registo de criador' })).toBeVisible();
      const toProfile = gate.getByRole('link', { name: 'Indicar o número DGAV' });
      await expectInViewport(page, toProfile);
      await expectUncovered(toProfile);
      await expect(page.getByRole('button', { name: 'Enviar para aprovação' })).toBeEnabled();
      const title = page.getByLabel('Título', { exact: true });
      await title.fill('Ninhada de Cão da Serra da Estrela');
      await expectNoAxeViolations(page);

      // The link leaves without asking (the draft is kept) and lands on the DGAV field, in view and focused.
      await toProfile.click();
      await expect(page).toHaveURL(new RegExp(`${DGAV_LINK.replace(/[?.]/g, '\\$&')}$`));
      const dgav = page.getByLabel('N.º de registo de criador (DGAV)');
      await expect(dgav).toBeFocused();
      await expectInViewport(page, dgav);
      await expect(dgav).toHaveAccessibleDescription(
        'Indique o número e guarde: volta ao seu anúncio com o que já tinha escrito.',
      );
      await page.keyboard.type('1234/2024');
      await page.getByRole('button', { name: 'Guardar alterações' }).click();

      // Back on the advert: what was typed is there, the gate is gone.
      await expect(page).toHaveURL(/\/sale$/);
      await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Ninhada de Cão da Serra da Estrela');
      await expect(page.locator('[data-needs-dgav]')).toHaveCount(0);
      const profile = await request.get('/api/user-profile', { headers: auth(session) });
      expect(((await profile.json()) as { dgavNumber: string }).dgavNumber).toBe('1234/2024');
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
    });
  });
}
