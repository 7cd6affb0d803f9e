// The profile page in a real browser: visitor invitation, avatar (limit and top bar), details, password, data export, deletion.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { EXCLUSIVE, expectNoAxeViolations, setSessionCookies } from './fixtures.ts';
import { confirmEmail } from './outbox.ts';

const PASSWORD = 'Patinhas2024';

/** A fresh account signed in through the API; returns its email and token. */
async function account(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `perfil.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const created = await request.post('/api/public/signup', {
    data: { name: 'Ana', surname: 'Silva', email, password: PASSWORD, userType: 'TUTOR', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const signedIn = await request.post('/api/public/authenticate', { data: { username: email, password: PASSWORD } });
  return { email, token: ((await signedIn.json()) as { token: string }).token };
}

async function openProfile(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const user = await account(request);
  await setSessionCookies(page.context(), baseURL as string, user.token);
  await page.goto('/user-profile');
  await expect(page.locator('[data-own-profile]')).toBeVisible();
  // The avatar's button is enabled once its island has hydrated (decision 170): the file input's change is heard then.
  await expect(page.getByRole('button', { name: 'Escolher fotografia' })).toBeEnabled();
  return user;
}

const topBarAvatar = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu da conta/ })
    .locator('img');

test.describe('profile', () => {
  test('a visitor is invited to sign in', async ({ page }) => {
    const response = await page.goto('/user-profile');
    expect(response?.status()).toBe(200);
    // The tab says which state the page is in (issue 24): the invitation here, "O meu perfil" once signed in.
    await expect(page).toHaveTitle(/^Entre para ver o seu perfil/);
    const invitation = page.locator('[data-profile-invitation]');
    await expect(invitation.getByRole('heading', { name: 'Entre para ver o seu perfil' })).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fuser-profile',
    );
    await expect(invitation.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  });

  test("a seller's link to /user-profile?uid= leads to that person's public page", async ({ page, request }) => {
    const { token } = await account(request);
    const me = (await (
      await request.get('/api/user-profile', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { uid: string };
    await page.goto(`/user-profile?uid=${me.uid}`);
    await expect(page).toHaveURL(`/breeders/${me.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Silva');
    await expect(page.locator('[data-dgav]')).toHaveText('Não indicado');
    await expect(page.locator('[data-breeder-no-sales]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a user changes the avatar and sees it in the top bar at once, and after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    await openProfile(page, request, baseURL);
    await expect(topBarAvatar(page)).toHaveAttribute('src', '/images/default-avatar.svg');
    await expectNoAxeViolations(page);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f6b4f' } })
      .png()
      .toBuffer();
    await page.locator('[data-avatar-input]').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Fotografia atualizada')).toBeVisible();

    const preview = page.locator('[data-avatar-preview]');
    await expect(preview).toHaveAttribute('src', /^\/files\/[a-z0-9]+\/256\.webp$/);
    const src = await preview.getAttribute('src');
    await expect(topBarAvatar(page)).toHaveAttribute('src', src as string);
    // The picture itself is served (re-encoded by the server), not a broken link.
    await expect
      .poll(() => topBarAvatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);

    await page.reload();
    await expect(topBarAvatar(page)).toHaveAttribute('src', src as string);
  });

  test('an image above the avatar limit is refused with a clear message, before any upload', async ({
    page,
    request,
    baseURL,
  }) => {
    await openProfile(page, request, baseURL);
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/private/account/avatar') && uploads.push(r.method()));
    // 5.1 MB: above 4980 KB by the specification's base64 estimate.
    const big = Buffer.alloc(5_100_000, 1);
    await page.locator('[data-avatar-input]').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert')).toHaveText(
      /^A imagem tem cerca de \d+ KB; o limite é 4980 KB\. Escolha uma imagem mais pequena\.$/,
    );
    expect(uploads).toEqual([]);
    await expect(topBarAvatar(page)).toHaveAttribute('src', '/images/default-avatar.svg');
  });

  test('edits the details; the top bar follows the new name', async ({ page, request, baseURL }) => {
    await openProfile(page, request, baseURL);
    await expect(page).toHaveTitle(/^O meu perfil/);
    const form = page.locator('[data-profile-form]');
    await form.getByLabel('Nome', { exact: true }).fill('Beatriz');
    await form.getByLabel('Telemóvel').fill('912 345 678');
    await form.getByLabel('Distrito').selectOption({ label: 'Lisboa' });
    await expect(form.getByLabel('Concelho').locator('option', { hasText: 'Sintra' })).toHaveCount(1);
    await form.getByLabel('Concelho').selectOption({ label: 'Sintra' });
    await form.getByLabel('Tipo de utilizador').selectOption({ label: 'Criador' });
    await form.getByLabel('N.º de registo de criador (DGAV)').fill('123/2024');
    await form.getByLabel('Rafeiro do Alentejo').check();
    await form.getByRole('button', { name: 'Guardar alterações' }).click();
    await expect(page.getByText('Perfil atualizado')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Menu da conta de Beatriz Silva' }),
    ).toBeVisible();

    // The public card shows what a breeder filled in.
    await page.goto('/breeders?locationId=11&species=DOG');
    const card = page.locator('[data-breeder]').filter({ hasText: 'Beatriz Silva' });
    await expect(card).toContainText('Sintra, Lisboa');
    await expect(card).toContainText('Rafeiro do Alentejo');
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: 'Beatriz Silva' }).click();
    await expect(page.locator('[data-dgav]')).toHaveText('123/2024');
  });

  test('changes the password: wrong current password shown on its field; then signed in with the new one', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await openProfile(page, request, baseURL);
    const form = page.locator('[data-password-form]');
    await form.getByLabel('Palavra-passe atual', { exact: true }).fill('Errada1234');
    await form.getByLabel('Nova palavra-passe', { exact: true }).fill('Nova#Senha9');
    await form.getByLabel('Confirmar a nova palavra-passe', { exact: true }).fill('Nova#Senha9');
    await form.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expect(form.getByText('A palavra-passe atual não está correta.', { exact: true })).toBeVisible();
    // The error summary takes the focus and leads to the field (decision 179).
    const summary = form.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Palavra-passe atual: A palavra-passe atual não está correta.' }).click();
    await expect(form.getByLabel('Palavra-passe atual', { exact: true })).toBeFocused();

    await form.getByLabel('Palavra-passe atual', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Alterar palavra-passe' }).click();
    await expect(page.getByText('Palavra-passe alterada')).toBeVisible();
    // This browser stays signed in with the fresh token; the old token is dead.
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/user-dashboard$/);
    expect(
      (await request.get('/api/user-profile', { headers: { authorization: `Bearer ${user.token}` } })).status(),
    ).toBe(401);
    expect(
      (
        await request.post('/api/public/authenticate', { data: { username: user.email, password: 'Nova#Senha9' } })
      ).status(),
    ).toBe(200);
  });

  test('downloads all the data as JSON', async ({ page, request, baseURL }) => {
    const user = await openProfile(page, request, baseURL);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descarregar os meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^patinhas-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      account: { email: string; name: string };
    };
    expect(data.account).toMatchObject({ email: user.email, name: 'Ana' });
  });

  test('deletes the account after confirming with the password: signed out, and the account is gone', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await openProfile(page, request, baseURL);
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar a conta definitivamente?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Palavra-passe', { exact: true }).fill('Errada1234');
    await dialog.getByRole('button', { name: 'Eliminar conta' }).click();
    // The summary takes the focus inside the dialog and names the field.
    const summary = dialog.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Palavra-passe: A palavra-passe não está correta.');

    await dialog.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Eliminar conta' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Conta eliminada')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(
      (await request.get('/api/user-profile', { headers: { authorization: `Bearer ${user.token}` } })).status(),
    ).toBe(401);
    expect(
      (await request.post('/api/public/authenticate', { data: { username: user.email, password: PASSWORD } })).status(),
    ).toBe(401);
  });

  // It publishes an article, which tells every person: alone.
  test(
    'the control panel shows what the profile misses, own sales, the latest notifications; the team sees its queues',
    EXCLUSIVE,
    async ({ page, request, baseURL }) => {
      const user = await account(request);
      await setSessionCookies(page.context(), baseURL as string, user.token);
      await page.goto('/user-dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'Perfil 50% completo' })).toBeVisible();
      await expect(page.locator('[data-missing-item]')).toHaveText([
        'uma fotografia',
        'o telefone',
        'o distrito e o concelho',
      ]);
      // A person without adverts gets the buyer's panel (decision 140): no seller tools, an invitation to sell.
      await expect(page.locator('[data-sale-counts]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Visitas a responder' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Tem um animal para anunciar?' })).toBeVisible();
      await expect(page.locator('[data-favorites-empty]')).toBeVisible();
      await expect(page.locator('[data-team-queues]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Completar o perfil' }).click();
      await expect(page).toHaveURL(/\/user-profile$/);

      // An administrator publishes: the person's panel lists it among the latest notifications.
      const admin = await request.post('/api/public/authenticate', {
        data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
      });
      const adminToken = ((await admin.json()) as { token: string }).token;
      const created = await request.post('/api/private/admin/article', {
        data: { title: `Painel ${Date.now()}`, summary: 'Um artigo para o painel de controlo.', body: 'Texto.' },
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const { referenceKey } = (await created.json()) as { referenceKey: string };
      await page.goto('/user-dashboard');
      const latest = page.locator('[data-latest-notifications] [data-notification="ARTICLE_CREATED"]').first();
      await expect(latest.getByRole('link', { name: 'Novo artigo no blog' })).toHaveAttribute(
        'href',
        `/blog/detail/${referenceKey}`,
      );

      await setSessionCookies(page.context(), baseURL as string, adminToken);
      await page.goto('/user-dashboard');
      const team = page.locator('[data-team-queues]');
      await expect(team.getByRole('link', { name: /anúncios? por rever/ })).toHaveAttribute('href', '/admin/sales');
      await expect(team.getByRole('link', { name: 'Gerir artigos' })).toHaveAttribute('href', '/admin/articles');
    },
  );
});
