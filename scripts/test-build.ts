/**
 * The one production build the tests serve: the durability tests, the journeys (scripts/e2e-server.ts) and the nginx
 * layout (tests/pg/deploy-nginx.test.ts) all run `dist-test`, built when it is missing or older than the sources, so
 * a run of the suite builds the site once. Test files and servers may ask at the same time: a lock directory (mkdir
 * is atomic) lets one build while the others wait for it.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, ROOT } from '../deploy/stack.ts';

export const TEST_DIST_DIR = 'dist-test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds `dist-test` unless a build newer than the sources is there; resolves once it is ready. */
export async function ensureTestBuild(): Promise<void> {
  const lock = path.join(ROOT, `${TEST_DIST_DIR}.building`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
    } catch {
      // Another process is building (or died building: a lock older than 5 minutes is taken over).
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 5 minutes for another build of ${TEST_DIST_DIR}`);
      await sleep(500);
      continue;
    }
    try {
      buildIfNeeded(TEST_DIST_DIR, { stale: true, quiet: true });
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

// `node scripts/test-build.ts`: the build alone, as `npm test` runs it before the tests that serve it.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts/test-build.ts'))
  await ensureTestBuild();
