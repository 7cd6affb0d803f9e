// In `astro dev`, routes WebSocket upgrades of /ws to the same STOMP endpoint production uses,
// loaded through Vite's SSR module runner so it shares the module graph (and database) of the
// pages. Vite's own HMR socket (its own path and protocol) is left alone.
import { isRunnableDevEnvironment } from 'vite';

/** @returns {import('astro').AstroIntegration} */
export function realtimeDev() {
  return {
    name: 'patinhas:realtime-dev',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.httpServer?.on('upgrade', async (req, socket, head) => {
          // Only /ws: every other upgrade (Vite HMR) belongs to Vite's own listener.
          if ((req.url ?? '').split('?')[0] !== '/ws') return;
          try {
            // Astro 7 renders pages in the `ssr` environment; `astro` is its runnable stand-in
            // when `ssr` is not runnable (see ASTRO_VITE_ENVIRONMENT_NAMES in astro/core/constants).
            const environment = [server.environments.ssr, server.environments.astro].find(
              (env) => env && isRunnableDevEnvironment(env),
            );
            if (!environment || !isRunnableDevEnvironment(environment)) throw new Error('no runnable SSR environment');
            /** @type {typeof import('../src/server/context.ts')} */
            const mod = await environment.runner.import('/src/server/context.ts');
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
