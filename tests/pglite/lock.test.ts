import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-lock-'));
const script = path.join(dataDir, 'second.ts');
// What a second `npm start` does first: open the embedded database of the same DATA_DIR.
writeFileSync(
  script,
  `import { openDatabase } from ${JSON.stringify(pathToFileURL(path.join(root, 'src/server/db/client.ts')).href)};
try {
  await openDatabase({ dataDir: process.argv[2], migrationsFolder: process.argv[3] });
  console.log('opened');
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
`,
);

const first = await openDatabase({ dataDir, migrationsFolder: path.join(root, 'drizzle') });
afterAll(async () => {
  await first.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second process on a data directory in use, with a clear message', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/node'), [script, dataDir, path.join(root, 'drizzle')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).not.toContain('opened');
    expect(result.stderr).toContain(
      `The data directory ${dataDir} is in use by another Patinhas process (pid ${process.pid})`,
    );
    expect(result.stderr).toContain('DATA_DIR');
  });
});
