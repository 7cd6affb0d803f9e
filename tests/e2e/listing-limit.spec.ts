// Issue 21, decision 159: the listing past its limit, in a real browser. More adverts match than /sales reaches: it
// says "Mais de 10 000", its page links stop at page 834, and the last page says how to find the others; a filter
// counts exactly again. The shared e2e server must not hold 10,000 adverts (other journeys count /sales), so this
// file starts a server of its own on the same build, over a data directory seeded set-based before it starts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { LISTING_LIMIT, TEXT_SEARCH_LIMIT } from '../../src/lib/sales/types.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { TEST_DIST_DIR } from '../../scripts/test-build.ts';
import { boxOf, DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

/** Dogs past the limit, and cats: a filter on cats counts exactly. */
const MORE = 3;
const CATS = 2;
const PAGE_SIZE = 12;
const LAST_PAGE = Math.ceil(LISTING_LIMIT / PAGE_SIZE);
/** The last page holds what is left of the limit: 10,000 − 833 × 12 = 4 dogs, down to "Cão 4". */
const ON_LAST_PAGE = LISTING_LIMIT - (LAST_PAGE - 1) * PAGE_SIZE;
const LIMIT_NOTE = 'A lista mostra os primeiros 10 000 animais. Use os filtros ou a pesquisa para encontrar os outros.';

/** A text search reaches its newest 1,000 matches (decision 167): 84 pages, the last with 1,000 − 83 × 12 = 4. */
const SEARCH_LAST_PAGE = Math.ceil(TEXT_SEARCH_LIMIT / PAGE_SIZE);
const SEARCH_ON_LAST_PAGE = TEXT_SEARCH_LIMIT - (SEARCH_LAST_PAGE - 1) * PAGE_SIZE;
const SEARCH_NOTE =
  'A pesquisa mostra os 1000 animais mais recentes com estas palavras. Junte filtros ou mais palavras para encontrar os outros.';

// One server of this file's own, seeded once: its journeys run in order on one worker.
test.describe.configure({ mode: 'default' });

let server: ChildProcess | undefined;
let dataDir: string | undefined;
/** The origin of this file's server. */
let site = '';

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  // The shared server's settings (playwright.config.ts), on the tests' build it started from (scripts/test-build.ts).
  const web = testInfo.config.webServer;
  if (!web?.env?.PORT) throw new Error('playwright.config.ts has no webServer PORT');
  const root = path.dirname(testInfo.config.configFile ?? path.resolve('playwright.config.ts'));
  const port = Number(web.env.PORT) + 1;
  site = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-listing-limit-'));

  const seeded = spawnSync(
    process.execPath,
    ['tests/e2e/large-listing-seed.ts', dataDir, String(LISTING_LIMIT + MORE), String(CATS)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(seeded.status, `seeding failed:\n${seeded.stdout}${seeded.stderr}`).toBe(0);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...web.env,
    PORT: String(port),
    DIST_DIR: TEST_DIST_DIR,
    PUBLIC_SITE_URL: site,
    DATA_DIR: dataDir,
    // No demo adverts, and PGlite in DATA_DIR even where the shell points DATABASE_URL at a PostgreSQL.
    SEED: 'none',
  };
  delete env.DATABASE_URL;
  delete env.FILE_STORE;
  const child = spawn(process.execPath, ['src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Up once it listens (not another server on that port) and answers its health check; one that stops says why.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${site} stopped (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server on ${site} never answered /api/health:\n${output}`);
    const status = await fetch(`${site}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200 && output.includes('Patinhas a correr em')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const results = (page: Page) => page.locator('#results-title');
const cards = (page: Page) => page.locator('[data-sale-card]');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Páginas de resultados' });
const limitNote = (page: Page) => page.getByText(LIMIT_NOTE);
const currentPage = (page: Page) => pagination(page).locator('[aria-current="page"]');

/** The page numbers the pagination links to. */
async function linkedPages(page: Page): Promise<number[]> {
  const names = await pagination(page)
    .getByRole('link', { name: /^Página \d+$/ })
    .evaluateAll((links) => links.map((a) => (a.textContent ?? '').replace(/\D/g, '')));
  return names.map(Number);
}

for (const [screen, device] of [
  ['on a 360 px phone', PHONE],
  ['on a laptop', DESKTOP],
] as const) {
  test.describe(screen, () => {
    test.use(device);
    const touch = device.hasTouch;
    /** A finger on a phone, the mouse on a laptop. */
    const press = (target: Locator) => (touch ? target.tap() : target.click());

    test('a visitor sees "Mais de 10 000" on the first screen, page links up to 834, and the last page says how to find the others', async ({
      page,
    }) => {
      await page.goto(`${site}/sales`);
      await expect(results(page)).toHaveText('Mais de 10 000 animais encontrados');
      await expectInViewport(page, results(page));
      await expectUncovered(results(page));
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expect(cards(page).first()).toContainText(`Cão ${LISTING_LIMIT + MORE}`);
      await expect(limitNote(page)).toHaveCount(0);

      // The links stop at the last page the listing reaches.
      expect(Math.max(...(await linkedPages(page)))).toBe(LAST_PAGE);
      await expect(pagination(page).getByRole('link', { name: `Página ${LAST_PAGE + 1}` })).toHaveCount(0);

      await press(pagination(page).getByRole('link', { name: `Página ${LAST_PAGE}` }));
      // The link opens the page at its results (decision 166).
      await expect(page).toHaveURL(`${site}/sales?page=${LAST_PAGE}#results-title`);
      await expectInViewport(page, results(page));
      await expect(page).toHaveTitle(new RegExp(`\\(página ${LAST_PAGE}\\)`));
      await expect(results(page)).toHaveText('Mais de 10 000 animais encontrados');
      await expect(currentPage(page)).toHaveText(`Página ${LAST_PAGE}`);
      // The first 10,000 end here: the oldest three dogs are not listed.
      await expect(cards(page)).toHaveCount(ON_LAST_PAGE);
      await expect(cards(page).last()).toContainText(`Cão ${MORE + 1}`);
      await expect(pagination(page).getByRole('link', { name: 'Seguinte' })).toHaveCount(0);
      expect(Math.max(...(await linkedPages(page)))).toBe(LAST_PAGE - 1);

      // Scrolled down to the page links, the note is in view, between the last card and the links.
      await pagination(page).scrollIntoViewIfNeeded();
      await expectInViewport(page, pagination(page));
      await expectInViewport(page, limitNote(page));
      await expectUncovered(limitNote(page));
      const [lastCard, note, links] = [
        await boxOf(cards(page).last()),
        await boxOf(limitNote(page)),
        await boxOf(pagination(page)),
      ];
      expect(note.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
      expect(note.y + note.height).toBeLessThanOrEqual(links.y);
      if (!touch) await expectNoAxeViolations(page);
    });

    test('searching a word every advert holds says "Mais de 1000", links up to page 84, and its last page says how to find the others', async ({
      page,
    }) => {
      await page.goto(`${site}/sales`);
      const words = page.getByRole('combobox', { name: 'Pesquisar animais' });
      await press(words);
      await words.fill('vacinado');
      await press(page.getByRole('button', { name: 'Pesquisar', exact: true }));
      await expect(page).toHaveURL(`${site}/sales?q=vacinado#results-title`);
      // Portuguese groups the digits from five on (10 000, but 1000).
      await expect(results(page)).toHaveText('Mais de 1000 animais encontrados · «vacinado»');
      await expectInViewport(page, results(page));
      await expectUncovered(results(page));
      // Every advert says it the same way: the newest first.
      await expect(cards(page).first()).toContainText(`Cão ${LISTING_LIMIT + MORE}`);
      expect(Math.max(...(await linkedPages(page)))).toBe(SEARCH_LAST_PAGE);
      await expect(pagination(page).getByRole('link', { name: `Página ${SEARCH_LAST_PAGE + 1}` })).toHaveCount(0);

      await pagination(page).scrollIntoViewIfNeeded();
      await press(pagination(page).getByRole('link', { name: `Página ${SEARCH_LAST_PAGE}` }));
      await expect(page).toHaveURL(`${site}/sales?q=vacinado&page=${SEARCH_LAST_PAGE}#results-title`);
      await expectInViewport(page, results(page));
      await expect(results(page)).toHaveText('Mais de 1000 animais encontrados · «vacinado»');
      await expect(cards(page)).toHaveCount(SEARCH_ON_LAST_PAGE);
      // The newest 1,000 matches end at "Cão 9004".
      await expect(cards(page).last()).toContainText(`Cão ${LISTING_LIMIT + MORE - TEXT_SEARCH_LIMIT + 1}`);
      await expect(page.getByText(LIMIT_NOTE)).toHaveCount(0);
      await pagination(page).scrollIntoViewIfNeeded();
      await expectInViewport(page, page.getByText(SEARCH_NOTE));
      await expectUncovered(page.getByText(SEARCH_NOTE));
      if (!touch) await expectNoAxeViolations(page);
    });

    test('choosing the other species in the filters counts exactly: no "Mais de", no limit note', async ({ page }) => {
      await page.goto(`${site}/sales`);
      await press(page.locator('summary', { hasText: 'Filtros' }));
      await page.getByLabel('Espécie').selectOption({ label: 'Gato' });
      await press(page.getByRole('button', { name: 'Aplicar filtros' }));
      // The form takes the person to the results, past the filters it leaves open (decision 166).
      await expect(page).toHaveURL(`${site}/sales?species=CAT#results-title`);
      await expect(results(page)).toHaveText(`${CATS} animais encontrados · Gato`);
      await expectInViewport(page, results(page));
      await expectUncovered(results(page));
      await expectInViewport(page, cards(page).first());
      await expect(cards(page)).toHaveCount(CATS);
      await expect(cards(page).first()).toContainText(`Gato ${CATS}`);
      await expect(limitNote(page)).toHaveCount(0);
      await expect(pagination(page)).toHaveCount(0);
    });

    test(`a page number past ${LAST_PAGE} in the address shows page ${LAST_PAGE}, with its cards and the limit note`, async ({
      page,
    }) => {
      await page.goto(`${site}/sales?page=900`);
      await expect(page).toHaveTitle(new RegExp(`\\(página ${LAST_PAGE}\\)`));
      await expect(results(page)).toHaveText('Mais de 10 000 animais encontrados');
      await expect(cards(page)).toHaveCount(ON_LAST_PAGE);
      await expect(currentPage(page)).toHaveText(`Página ${LAST_PAGE}`);
      await pagination(page).scrollIntoViewIfNeeded();
      await expectInViewport(page, limitNote(page));
      // Its address for sharing and search engines is the page it shows.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/sales\\?page=${LAST_PAGE}$`),
      );
    });

    test('a page past the last one of a small result shows that result, not an empty list under its count', async ({
      page,
    }) => {
      await page.goto(`${site}/sales?species=CAT&page=900`);
      await expect(results(page)).toHaveText(`${CATS} animais encontrados · Gato`);
      await expect(cards(page)).toHaveCount(CATS);
      await expect(page.getByText('Não há animais com estes filtros')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sales\?species=CAT$/);
    });
  });
}
