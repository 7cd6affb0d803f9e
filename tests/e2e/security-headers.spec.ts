// Security headers in a real browser (decisions 091–092): every route of the site, as a visitor and signed in, runs
// under its Content-Security-Policy without one violation, and every answer carries the headers.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { type BrowserContext, type Page, type Response } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { GUARDED_ROUTES, infoPages, NOT_FOUND_ROUTES, PUBLIC_ROUTES, setSessionCookies, token } from './fixtures.ts';
import { readWorld } from './world.ts';

interface Violation {
  route: string;
  what: string;
}

/** Records every CSP violation (the DOM event, and Chromium's console message) of every page of the context. */
async function watchViolations(context: BrowserContext, violations: Violation[], route: () => string): Promise<void> {
  await context.exposeBinding(
    '__reportCspViolation',
    (_source, what: string) => void violations.push({ route: route(), what }),
  );
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (what: string) => void }).__reportCspViolation;
        report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        );
      },
      true,
    );
  });
}

function watchConsole(page: Page, violations: Violation[], route: () => string): void {
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text()))
      violations.push({ route: route(), what: `console: ${message.text()}` });
  });
}

/** The headers decisions 091–092 promise on a page. */
function expectPageHeaders(response: Response | null, route: string): void {
  expect(response, route).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d] as const),
  );
  expect(directives.get('script-src'), `${route}: script-src`).toMatch(
    /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/,
  );
  expect(directives.get('style-src'), `${route}: style-src`).toBe("style-src 'self'");
  expect(directives.get('style-src-attr'), `${route}: style-src-attr`).toMatch(
    /^style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+$/,
  );
  expect(directives.get('object-src'), route).toBe("object-src 'none'");
  expect(directives.get('base-uri'), route).toBe("base-uri 'none'");
  expect(directives.get('frame-ancestors'), route).toBe("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], route).toBe('nosniff');
  expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], route).toMatch(/camera=\(\), microphone=\(\), geolocation=\(self\)/);
  expect(headers['x-frame-options'], route).toBe('DENY');
  // This server is plain http (PUBLIC_SITE_URL http://127.0.0.1): no HSTS, which browsers would ignore anyway.
  expect(headers['strict-transport-security'], route).toBeUndefined();
}

