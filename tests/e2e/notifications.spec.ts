// The bell and /notifications in a real browser: live badge on a GLOBAL, infinite scroll, mark-all with its dialog.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { EXCLUSIVE, expectNoAxeViolations, setSessionCookies, signUp } from './fixtures.ts';

let adminToken: string | undefined;

async function admin(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const res = await request.post('/api/public/authenticate', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  adminToken = ((await res.json()) as { token: string }).token;
  return adminToken;
}

/** What an administrator does: POST /api/private/admin/notification/global. */
async function sendGlobal(request: APIRequestContext, title: string, message = 'Mensagem para todos.'): Promise<void> {
  const res = await request.post('/api/private/admin/notification/global', {
    data: { title, message },
    headers: { authorization: `Bearer ${await admin(request)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notificações/ });
const badge = (page: Page): Locator => bell(page).locator('[data-notification-badge]');
const panel = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notificações' }) });
const items = (scope: Locator): Locator =>
  scope.getByRole('region', { name: 'Lista de notificações' }).getByRole('listitem');

/** Signs a fresh user in and waits until the bell is live (connected and subscribed). */
async function signedIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  path = '/home',
): Promise<void> {
  const token = await signUp(request);
  await setSessionCookies(page.context(), baseURL as string, token);
  const connected = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
  await page.goto(path);
  await connected;
  await expect(bell(page)).toBeVisible();
}

test.describe('notification bell', EXCLUSIVE, () => {
  test('the badge updates live when an administrator sends a GLOBAL notification', async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL);
    await expect(bell(page)).toHaveAccessibleName('Notificações');
    await expect(badge(page)).toHaveCount(0);

    await sendGlobal(request, 'Manutenção no domingo', 'O site estará indisponível às 8h.');
    await expect(badge(page)).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleName('Notificações: 1 por ler');

    await bell(page).click();
    const list = items(panel(page));
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Manutenção no domingo');
    await expect(list.first()).toContainText('O site estará indisponível às 8h.');
    await expect(list.first()).toContainText('agora');
    await expect(list.first().locator('[data-unread="true"]')).toBeVisible();
    await expectNoAxeViolations(page);

    // An unread GLOBAL: marked read, then the control panel.
    await list.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(bell(page)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });

  test('the panel loads page 2 when scrolled to the end; the badge says 99+ above 99', async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL);
    for (let i = 1; i <= 101; i += 1) await sendGlobal(request, `Aviso ${i}`);
    await expect(badge(page)).toHaveText('99+');

    await bell(page).click();
    const region = panel(page).getByRole('region', { name: 'Lista de notificações' });
    await expect(region).toHaveCSS('height', '200px');
    await expect(items(panel(page))).toHaveCount(20);
    await expect(items(panel(page)).first()).toContainText('Aviso 101');
    const secondPage = page.waitForRequest((r) => r.url().includes('/api/private/notification?page=1&size=20'));
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await secondPage;
    await expect(items(panel(page))).toHaveCount(40);
    await expect(items(panel(page)).nth(39)).toContainText('Aviso 62');
    expect((await panel(page).boundingBox())?.width).toBe(400);
  });

  test('mark-all is disabled at 0 unread and asks for confirmation', async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL);
    await bell(page).click();
    const markAll = panel(page).getByRole('button', { name: 'Marcar todas como lidas' });
    await expect(markAll).toBeDisabled();
    await expect(panel(page)).toContainText('Ainda não tem notificações.');

    for (const title of ['Primeiro', 'Segundo', 'Terceiro']) await sendGlobal(request, title);
    await expect(badge(page)).toHaveText('3');
    await expect(items(panel(page))).toHaveCount(3);
    await expect(markAll).toBeEnabled();

    await markAll.click();
    const dialog = page.getByRole('alertdialog', { name: 'Marcar como visualizada' });
    await expect(dialog).toContainText('Deseja marcar todas as mensagens como visualizada?');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveText('3');

    await markAll.click();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveCount(0);
    await expect(markAll).toBeDisabled();
    await expect(items(panel(page)).locator('[data-unread="true"]')).toHaveCount(0);
    // It stays so after a reload: the server marked them.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notificações');
  });
});

test.describe('/notifications', EXCLUSIVE, () => {
  test('lists every notification, read ones only navigate, and passes axe', async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL, '/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    for (let i = 1; i <= 22; i += 1) await sendGlobal(request, `Comunicado ${i}`);
    const main = page.getByRole('main');
    await expect(badge(page)).toHaveText('22');
    await expect(items(main)).toHaveCount(20);
    // Tabbing to the last items scrolls the list, and that loads the next page.
    await items(main).nth(19).getByRole('link').focus();
    await expect(items(main)).toHaveCount(22);
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
    await expect(badge(page)).toHaveCount(0);
    const markRequests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/private/notification/')) markRequests.push(r.url());
    });
    await items(main).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    expect(markRequests).toEqual([]);
  });
});
