// @ts-check
import { randomBytes } from 'node:crypto';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { withServerEntry } from './integrations/server-entry.mjs';
import { islandStylesFromCss } from './integrations/island-styles.mjs';
import { signedInAreaMessages } from './integrations/island-messages.mjs';
import { realtimeDev } from './integrations/realtime-dev.mjs';
import { tinyPreloadHelper } from './integrations/preload-helper.mjs';
import { clientChunks } from './integrations/client-chunks.mjs';
import {
  PAGE_DIRECTIVES,
  SERVER_STYLE_ATTRIBUTES,
  STYLE_ELEMENT_SOURCES,
  SIGNED_IN_CLASS_SCRIPT,
  sha256Source,
} from './src/server/http/security-headers.ts';

export default defineConfig({
  output: 'server',
  // Our own http.Server (src/server/main.ts) serves static files and the /ws upgrade.
  adapter: withServerEntry(node({ mode: 'middleware' }), new URL('./src/server/entry.ts', import.meta.url)),
  integrations: [react(), realtimeDev()],
  // Sessions live in our own cookies and database, not in Astro's session store.
  session: false,
  security: {
    checkOrigin: true,
    // Content-Security-Policy of every page, as a header: Astro hashes its own scripts and styles;
    // our one inline script is added by its hash. Hashes, not nonces, so cached pages can be shared
    // (decision 092; the directives live in src/server/http/security-headers.ts).
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_DIRECTIVES],
      scriptDirective: { hashes: [await sha256Source(SIGNED_IN_CLASS_SCRIPT)] },
      // <style> elements: 'unsafe-inline' (Radix's modal menus and dialogs inject their scroll lock as a
      // <style> whose text varies with the scrollbar width); style attributes: by hash only.
      styleDirective: {
        resources: [
          ...STYLE_ELEMENT_SOURCES.map((resource) => ({ resource, kind: /** @type {const} */ ('element') })),
          { resource: "'unsafe-hashes'", kind: 'attribute' },
        ],
        hashes: await Promise.all(
          SERVER_STYLE_ATTRIBUTES.map(async (style) => ({
            hash: await sha256Source(style),
            kind: /** @type {const} */ ('attribute'),
          })),
        ),
      },
    },
  },
  // Shiki colours code with style attributes the CSP refuses; info pages are prose (decision 092).
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  // Tests and benches build into their own folder so they never clobber a running build.
  outDir: process.env.DIST_DIR ?? './dist',
  build: { inlineStylesheets: 'auto' },
  vite: {
    plugins: [tailwindcss(), islandStylesFromCss(), signedInAreaMessages(), tinyPreloadHelper(), clientChunks()],
    // Page scripts are files, never inlined: a browser caches them across pages, a cached public page is
    // that much smaller for every visit, and the CSP header lists fewer hashes. Other assets: Vite's default.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    // One id per build: every instance started from it gives a page the same ETag (src/server/http/page-cache.ts).
    define: { __PATINHAS_BUILD_ID__: JSON.stringify(randomBytes(6).toString('base64url')) },
    ssr: { external: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'nodemailer', 'ws'] },
  },
});
