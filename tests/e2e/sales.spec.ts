// The marketplace in a real browser: a breeder publishes a sale with two photos, an admin approves it, it appears in /sales,
// another user puts a heart on it and the breeder's bell shows SALE_INTERESTED live. In the moderation queue a decided
// advert keeps its place for a moment, so the next one's "Aprovar" stays where it was (issue 40, 360x780 and desktop).
import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  certifyBreeder,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
  signUpBreeder,
  token,
  withdrawSale,
} from './fixtures.ts';
import { DESKTOP, PHONE, boxOf } from './phone-helpers.ts';

async function photo(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
const badge = (page: Page) => bell(page).locator('[data-notification-badge]');

/** Letters only, so the search finds exactly this sale. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('a breeder publishes, an admin approves, a buyer finds it and puts a heart on it, and the breeder hears of it live', async ({
  page,
  pageAs,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const word = uniqueWord();
  const title = `Cão de Água ${word}`;

  // ── The breeder publishes with two photos ─────────────────────────────────
  const breederToken = await signUpBreeder(request);
  await setSessionCookies(page.context(), base, breederToken);
  await page.goto('/sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo anúncio' })).toBeVisible();
  await page.getByLabel('Espécie').selectOption({ label: 'Cão' });
  await page.getByRole('radio', { name: 'De raça pura (com registo LOP)' }).check();
  await page.getByLabel('Qual a raça').selectOption({ label: 'Cão de Água Português' });
  await page.getByLabel('Número de registo no Livro de Origens (LOP)').fill('LOP 445566');
  await page.getByRole('radio', { name: 'Macho' }).check();
  await page.getByLabel('Tamanho da ninhada').fill('5');
  await page.getByLabel('Data de nascimento').fill('2025-01-06');
  // Seven weeks: the shared rule refuses it before anything is sent.
  await page.getByLabel('Pode ir para casa a partir de').fill('2025-02-24');
  await page.getByLabel('Número de microchip do animal').fill('620098100123456');
  await page.getByLabel('Número de microchip da mãe').fill('620098100654321');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descrição').fill('Cachorro meigo e brincalhão, criado em família, vacinado e desparasitado.');
  await page.getByLabel('Preço (€)').fill('1250');
  await page.getByLabel('Distrito').selectOption({ label: 'Lisboa' });
  await expect(page.getByLabel('Concelho')).toBeEnabled();
  await page.getByLabel('Concelho').selectOption({ label: 'Sintra' });

  await page.locator('[data-photo-input]').setInputFiles([
    { name: 'paisagem.jpg', mimeType: 'image/jpeg', buffer: await photo(600, 400, '#c9a26b') },
    { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 600, '#6b4a2b') },
  ]);
  const photos = page.locator('[data-photo-list] > li');
  await expect(photos).toHaveCount(2);
  await expect(page.locator('[data-photo-status="done"]')).toHaveCount(2);
  await expect(photos.first()).toContainText('Principal');
  // The portrait becomes the default photo (position 0).
  await photos.nth(1).getByRole('button', { name: 'Tornar principal' }).click();
  await expect(photos.first()).toContainText('retrato.jpg');
  await expect(photos.first()).toContainText('Principal');

  await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
  // The error summary takes the focus and links to the date (decision 179); the field says why.
  const rule =
    'A data a partir da qual o animal pode ir para casa tem de ser pelo menos 8 semanas depois da data de nascimento.';
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Há 1 campo a corrigir' }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: `Pode ir para casa a partir de: ${rule}` })).toBeVisible();
  await expect(page.getByLabel('Pode ir para casa a partir de')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Pode ir para casa a partir de')).toHaveAccessibleDescription(new RegExp(rule));
  await expectNoAxeViolations(page);
  await page.getByLabel('Pode ir para casa a partir de').fill('2025-03-17');
  await page.getByRole('button', { name: 'Enviar para aprovação' }).click();

  await expect(page).toHaveURL(/\/my-sales$/);
  const mine = page.locator('[data-my-sale]').filter({ hasText: title });
  await expect(mine).toContainText('A aguardar aprovação');
  await expect(bell(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Not public yet.
  const hidden = await request.get(`/api/public/sales?q=${word}`);
  expect(((await hidden.json()) as { totalElements: number }).totalElements).toBe(0);

  // A visitor's /sales is kept rendered (decision 090): approving must still show the sale at once.
  const visitor = await pageAs();
  await visitor.goto(`/sales?q=${word}`);
  await expect(visitor.locator('[data-sale-card]')).toHaveCount(0);
  await visitor.goto('/home');
  await expect(
    visitor.locator('[data-certified-carousel]').locator('[data-sale-card]').filter({ hasText: title }),
  ).toHaveCount(0);

  // ── An admin approves it from the moderation queue ────────────────────────
  const admin = await pageAs(await token(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await admin.goto('/admin/sales');
  const item = admin.locator('[data-queue-item]').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('620098100123456');
  await expectNoAxeViolations(admin);
  await item.getByRole('button', { name: 'Aprovar' }).click();
  await expect(item).toHaveCount(0);
  // The breeder's bell hears of the approval without a reload.
  await expect(badge(page)).toHaveText('1');

  // ── A visitor finds it in /sales and reads every legal detail ─────────────
  await visitor.goto(`/sales?q=${word}`);
  const card = visitor.locator('[data-sale-card]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card).toContainText('1250 €');
  await expect(card).toContainText('Sintra, Lisboa');
  await expectNoAxeViolations(visitor);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(/\/sales\/sale-detail\?searchValue=/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const facts = visitor.locator('[data-sale-facts]');
  for (const fact of [
    'Cão de Água Português (raça pura)',
    'LOP 445566',
    '620098100123456',
    '620098100654321',
    'DGAV 321/2024',
    '17/03/2025',
    'Macho',
    'Sintra, Lisboa',
  ]) {
    await expect(facts).toContainText(fact);
  }
  // The default photo (the portrait) comes first, then the other one.
  const gallery = visitor.locator('[data-track] img');
  await expect(gallery).toHaveCount(2);
  await expect(gallery.first()).toHaveAttribute('height', '600');
  await expect(gallery.nth(1)).toHaveAttribute('height', '400');
  await expect(visitor.locator('[data-safety-box]')).toBeVisible();
  await expect(visitor.locator('[data-book-visit]')).toHaveAttribute(
    'href',
    /\/appointment\?searchValue=[0-9a-f-]{36}$/,
  );
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    offers: { price: string };
  };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers.price).toBe('1250.00');
  // A visitor's heart leads to the login page, which puts the heart on and comes back to the sale (decision 141).
  await expect(visitor.getByRole('link', { name: 'Guardar nos favoritos' })).toHaveAttribute(
    'href',
    /^\/login\?reason=favorite&sale=[0-9a-f-]+&redirect=%2Fsales%2Fsale-detail/,
  );
  await expectNoAxeViolations(visitor);
  const saleUrl = visitor.url();

  // ── Another user puts a heart on it; the breeder's bell shows it live ─────
  const buyer = await pageAs(await signUp(request));
  await buyer.goto(saleUrl);
  const heart = buyer.getByRole('button', { name: /^Guarda(r|do) nos favoritos$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Guardado nos favoritos');
  await buyer.reload();
  await expect(buyer.getByRole('button', { name: 'Guardado nos favoritos' })).toHaveAttribute('aria-pressed', 'true');

  await expect(badge(page)).toHaveText('2');
  await bell(page).click();
  const latest = page.getByRole('region', { name: 'Lista de notificações' }).getByRole('listitem').first();
  await expect(latest).toContainText(`Alguém guardou o seu anúncio «${title}» nos favoritos.`);

  // The seller's list counts the heart.
  await page.goto('/my-sales');
  await expect(page.locator('[data-my-sale]').filter({ hasText: title })).toContainText('Favoritos: 1');

  // Certified through an application an admin approves, the breeder's sale joins the home carousel; it is among the latest sales too.
  await certifyBreeder(request, breederToken);
  await visitor.goto('/home');
  const carousel = visitor.locator('[data-certified-carousel]');
  await expect(carousel.locator('[data-sale-card]').filter({ hasText: title })).toBeVisible();
  await expect(carousel.locator('[data-sale-card]').filter({ hasText: title })).toContainText('Criador certificado');
  await expect(visitor.locator('[data-latest-sales]')).toContainText(title);
  await expectNoAxeViolations(visitor);
});

test('the listing filters through the URL, shows a useful empty state, and hides what is not public', async ({
  page,
  request,
}) => {
  await page.goto('/sales?q=zzzznadaencontradozzzz&species=CAT');
  const empty = page.locator('[data-empty-results]');
  await expect(empty).toContainText('Nenhum resultado para «zzzznadaencontradozzzz»');
  await expect(empty).toContainText('Nenhum anúncio publicado tem estas palavras com estes filtros.');
  // No nearby search finds these words either: none is offered, only saving the search and every animal.
  await expect(empty.locator('[data-way-out]')).toHaveCount(0);
  await expect(empty.getByRole('link', { name: 'Ver todos os animais' })).toHaveAttribute('href', '/sales');
  await expect(page.getByLabel('Espécie')).toHaveValue('CAT');
  await expectNoAxeViolations(page);

  const missing = await page.goto('/sales/sale-detail?searchValue=0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anúncio não encontrado');
  await expect(page.getByRole('link', { name: 'Ver animais à venda' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The API answers the same filters.
  const res = await request.get('/api/public/sales?species=CAT&size=1');
  expect(res.status()).toBe(200);
  expect(res.headers()['etag']).toBeTruthy();
});

test('breeds come with the chosen species, with JavaScript at once and without it once the species is applied', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/sales');
  await page.locator('summary', { hasText: 'Filtros' }).click();
  const breed = page.getByLabel('Raça');
  await expect(breed).toBeDisabled();
  await expect(breed.locator('option')).toHaveText(['Escolha primeiro a espécie']);
  await page.getByLabel('Espécie').selectOption({ label: 'Gato' });
  await expect(breed).toBeEnabled();
  await expect(breed.locator('option').first()).toHaveText('Todas as raças');
  await expect(breed.locator('option', { hasText: 'Persa' })).toHaveCount(1);
  await expect(breed.locator('option', { hasText: 'Labrador Retriever' })).toHaveCount(0);
  await breed.selectOption({ label: 'Persa' });
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/sales\?species=CAT&breed=CAT_PERSA(&|#|$)/);
  await expect(page.getByLabel('Raça')).toHaveValue('CAT_PERSA');
  // Back to every species: the breed cannot stay. (With no Persian cat online the panel is folded, so the ways out
  // come first: it is opened again.)
  const filters = page.locator('details', { has: page.locator('summary', { hasText: 'Filtros' }) });
  if (!(await filters.evaluate((details) => (details as HTMLDetailsElement).open)))
    await filters.locator('summary').click();
  await page.getByLabel('Espécie').selectOption({ label: 'Todos' });
  await expect(page.getByLabel('Raça')).toBeDisabled();
  await expect(page.getByLabel('Raça')).toHaveValue('');

  const context = await browser.newContext({ baseURL: baseURL ?? '', javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto('/sales?species=DOG');
    const plainBreed = plain.getByLabel('Raça');
    await expect(plainBreed).toBeEnabled();
    await expect(plainBreed.locator('option', { hasText: 'Labrador Retriever' })).toHaveCount(1);
    await expect(plainBreed.locator('option', { hasText: 'Persa' })).toHaveCount(0);
    // A shared link that names a breed alone shows it chosen, among its species' breeds.
    await plain.goto('/sales?breed=CAT_PERSA');
    await expect(plain.getByLabel('Raça')).toHaveValue('CAT_PERSA');
    await expect(plain.getByLabel('Raça').locator('option', { hasText: 'Labrador Retriever' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`moderation queue on a ${name}`, () => {
    test.use(device);

    test('approving an advert leaves a notice in its place: the next advert\'s "Aprovar" does not move', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const seller = await signUpBreeder(request);
      const firstTitle = `Cão de Água ${uniqueWord()}`;
      const first = await publishSale(request, seller, { title: firstTitle });
      const second = await publishSale(request, seller, { title: `Cão de Água ${uniqueWord()}` });
      await setSessionCookies(page.context(), baseURL!, await token(request, E2E_ADMIN.email, E2E_ADMIN.password));
      await page.goto('/admin/sales');

      const card = page.locator(`[data-queue-item="${first}"]`);
      await expect(card).toBeVisible();
      // The card after it (the queue is oldest first: our second advert, unless another journey's came in between).
      const nextUid = await card.evaluate((element) => element.nextElementSibling?.getAttribute('data-queue-item'));
      expect(nextUid, 'a card after the first').toBeTruthy();
      const next = page.locator(`[data-queue-item="${nextUid}"]`);
      const nextApprove = next.getByRole('button', { name: 'Aprovar' });
      const approve = card.getByRole('button', { name: 'Aprovar' });
      await approve.scrollIntoViewIfNeeded();
      const before = await boxOf(nextApprove);

      await approve.click();
      const notice = page.locator(`[data-queue-decided="${first}"]`);
      await expect(notice).toContainText(`Aprovado — «${firstTitle}»`);
      await expect(notice).toBeFocused();
      await expect(card).toHaveCount(0);
      expect(await boxOf(nextApprove)).toEqual(before);
      // Still on screen after the hold (3 s): the notice stands and nothing moves.
      await page.waitForTimeout(3_500);
      await expect(notice).toBeVisible();
      expect(await boxOf(nextApprove)).toEqual(before);
      await expectNoAxeViolations(page);

      // Scrolled past, it goes; what is on screen stays where it is.
      await next.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top));
      const scrolled = await boxOf(nextApprove);
      await expect(notice).toHaveCount(0);
      expect(await boxOf(nextApprove)).toEqual(scrolled);
      await withdrawSale(request, seller, second);
    });
  });
}
