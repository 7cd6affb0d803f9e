// Issue 16, "Changing or removing an advert never leaves anyone in the dark" (decisions 135-137), played by the
// people involved, each in their own browser, at 360x780 touch and 1366x900:
// - a seller edits a published advert: a visitor keeps seeing it as it was until a moderator approves the change;
// - a seller marks an advert reserved, then sold: the person who favourited it is told and sees that state;
// - a link to a removed advert answers 410 with a page that says so and similar adverts.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, setSessionCookies, signUp, token } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

/** A breeder account with its DGAV number, as publishing requires. */
async function breeder(request: APIRequestContext): Promise<string> {
  const email = `vendedora.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const created = await request.post('/api/public/signup', {
    data: { name: 'Rita', surname: 'Costa', email, password: 'Patinhas2024', userType: 'BREEDER', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const breederToken = await token(request, email, 'Patinhas2024');
  const profile = await request.put('/api/user-profile', {
    data: { dgavNumber: 'DGAV 321/2024' },
    headers: auth(breederToken),
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return breederToken;
}

/** A published advert of a new breeder: its uid, title and page. */
async function published(request: APIRequestContext, title: string) {
  const seller = await breeder(request);
  const uid = await publishSale(request, seller, { title });
  await approveSale(request, uid);
  return { seller, uid, title, url: `/sales/sale-detail?searchValue=${uid}` };
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
const badge = (page: Page) => bell(page).locator('[data-notification-badge]');

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`advert changes on a ${name}`, () => {
    test.use(device);

    /** A second person's browser on the same device. */
    async function personPage(browser: Browser, baseURL: string, sessionToken?: string): Promise<Page> {
      const context: BrowserContext = await browser.newContext(device);
      if (sessionToken) await setSessionCookies(context, baseURL, sessionToken);
      return context.newPage();
    }

    test('an edit of a published advert keeps it online as it was until a moderator approves the change', async ({
      page,
      context,
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const advert = await published(request, `Cão de Água ${stamp()}`);
      const changed = `Cão de Água, vacinado ${stamp()}`;

      // The seller changes the title in the editor.
      await setSessionCookies(context, baseURL!, advert.seller);
      await page.goto(`/sale?uid=${advert.uid}`);
      const title = page.getByLabel('Título', { exact: true });
      await expect(title).toHaveValue(advert.title);
      await title.fill(changed);
      await page.getByRole('button', { name: 'Guardar e enviar para aprovação' }).click();
      await expect(page).toHaveURL(/\/my-sales$/, { timeout: 20_000 });
      await expect(page.getByText('Alteração enviada')).toBeVisible();

      // Os meus anúncios shows both states: published as it was, and the change waiting.
      const mine = page.locator('[data-my-sale]').filter({ hasText: advert.title });
      await expect(mine).toContainText('Publicado');
      const revision = mine.locator('[data-revision]');
      await expect(revision).toContainText('Alteração a aguardar aprovação');
      await expect(revision).toContainText(`Novo título: ${changed}`);
      await expect(revision).toContainText('o anúncio continua publicado como estava');
      await revision.scrollIntoViewIfNeeded();
      await expectInViewport(page, revision);
      await expectNoAxeViolations(page);

      // A visitor with the link still reads the published advert.
      const visitor = await personPage(browser, baseURL!);
      const first = await visitor.goto(advert.url);
      expect(first?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(advert.title);

      // The moderator sees the change in the queue, named as one, and approves it.
      const moderator = await personPage(browser, baseURL!, await token(request, E2E_ADMIN.email, E2E_ADMIN.password));
      await moderator.goto('/admin/sales');
      const item = moderator.locator(`[data-queue-item="${advert.uid}"]`);
      await expect(item.locator('[data-queue-revision]')).toContainText('Alteração a um anúncio publicado');
      await expect(item.locator('[data-queue-revision]')).toContainText('Campos alterados: Título');
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(changed);
      await expectNoAxeViolations(moderator);
      await item.getByRole('button', { name: 'Aprovar' }).click();
      await expect(item).toHaveCount(0);

      // The visitor now reads the new version; the seller is told and the waiting note is gone.
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed);
      await page.reload();
      // Two notices: the first publication, then this change.
      await expect(badge(page)).toHaveText('2');
      await bell(page).click();
      const latest = page.getByRole('region', { name: 'Lista de notificações' }).getByRole('listitem').first();
      await expect(latest).toContainText(`A alteração ao seu anúncio «${changed}» foi aprovada e já está publicada.`);
      await page.keyboard.press('Escape');
      const updated = page.locator(`[data-my-sale="${advert.uid}"]`);
      await expect(updated).toContainText(changed);
      await expect(updated.locator('[data-revision]')).toHaveCount(0);
      await visitor.context().close();
      await moderator.context().close();
    });

    test('reserved, then sold: the person who favourited it is told once each and sees that state', async ({
      page,
      context,
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const advert = await published(request, `Cão de Água ${stamp()}`);
      // Another person keeps it in their favourites.
      const fanToken = await signUp(request);
      const heart = await request.put('/api/private/sale/update-favorite', {
        data: { saleUid: advert.uid, favorite: true },
        headers: auth(fanToken),
      });
      expect(heart.status(), await heart.text()).toBe(200);
      const fan = await personPage(browser, baseURL!, fanToken);
      const connected = fan.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
      await fan.goto('/home');
      await connected;
      await expect(bell(fan)).toBeVisible();

      // The seller marks it reserved in Os meus anúncios.
      await setSessionCookies(context, baseURL!, advert.seller);
      await page.goto('/my-sales');
      const mine = page.locator(`[data-my-sale="${advert.uid}"]`);
      const select = mine.getByLabel('Disponibilidade');
      await expect(select).toHaveValue('AVAILABLE');
      await select.selectOption('RESERVED');
      await expect(page.getByText(`«${advert.title}»: Reservado.`)).toBeVisible();
      await expect(
        page.getByText('Avisámos quem o tinha nos favoritos ou tinha uma visita marcada (1).'),
      ).toBeVisible();
      await expect(mine.locator('[data-availability-badge]')).toHaveText('Reservado');
      await expectNoAxeViolations(page);

      // The fan's bell hears of it live; the notification leads to the advert, which says it is reserved.
      await expect(badge(fan)).toHaveText('1');
      await bell(fan).click();
      const note = fan.getByRole('region', { name: 'Lista de notificações' }).getByRole('listitem').first();
      await expect(note).toContainText(`O anúncio «${advert.title}», que guardou nos favoritos, foi reservado.`);
      await note.getByRole('link').click();
      await expect(fan).toHaveURL(new RegExp(`searchValue=${advert.uid}`));
      const notice = fan.locator('[data-sale-availability="RESERVED"]');
      await expect(notice).toContainText('Reservado');
      await expectInViewport(fan, notice);
      await expect(fan.locator('[data-book-visit]')).toHaveCount(0);
      await expectNoAxeViolations(fan);

      // It left the listing.
      const listing = (await (await request.get('/api/public/sales?size=48')).json()) as { content: { uid: string }[] };
      expect(listing.content.map((c) => c.uid)).not.toContain(advert.uid);

      // Sold: told once more; back and forth tells nobody again.
      await select.selectOption('SOLD');
      await expect(mine.locator('[data-availability-badge]')).toHaveText('Vendido');
      await fan.reload();
      await expect(fan.locator('[data-sale-availability="SOLD"]')).toContainText('Vendido');
      await expect(fan.locator('[data-similar-sales]')).toBeVisible();
      await fan.goto('/notifications');
      await expect(fan.getByText(`O anúncio «${advert.title}», que guardou nos favoritos, foi vendido.`)).toBeVisible();
      // On the advert, its owner finds the way to this control.
      await page.goto(advert.url);
      await expect(page.locator('[data-sale-availability="SOLD"]')).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Reservado ou vendido? Diga-o em Os meus anúncios' }),
      ).toHaveAttribute('href', '/my-sales');
      await page.goto('/my-sales');
      await expect(select).toHaveValue('SOLD', { timeout: 20_000 });
      // Their favourites keep it, marked sold.
      await fan.goto('/user-dashboard');
      await expect(fan.locator(`[data-favorite="${advert.uid}"] [data-favorite-availability="SOLD"]`)).toHaveText(
        'Vendido',
      );
      await select.selectOption('RESERVED');
      await expect(page.getByText(`«${advert.title}»: Reservado.`).last()).toBeVisible();
      const notes = (await (await request.get('/api/private/notification', { headers: auth(fanToken) })).json()) as {
        content: { type: string }[];
      };
      expect(notes.content.map((n) => n.type).filter((t) => t === 'SALE_RESERVED' || t === 'SALE_SOLD')).toEqual([
        'SALE_SOLD',
        'SALE_RESERVED',
      ]);
      await fan.context().close();
    });

    test('a link to a removed advert answers 410, one under review 404, each saying so with similar adverts', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const gone = await published(request, `Cão de Água ${stamp()}`);
      const alike = await published(request, `Cão de Água parecido ${stamp()}`);
      const removed = await request.delete(`/api/private/my-sale-delete/${gone.uid}`, { headers: auth(gone.seller) });
      expect(removed.status(), await removed.text()).toBe(204);

      const response = await page.goto(gone.url);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este anúncio foi removido');
      await expect(page.getByText('O anunciante retirou este anúncio')).toBeVisible();
      const similar = page.locator('[data-similar-sales]');
      await expect(similar.getByRole('heading', { name: 'Animais parecidos' })).toBeVisible();
      await expect(similar.locator('[data-sale-card]').filter({ hasText: alike.title })).toHaveCount(1);
      await expect(page.getByText(gone.title)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A card leads to a live advert.
      await similar.getByRole('link', { name: alike.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(alike.title);

      // An advert waiting for the moderators: 404, "em revisão", never its content, and similar adverts.
      const pendingTitle = `Cão de Água por rever ${stamp()}`;
      const pending = await publishSale(request, await breeder(request), { title: pendingTitle });
      const review = await page.goto(`/sales/sale-detail?searchValue=${pending}`);
      expect(review?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este anúncio está em revisão');
      await expect(page.getByText(pendingTitle)).toHaveCount(0);
      await expect(page.locator('[data-similar-sales] [data-sale-card]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
