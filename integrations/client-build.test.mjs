// @vitest-environment happy-dom
// The client build's guards (decision 214): the tiny preload helper, the build's refusal of CSS behind a lazy import
// (the helper does not load it) and of a module in two chunks.
import { describe, expect, it } from 'vitest';
import { modulesTwice } from './client-chunks.mjs';
import { lazyCss, preloadHelperCode } from './preload-helper.mjs';

/** A chunk as Rolldown hands it to generateBundle, with what the guards read. */
const chunk = (fileName, { imports = [], dynamicImports = [], css = [], moduleIds = [] } = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});
const bundleOf = (...chunks) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the preload helper', () => {
  // The module's code as a function: what `import { __vitePreload }` gives a chunk.
  const helper = () => new Function(preloadHelperCode('/').replace('export const __vitePreload =', 'return'))();

  it('preloads each chunk the imported one needs, once per page, then imports it', async () => {
    const preload = helper();
    const imported = await preload(async () => 'module', ['_astro/a.js', '_astro/b.js']);
    await preload(async () => 'again', ['_astro/b.js', '_astro/c.js']);
    expect(imported).toBe('module');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/_astro/a.js'],
      ['modulepreload', '/_astro/b.js'],
      ['modulepreload', '/_astro/c.js'],
    ]);
  });

  it('imports at once when there is nothing to preload', async () => {
    expect(await helper()(async () => 'leaf', undefined)).toBe('leaf');
  });
});

describe('the build', () => {
  it('names the CSS a lazily imported chunk, or a chunk it imports, would need', () => {
    const bundle = bundleOf(
      chunk('shell.js', { dynamicImports: ['panel.js', 'plain.js'] }),
      chunk('panel.js', { imports: ['shared.js'] }),
      chunk('shared.js', { css: ['shared.css'] }),
      chunk('plain.js'),
      chunk('page.js', { imports: ['shared.js'] }),
      { type: 'asset', fileName: 'shared.css' },
    );
    expect(lazyCss(bundle)).toEqual(['shell.js → panel.js: shared.css']);
    // Imported statically, a chunk's CSS is the page's stylesheet's business, not the helper's.
    expect(
      lazyCss(bundleOf(chunk('page.js', { imports: ['shared.js'] }), chunk('shared.js', { css: ['a.css'] }))),
    ).toEqual([]);
  });

  it('names a module found in two chunks', () => {
    const once = bundleOf(chunk('a.js', { moduleIds: ['/src/a.ts'] }), chunk('b.js', { moduleIds: ['/src/b.ts'] }));
    expect(modulesTwice(once)).toEqual([]);
    const twice = bundleOf(
      chunk('a.js', { moduleIds: ['/src/a.ts', '/src/store.ts'] }),
      chunk('b.js', { moduleIds: ['/src/store.ts'] }),
    );
    expect(modulesTwice(twice)).toEqual(['/src/store.ts: a.js, b.js']);
  });
});
