// Issue 25, item 5: a dashboard for each person (decision 140). A buyer without adverts sees their visits and
// favourites first and an invitation to sell further down; a seller sees the requests to answer first; an
// administrator sees the moderation queue and the drafts with their counts on the first screen. Counter labels never
// break inside a word at 360 px. Checked on a 360x780 touch phone and a 1366x900 laptop.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  auth,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
  token,
  withdrawSale,
} from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, expectInViewport, publishAdvert } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** Every word of the element's text lies on one line (none is broken across two) and inside the element's box. */
async function expectWordsWhole(locator: Locator): Promise<void> {
  const broken = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        const outside = rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
        if (lines.size > 1 || outside) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken, `${locator.toString()} breaks or overflows these words`).toEqual([]);
}

async function expectAbove(page: Page, upper: Locator, lower: Locator): Promise<void> {
  const a = await boxOf(upper);
  const b = await boxOf(lower);
  expect(a.y + a.height, `${upper.toString()} above ${lower.toString()}`).toBeLessThanOrEqual(b.y);
  void page;
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`dashboard on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('a buyer without adverts sees their visits and favourites first, the invitation to sell further down', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const advert = await publishAdvert(request);
      const buyer = await signUp(request, uniqueEmail('comprador'));
      const saved = await request.put('/api/private/sale/update-favorite', {
        headers: auth(buyer),
        data: { saleUid: advert.uid, favorite: true },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard="buyer"]')).toBeVisible();

      const visits = page.getByRole('heading', { level: 2, name: 'Visitas que pedi' });
      const favourites = page.getByRole('heading', { level: 2, name: 'Favoritos' });
      const sell = page.getByRole('heading', { level: 2, name: 'Tem um animal para anunciar?' });
      await expectInViewport(page, visits);
      await expect(page.getByRole('link', { name: advert.title })).toBeVisible();
      await expectAbove(page, visits, favourites);
      await expectAbove(page, favourites, sell);
      await expect(page.getByRole('heading', { name: 'Visitas a responder' })).toHaveCount(0);
      await expect(page.locator('[data-sale-counts]')).toHaveCount(0);
      await expect(page.locator('[data-invite-to-sell]').getByRole('link', { name: 'Novo anúncio' })).toHaveAttribute(
        'href',
        '/sale',
      );
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await expectNoAxeViolations(page);
    });

    test('a seller sees the requests to answer first; counter labels keep their words whole', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const seller = await signUp(request, uniqueEmail('vendedora'));
      const waiting = await publishSale(request, seller, { title: `Gato Europeu ${Date.now()}` });
      await setSessionCookies(context, baseURL!, seller);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard="seller"]')).toBeVisible();

      const toAnswer = page.getByRole('heading', { level: 2, name: 'Visitas a responder' });
      await expectInViewport(page, toAnswer);
      await expectAbove(page, toAnswer, page.getByRole('heading', { level: 2, name: 'Os meus anúncios' }));
      await expectAbove(
        page,
        page.getByRole('heading', { level: 2, name: 'Os meus anúncios' }),
        page.getByRole('heading', { level: 2, name: 'Visitas que pedi' }),
      );
      await expect(page.locator('[data-sale-status="PENDING"] dd')).toHaveText('1');
      for (const label of await page.locator('[data-sale-status] dt').all()) await expectWordsWhole(label);
      await expect(page.locator('[data-invite-to-sell]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await withdrawSale(request, seller, waiting);
    });

    test('an administrator sees the moderation queue and the drafts with their counts on the first screen', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
      const seller = await signUp(request, uniqueEmail('vendedor'));
      const waiting = await publishSale(request, seller, { title: `Coelho anão ${Date.now()}` });
      const draft = await request.post('/api/private/admin/article', {
        data: {
          title: `Rascunho ${Date.now()}`,
          summary: 'Um rascunho para o painel.',
          body: 'Texto.',
          publish: false,
        },
        headers: auth(admin),
      });
      expect(draft.status(), await draft.text()).toBeLessThan(300);
      const pending = async () => {
        const queue = await request.get('/api/private/admin/sale?status=PENDING', { headers: auth(admin) });
        expect(queue.status()).toBe(200);
        return ((await queue.json()) as { totalElements: number }).totalElements;
      };

      await setSessionCookies(context, baseURL!, admin);
      const moderation = page.locator('[data-team-counter="moderation"]');
      const drafts = page.locator('[data-team-counter="drafts"]');
      // The queue's count as the API gives it, read while no other journey changed it in between.
      await expect(async () => {
        const before = await pending();
        await page.goto('/user-dashboard');
        await expect(moderation).toHaveAccessibleName(new RegExp(`^${before} `), { timeout: 2_000 });
        expect(await pending()).toBe(before);
      }).toPass();
      await expect(page.locator('[data-dashboard="team"]')).toBeVisible();
      await expectInViewport(page, moderation);
      await expectInViewport(page, drafts);
      await expect(moderation).toHaveAttribute('href', '/admin/sales');
      await expect(moderation).toHaveAccessibleName(/^\d+ anúncios? por rever$/);
      await expect(drafts).toHaveAccessibleName(/^\d+ rascunhos? por publicar$/);
      expect(Number(await drafts.locator('span').first().textContent())).toBeGreaterThanOrEqual(1);
      for (const counter of [moderation, drafts]) await expectWordsWhole(counter);
      await expectNoAxeViolations(page);
      await withdrawSale(request, seller, waiting);
    });
  });
}
