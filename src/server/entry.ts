/** The built server bundle's entry: the Astro handler plus what src/server/main.ts needs from the same module graph. */
export { handler } from '@astrojs/node/server.js';
export { boot, shutdown } from './context.ts';
export { serveCachedPage } from './http/page-cache.ts';
