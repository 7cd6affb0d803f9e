// Vite wraps every `import()` of browser code in its preload helper (`\0vite/preload-helper.js`, 0.7 KB gzip), a chunk
// every visitor downloaded with the shell although it only ever preloads. Ours does the part the site uses: it adds a
// <link rel="modulepreload"> for each chunk the imported one needs, so they load side by side, then imports it.
// Vite's own also loads the CSS of lazily imported chunks; ours does not, so the build fails when one has CSS
// (decision 214): such CSS belongs in the page's stylesheet (src/styles/global.css) or in a static import.
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * @typedef {{ type: 'chunk', fileName: string, imports: string[], dynamicImports: string[],
 *   viteMetadata?: { importedCss: Set<string> } }} Chunk
 */

/**
 * The CSS that lazily imported code needs: for each `import()` of the bundle, the chunk it loads and the chunks that
 * one imports, each with the CSS files Vite tied to it (what Vite's own helper would have loaded).
 * @param {Record<string, Chunk | { type: 'asset' }>} bundle
 * @returns {string[]} "importer → lazy chunk: file.css" for each, empty when none
 */
export function lazyCss(bundle) {
  const found = new Set();
  for (const importer of Object.values(bundle)) {
    if (importer.type !== 'chunk') continue;
    for (const lazy of importer.dynamicImports) {
      const seen = new Set();
      const walk = (/** @type {string} */ fileName) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(`${importer.fileName} → ${lazy}: ${css}`);
        chunk.imports.forEach(walk);
      };
      walk(lazy);
    }
  }
  return [...found];
}

/**
 * @param {string} base the site's base path (Vite's `base`, "/" here)
 * @returns {string} the helper module's code
 */
export function preloadHelperCode(base) {
  return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};
`;
}

/** @returns {import('vite').Plugin} */
export function tinyPreloadHelper() {
  let base = '/';
  return {
    name: 'patinhas:tiny-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    applyToEnvironment(environment) {
      return environment.config.consumer === 'client';
    },
    resolveId(id) {
      return id === HELPER_ID ? HELPER_ID : undefined;
    },
    load(id) {
      return id === HELPER_ID ? preloadHelperCode(base) : undefined;
    },
    generateBundle(_options, bundle) {
      const css = lazyCss(/** @type {never} */ (bundle));
      if (css.length > 0) {
        this.error(
          `a lazily imported chunk needs CSS, which the preload helper of integrations/preload-helper.mjs does not ` +
            `load (decision 214): ${css.join(', ')}. Put the styles in src/styles/global.css or import the module statically.`,
        );
      }
    },
  };
}
