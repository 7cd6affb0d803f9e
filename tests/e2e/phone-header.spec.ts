// Issue 25, the top bar: signed in, it is one row no taller than 72 px from 320 px up (logo, menu button, bell and
// avatar side by side, none covered), and Tab follows what the eye reads (main navigation before the bell).
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { boxOf, DESKTOP, expectUncovered, PHONE } from './phone-helpers.ts';

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Menu da conta/ });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

for (const width of [320, 360, 375]) {
  test.describe(`signed in at ${width} px`, () => {
    test.use({ ...PHONE, viewport: { width, height: 740 } });

    test('the top bar is one row of at most 72 px, every control whole and uncovered', async ({ signedIn: page }) => {
      await page.goto('/sales');
      await expect(accountButton(page)).toBeVisible();
      const header = await boxOf(page.getByRole('banner'));
      expect(header.height).toBeLessThanOrEqual(72);

      const logo = page.getByRole('banner').getByRole('link', { name: 'Patinhas, página inicial' });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const controls = [logo, menu, bell(page), accountButton(page)];
      const boxes = [];
      for (const control of controls) {
        const box = await boxOf(control);
        // Inside the bar's one row, and inside the screen.
        expect(box.y).toBeGreaterThanOrEqual(header.y);
        expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expectUncovered(control);
        boxes.push(box);
      }
      // Left to right in that order, none on top of another.
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      }
      // The site's name is shown whole or, where the row has no room for it, not at all (the paw and the link's
      // label stand for it): never cut to "Patinh…".
      expect(
        await logo
          .locator('span')
          .evaluate(
            (name: HTMLElement) => name.offsetParent === null || name.scrollWidth <= Math.ceil(name.clientWidth),
          ),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The menu opens below the row and reads in order after its button.
      await menu.click();
      const vendas = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Vendas' });
      await expect(vendas).toBeVisible();
      expect((await boxOf(vendas)).y).toBeGreaterThanOrEqual(header.y + 56);
      await menu.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Sobre nós' })).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('the messages are one tap away: in the top bar, or in the account menu where the bar has no room', async ({
      signedIn: page,
    }) => {
      await page.goto('/sales');
      await accountButton(page).click();
      const entry = page.getByRole('menuitem', { name: /^Mensagens/ });
      const barLink = page.locator('[data-messages-link]');
      if (width < 360) {
        await expect(barLink).toBeHidden();
        await expect(entry).toBeVisible();
        await entry.click();
        await expect(page).toHaveURL(/\/messages$/);
      } else {
        await expect(entry).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(barLink).toBeVisible();
        await expectUncovered(barLink);
      }
    });
  });
}

test.describe('signed in on a desktop', () => {
  test.use(DESKTOP);

  test('Tab goes through the main navigation before the bell and the account menu', async ({ signedIn: page }) => {
    await page.goto('/home');
    await expect(accountButton(page)).toBeVisible();
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(order.slice(0, 9)).toEqual([
      'Saltar para o conteúdo',
      'Patinhas, página inicial',
      'Sobre nós',
      'Vendas',
      'Criadores',
      'Blog',
      // The messages link with its unread badge (issue 17), beside the bell.
      expect.stringMatching(/^Mensagens/),
      expect.stringMatching(/^Notificações/),
      expect.stringMatching(/^Menu da conta/),
    ]);
    // What Tab follows is what the eye reads: each stop lies to the right of the one before.
    const xs = [];
    for (const name of ['Sobre nós', 'Blog']) xs.push((await boxOf(page.getByRole('link', { name, exact: true }))).x);
    xs.push((await boxOf(bell(page))).x, (await boxOf(accountButton(page))).x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect((await boxOf(page.getByRole('banner'))).height).toBeLessThanOrEqual(72);
  });
});
