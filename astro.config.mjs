// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { withServerEntry } from './integrations/server-entry.mjs';
import { signedInDirective } from './integrations/signed-in-directive.mjs';
import { realtimeDev } from './integrations/realtime-dev.mjs';

export default defineConfig({
  output: 'server',
  // Our own http.Server (src/server/main.ts) serves static files and the /ws upgrade.
  adapter: withServerEntry(node({ mode: 'middleware' }), new URL('./src/server/entry.ts', import.meta.url)),
  integrations: [react(), signedInDirective(), realtimeDev()],
  // Sessions live in our own cookies and database, not in Astro's session store.
  session: false,
  security: { checkOrigin: true },
  prefetch: false,
  devToolbar: { enabled: false },
  // Tests and benches build into their own folder so they never clobber a running build.
  outDir: process.env.DIST_DIR ?? './dist',
  build: { inlineStylesheets: 'auto' },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'nodemailer', 'ws'] },
  },
});