/** Opens `route`, lets every island hydrate (those waiting to be visible too) and checks its headers. */
async function visit(page: Page, route: string, expectedStatus: number[]): Promise<void> {
  const response = await page.goto(route);
  expect(expectedStatus, `${route} answered ${response?.status()}`).toContain(response?.status());
  expectPageHeaders(response, route);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test.describe('Content-Security-Policy on every page', () => {
  const publicRoutes = () => [
    ...PUBLIC_ROUTES,
    ...infoPages().map((p) => p.path),
    '/login',
    '/register',
    '/login/forgot-password',
    '/user/password-recover?ticket=nao-existe',
    `/sales/sale-detail?searchValue=${readWorld().sale}`,
    `/blog/detail/${readWorld().article}`,
    `/breeders/${readWorld().breeder}`,
    '/sales?species=DOG',
  ];

  test('a visitor meets no violation on any route', async ({ page, context }) => {
    const violations: Violation[] = [];
    let current = '';
    // The article's image lives on an outside host (faked here): article pages allow https: images.
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    let outsideImages = 0;
    await context.route('https://images.example.org/**', (route) => {
      outsideImages += 1;
      return route.fulfill({ contentType: 'image/png', body: png });
    });
    await watchViolations(context, violations, () => current);
    watchConsole(page, violations, () => current);

    for (const route of publicRoutes()) {
      current = route;
      await visit(page, route, [200]);
    }
    for (const route of NOT_FOUND_ROUTES) {
      current = route;
      await visit(page, route, [404]);
    }
    // A guarded page sends the visitor to /login: the redirect and the login page both carry the headers.
    current = GUARDED_ROUTES[0]!;
    await visit(page, GUARDED_ROUTES[0]!, [200]);
    await expect(page).toHaveURL(/\/login/);

    expect(outsideImages, 'the article page loaded its outside image').toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('a signed-in administrator meets no violation on any route, with the bell and menus open', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // Every route, signed in, with the bell and the menus opened on each: more than a minute on a busy machine.
    test.setTimeout(180_000);
    const violations: Violation[] = [];
    let current = '';
    await watchViolations(context, violations, () => current);
    watchConsole(page, violations, () => current);
    await setSessionCookies(context, baseURL ?? '', await token(request, E2E_ADMIN.email, E2E_ADMIN.password));

    const signedInRoutes = [
      ...publicRoutes(),
      ...GUARDED_ROUTES,
      '/admin/sales',
      '/admin/people',
      '/admin/people?q=Ana',
      '/admin/articles',
      '/admin/articles/new',
      `/admin/articles/edit?key=${readWorld().article}`,
    ];
    for (const route of signedInRoutes) {
      current = route;
      await visit(page, route, [200]);
      await expect(page.locator('html'), route).toHaveClass(/signed-in/);
    }

    // A reload revalidates the sale page (ETag → 304): the 304 must not replace the page's policy in the cache.
    current = 'sale detail (reloaded, 304)';
    await page.goto(`/sales/sale-detail?searchValue=${readWorld().sale}`);
    const reloaded = await page.reload();
    expect([200, 304]).toContain(reloaded?.status());
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Guardar nos favoritos' })).toBeVisible();

    // Islands that position themselves (Radix popovers and menus) write styles through the CSSOM: allowed.
    current = '/home (bell open)';
    await visit(page, '/home', [200]);
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await bell.click();
    await expect(page.getByRole('region', { name: 'Lista de notificações' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Radix's modal menu and alert dialog lock scrolling with an injected <style> (style-src-elem).
    current = '/user-profile (account menu, delete dialog)';
    await visit(page, '/user-profile', [200]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu da conta/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The live channel (/ws, same origin) connects under connect-src 'self'.
    current = '/notifications (live)';
    const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
    await page.goto('/notifications');
    await socket;

    expect(violations).toEqual([]);
  });

  test('a regular member meets no violation on the member pages', async ({ signedIn: page, context }) => {
    const violations: Violation[] = [];
    let current = '';
    await watchViolations(context, violations, () => current);
    watchConsole(page, violations, () => current);
    for (const route of [...GUARDED_ROUTES, '/home', `/sales/sale-detail?searchValue=${readWorld().sale}`]) {
      current = route;
      await visit(page, route, [200]);
    }
    expect(violations).toEqual([]);
  });
});

test.describe('headers on what is not a page', () => {
  const strict = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

  test('API answers, images and static files carry nosniff and a policy that lets nothing run', async ({
    request,
    page,
  }) => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/public/sales?size=1', 200],
      ['/api/nao-existe', 404],
      ['/api/user-profile', 401],
      [readWorld().file, 200],
      ['/favicon.svg', 200],
      ['/robots.txt', 200],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(status);
      const headers = res.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['content-security-policy'], path).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    expect((await request.get('/api/health')).headers()['content-security-policy']).toBe(strict);

    // The page's own bundles, found in its HTML.
    await page.goto('/home');
    const assets = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      ].map((e) => new URL('src' in e && e.src ? e.src : (e as HTMLLinkElement).href).pathname),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const headers = (await request.get(asset)).headers();
      expect(headers['x-content-type-options'], asset).toBe('nosniff');
      expect(headers['content-security-policy'], asset).toBe(strict);
    }
  });

  test('the API reference page renders from our own origin under its own policy, with no violation (decision 016)', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations: Violation[] = [];
    await watchViolations(context, violations, () => '/api/docs');
    watchConsole(page, violations, () => '/api/docs');
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(`${baseURL}/`) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // Scalar read /api/openapi.json and drew the reference: the API's title and one of its groups.
    await expect(page.getByRole('heading', { name: 'Patinhas API', level: 1 })).toBeVisible();
    await page.getByText('Visits', { exact: true }).first().click();
    await page.keyboard.press('Control+k');
    // Everything the page asked for has answered: no 'networkidle' wait, which a slow machine can miss for a minute.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(failed).toEqual([]);
    // The AsyncAPI document of /ws is a link a reader sees and can click above Scalar's layout; like every
    // JSON answer of the API it arrives as a download, under its own name (decisions 046, 091).
    await page.keyboard.press('Escape');
    const asyncApi = page.getByRole('link', { name: /AsyncAPI 3/ });
    const [download] = await Promise.all([page.waitForEvent('download'), asyncApi.click()]);
    expect(download.suggestedFilename()).toBe('asyncapi.json');
    const saved = await download.path();
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({ asyncapi: '3.0.0' });
  });

  test('no page can be framed (frame-ancestors)', async ({ page, baseURL }) => {
    // A framing page and a frameable control, both faked by the browser's router on our origin (Chromium
    // refuses to let another origin frame 127.0.0.1 at all); frame-ancestors 'none' refuses even our own.
    await page.route(`${baseURL}/__framer`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>f</title><iframe src="/__framee" title="a"></iframe><iframe src="/home" title="b"></iframe>',
      }),
    );
    await page.route(`${baseURL}/__framee`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>c</title><h1>moldura</h1>' }),
    );
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors 'none'/.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${baseURL}/__framer`);
    await expect(page.frameLocator('iframe[title="a"]').locator('h1')).toHaveText('moldura');
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(page.frames().some((f) => f.url().endsWith('/home'))).toBe(false);
  });
});
