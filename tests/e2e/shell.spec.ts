// The shell in a real browser: top bar, footer, loading overlay (200 ms rule), toasts, scroll restoration.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';

interface OverlayElement extends HTMLElement {
  track<T>(work: Promise<T>): Promise<T>;
}
interface ToastsElement extends HTMLElement {
  show(input: { severity: string; summary: string; detail?: string; life?: number }): number | null;
}

test.describe('top bar', () => {
  test('logo, main menu and the visitor buttons', async ({ page }) => {
    await page.goto('/sales');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Patinhas, página inicial' })).toHaveAttribute('href', '/home');
    const menu = banner.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/aboutus');
    await expect(menu.getByRole('link', { name: 'Vendas' })).toHaveAttribute('href', '/sales');
    await expect(menu.getByRole('link', { name: 'Vendas' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(banner.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Registar' })).toHaveAttribute('href', '/register');
  });

  test('the logo takes you home', async ({ page }) => {
    await page.goto('/aboutus');
    await page.getByRole('link', { name: 'Patinhas, página inicial' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a visitor downloads no React runtime', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((s) => /client\.|react|signed-in-area/i.test(s)),
      scripts.join(', '),
    ).toBe(false);
    // Nor Astro's island runtime inline: the page has no island for a visitor.
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  });

  test('with a session the visitor buttons are hidden from the first paint and the signed-in area loads', async ({
    signedIn: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveClass(/signed-in/);
    // Hidden by CSS from the start: the head script ran before the top bar was parsed.
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.visitor-only') as Element).display),
    ).toBe('none');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registar' })).toBeHidden();
    await expect.poll(() => scripts.some((s) => s.includes('signed-in-bar'))).toBe(true);
    const menu = page.getByRole('banner').getByRole('button', { name: /^Menu da conta de / });
    await expect(menu).toBeVisible();
    // The bell and the menu button are the shell's own: React and the panels come when one is opened (decision 058).
    expect(scripts.some((s) => s.includes('mount-signed-in-area'))).toBe(false);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'O meu perfil' })).toBeVisible();
    expect(scripts.some((s) => s.includes('mount-signed-in-area'))).toBe(true);
  });

  test('on a phone the menu is a disclosure button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const aboutUs = page.getByRole('link', { name: 'Sobre nós' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutUs).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(aboutUs).toBeHidden();
    // Nothing sticks out sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('the seven information links, the complaints book, social links and four partner logos', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const info = footer.getByRole('navigation', { name: 'Informação' });
    const hrefs = await info.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/terms',
      '/privacy-policy',
      '/responsible-breeder',
      '/responsible-tutor',
      '/contacts',
      '/partnerships',
      '/faqs',
    ]);

    const complaints = footer.getByRole('link', { name: /Livro de Reclamações/ });
    await expect(complaints).toHaveAttribute('href', 'https://www.livroreclamacoes.pt/');
    await expect(complaints).toHaveAttribute('target', '_blank');
    await expect(complaints).toHaveAttribute('rel', /noopener/);

    const social = footer.getByRole('navigation', { name: 'Redes sociais' }).getByRole('link');
    expect(await social.count()).toBeGreaterThan(0);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    const logos = footer.getByRole('region', { name: 'Parceiros e financiamento' }).getByRole('img');
    await expect(logos).toHaveCount(4);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /\S/);
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('footer links lead to their pages', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  });
});

/** Records when the overlay becomes visible or hidden, relative to the moment loading starts. */
async function watchOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const overlay = document.querySelector<HTMLElement>('[data-overlay]');
    const w = window as unknown as { overlayLog: { visible: boolean; at: number }[] };
    w.overlayLog = [];
    if (!overlay) return;
    new MutationObserver(() => w.overlayLog.push({ visible: !overlay.hidden, at: performance.now() })).observe(
      overlay,
      { attributes: true, attributeFilter: ['hidden'] },
    );
  });
}

