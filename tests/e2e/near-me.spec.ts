// Issue 54 "Perto de mim": on /sales a person chooses a place beside the search box, reads "a 3 km" on the cards
// (nearest first), widens the radius to find more, and saves the search with its place and radius; "Perto de mim"
// searches around the browser's position, asked only on the tap, and a refusal is said plainly with the municipality
// list to pick from instead. At 360x780 (touch) and 1366x900.
import { expect, test } from './test.ts';
import { approveSale, expectNoAxeViolations, publishSale, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';
import { locationRows } from '../../src/server/db/reference/ids.ts';

/** Letters at random: a word only this run's adverts hold, never one letter away from another journey's. */
const uniqueWord = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A municipality's place by its district's and its own name (ids are the same in every database). */
function placeOf(district: string, municipality: string): { locationId: number; childLocationId: number } {
  const rows = locationRows();
  const d = rows.find((r) => r.parentId === null && r.name === district)!;
  const m = rows.find((r) => r.parentId === d.id && r.name === municipality)!;
  return { locationId: d.id, childLocationId: m.id };
}

for (const [name, device] of [
  ['phone 360x780 touch', PHONE],
  ['desktop 1366x900', DESKTOP],
] as const) {
  test.describe(`near me on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);

    test('chooses a place, reads the distance, widens the radius and saves the search with it', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      const word = uniqueWord();
      const seller = await signUp(request);
      for (const [district, municipality] of [
        ['Porto', 'Vila Nova de Gaia'],
        ['Porto', 'Porto'],
        ['Braga', 'Braga'],
        ['Lisboa', 'Lisboa'],
      ] as const) {
        const uid = await publishSale(request, seller, {
          title: `Cão de Água em ${municipality} ${word}`,
          ...placeOf(district, municipality),
        });
        await approveSale(request, uid);
      }

      await page.goto(`/sales?q=${word}`);
      const cards = page.locator('[data-sale-card]');
      await expect(cards).toHaveCount(4);
      // The place sits with the search box, in sight without opening the filters.
      const placeField = page.getByLabel('Perto de', { exact: true });
      await expectInViewport(page, placeField);
      await expectInViewport(page, page.getByRole('button', { name: 'Perto de mim' }));
      await placeField.selectOption({ label: 'Porto' });
      await expect(page).toHaveURL(/near=1312/);
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(`Porto ${word}`);
      await expect(cards.nth(0)).toContainText('no mesmo concelho');
      await expect(cards.nth(1)).toContainText(`Vila Nova de Gaia ${word}`);
      await expect(cards.nth(1)).toContainText('a 3 km');
      await expect(page.getByLabel('Ordenar por')).toHaveText(/Mais perto/);
      await expect(page.locator('#results-title')).toContainText('até 25 km de Porto');
      // The advert says it too.
      await cards
        .nth(1)
        .getByRole('link', { name: `Cão de Água em Vila Nova de Gaia ${word}`, exact: true })
        .click();
      await expect(page.locator('[data-distance]')).toHaveText('· a 3 km de Porto');
      await page.goBack();

      await page.getByLabel('Até', { exact: true }).selectOption({ label: '50 km' });
      await expect(page).toHaveURL(/radius=50/);
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(2)).toContainText(`Braga ${word}`);
      await expect(cards.nth(2)).toContainText(/a \d\d km/);
      await expectNoAxeViolations(page);

      // Saved with its place and radius.
      await setSessionCookies(context, baseURL!, await signUp(request));
      await page.reload();
      await page.getByRole('button', { name: 'Guardar pesquisa' }).click();
      await expect(page).toHaveURL(/\/saved-searches\/new\?.*near=1312.*radius=50/);
      await expect(page.locator('[data-save-search-summary]')).toContainText('até 50 km de Porto');
      await page.getByRole('button', { name: 'Guardar pesquisa' }).click();
      await expect(page).toHaveURL(/\/saved-searches\?saved=/);
      const item = page.locator('[data-saved-search]').first();
      await expect(item).toContainText('até 50 km de Porto');
      await expect(item).toContainText('3 anúncios agora');
    });

    test('a sex word filters by sex, and a word no advert holds is left out and named', async ({ page, request }) => {
      const word = uniqueWord();
      const seller = await signUp(request);
      const uid = await publishSale(request, seller, { title: `Border Collie ${word}`, sex: 'FEMALE' });
      await approveSale(request, uid);
      await page.goto(`/sales?q=${word}%20f%C3%AAmea`);
      await expect(page.locator('[data-words-as-filters]')).toHaveText('Lido como filtro: «fêmea»');
      await expect(page.getByLabel('Sexo')).toHaveValue('FEMALE');
      await expect(page.locator('[data-sale-card]')).toHaveCount(1);
      await page.goto(`/sales?q=${word}%20tricolor`);
      await expect(page.locator('[data-search-partial]')).toContainText(
        `Sem resultados com «tricolor»: a mostrar «${word}»`,
      );
      await expect(page.locator('[data-sale-card]')).toHaveCount(1);
    });

    test('"Perto de mim" searches around the position, asked only on the tap', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      // Near the Avenida dos Aliados, Porto.
      await context.setGeolocation({ latitude: 41.1496, longitude: -8.6109 });
      await page.goto('/sales');
      const button = page.getByRole('button', { name: 'Perto de mim' });
      await expect(button).toBeVisible();
      await button.click();
      await expect(page).toHaveURL(/lat=41\.15&lon=-8\.611/);
      await expect(page.getByLabel('Perto de', { exact: true })).toHaveText(/A sua posição/);
      await expect(page.locator('#results-title')).toContainText('até 25 km da sua posição');
    });

    test('a refused position is said plainly and the municipality list takes the focus', async ({ page }) => {
      // No permission granted: the browser refuses.
      await page.goto('/sales');
      await page.getByRole('button', { name: 'Perto de mim' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Não nos deu acesso à sua posição' })).toBeVisible();
      await expect(page.getByLabel('Perto de', { exact: true })).toBeFocused();
      expect(new URL(page.url()).searchParams.has('lat')).toBe(false);
    });
  });
}
