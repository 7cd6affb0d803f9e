// Issue 25, the advert: its first screen sells (title, price and "Marcar visita" seen without scrolling, on a phone
// and on a 900 px laptop), a phone keeps price and action in a bar that never covers content or the footer, photos
// open full screen (swipe, double-tap zoom, Escape or back closes), and toasts never cover what must be acted on.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import {
  boxOf,
  DESKTOP,
  expectInViewport,
  expectUncovered,
  overlaps,
  PHONE,
  publishAdvert,
  showToast,
  swipe,
  type Advert,
} from './phone-helpers.ts';

let advert: Advert;
test.beforeAll(async ({ request }) => {
  advert = await publishAdvert(request);
});

const bookVisit = (page: Page) => page.locator('[data-book-visit]');
const bar = (page: Page) => page.locator('pt-action-bar');
const barBookVisit = (page: Page) => bar(page).getByRole('link', { name: 'Marcar visita' });
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Fotografias de/ });

/** Scrolls the window so that `y` (a document coordinate) is at the top of the screen. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(y));
}

test.describe('on a 360 px phone', () => {
  test.use(PHONE);

  test('the first screen shows title, price and Marcar visita; the advert gives its date, number and the breeder’s phone', async ({
    page,
  }) => {
    await page.goto(advert.url);
    await expectInViewport(page, page.getByRole('heading', { level: 1, name: advert.title }));
    await expectInViewport(page, page.locator('[data-price]'));
    await expect(page.locator('[data-price]')).toContainText('1250 €');
    await expectInViewport(page, bookVisit(page));
    await expectUncovered(bookVisit(page));
    // The photo leaves room for them: a sensible height, not the whole screen.
    expect((await boxOf(page.locator('[data-track]'))).height).toBeLessThanOrEqual(780 * 0.6);
    // Its own actions are on screen: no bar yet.
    await expect(bar(page)).toBeHidden();

    const today = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    const reference = page.locator('[data-sale-reference]');
    await expect(reference).toContainText(`Publicado a ${today}`);
    await expect(reference).toContainText(`Anúncio n.º ${advert.uid.slice(0, 8).toUpperCase()}`);
    const phone = page.locator('[data-breeder-card]').getByRole('link', { name: advert.phone });
    await expect(phone).toHaveAttribute('href', 'tel:+351912345678');
    await expectNoAxeViolations(page);
  });

  test('once Marcar visita scrolls away a bar keeps price, heart and action in view, never over content or the footer', async ({
    page,
  }) => {
    await page.goto(advert.url);
    await expect(bar(page)).toBeHidden();
    const facts = page.getByRole('heading', { name: 'Identificação e dados legais' });
    await scrollToY(page, (await boxOf(facts)).y);

    await expect(bar(page)).toBeVisible();
    // It slides up from the bottom edge and rests there.
    await expect.poll(async () => Math.round((await boxOf(bar(page))).y + (await boxOf(bar(page))).height)).toBe(780);
    const barBox = await boxOf(bar(page));
    expect(barBox.width).toBe(360);
    await expect(bar(page)).toContainText('1250 €');
    await expectUncovered(barBookVisit(page));
    await expect(barBookVisit(page)).toHaveAttribute('href', `/appointment?searchValue=${advert.uid}`);
    await expectUncovered(bar(page).getByRole('link', { name: /guardar .* nos favoritos/i }));
    await expectNoAxeViolations(page);

    // The page keeps the bar's height free below its content.
    const padding = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
    expect(padding).toBeCloseTo(barBox.height, 0);

    // A keyboard user's focus is scrolled clear of the bar, never behind it.
    const profile = page.locator('[data-breeder-card]').getByRole('link', { name: 'Ver perfil' });
    await profile.focus();
    await expect(bar(page)).toBeVisible();
    const focused = await boxOf(profile);
    expect(focused.y + focused.height).toBeLessThanOrEqual((await boxOf(bar(page))).y);
    await page.locator('body').click({ position: { x: 5, y: 300 } });

    // Just above the footer the last content still ends above the bar…
    const footerTop = await page.locator('body > footer').evaluate((f) => f.getBoundingClientRect().top + scrollY);
    await scrollToY(page, footerTop - 780 - 3);
    await expect(bar(page)).toBeVisible();
    const safety = await boxOf(page.locator('[data-safety-box]'));
    expect(safety.y + safety.height).toBeLessThanOrEqual((await boxOf(bar(page))).y);
    // …and over the footer there is no bar at all.
    const faq = page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' });
    await faq.scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await expectUncovered(faq);

    // Back at the top, the page's own actions show and the bar goes.
    await scrollToY(page, 0);
    await expect(bar(page)).toBeHidden();
  });

  test('a photo opens full screen: swipe to the next, double-tap to zoom, Escape or back closes it', async ({
    page,
  }) => {
    await page.goto('/sales');
    await page.goto(advert.url);
    const photo = page.locator('[data-track] img').first();
    await photo.tap();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Fechar fotografias' })).toBeFocused();
    await expect(viewer(page).locator('[data-viewer-counter]')).toHaveText('1 de 2');
    const shown = viewer(page).locator('[data-frame] img').first();
    const fitted = await expectInViewport(page, shown);
    expect(fitted.width).toBeCloseTo(360, 0);
    await expectNoAxeViolations(page);

    // A swipe to the left shows the second photo.
    await swipe(page, 300, 40, 400);
    await expect(viewer(page).locator('[data-viewer-counter]')).toHaveText('2 de 2');

    // Double-tap enlarges the photo where it was tapped; a second double-tap fits it again.
    const second = viewer(page).locator('[data-frame]').nth(1);
    const tapAt = async () => {
      const box = await boxOf(second);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(60);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tapAt();
    await expect(second).toHaveAttribute('data-zoomed', '');
    expect((await boxOf(second.locator('img'))).width).toBeGreaterThan(360 * 2);
    await expect(viewer(page).getByRole('button', { name: 'Ampliar fotografia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await tapAt();
    await expect(second).not.toHaveAttribute('data-zoomed', '');

    // Escape closes it where the reader was, and leaves no step in the history behind.
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`searchValue=${advert.uid}$`));
    await expect(page.locator('[data-counter]')).toHaveText('2 de 2');

    // The phone's back button closes the photos instead of leaving the advert…
    await page.locator('[data-open]').tap();
    await expect(viewer(page)).toBeVisible();
    await page.goBack();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`searchValue=${advert.uid}$`));
    // …and the next back leaves the advert for the listing it came from.
    await page.goBack();
    await expect(page).toHaveURL(/\/sales$/);
  });

  test('a toast sits above the bar, never over Marcar visita or the title', async ({ page }) => {
    await page.goto(advert.url);
    await showToast(page, 'Guardado nos favoritos');
    const toast = page.locator('.toast-list > li');
    await expect(toast).toBeVisible();
    expect(overlaps(await boxOf(toast), await boxOf(page.getByRole('heading', { level: 1 })))).toBe(false);
    await expectUncovered(bookVisit(page));
    expect((await boxOf(toast)).y).toBeGreaterThan(780 / 2);

    await scrollToY(page, (await boxOf(page.getByRole('heading', { name: 'Identificação e dados legais' }))).y);
    await expect(bar(page)).toBeVisible();
    // The toast rises above the bar once the bar shows.
    await expect
      .poll(async () => (await boxOf(toast)).y + (await boxOf(toast)).height)
      .toBeLessThanOrEqual((await boxOf(bar(page))).y);
    await expectUncovered(barBookVisit(page));
  });
});

test.describe('on a 1366 × 900 laptop', () => {
  test.use(DESKTOP);

  test('title, price and Marcar visita are on the first screen beside a photo of sensible height, and stay in view', async ({
    page,
  }) => {
    await page.goto(advert.url);
    await expectInViewport(page, page.getByRole('heading', { level: 1, name: advert.title }));
    await expectInViewport(page, page.locator('[data-price]'));
    await expectInViewport(page, bookVisit(page));
    await expectUncovered(bookVisit(page));
    expect((await boxOf(page.locator('[data-track]'))).height).toBeLessThanOrEqual(900 * 0.6);
    // No bar on a wide screen: the actions are beside the photos.
    await expect(bar(page)).toBeHidden();
    // Further down the page, the action is still at hand.
    await scrollToY(page, (await boxOf(page.getByRole('heading', { name: 'Identificação e dados legais' }))).y);
    await expectInViewport(page, bookVisit(page));
    await expect(bar(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the photos open full screen from their button; arrows step, the zoom button zooms, Escape gives focus back', async ({
    page,
  }) => {
    await page.goto(advert.url);
    const open = page.getByRole('button', { name: 'Ver fotografias em ecrã inteiro' });
    await open.click();
    await expect(viewer(page)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).locator('[data-viewer-counter]')).toHaveText('2 de 2');
    await viewer(page).getByRole('button', { name: 'Fotografia anterior' }).click();
    await expect(viewer(page).locator('[data-viewer-counter]')).toHaveText('1 de 2');
    const zoom = viewer(page).getByRole('button', { name: 'Ampliar fotografia' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect((await boxOf(viewer(page).locator('[data-frame] img').first())).height).toBeGreaterThan(900);
    await expectUncovered(viewer(page).getByRole('button', { name: 'Fechar fotografias' }));
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('toasts keep clear of the title and of the bell’s open panel and its Marcar todas como lidas', async ({
    signedIn: page,
  }) => {
    await page.goto(advert.url);
    await showToast(page, 'Visita pedida');
    const toast = page.locator('.toast-list > li');
    await expect(toast).toBeVisible();
    await expectUncovered(page.getByRole('heading', { level: 1 }));
    await expectUncovered(bookVisit(page));

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notificações/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    await showToast(page, 'Pedido enviado');
    await expect(toast).toHaveCount(2);
    for (const item of await toast.all()) expect(overlaps(await boxOf(item), await boxOf(panel))).toBe(false);
    await expectUncovered(panel.getByRole('button', { name: 'Marcar todas como lidas' }));
    await expectUncovered(panel.getByRole('heading', { name: 'Notificações' }));
  });
});
