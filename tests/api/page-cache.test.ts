// The rendered-page cache of public pages: visitors get stored compressed pages, 304s, and a fresh render after any public write.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHED_TABLES, channelOf } from '../../src/server/cache/cached-tables.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { MAX_PAGES, publicPageCache, serveCachedPage } from '../../src/server/http/page-cache.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();

// Stands in for Astro's pages: counts its renders and answers like src/pages/sales/*.astro do.
let renders = 0;
const app = new Hono();
app.use(publicPageCache(async () => ctx));
app.get('/sales', (c) => {
  renders += 1;
  return c.html(`<h1>Animais à venda</h1>${'<li>Cachorro</li>'.repeat(200)}<p>render ${renders}</p>`, 200, {
    'Cache-Control': 'public, no-cache',
    ETag: `W/"listing-${renders}"`,
    'X-Frame-Options': 'DENY',
  });
});
app.get('/sales/sale-detail', (c) => {
  renders += 1;
  const hidden = c.req.query('searchValue') === 'hidden';
  return c.html(`<p>render ${renders}</p>`, hidden ? 404 : 200, {
    'Cache-Control': hidden ? 'private, no-store' : 'public, no-cache',
    ETag: `W/"d-${renders}"`,
  });
});
// A page without a validator of its own, as /home and the blog answer.
app.get('/home', (c) => {
  renders += 1;
  return c.html(`home ${renders}`, 200, { 'Cache-Control': 'public, no-cache' });
});
app.get('/user-dashboard', (c) => {
  renders += 1;
  return c.html('painel', 200, { 'Cache-Control': 'private, no-store' });
});

// A long page of varied text, where brotli's best quality beats its fast one.
const WORDS = [
  'cachorro',
  'gatinho',
  'criador',
  'vacinado',
  'Lisboa',
  'Porto',
  'Braga',
  'meigo',
  'brincalhão',
  'pelagem',
  'ninhada',
  'microchip',
];
let seed = 7;
const varied = Array.from(
  { length: 6000 },
  () => WORDS[(seed = (seed * 1103515245 + 12345) % 2147483648) % WORDS.length],
).join(' ');
app.get('/blog', (c) => {
  renders += 1;
  return c.html(`<main><p>${varied}</p><p>render ${renders}</p></main>`, 200, { 'Cache-Control': 'public, no-cache' });
});

// As Astro's endpoints answer: a HEAD render has the headers and no body.
app.get('/sitemap.xml', (c) => {
  renders += 1;
  const headers = { 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'application/xml' };
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(`<urlset>${renders}</urlset>`, 200, headers);
});

const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));

/**
 * A write of `table` committed through the transaction helper, as the services write (decision 203). It changes no row
 * (other files' rows stay, and may be referenced): a statement counts as a write of its table whether or not it finds
 * a row. It returns once this instance
 * has also heard the write's NOTIFY (its own echo, which empties the caches a second time): on PostgreSQL it arrives a
 * moment after the commit, and a page rendered in between would be dropped by it.
 */
async function write(
  table: 'sales' | 'articles' | 'info_pages' | 'users',
  statement = `delete from ${table} where false`,
) {
  const stops: Array<() => Promise<void>> = [];
  const heard = CACHED_TABLES[table]!.kinds.map(
    (kind) =>
      new Promise<void>((resolve, reject) => {
        ctx.database.listen(channelOf(kind), () => resolve()).then((stop) => stops.push(stop), reject);
      }),
  );
  // Each LISTEN is on before the write.
  while (stops.length < heard.length) await new Promise((r) => setTimeout(r, 5));
  await inTransaction(ctx, (tx) => tx.execute(sql.raw(statement)));
  await Promise.all(heard);
  await Promise.all(stops.map((stop) => stop()));
}

beforeEach(async () => {
  await write('sales');
  renders = 0;
});

