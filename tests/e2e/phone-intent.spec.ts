// Issue 25, item 6 (decision 141): intent survives sign-in. A heart or "Marcar visita" tapped while signed out goes
// to /login, which says why; after signing in (or signing up) the heart is on, the person is back where they were,
// and the saved heart reads "Guardado nos favoritos". The return path still never leaves the site (decision 056).
// Also: the login form's own Portuguese field errors (no browser bubble). At 360x780 touch and 1366x900.
import { expect, test } from './test.ts';
import { auth, expectNoAxeViolations, signUp, token } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, publishAdvert } from './phone-helpers.ts';

const PASSWORD = 'Patinhas2024';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

async function favouriteUids(request: import('@playwright/test').APIRequestContext, bearer: string) {
  const answer = await request.get('/api/private/sale/favorite-uids', { headers: auth(bearer) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as string[];
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`intent on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('a heart tapped signed out: /login says why, signing in saves it and comes back to the advert', async ({
      page,
      request,
    }) => {
      const advert = await publishAdvert(request);
      const email = uniqueEmail('compradora');
      await signUp(request, email);

      await page.goto(advert.url);
      await page.getByRole('link', { name: 'Guardar nos favoritos', exact: true }).first().click();
      await expect(page).toHaveURL(/\/login\?reason=favorite&/);
      const reason = page.getByText('Entre para guardar este animal nos favoritos');
      await expectInViewport(page, reason);
      await expectNoAxeViolations(page);

      // Sent empty, the form answers in Portuguese under each field, and the browser shows no bubble of its own.
      // The error summary takes the focus and links to each field (decision 179).
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByText('Campo obrigatório.', { exact: true })).toHaveCount(2);
      const summary = page.getByRole('alert').filter({ hasText: 'Há 2 campos a corrigir' });
      await expect(summary).toBeFocused();
      await expectInViewport(page, summary);
      await summary.getByRole('link', { name: 'Email: Campo obrigatório.' }).click();
      await expect(page.getByLabel('Email')).toBeFocused();
      await page.getByLabel('Email').fill('ana@');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(
        page.getByText('Indique um email válido, por exemplo nome@exemplo.pt.', { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL(advert.url, { timeout: 20_000 });
      const saved = page.getByRole('button', { name: 'Guardado nos favoritos' }).first();
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Guardado nos favoritos' })).toBeVisible();
      expect(await favouriteUids(request, await token(request, email, PASSWORD))).toContain(advert.uid);
    });

    test('a heart on the list, then a new account: the heart is on and the person is back on the list', async ({
      page,
      request,
    }) => {
      const advert = await publishAdvert(request);
      await page.goto('/sales?searchValue=c%C3%A3o');
      const card = page.getByRole('link', { name: `Entre na sua conta para guardar «${advert.title}» nos favoritos` });
      await card.click();
      await expect(page).toHaveURL(/\/login\?reason=favorite&/);
      await page.getByRole('link', { name: 'Registe-se gratuitamente' }).click();
      await expect(page).toHaveURL(/\/register\?reason=favorite&sale=/);
      await expect(page.getByText('Crie a sua conta para guardar este animal nos favoritos')).toBeVisible();

      const email = uniqueEmail('novo');
      // What a phone's password manager suggests: with "-", "_" and "." (decision 206).
      const suggested = 'xK7-pQ2_mN9.rT4';
      await page.getByLabel('Nome', { exact: true }).fill('Joana');
      await page.getByLabel('Apelido').fill('Reis');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Palavra-passe', { exact: true }).fill(suggested);
      await page.getByLabel('Confirmar palavra-passe').fill(suggested);
      await expect(page.getByLabel('Palavra-passe', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('radio').first().check();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: /Criar conta|Registar/ }).click();
      // Back on the list at the card whose heart it was, not at the top (issue 55).
      await expect(page).toHaveURL(new RegExp(`/sales\\?searchValue=c%C3%A3o#sale-${advert.uid}$`), {
        timeout: 20_000,
      });
      const heart = page.getByRole('button', { name: `Guardar «${advert.title}» nos favoritos` });
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expectInViewport(page, heart);
      await expect(heart).toBeFocused();
      expect(await favouriteUids(request, await token(request, email, suggested))).toContain(advert.uid);
    });

    test('"Marcar visita" signed out: /login says why and leads to the booking form; a foreign path is ignored', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const advert = await publishAdvert(request);
      const email = uniqueEmail('visita');
      await signUp(request, email);
      await page.goto(advert.url);
      await page.locator('[data-book-visit]').click();
      await expect(page).toHaveURL(/\/login\?reason=visit&redirect=/);
      await expectInViewport(page, page.getByText('Entre para marcar uma visita a este animal'));
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/appointment\\?searchValue=${advert.uid}$`), { timeout: 20_000 });

      // A forged intent with a path to another site still lands on this site's dashboard.
      const fresh = await browser.newContext({ ...device, baseURL: baseURL! });
      const other = await fresh.newPage();
      await other.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => route.abort(),
      );
      await other.goto(
        `/login?reason=favorite&sale=${advert.uid}&redirect=${encodeURIComponent('/.//evil.example/x')}`,
      );
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
      await other.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(other).toHaveURL(/\/user-dashboard$/, { timeout: 20_000 });
      expect(new URL(other.url()).origin).toBe(new URL(baseURL!).origin);
      await fresh.close();
    });
  });
}
