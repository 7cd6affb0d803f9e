// Issue 25, item 9: the photo manager. A file that is not an image is refused with a message and never shows a broken
// image nor takes a place among the ten; sizes read in MB ("10 MB", "4,9 MB"); photos reorder by drag with a mouse and
// with a finger (the arrow buttons stay for keyboards); every button is at least 44 px; photos chosen before the
// page's script ran are not lost. At 360x780 touch and 1366x900.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { expectNoAxeViolations, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, holdScripts } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The names of the photos in their order on screen. */
const order = (page: Page) => page.locator('[data-photo-list] > li p.truncate').allTextContents();

/** Drags from one element's centre to another's with real touch events (as a finger does). */
async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await boxOf(from);
  const b = await boxOf(to);
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= 10; i++) {
    const point = { x: start.x + ((end.x - start.x) * i) / 10, y: start.y + ((end.y - start.y) * i) / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`photo manager on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(180_000);

    test.beforeEach(async ({ context, request, baseURL }) => {
      await setSessionCookies(context, baseURL!, await signUp(request, uniqueEmail('fotos')));
    });

    test('refuses what is not an image, reads sizes in MB, reorders by drag, buttons of 44 px', async ({ page }) => {
      await page.goto('/sale');
      const list = page.locator('[data-photo-list]');
      await expect(page.getByText(/com 10 MB no máximo cada/)).toBeVisible();

      await page
        .locator('[data-photo-input]')
        .setInputFiles([
          { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') },
          { name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is text, not a JPEG') },
          await jpeg('mae.jpg', '#c96'),
          await jpeg('pai.jpg', '#369'),
          await jpeg('ninhada.jpg', '#6a4'),
        ]);
      const refused = page.locator('[data-photo-refused]');
      await expect(refused).toContainText('«contrato.pdf» não é uma fotografia');
      await expect(refused).toContainText('«falsa.jpg» não é uma fotografia');
      await expect(list.locator('> li')).toHaveCount(3);
      await expect(list.locator('[data-photo-status="done"]')).toHaveCount(3, { timeout: 90_000 });
      expect(await order(page)).toEqual(['mae.jpg', 'pai.jpg', 'ninhada.jpg']);
      await expect(page.getByText('Adicionar fotografias (faltam 7)')).toBeVisible();
      // No broken picture anywhere.
      const broken = await list
        .locator('img')
        .evaluateAll((images) => images.filter((i) => !(i as HTMLImageElement).naturalWidth).length);
      expect(broken).toBe(0);
      for (const size of await list.getByText(/^Cerca de /).allTextContents())
        expect(size).toMatch(/^Cerca de \d+(,\d)? MB$/);

      for (const button of await list.getByRole('button').all()) {
        const box = await boxOf(button);
        expect(box.height, `${await button.textContent()} height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${await button.textContent()} width`).toBeGreaterThanOrEqual(44);
      }
      await expectNoAxeViolations(page);

      // Drag the second photo onto the first: it becomes the main one.
      const handle = list.locator('> li').nth(1).locator('[data-photo-drag]');
      const first = list.locator('> li').first();
      await first.evaluate((card) => card.scrollIntoView({ block: 'center' }));
      if (name === 'phone') {
        await touchDrag(page, handle, first);
      } else {
        await handle.hover();
        await page.mouse.down();
        const target = await boxOf(first);
        await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
        await page.mouse.up();
      }
      await expect.poll(() => order(page)).toEqual(['pai.jpg', 'mae.jpg', 'ninhada.jpg']);
      await expect(list.locator('> li').first()).toContainText('Principal');

      // The arrow buttons still move by one place.
      await page.getByRole('button', { name: 'Mover ninhada.jpg para trás' }).click();
      expect(await order(page)).toEqual(['pai.jpg', 'ninhada.jpg', 'mae.jpg']);
    });

    test("photos chosen before the page's script ran are taken once it runs (decision 170)", async ({ page }) => {
      // The island's scripts wait while the person picks.
      const release = await holdScripts(page);
      await page.goto('/sale', { waitUntil: 'commit' });
      const input = page.locator('[data-photo-input]');
      await input.waitFor({ state: 'attached' });
      await input.setInputFiles([
        { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') },
        await jpeg('mae.jpg', '#c96'),
      ]);
      release();

      await expect(page.locator('[data-photo-refused]')).toContainText('«contrato.pdf» não é uma fotografia');
      await expect(page.locator('[data-photo-list] > li')).toHaveCount(1);
      await expect(page.locator('[data-photo-list] [data-photo-status="done"]')).toHaveCount(1, { timeout: 90_000 });
      expect(await order(page)).toEqual(['mae.jpg']);
    });
  });
}
