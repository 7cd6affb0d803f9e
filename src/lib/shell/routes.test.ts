// Which unknown paths are treated as missing files (404) rather than pages (redirect home).
import { describe, expect, it } from 'vitest';
import { isAssetPath } from './routes.ts';

describe('isAssetPath', () => {
  it('treats files and the hashed asset folder as assets', () => {
    for (const path of [
      '/_astro/app.1a2b.js',
      '/_astro/anything',
      '/old.css',
      '/img/cão.webp',
      '/favicon.ico',
      '/fonts/x.woff2',
      '/feed.xml',
      '/x.JPG',
    ]) {
      expect(isAssetPath(path), path).toBe(true);
    }
  });

  it('treats page-like paths as pages', () => {
    for (const path of ['/', '/qualquer-coisa', '/sales/old-page', '/pagina.html', '/blog/detail/abc', '/js']) {
      expect(isAssetPath(path), path).toBe(false);
    }
  });
});
