// Accessibility: axe (WCAG 2.x A/AA and best practices) finds nothing on any page, wide or narrow.
import { expect, test } from './test.ts';
import { expectNoAxeViolations, infoPages, NOT_FOUND_ROUTES, PUBLIC_ROUTES } from './fixtures.ts';

const routes = [...PUBLIC_ROUTES, ...infoPages().map((p) => p.path)];

for (const route of routes) {
  test(`axe: ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

for (const route of NOT_FOUND_ROUTES) {
  test(`axe: ${route} (not found)`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });
}

test('axe: phone width with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoAxeViolations(page);
});

test('axe: loading overlay and a toast on screen', async ({ page }) => {
  await page.goto('/home');
  await page.waitForFunction(
    () => customElements.get('pt-toasts') !== undefined && customElements.get('pt-loading-overlay') !== undefined,
  );
  await page.evaluate(() => {
    const toasts = document.querySelector('pt-toasts') as HTMLElement & { show(t: object): void };
    toasts.show({
      severity: 'success',
      summary: 'Recuperação Solicitada',
      detail: 'Verifique a sua caixa de email.',
      life: 0,
    });
    const overlay = document.querySelector('pt-loading-overlay') as HTMLElement & { track(p: Promise<unknown>): void };
    overlay.track(new Promise(() => undefined));
  });
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe: the signed-in top bar', async ({ signedIn: page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveClass(/signed-in/);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});
