// Issue 25, finding and reading: a search typed in /sales is ranked by relevance (the form used to send the page's
// "newest" order with it), the results heading names every active filter, information pages never show raw paths
// as link text, the FAQ folds by question, partner logos are whole, and the phone home page swipes its latest sales.
import { expect, test } from './test.ts';
import { expectNoAxeViolations, infoPages, publishSale, approveSale, signUp } from './fixtures.ts';
import { boxOf, PHONE } from './phone-helpers.ts';

test.use(PHONE);

/** Letters only, so a search finds exactly this test's sales. */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a search typed in /sales puts the Cão de Água first, by relevance, not the newest advert', async ({
  page,
  request,
}) => {
  const unique = word();
  const seller = await signUp(request);
  const agua = await publishSale(request, seller, { title: `Cão de Água ${unique}` });
  await approveSale(request, agua);
  // Newer, and only mentions the breed in passing: newest-first would put it on top.
  const labrador = await publishSale(request, seller, {
    title: `Labrador ${unique}`,
    breedCode: 'DOG_LABRADOR',
    description: 'Brinca todos os dias com o cão de água da vizinha e adora a água do rio.',
  });
  await approveSale(request, labrador);

  await page.goto('/sales');
  await page.getByRole('combobox', { name: 'Pesquisar animais' }).fill(`cão de água ${unique}`);
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await expect(page).toHaveURL(/\/sales\?q=/);
  const cards = page.locator('[data-sale-card]');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`Cão de Água ${unique}`);
  await expect(page.getByLabel('Ordenar por')).toHaveText(/Mais relevantes/);
  // The default order stays out of the URL; an order the person chose stays in it.
  expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
  await page.getByLabel('Ordenar por').selectOption({ label: 'Mais recentes' });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards.first()).toContainText(`Labrador ${unique}`);
});

test('the results heading names every active filter, the district and municipality included', async ({ page }) => {
  await page.goto(
    '/sales?q=cachorro&species=DOG&breed=DOG_AGUA_PORTUGUES&location=11&childLocation=1113&priceMin=100&priceMax=2000&sex=MALE&ageMin=2&certified=true',
  );
  const heading = page.locator('#results-title');
  for (const part of [
    '«cachorro»',
    'Cão',
    'Cão de Água Português',
    'Lisboa',
    'Sintra',
    '100 € a 2000 €',
    'Macho',
    'pelo menos 2 meses',
    'criadores certificados',
  ]) {
    await expect(heading).toContainText(part);
  }
  await page.goto('/sales?location=13&free=true');
  await expect(page.locator('#results-title')).toContainText('Porto');
  await expect(page.locator('#results-title')).toContainText('gratuitos');
  await expectNoAxeViolations(page);
});

test('information pages never show a raw path as link text', async ({ page }) => {
  for (const info of infoPages()) {
    await page.goto(info.path);
    const texts = await page
      .locator('main article a')
      .evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim()));
    expect(
      texts.filter((text) => /^\/|^https?:\/\//.test(text)),
      info.path,
    ).toEqual([]);
  }
});

test('the FAQ folds by question: each answer opens under its question', async ({ page }) => {
  await page.goto('/faqs');
  const questions = page.locator('main article details');
  expect(await questions.count()).toBeGreaterThanOrEqual(15);
  // Every question is a closed heading: the page starts as a list of questions.
  expect(await questions.evaluateAll((all) => all.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
  await expect(questions.locator('summary h3')).toHaveCount(await questions.count());
  const first = questions.first();
  const answer = first.getByText('abra o que lhe interessa');
  await expect(answer).toBeHidden();
  await first.locator('summary').tap();
  await expect(answer).toBeVisible();
  await expect(first.getByRole('link', { name: 'anúncios' })).toHaveAttribute('href', '/sales');
  await expectNoAxeViolations(page);
});

test('partner logos are whole: nothing drawn beyond their edges, at phone and desktop widths', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const logos = page.getByRole('region', { name: 'Parceiros e financiamento' }).getByRole('img');
  await expect(logos).toHaveCount(4);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const box = await boxOf(logo);
      // Shown at its own proportions (not cropped by its box) and inside the screen.
      expect(box.width / box.height).toBeCloseTo(200 / 80, 1);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
  // Inside each file, every shape (the name's letters included) lies within the logo's own frame.
  const sources = await logos.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
  for (const source of sources) {
    const svg = await (await request.get(source)).text();
    const outside = await page.evaluate((markup) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      document.body.append(holder);
      const root = holder.querySelector('svg') as SVGSVGElement;
      // Drawn at its own size (width and height equal the viewBox), so screen pixels are the logo's units.
      const frame = root.getBoundingClientRect();
      const found = [...root.querySelectorAll('path, text, rect, circle, ellipse')]
        .map((shape) => ({ tag: shape.tagName, box: shape.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.left < frame.left - 0.5 ||
            box.top < frame.top - 0.5 ||
            box.right > frame.right + 0.5 ||
            box.bottom > frame.bottom + 0.5,
        )
        .map(({ tag, box }) => `${tag} ${Math.round(box.left - frame.left)}…${Math.round(box.right - frame.left)}`);
      holder.remove();
      return found;
    }, svg);
    expect(outside, source).toEqual([]);
  }
});

test('the phone home page swipes its latest sales sideways instead of stacking them', async ({ page, request }) => {
  const seller = await signUp(request);
  for (let i = 0; i < 3; i++) await approveSale(request, await publishSale(request, seller));
  await page.goto('/home');
  const latest = page.locator('[data-latest-sales]');
  const cards = latest.locator('[data-sale-card]');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
  // Side by side, the next one peeking in at the edge of the screen.
  expect(second.y).toBeCloseTo(first.y, 0);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(second.x).toBeLessThan(360);
  expect((await boxOf(latest)).height).toBeLessThan(780);
  await expect(latest.getByRole('link', { name: 'Ver todos os animais' })).toBeVisible();
  await expectNoAxeViolations(page);
});
