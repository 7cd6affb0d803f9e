// Makes the Node adapter build our own server entry (src/server/entry.ts) instead of its default
// one, so the process that owns the http.Server shares one module graph (one database, one
// real-time hub) with the pages and the API. See docs/decisions/002-own-http-server.md.
import { fileURLToPath } from 'node:url';

/** @param {import('astro').AstroIntegration} adapter @param {URL} entry */
export function withServerEntry(adapter, entry) {
  const done = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        done?.({
          ...params,
          setAdapter: (a) => params.setAdapter({ ...a, serverEntrypoint: fileURLToPath(entry) }),
        }),
    },
  };
}
