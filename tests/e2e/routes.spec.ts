// The route table: redirects of / and unknown paths, every public page, the info pages and the guards.
import { expect, test } from './test.ts';
import { GUARDED_ROUTES, infoPages, NOT_FOUND_ROUTES, PUBLIC_ROUTES, setSessionCookies } from './fixtures.ts';

test.describe('redirects', () => {
  // Plain HTTP answers, read without a browser (decision 209): a browser follows a Location as written.
  test('/ redirects to /home, unknown paths too', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(301);
    expect(root.headers()['location']).toBe('/home');
    for (const unknown of ['/nao-existe', '/qualquer/caminho/fundo', '/sales/nao-existe', '/pagina.html']) {
      const answer = await request.get(unknown, { maxRedirects: 0 });
      expect(answer.status(), unknown).toBe(302);
      expect(answer.headers()['location'], unknown).toBe('/home');
    }
  });

  test('missing files answer our one-line 404 instead of a redirect or a framework page (decisions 011, 015)', async ({
    request,
    page,
  }) => {
    for (const missing of [
      '/_astro/nao-existe.js',
      '/imagem-antiga.png',
      '/estilo.css',
      '/package.json',
      '/x.js',
      '/_astro/missing.css',
      '/favicon-missing.png',
    ]) {
      const answer = await request.get(missing, { maxRedirects: 0 });
      expect(answer.status(), missing).toBe(404);
      expect(await answer.text(), missing).toBe('Não encontrado.');
      expect(answer.headers()['content-type'], missing).toBe('text/plain; charset=utf-8');
      expect(answer.headers()['cache-control'], missing).toBe('no-store');
      expect(answer.headers()['x-content-type-options'], missing).toBe('nosniff');
    }
    // Opened in the browser: our line, nothing of Astro's own 404 page.
    const response = await page.goto('/package.json');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveText('Não encontrado.');
    expect(await page.title()).not.toContain('404');
  });

  test('unknown API paths stay JSON 404', async ({ request }) => {
    const answer = await request.get('/api/nao-existe', { maxRedirects: 0 });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toMatchObject({ status: 404 });
  });

  test('static files are served, not redirected', async ({ request }) => {
    const answer = await request.get('/favicon.svg', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
  });
});

/** The page's <main>, as the server sent it. */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

test.describe('public pages', () => {
  // What the server answers, read without a browser (decision 209); the security-headers journey opens each of them
  // in Chromium under its policy, and the a11y journeys read them as a person does.
  test('every public page answers 200 with a heading, its title, the language and the security headers', async ({
    request,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const answer = await request.get(route);
      expect(answer.status(), route).toBe(200);
      expect(answer.headers()['x-content-type-options'], route).toBe('nosniff');
      expect(answer.headers()['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
      expect(answer.headers()['x-frame-options'], route).toBe('DENY');
      const html = await answer.text();
      expect(mainOf(html), route).toMatch(/<h1\b[^>]*>[^<]*\S/);
      expect(html, route).toMatch(/<title>[^<]+ · Patinhas<\/title>|<title>Patinhas<\/title>/);
      expect(html, route).toMatch(/<html lang="pt-PT"/);
    }
  });

  test('a missing advert or article answers 404 with a way back, not an error page', async ({ request }) => {
    for (const route of NOT_FOUND_ROUTES) {
      const answer = await request.get(route);
      expect(answer.status(), route).toBe(404);
      const html = await answer.text();
      expect(mainOf(html), route).toMatch(/<h1\b/);
      expect(mainOf(html), route).toMatch(/<a\b[^>]*href="\/(?:home|blog|sales)"/);
      expect(html, route).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('every page has its own description, canonical URL and Open Graph tags', async ({ page, baseURL }) => {
    await page.goto('/sales?utm_source=x');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseURL}/sales`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);

    await page.goto('/home');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/home`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /criadores responsáveis/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
  });
});

test.describe('information pages', () => {
  const pages = infoPages();

  test('all eight of the specification exist as Markdown files', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      [
        '/aboutus',
        '/contacts',
        '/faqs',
        '/partnerships',
        '/privacy-policy',
        '/responsible-breeder',
        '/responsible-tutor',
        '/terms',
      ].sort(),
    );
  });

  test('each renders its title and its Markdown body', async ({ request }) => {
    for (const info of pages) {
      const answer = await request.get(info.path);
      expect(answer.status(), info.path).toBe(200);
      const html = await answer.text();
      const escaped = info.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(mainOf(html), info.path).toMatch(new RegExp(`<h1\\b[^>]*>\\s*${escaped}\\s*</h1>`));
      expect(html, info.path).toContain(`<title>${info.title} · Patinhas</title>`);
      // The Markdown body is rendered (its sections are h2 headings).
      expect(/<article\b[\s\S]*<h2\b[\s\S]*<\/article>/.test(html), info.path).toBe(true);
    }
  });
});

test.describe('guarded pages', () => {
  for (const route of GUARDED_ROUTES) {
    test(`${route} without a session goes to /login before rendering`, async ({ request }) => {
      const answer = await request.get(route, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/login');
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(await answer.text()).toBe('');
    });

    test(`${route} with a forged token clears both session cookies and goes to /login`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setSessionCookies(context, baseURL ?? '', 'forged.token.value');
      const hop = page.waitForResponse((r) => new URL(r.url()).pathname === route);
      await page.goto(route).catch(() => undefined);
      const answer = await hop;
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/login');
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain('access_token');
      expect(names).not.toContain('current_user');
    });
  }

  test('with a valid session every guarded page opens and the cookies stay', async ({ signedIn: page, context }) => {
    for (const route of GUARDED_ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      expect(new URL(page.url()).pathname, route).toBe(route);
      expect(response?.headers()['set-cookie'], route).toBeUndefined();
    }
    expect((await context.cookies()).map((c) => c.name)).toEqual(
      expect.arrayContaining(['access_token', 'current_user']),
    );
  });

  test('a trailing slash does not get around the guard', async ({ request }) => {
    const answer = await request.get('/sale/', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/login');
  });

  test('/sales and /user-profile are not guarded', async ({ request }) => {
    for (const route of ['/sales', '/user-profile']) {
      expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
    }
  });

  test('a forged token on a public page is removed too', async ({ page, context, baseURL }) => {
    await setSessionCookies(context, baseURL ?? '', 'forged.token.value');
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('access_token');
    // The visitor buttons stay visible: the head script found no session cookie.
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists the public and information pages with absolute URLs', async ({ request, baseURL }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('xml');
    const xml = await answer.text();
    for (const p of ['/home', '/sales', '/blog', '/breeders', ...infoPages().map((i) => i.path)]) {
      expect(xml).toContain(`<loc>${baseURL}${p}</loc>`);
    }
    for (const p of GUARDED_ROUTES) expect(xml).not.toContain(`${p}<`);
    // Everything fits in one file: /sitemap.xml is that file, numbered files past it do not exist (decision 157).
    // Read twice in a row while no other journey publishes or removes an advert in between.
    await expect(async () => {
      const one = await (await request.get('/sitemap.xml')).text();
      expect(await (await request.get('/sitemap-1.xml')).text()).toBe(one);
    }).toPass();
    expect((await request.get('/sitemap-2.xml')).status()).toBe(404);
  });

  test('robots.txt points at the sitemap and keeps crawlers out of the API and private pages', async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /user-dashboard',
      'Disallow: /notifications',
      'Disallow: /sale$',
      'Disallow: /my-sales',
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).not.toMatch(/^Disallow: \/sales?$/m);
  });
});
