// Security headers on a real production server (decisions 091–092): pages (fresh and replayed from the page
// cache), API answers, stored images and static files; HSTS only when the site is served over HTTPS.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_DISPOSITION,
  COMMON_HEADERS,
  HSTS,
  pagePolicyFor,
  RESOURCE_CSP,
  servedOverHttps,
  SVG_CSP,
} from '../../src/server/http/security-headers.ts';
import { ADMIN, approve, createSale, newAccount, signIn, startApp, type App } from '../durability/harness.ts';

const dirs: string[] = [];
let site: App;
let secure: App;

beforeAll(async () => {
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'patinhas-headers-'));
    dirs.push(d);
    return d;
  };
  site = await startApp({ dataDir: dir() });
  // The same build behind a TLS-terminating proxy: the public address is https.
  secure = await startApp({ dataDir: dir(), env: { PUBLIC_SITE_URL: 'https://patinhas.example' } });
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.kill('SIGTERM'), secure?.kill('SIGTERM')]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as directive name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources] as const),
  );
}

function expectCommonHeaders(res: Response, what: string): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS))
    expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('pages', () => {
  const pages = ['/home', '/sales', '/blog', '/breeders', '/login', '/register', '/aboutus', '/login/forgot-password'];

  it.each(pages)('%s: a hash-based policy that allows exactly what the page runs', async (route) => {
    const res = await fetch(`${site.url}${route}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectCommonHeaders(res, route);
    expect(res.headers.get('strict-transport-security'), 'http: no HSTS').toBeNull();
    const policy = directives(res.headers.get('content-security-policy'));
    const script = policy.get('script-src') ?? [];
    expect(script[0]).toBe("'self'");
    expect(
      script.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
      script.join(' '),
    ).toBe(true);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    // <style> elements may be inline (Radix's scroll lock, decision 092); style attributes only by hash.
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('style-src-attr')?.[0]).toBe("'unsafe-hashes'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);

    // Every inline script and style attribute of the HTML is allowed by its hash.
    const html = await res.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/application\/ld\+json/.test(m[1]!),
    );
    expect(scripts.length, 'the shell has inline scripts').toBeGreaterThan(0);
    for (const m of scripts) expect(script, `inline script ${m[2]!.slice(0, 60)}`).toContain(sha256(m[2]!));
    for (const m of html.matchAll(/\sstyle="([^"]*)"/g))
      expect(policy.get('style-src-attr'), `style attribute ${m[1]}`).toContain(sha256(m[1]!));
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it('a page replayed from the page cache keeps every header of the first answer', async () => {
    const first = await fetch(`${site.url}/sales`);
    await first.arrayBuffer();
    const second = await fetch(`${site.url}/sales`);
    await second.arrayBuffer();
    for (const name of ['content-security-policy', ...Object.keys(COMMON_HEADERS)]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it('signed-in pages, the guard redirect and the notifications page carry the headers', async () => {
    const member = await newAccount(site.url, 'headers');
    const cookie = `access_token=${member.token}`;
    for (const route of ['/user-dashboard', '/notifications', '/my-sales', '/sale']) {
      const res = await fetch(`${site.url}${route}`, { headers: { cookie } });
      expect(res.status, route).toBe(200);
      expectCommonHeaders(res, route);
      const policy = directives(res.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), route).toEqual(["'none'"]);
      // The notifications list's height is a server-rendered style attribute: allowed by its hash, not 'unsafe-inline'.
      const html = await res.text();
      for (const m of html.matchAll(/\sstyle="([^"]*)"/g))
        expect(policy.get('style-src-attr'), `${route}: ${m[1]}`).toContain(sha256(m[1]!));
      expect(policy.get('style-src-attr') ?? [], route).not.toContain("'unsafe-inline'");
    }

    const redirect = await fetch(`${site.url}/user-dashboard`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expectCommonHeaders(redirect, 'guard redirect');
    expect(redirect.headers.get('content-security-policy')).toBe(RESOURCE_CSP);
  });

  it("a page's own 304 carries no fallback policy that would replace the cached page's", async () => {
    const seller = await newAccount(site.url, 'etag');
    const sale = await createSale(site.url, seller.token);
    await approve(site.url, await signIn(site.url, ADMIN.email, ADMIN.password), sale.body.uid!);
    // Signed in, so the page itself (not the visitors' page store) answers the revalidation.
    const reader = await newAccount(site.url, 'reader');
    const cookie = `access_token=${reader.token}`;
    const url = `${site.url}/sales/sale-detail?searchValue=${sale.body.uid}`;
    const first = await fetch(url, { headers: { cookie } });
    expect(first.status).toBe(200);
    await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { cookie, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('article pages alone may show https: images (article bodies link them, decision 080)', async () => {
    const res = await fetch(`${site.url}/blog/detail/nao-existe`);
    expect(res.status).toBe(404);
    expect(directives(res.headers.get('content-security-policy')).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
    expect(pagePolicyFor('/blog/detail/x', "default-src 'self';img-src 'self' data:; script-src 'self'")).toBe(
      "default-src 'self';img-src 'self' data: https:; script-src 'self'",
    );
    expect(pagePolicyFor('/blog', "img-src 'self'")).toBe("img-src 'self'");
    expect(pagePolicyFor('/admin/articles/new', "img-src 'self'")).toBe("img-src 'self' https:");
  });
});

describe('the API, stored images and static files', () => {
  it('API answers (success, 404, 401, 400) have nosniff and a policy that lets nothing load', async () => {
    const calls: [string, RequestInit, number][] = [
      ['/api/health', {}, 200],
      ['/api/public/sales?size=1', {}, 200],
      ['/api/nao-existe', {}, 404],
      ['/api/user-profile', {}, 401],
      ['/api/public/authenticate', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }, 400],
    ];
    for (const [url, init, status] of calls) {
      const res = await fetch(`${site.url}${url}`, init);
      expect(res.status, url).toBe(status);
      expectCommonHeaders(res, url);
      expect(res.headers.get('content-security-policy'), url).toBe(RESOURCE_CSP);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
      // A browser sent to a JSON answer downloads it instead of rendering it.
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition'), url).toBe(API_CONTENT_DISPOSITION);
    }
  });

  it('the API reference page keeps its own policy, and its scripts come from the build (decision 016)', async () => {
    const res = await fetch(`${site.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
    const scripts = [...(await res.text()).matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    for (const src of scripts) {
      expect(src).toMatch(/^\/_astro\/[\w-]+\.[\w-]+\.js$/);
      const script = await fetch(`${site.url}${src}`);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toBe('text/javascript; charset=utf-8');
      expect(script.headers.get('cache-control'), src).toBe('public, max-age=31536000, immutable');
      expectCommonHeaders(script, src);
      await script.arrayBuffer();
    }
  });

  it('stored images under /files', async () => {
    const seller = await newAccount(site.url, 'files');
    const sale = await createSale(site.url, seller.token);
    expect(sale.status).toBe(201);
    const mine = await fetch(`${site.url}/api/private/my-sale`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const file = JSON.stringify(await mine.json()).match(/\/files\/[a-z0-9]+\/\d+\.(?:webp|jpg)/)?.[0];
    expect(file).toBeTruthy();
    const res = await fetch(`${site.url}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expectCommonHeaders(res, file!);
    expect(res.headers.get('content-security-policy')).toBe(RESOURCE_CSP);
  });

  it('static files of the build: bundles, stylesheets and SVG', async () => {
    const html = await (await fetch(`${site.url}/home`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of [...new Set(assets)]) {
      const res = await fetch(`${site.url}${asset}`);
      expect(res.status, asset).toBe(200);
      expectCommonHeaders(res, asset);
      expect(res.headers.get('content-security-policy'), asset).toBe(RESOURCE_CSP);
    }
    const svg = await fetch(`${site.url}/favicon.svg`);
    expectCommonHeaders(svg, 'favicon.svg');
    expect(svg.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const robots = await fetch(`${site.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expectCommonHeaders(robots, 'robots.txt');
  });
});

describe('HSTS (decision 091)', () => {
  it('is sent on pages, API answers and static files when the public address is https', async () => {
    const html = await (await fetch(`${secure.url}/home`)).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    for (const url of ['/home', '/login', '/api/health', '/api/nao-existe', '/favicon.svg', asset!]) {
      const res = await fetch(`${secure.url}${url}`);
      expect(res.headers.get('strict-transport-security'), url).toBe(HSTS);
    }
    expect(HSTS).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('is not switched on by a client claiming X-Forwarded-Proto: https to a plain-http site', async () => {
    for (const url of ['/home', '/api/health']) {
      const res = await fetch(`${site.url}${url}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
    expect(servedOverHttps('http://localhost:4321', 'https://patinhas.pt/home')).toBe(true);
    expect(servedOverHttps('http://localhost:4321', 'http://patinhas.pt/home')).toBe(false);
    expect(servedOverHttps('https://patinhas.pt')).toBe(true);
  });
});
