// The build's files from memory: small ones pre-compressed at start-up, a large one (the API reference's bundle,
// decision 016) compressed off the event loop after its first request, and the same bytes either way.
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaticHandler } from './static-files.ts';

let dir: string;
let server: http.Server;
let base: string;
const small = 'console.log("pata");\n'.repeat(100);
// About 2 MB of script that does not compress to nothing.
const large = Array.from({ length: 40_000 }, (_, i) => `export const v${i} = ${(i * 2654435761) % 4294967296};\n`).join(
  '',
);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'patinhas-static-'));
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, '_astro/small.abc.js'), small);
  writeFileSync(path.join(dir, '_astro/large.abc.js'), large);
  writeFileSync(path.join(dir, 'sw.js'), small);
  const serve = createStaticHandler(dir);
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would decompress it and hide the encoding). */
function get(pathname: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

it('answers a small file compressed from the first request', async () => {
  const res = await get('/_astro/small.abc.js');
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.body).toString()).toBe(small);
});

it('answers a large file as is at first, then compressed once the thread pool is done, with the same bytes', async () => {
  const first = await get('/_astro/large.abc.js');
  expect(first.headers['content-encoding']).toBeUndefined();
  expect(first.headers['vary']).toBe('Accept-Encoding');
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(first.body.toString()).toBe(large);
  await expect
    .poll(async () => (await get('/_astro/large.abc.js')).headers['content-encoding'], { timeout: 20_000 })
    .toBe('br');
  const later = await get('/_astro/large.abc.js');
  expect(later.body.length).toBeLessThan(large.length / 2);
  expect(brotliDecompressSync(later.body).toString()).toBe(large);
  expect(later.headers['etag']).toBe(first.headers['etag']);
});

it('lets the service worker fetch from the site, and has browsers ask for a new one at every visit (decision 189)', async () => {
  const worker = await get('/sw.js');
  expect(worker.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
  expect(worker.headers['cache-control']).toBe('no-cache');
  const script = await get('/_astro/small.abc.js');
  expect(script.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(script.headers['content-security-policy']).not.toContain('connect-src');
});
