// Issue 37, decision 174: a new account confirms its e-mail before it publishes, at 360x780 touch and 1366x900.
// The person who opens "Publicar" first reads why on the first screen, asks for the mail again, opens the link from
// the mail, and lands on a page that says it is done with the way to the form.
import { expect, test } from './test.ts';
import { expectNoAxeViolations, setSessionCookies, token } from './fixtures.ts';
import { linkIn, mailTo } from './outbox.ts';
import { DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

const PASSWORD = 'Patinhas2024';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`confirming an e-mail on a ${name}`, () => {
    test.use(device);

    test('the advert form waits for the confirmation; the mailed link opens it', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const email = `nova.${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
      const created = await request.post('/api/public/signup', {
        data: { name: 'Nina', surname: 'Nova', email, password: PASSWORD, userType: 'TUTOR', acceptTerms: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      await setSessionCookies(context, baseURL!, await token(request, email, PASSWORD));

      // "Publicar": the form is not there yet; the reason and the next action are on the first screen.
      await page.goto('/sale');
      const notice = page.locator('[data-confirm-email]');
      await expect(notice.getByRole('heading', { name: 'Confirme o seu email' })).toBeVisible();
      await expect(notice).toContainText(email);
      await expect(page.getByLabel('Título', { exact: true })).toHaveCount(0);
      const resend = notice.getByRole('button', { name: 'Reenviar o email' });
      await expectInViewport(page, resend);
      await expectUncovered(resend);
      await expectNoAxeViolations(page);

      // Asking again sends a second mail, said where the button is, and the focus stays on it.
      const first = await mailTo(email, '/confirm-email');
      await resend.click();
      await expect(notice.getByRole('status')).toHaveText(
        `Enviámos uma nova ligação para ${email}. Veja também a pasta de spam.`,
      );
      await expect(resend).toBeFocused();
      await expect.poll(async () => (await mailTo(email, '/confirm-email')).link).not.toBe(first.link);

      // The link of the newest mail, as the person opens it.
      const link = linkIn(await mailTo(email, '/confirm-email'), '/confirm-email');
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Email confirmado' })).toBeVisible();
      const publish = page.getByRole('link', { name: 'Publicar um anúncio' });
      await expectInViewport(page, publish);
      await expectNoAxeViolations(page);
      await publish.click();
      await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
      await expect(page.locator('[data-confirm-email]')).toHaveCount(0);

      // The same link again says it was already done; a broken one says what to do.
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText('Este email já estava confirmado.')).toBeVisible();
      await page.goto('/confirm-email?token=estragado');
      await expect(page.getByRole('heading', { level: 1, name: 'Ligação inválida ou expirada' })).toBeVisible();
      await expect(page.getByText('O seu email já está confirmado.')).toBeVisible();
    });
  });
}
