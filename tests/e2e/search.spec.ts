// Issue 36: the search box offers breeds and places as a person types, picked by touch on a 360 px phone and by
// keyboard on a laptop; a word typed wrong is searched as the closest one and the page says so; a search that finds
// nothing offers the nearest searches that do; without the script the form still searches.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { approveSale, expectNoAxeViolations, publishSale, signUp } from './fixtures.ts';
import { boxOf, DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

/** Letters only: a word no other journey's advert holds. */
const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function advert(request: APIRequestContext, fields: Record<string, unknown>): Promise<string> {
  const seller = await signUp(request);
  const uid = await publishSale(request, seller, fields);
  await approveSale(request, uid);
  return uid;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Pesquisar animais' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option');

test.describe('on a 360 px phone', () => {
  test.use(PHONE);

  test('typing "york" offers Yorkshire Terrier, a tap opens its adverts', async ({ page, request }) => {
    const title = `Yorkshire ${word()}`;
    await advert(request, { title, breedCode: 'DOG_YORKSHIRE' });
    await page.goto('/sales');
    const field = box(page);
    await expectInViewport(page, field);
    await field.tap();
    await field.pressSequentially('york', { delay: 40 });
    const offered = options(page);
    await expect(offered.first()).toHaveText(/Yorkshire Terrier/);
    await expect(offered.first()).toContainText('Raça · Cão');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /sugest/ })).toHaveText(/1 sugestão/);
    // A finger's target, inside the screen, not covered by anything.
    const target = await boxOf(offered.first());
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.x + target.width).toBeLessThanOrEqual(360);
    await expectUncovered(offered.first());
    // The field keeps the focus while the list is open, and the button stays tappable beside it.
    await expect(field).toBeFocused();
    await expectUncovered(page.getByRole('button', { name: 'Pesquisar', exact: true }));
    await expectNoAxeViolations(page);

    await offered.first().tap();
    await expect(page).toHaveURL(/\/sales\?species=DOG&breed=DOG_YORKSHIRE#results-title$/);
    await expect(page.locator('[data-sale-card]').filter({ hasText: title })).toHaveCount(1);
    await expect(page.locator('#results-title')).toContainText('Yorkshire Terrier');
  });

  test('a word typed wrong is searched as the closest one, and the page says so', async ({ page, request }) => {
    const title = `Labrador ${word()}`;
    await advert(request, { title, breedCode: 'DOG_LABRADOR' });
    await page.goto(`/sales?q=labradr`);
    const notice = page.locator('[data-search-corrected]');
    await expect(notice).toContainText('A mostrar resultados para «labrador»');
    await expectInViewport(page, notice);
    await expect(page.locator('[data-sale-card]').filter({ hasText: title })).toHaveCount(1);
    await expect(box(page)).toHaveValue('labrador');
    await expectNoAxeViolations(page);
    // Searching what was typed: nothing, and ways out that find something.
    await notice.getByRole('link', { name: 'Pesquisar antes por «labradr»' }).tap();
    await expect(page).toHaveURL(/q=labradr&exact=true/);
    await expect(page.locator('[data-empty-results]')).toContainText('Nenhum resultado para «labradr»');
    await expect(page.locator('[data-search-corrected]')).toHaveCount(0);
  });

  test('a search that finds nothing says why and offers the searches nearby that do, counted', async ({
    page,
    request,
  }) => {
    const unique = word();
    // In Lisboa (the default place), found from Santarém next door, and with the filters off.
    await advert(request, { title: `Cão de Água ${unique}` });
    await page.goto(`/sales?q=${unique}&location=14`);
    const empty = page.locator('[data-empty-results]');
    await expect(empty).toContainText('Nenhum anúncio publicado tem estas palavras com estes filtros.');
    const ways = empty.locator('[data-way-out]');
    // The chosen filters fold away (the heading names them), so the ways out come right after the search on a phone.
    await expect(page.locator('details:has(> summary)').filter({ hasText: 'Filtros' }).first()).not.toHaveAttribute(
      'open',
    );
    expect((await boxOf(ways.first())).y).toBeLessThan(2 * 780);
    await expect(ways.filter({ hasText: 'Em Lisboa, aqui ao lado' })).toContainText('1 animal');
    await expect(ways.filter({ hasText: 'Sem Santarém' })).toContainText('1 animal');
    await expect(page.getByRole('button', { name: 'Guardar pesquisa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await ways.filter({ hasText: 'Em Lisboa' }).tap();
    await expect(page).toHaveURL(/location=11/);
    await expect(page.locator('[data-sale-card]').filter({ hasText: unique })).toHaveCount(1);
  });
});

test.describe('on a 1366 × 900 laptop', () => {
  test.use(DESKTOP);

  test('the home search offers breeds by keyboard: arrows move, Enter opens, Escape closes', async ({
    page,
    request,
  }) => {
    const title = `Labrador ${word()}`;
    await advert(request, { title, breedCode: 'DOG_LABRADOR' });
    await page.goto('/home');
    const field = box(page);
    await field.focus();
    await page.keyboard.type('lab', { delay: 40 });
    const offered = options(page);
    await expect(offered.first()).toHaveText(/Labrador Retriever/);
    // Escape closes the list and keeps the words; a second one empties the field.
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('lab');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const first = offered.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(offered.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sales\?species=DOG&breed=DOG_LABRADOR#results-title$/);
    await expect(page.locator('[data-sale-card]').filter({ hasText: title })).toHaveCount(1);
  });

  test('on /sales a suggestion keeps the other filters; Enter with none chosen searches the words', async ({
    page,
    request,
  }) => {
    const unique = word();
    await advert(request, { title: `Cão de Água ${unique}` });
    await page.goto('/sales?sex=FEMALE&priceMax=2000');
    const field = box(page);
    await field.fill('lisb');
    await expect(options(page).first()).toHaveText(/Lisboa/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/location=11/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sex')).toBe('FEMALE');
    expect(url.searchParams.get('priceMax')).toBe('2000');

    await page.goto('/sales');
    await box(page).fill(unique);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${unique}`));
    await expect(page.locator('[data-sale-card]').filter({ hasText: unique })).toHaveCount(1);
  });

  test('without the script the box is a search field its form submits', async ({ browser, request, baseURL }) => {
    const title = `Yorkshire ${word()}`;
    await advert(request, { title, breedCode: 'DOG_YORKSHIRE' });
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/home');
    const field = page.getByRole('textbox', { name: 'Pesquisar animais' });
    await field.fill('york');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sales\?q=york/);
    await expect(page.locator('[data-search-corrected]')).toContainText('«yorkshire»');
    await expect(page.locator('[data-sale-card]').filter({ hasText: title })).toHaveCount(1);
    await context.close();
  });
});
