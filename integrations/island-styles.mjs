// Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` into the body before
// the first island of a server-rendered page; a <style> in the body is not conforming HTML (withastro/astro#10308).
// This plugin drops that element from Astro's runtime at build time; src/styles/global.css carries the rule
// instead. tests/e2e/conformance.spec.ts fails if an Astro upgrade moves the code and the element comes back.
const RUNTIME = /astro\/dist\/runtime\/server\/scripts\.js$/;
const ELEMENT = '`<style>${ISLAND_STYLES}</style><script>';

/** @returns {import('vite').Plugin} */
export function islandStylesFromCss() {
  return {
    name: 'patinhas:island-styles-from-css',
    enforce: 'pre',
    transform(code, id) {
      if (!RUNTIME.test(id.split('?')[0] ?? '')) return undefined;
      if (!code.includes(ELEMENT))
        this.error(`${id} no longer holds the island <style>: review integrations/island-styles.mjs`);
      return { code: code.replace(ELEMENT, '`<script>'), map: null };
    },
  };
}