describe('publicPageCache', () => {
  it('renders a visitor page once, then serves it from memory in the encoding the browser takes', async () => {
    const first = await get('/sales', { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(html).toContain('render 1');

    const gzip = await get('/sales', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = await get('/sales');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(renders).toBe(1);
    // The page's own headers come along.
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('etag')).toBe('W/"listing-1"');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('never keeps what a HEAD request rendered: the next visitor still gets the whole page', async () => {
    const head = await app.request('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const page = await get('/sitemap.xml');
    expect(await page.text()).toBe('<urlset>2</urlset>');
    // The GET's render is the one kept; a HEAD is answered from it.
    expect((await app.request('/sitemap.xml', { method: 'HEAD' })).status).toBe(200);
    expect(await (await get('/sitemap.xml')).text()).toBe('<urlset>2</urlset>');
    expect(renders).toBe(2);
  });

  it("compresses a page that proves popular again with brotli's best quality, same content, fewer bytes", async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await get('/blog', br);
    const fast = Buffer.from(await first.arrayBuffer());
    for (let i = 0; i < 25; i++) await get('/blog', br);
    let best = fast;
    for (let i = 0; i < 200 && best.byteLength >= fast.byteLength; i++) {
      await new Promise((r) => setTimeout(r, 10));
      best = Buffer.from(await (await get('/blog', br)).arrayBuffer());
    }
    expect(best.byteLength).toBeLessThan(fast.byteLength);
    expect(brotliDecompressSync(best).toString()).toBe(brotliDecompressSync(fast).toString());
    expect(renders).toBe(1);
  });

  it('answers 304 to a browser that holds the page', async () => {
    await get('/sales');
    const again = await get('/sales', { 'if-none-match': 'W/"listing-1"' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe('W/"listing-1"');
    expect(renders).toBe(1);
  });

  it('renders again after any sale write, and keeps each query apart', async () => {
    await get('/sales');
    await get('/sales?species=CAT');
    expect(renders).toBe(2);
    await write('sales');
    expect(await (await get('/sales')).text()).toContain('render 3');
    expect(await (await get('/sales?species=CAT')).text()).toContain('render 4');
  });

  it('never serves a stored page to a signed-in user, nor stores private answers', async () => {
    await get('/sales');
    expect(await (await get('/sales', { cookie: 'theme=x; access_token=abc' })).text()).toContain('render 2');
    await get('/sales/sale-detail?searchValue=hidden');
    await get('/sales/sale-detail?searchValue=hidden');
    await get('/user-dashboard');
    await get('/user-dashboard');
    expect(renders).toBe(6);
  });

  it('gives a page without an ETag one made of its bytes, and answers 304 to it', async () => {
    const first = await get('/home');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(await first.text()).toBe('home 1');
    const again = await get('/home', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(renders).toBe(1);
  });

  it('renders again after an article or a public profile changes, not only a sale', async () => {
    await get('/home');
    await write('articles');
    expect(await (await get('/home')).text()).toBe('home 2');
    await write('users', 'update users set name = name');
    expect(await (await get('/home')).text()).toBe('home 3');
    expect(await (await get('/home')).text()).toBe('home 3');
  });

  it('renders again after an information page changes (every page shows them in its footer)', async () => {
    await get('/home');
    await write('info_pages');
    expect(await (await get('/home')).text()).toBe('home 2');
    expect(await (await get('/home')).text()).toBe('home 2');
  });

  it('keeps at most MAX_PAGES pages, letting the least recently served one go first', async () => {
    for (let i = 0; i < MAX_PAGES; i++) await get(`/home?page=${i}`);
    expect(renders).toBe(MAX_PAGES);
    // Page 0 is served again (from memory), so page 1 is now the coldest.
    expect(await (await get('/home?page=0')).text()).toBe('home 1');
    await get(`/home?page=${MAX_PAGES}`);
    expect(renders).toBe(MAX_PAGES + 1);
    expect(await (await get('/home?page=0')).text()).toBe('home 1');
    expect(await (await get(`/home?page=${MAX_PAGES}`)).text()).toBe(`home ${MAX_PAGES + 1}`);
    expect(await (await get('/home?page=1')).text()).toBe(`home ${MAX_PAGES + 2}`);
  });
});

describe('serveCachedPage (the Node server entrance)', () => {
  const server = http.createServer((req, res) => {
    if (serveCachedPage(req, res)) return;
    res.writeHead(599).end('not stored');
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers stored pages before any Request object exists, and lets everything else through', async () => {
    const port = await listening;
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    expect((await fetch(url('/sales?q=cao'))).status).toBe(599);
    await get('/sales?q=cao');
    const stored = await fetch(url('/sales?q=cao'), { headers: { 'accept-encoding': 'gzip' } });
    expect(stored.status).toBe(200);
    expect(await stored.text()).toContain('render 1');
    expect((await fetch(url('/sales?q=cao'), { headers: { 'if-none-match': 'W/"listing-1"' } })).status).toBe(304);
    expect((await fetch(url('/sales?q=cao'), { headers: { cookie: 'access_token=abc' } })).status).toBe(599);
    await write('sales');
    expect((await fetch(url('/sales?q=cao'))).status).toBe(599);
  });
});
