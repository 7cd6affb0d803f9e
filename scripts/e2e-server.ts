/** Starts the server for Playwright: a fresh build in DIST_DIR and a fresh DATA_DIR every run. */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? 'data-e2e';
rmSync(dataDir, { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
await import('../src/server/main.ts');
