// Issue 42, Must 1: the site installs on a phone's home screen. The page names a manifest with the icons phones ask
// for, Chromium reads it without an error, the service worker registers after the page loads, and a
// page opened without network shows the offline page, whose "Tentar de novo" brings the page once the network is
// back. At 360×780 (touch) and at desktop width.
import { expect, test } from './test.ts';
import { DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

for (const [name, screen] of [
  ['on a phone', PHONE],
  ['on a desktop', DESKTOP],
] as const) {
  test.describe(`installable ${name}`, () => {
    test.use({ ...screen, serviceWorkers: 'allow' });

    test('installs, and a page opened offline says so and comes back', async ({ page, context }) => {
      await page.goto('/home');
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestUrl).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(manifestUrl as string)).json()) as {
        name: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Patinhas', display: 'standalone', start_url: '/' });
      // Each icon is there, a PNG of the size it declares.
      for (const icon of manifest.icons) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
      expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');

      // The worker registers after load and takes the page.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // Chromium read the manifest the page names without an error, with what installing needs (decision 189).
      const cdp = await context.newCDPSession(page);
      const read = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
        manifest?: { display: string; startUrl: string; icons?: { url: string }[] };
      };
      expect(read.url).toMatch(/\/manifest\.webmanifest$/);
      expect(read.errors).toEqual([]);
      expect(read.manifest).toMatchObject({ display: 'kStandalone', startUrl: expect.stringMatching(/\/$/) });

      // Offline: the page asked for is the offline page, its next step on the first screen, styled by the shell.
      // Everything it names comes from the worker's cache: no request fails, and it names no script.
      await context.setOffline(true);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      await page.goto('/sales?species=cao');
      await expect(page.getByRole('heading', { level: 1, name: 'Está sem ligação à internet' })).toBeVisible();
      const retry = page.getByRole('link', { name: 'Tentar de novo' });
      await expectInViewport(page, retry);
      await expectUncovered(retry);
      expect(await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700');
      await expect(page).toHaveURL(/\/sales\?species=cao$/);
      await expect(page.locator('script[src]')).toHaveCount(0);
      await page.waitForLoadState('load');
      expect(failed).toEqual([]);

      // Back online, "Tentar de novo" opens what was asked.
      await context.setOffline(false);
      await retry.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Está sem ligação à internet' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/sales\?species=cao$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
