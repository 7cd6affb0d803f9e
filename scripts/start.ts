/** `npm start`: builds when the build is missing or older than the sources, then serves with demo data. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = process.env.DIST_DIR ?? 'dist';
const entry = path.join(dist, 'server/entry.mjs');
const inputs = ['src', 'public', 'drizzle', 'astro.config.mjs', 'package.json', 'integrations'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const stale = !existsSync(entry) || Math.max(...inputs.map(newest)) > statSync(entry).mtimeMs;
if (stale) {
  console.log('A construir o site…');
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
}
// The demo database is the default for people trying the product; tests and production opt out.
process.env.SEED ??= 'demo';
await import('../src/server/main.ts');