test.describe('loading overlay', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
    await page.waitForFunction(() => customElements.get('pt-loading-overlay') !== undefined);
    await watchOverlay(page);
  });

  test('appears only once loading has lasted 200 ms, and hides as soon as it ends', async ({ page }) => {
    const startedAt = await page.evaluate(() => {
      const w = window as unknown as { finishLoading: () => void };
      const overlay = document.querySelector('pt-loading-overlay') as OverlayElement;
      void overlay.track(new Promise<void>((resolve) => (w.finishLoading = resolve)));
      return performance.now();
    });
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'A carregar…' })).toBeAttached();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    const log = await page.evaluate(
      () => (window as unknown as { overlayLog: { visible: boolean; at: number }[] }).overlayLog,
    );
    expect(log[0]?.visible).toBe(true);
    expect((log[0]?.at ?? 0) - startedAt).toBeGreaterThanOrEqual(195);

    await page.evaluate(() => (window as unknown as { finishLoading: () => void }).finishLoading());
    await expect(overlay).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('never appears for a short load', async ({ page }) => {
    await page.evaluate(async () => {
      const overlay = document.querySelector('pt-loading-overlay') as OverlayElement;
      await overlay.track(new Promise((resolve) => setTimeout(resolve, 100)));
      // Wait well past the 200 ms mark: a pending timer would have shown the overlay by now.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const log = await page.evaluate(() => (window as unknown as { overlayLog: unknown[] }).overlayLog);
    expect(log).toEqual([]);
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });
});

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
    await page.waitForFunction(() => customElements.get('pt-toasts') !== undefined);
  });

  const show = (page: Page, input: Parameters<ToastsElement['show']>[0]) =>
    page.evaluate((toast) => (document.querySelector('pt-toasts') as ToastsElement).show(toast), input);

  test('the same message is not shown twice while visible', async ({ page }) => {
    const toast = { severity: 'success', summary: 'Recuperação Solicitada', detail: 'Verifique a sua caixa de email.' };
    expect(await show(page, toast)).not.toBeNull();
    expect(await show(page, toast)).toBeNull();
    const items = page.locator('.toast-list > li');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Recuperação Solicitada');
    await expect(items.first()).toContainText('Verifique a sua caixa de email.');

    await show(page, { ...toast, severity: 'info' });
    await expect(items).toHaveCount(2);
  });

  test('a toast can be closed, and then shown again', async ({ page }) => {
    const toast = { severity: 'error', summary: 'Algo correu mal' };
    await show(page, toast);
    const items = page.locator('.toast-list > li');
    await items.first().getByRole('button', { name: 'Fechar mensagem' }).click();
    await expect(items).toHaveCount(0);
    await show(page, toast);
    await expect(items).toHaveCount(1);
  });

  test('toasts are announced politely', async ({ page }) => {
    await expect(page.locator('pt-toasts [aria-live="polite"]')).toBeAttached();
    await show(page, { severity: 'info', summary: 'Olá' });
    await expect(page.locator('pt-toasts [aria-live="polite"]')).toContainText('Informação: Olá');
  });

  test('a toast queued before a navigation is shown on the next page, once', async ({ page }) => {
    await page.evaluate(() =>
      sessionStorage.setItem(
        'patinhas:toast-queue',
        JSON.stringify([
          { severity: 'success', summary: 'Recuperação Solicitada', detail: 'Verifique a sua caixa de email.' },
        ]),
      ),
    );
    await page.goto('/aboutus');
    await expect(page.locator('.toast-list > li')).toHaveCount(1);
    await expect(page.locator('.toast-list')).toContainText('Recuperação Solicitada');
    await page.reload();
    await page.waitForFunction(() => customElements.get('pt-toasts') !== undefined);
    await expect(page.locator('.toast-list > li')).toHaveCount(0);
  });
});

test.describe('scroll restoration', () => {
  test('going back returns to where you were on the page', async ({ page }) => {
    await page.goto('/terms');
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    // A scripted click: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/faqs"]')?.click());
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    await page.goForward();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  });
});
