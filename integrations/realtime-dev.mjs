// In `astro dev`, routes WebSocket upgrades of /ws to the same STOMP endpoint production uses,
// loaded through Vite so it shares the module graph (and database) of the pages. Vite's own
// HMR socket is left alone.

/** @returns {import('astro').AstroIntegration} */
export function realtimeDev() {
  return {
    name: 'patinhas:realtime-dev',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.httpServer?.on('upgrade', async (req, socket, head) => {
          if (!req.url?.startsWith('/ws')) return;
          try {
            const env = server.environments.ssr;
            const mod = await /** @type {any} */ (env).runner.import('/src/server/entry.ts');
            const ctx = await mod.boot();
            ctx.realtime.handleUpgrade(req, socket, head);
          } catch (error) {
            logger.error(`realtime: ${String(error)}`);
            socket.destroy();
          }
        });
      },
    },
  };
}
