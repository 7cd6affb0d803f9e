// Issue 16, "Changing or removing an advert never leaves anyone in the dark" (decisions 135-137), played by the
// people involved, each in their own browser on their own screen (decision 217): the seller and the visitor on a
// 360x780 touch phone, the moderator and the person who favourited it at 1366x900:
// - a seller edits a published advert: a visitor keeps seeing it as it was until a moderator approves the change;
// - a seller marks an advert reserved, then sold: the person who favourited it is told and sees that state;
// - a link to a removed advert answers 410 with a page that says so and similar adverts;
// - a breeder with more adverts than a page sees them a page at a time and filters them by status (decision 162).
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  approveSale,
  auth,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
  token,
  withdrawSale,
} from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';
import { confirmEmail } from './outbox.ts';

/** A breeder account with its DGAV number, as publishing requires. */
async function breeder(request: APIRequestContext): Promise<string> {
  const email = `vendedora.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const created = await request.post('/api/public/signup', {
    data: { name: 'Rita', surname: 'Costa', email, password: 'Patinhas2024', userType: 'BREEDER', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
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

test.describe('advert changes, each on their own screen', () => {
  test.use(PHONE);

  test('an edit of a published advert keeps it online as it was until a moderator approves the change', async ({
    page,
    context,
    pageAs,
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
    const visitor = await pageAs();
    const first = await visitor.goto(advert.url);
    expect(first?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(advert.title);

    // The moderator sees the change in the queue, named as one, and approves it.
    const moderator = await pageAs(await token(request, E2E_ADMIN.email, E2E_ADMIN.password), undefined, {
      context: DESKTOP,
    });
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
    pageAs,
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
    const fan = await pageAs(fanToken, undefined, { context: DESKTOP });
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
    await expect(page.getByText('Avisámos quem o tinha nos favoritos ou tinha uma visita marcada (1).')).toBeVisible();
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

    // Sold: asked first (it tells people and cancels visits); kept as it was when cancelled; told once more.
    await select.selectOption('SOLD');
    const asked = page.locator('[data-sold-dialog]');
    await expect(asked).toContainText('as visitas marcadas são canceladas');
    await expect(asked.getByRole('button', { name: 'Manter como está' })).toBeFocused();
    await asked.getByRole('button', { name: 'Manter como está' }).click();
    await expect(select).toBeFocused();
    await expect(select).toHaveValue('RESERVED');
    await select.selectOption('SOLD');
    await asked.getByRole('button', { name: 'Marcar como vendido' }).click();
    await expect(mine.locator('[data-availability-badge]')).toHaveText('Vendido');
    await fan.reload();
    await expect(fan.locator('[data-sale-availability="SOLD"]')).toContainText('Vendido');
    await expect(fan.locator('[data-similar-sales]')).toBeVisible();
    await fan.goto('/notifications');
    await expect(fan.getByText(`O anúncio «${advert.title}», que guardou nos favoritos, foi vendido.`)).toBeVisible();
    // On the advert, its owner finds the way to this control.
    await page.goto(advert.url);
    await expect(page.locator('[data-sale-availability="SOLD"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservado ou vendido? Diga-o em Os meus anúncios' })).toHaveAttribute(
      'href',
      '/my-sales',
    );
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

  test('a breeder with more adverts than a page sees the first, adds the rest with Mostrar mais, and filters by status', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // 22 adverts, one more page than the island's 20: one published, the others refused a batch at a time, so
    // no more than six wait in the moderators' queue, whose first page other journeys read meanwhile.
    const seller = await breeder(request);
    const moderator = auth(await token(request, E2E_ADMIN.email, E2E_ADMIN.password));
    const run = stamp();
    const uids: string[] = [];
    for (let batch = 0; batch < 22; batch += 6) {
      const size = Math.min(6, 22 - batch);
      const made = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          publishSale(request, seller, {
            title: `Ninhada ${run} n.º ${batch + i + 1}`,
            microchip: `62009810${String(batch + i).padStart(7, '0')}`,
          }),
        ),
      );
      uids.push(...made);
      if (batch === 0) await approveSale(request, made[0]!);
      for (const uid of batch === 0 ? made.slice(1) : made) {
        const rejected = await request.put(`/api/private/admin/sale/${uid}/reject`, {
          data: { reason: 'Faltam fotografias reais do animal.' },
          headers: moderator,
        });
        expect(rejected.status(), await rejected.text()).toBe(200);
      }
    }
    const published = uids[0]!;

    await setSessionCookies(context, baseURL!, seller);
    await page.goto('/my-sales');
    const chips = page.getByRole('group', { name: 'Mostrar anúncios por estado' });
    const chip = (name: string) => chips.getByRole('button', { name: new RegExp(`^${name} `) });
    await expect(chip('Todos')).toHaveAccessibleName('Todos 22');
    await expect(chip('Todos')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('A aguardar')).toHaveAccessibleName('A aguardar 0');
    await expect(chip('Publicados')).toHaveAccessibleName('Publicados 1');
    await expect(chip('Recusados')).toHaveAccessibleName('Recusados 21');
    // The filters are on the first screen, the first advert begins on it.
    await expectInViewport(page, chips);
    const cards = page.locator('[data-my-sale]');
    await expect(cards).toHaveCount(20);
    await expect(page.getByText('A mostrar 20 de 22.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Mostrar mais is busy while the next page comes; when it fails it says so, keeps the twenty and offers to try
    // again (the connection drops once here); then it adds the last two below and the focus lands on the first.
    const more = page.getByRole('button', { name: 'Mostrar mais' });
    await more.scrollIntoViewIfNeeded();
    await expectInViewport(page, more);
    let drop!: () => void;
    const dropped = new Promise<void>((resolve) => (drop = resolve));
    await page.route(
      /\/api\/private\/my-sale\?.*cursor=/,
      async (route) => {
        await dropped;
        await route.abort('failed');
      },
      { times: 1 },
    );
    await more.tap();
    const busy = page.getByRole('button', { name: 'A carregar mais anúncios…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeFocused();
    drop();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar mais anúncios.' })).toBeVisible();
    await expect(cards).toHaveCount(20);
    const retry = page.getByRole('button', { name: 'Tentar de novo' });
    await expect(retry).toBeFocused();
    await expectInViewport(page, retry);
    await retry.tap();
    await expect(cards).toHaveCount(22);
    const firstAdded = cards.nth(20).getByRole('heading', { level: 2 });
    await expect(firstAdded).toBeFocused();
    await expectInViewport(page, firstAdded);
    await expect(page.locator('[data-my-sales-more]')).toHaveCount(0);
    await expect(page.getByText('A mostrar 22 de 22.')).toBeVisible();
    // Every advert once: the two pages did not overlap.
    const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-my-sale')));
    expect(new Set(shown)).toEqual(new Set(uids));
    // Tab goes on from there, into that advert.
    await page.keyboard.press('Tab');
    await expect(cards.nth(20).getByRole('link', { name: 'Ver' })).toBeFocused();

    // None waiting: that chip says so in a line, not with the invitation to publish a first advert.
    await chip('A aguardar').scrollIntoViewIfNeeded();
    await chip('A aguardar').tap();
    await expect(chip('A aguardar')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('Todos')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Não tem anúncios a aguardar aprovação.')).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(page.locator('[data-my-sales-empty]')).toHaveCount(0);

    // The published one: the list reloads with that one alone.
    await chip('Publicados').tap();
    await expect(chip('Publicados')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('A aguardar')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-my-sale', published);
    await expect(page.getByText('A mostrar 1 de 1.')).toBeVisible();
    await expect(page.locator('[data-my-sales-more]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Deleting it leaves none published: the chip counts it out, the line says so and has the focus.
    await cards.first().getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    const none = page.getByText('Ainda não tem anúncios publicados.');
    await expect(none).toBeFocused();
    await expectInViewport(page, none);
    await expectUncovered(none);
    await expect(chip('Publicados')).toHaveAccessibleName('Publicados 0');
    await expect(chip('Todos')).toHaveAccessibleName('Todos 21');

    // The refused ones: a page of twenty, each with the moderators' reason, and the one more below.
    await chip('Recusados').tap();
    await expect(cards).toHaveCount(20);
    await expect(cards.first().locator('[data-reject-reason]')).toContainText('Faltam fotografias reais do animal.');
    await expect(page.getByText('A mostrar 20 de 21.')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar mais' }).tap();
    await expect(cards).toHaveCount(21);
    await expect(cards.nth(20).getByRole('heading', { level: 2 })).toBeFocused();
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
    // The status code is for the browser: the visitor reads words, never a bare "410" (issue 55).
    await expect(page.locator('[data-sale-not-found]')).not.toContainText('410');
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
    const pendingSeller = await breeder(request);
    const pending = await publishSale(request, pendingSeller, { title: pendingTitle });
    const review = await page.goto(`/sales/sale-detail?searchValue=${pending}`);
    expect(review?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este anúncio está em revisão');
    await expect(page.locator('[data-sale-not-found]')).not.toContainText('404');
    await expect(page.getByText(pendingTitle)).toHaveCount(0);
    await expect(page.locator('[data-similar-sales] [data-sale-card]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await withdrawSale(request, pendingSeller, pending);
  });
});
