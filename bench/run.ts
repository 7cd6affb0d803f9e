/** `npm run bench`: builds once, starts real servers, prints every budget figure and writes bench/results/*.json. */
import { measureLighthouse } from './lighthouse.ts';
import { measurePageWeight } from './page-weight.ts';
import { print, writeResults } from './lib/report.ts';
import { startServer } from './lib/server.ts';

const only = new Set(process.argv.slice(2));
const want = (name: string) => only.size === 0 || only.has(name);

const visitorPages = ['/home', '/aboutus', '/terms', '/blog', '/sales', '/login', '/register'];

const server = await startServer({ env: { SEED: 'demo' } });
try {
  if (want('weight')) {
    await measurePageWeight({ baseUrl: server.url, paths: visitorPages });
    print('page weight (visitor, compressed bytes)');
  }
  if (want('lighthouse')) {
    await measureLighthouse(server.url, ['/home', '/aboutus']);
    print('lighthouse (mobile)');
  }
} finally {
  await server.stop();
}

for (const [name, file] of [
  ['api', './api.ts'],
  ['realtime', './realtime.ts'],
  ['sales', './sales.ts'],
] as const) {
  if (!want(name)) continue;
  try {
    const mod = (await import(file)) as { run?: () => Promise<void> };
    await mod.run?.();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') console.log(`\n(${name} bench not present)`);
    else throw error;
  }
}

console.log(`\nResults written to ${writeResults()}`);
