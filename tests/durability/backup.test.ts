// Backups of the embedded database: `npm run db:backup` → a SQL dump, `npm run db:restore` into a new DATA_DIR,
// and a server on the restored data serves the same accounts, sales, hearts and photos. Both scripts refuse a
// data directory a server holds; restore refuses to overwrite a database without --force.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { PASSWORD, call, nodeBin, prepare, root, startApp, within, type App, type Fixture } from './harness.ts';

const work = mkdtempSync(path.join(tmpdir(), 'patinhas-backup-'));
const original = path.join(work, 'original');
const restored = path.join(work, 'restored');
const dump = path.join(work, 'patinhas.sql');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function script(name: 'db-backup' | 'db-restore', dataDir: string, args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env['DATABASE_URL'];
  const result = spawnSync(nodeBin, [`scripts/${name}.ts`, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Snapshot {
  sales: unknown;
  detail: unknown;
  favourites: string[][];
}

async function snapshot(app: App, fixture: Fixture): Promise<Snapshot> {
  const sales = await call<{ content: unknown[] }>(app.url, 'GET', '/public/sales?page=0&size=20');
  const detail = await call(app.url, 'GET', `/public/sale?searchValue=${fixture.approvedSales[0]}`);
  const favourites = [];
  for (const fan of fixture.fans)
    favourites.push(
      (await call<string[]>(app.url, 'GET', '/private/sale/favorite-uids', { token: fan.token })).body.sort(),
    );
  expect(sales.status).toBe(200);
  expect(detail.status).toBe(200);
  return { sales: sales.body, detail: detail.body, favourites };
}

describe('db:backup and db:restore (embedded PGlite)', () => {
  it('round trip: the restored data directory serves the same users, sales, hearts and photos', async () => {
    const first = await startApp({ dataDir: original });
    let fixture: Fixture;
    let before: Snapshot;
    try {
      fixture = await within(60_000, 'seeding through the API', prepare(first.url, { sales: 3, fans: 2 }));
      for (const fan of fixture.fans) {
        const heart = await call(first.url, 'PUT', '/private/sale/update-favorite', {
          body: { saleUid: fixture.approvedSales[1], favorite: true },
          token: fan.token,
        });
        expect(heart.status).toBe(200);
      }
      before = await snapshot(first, fixture);

      // While the server holds the data directory, neither script touches it.
      const busy = script('db-backup', original, [dump]);
      expect(busy.status).not.toBe(0);
      expect(busy.output).toContain('is in use by another Patinhas process');
      expect(existsSync(dump)).toBe(false);
    } finally {
      await first.kill('SIGTERM');
    }

    const backup = script('db-backup', original, [dump]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written: ${dump}`);
    // It holds password hashes and personal data: readable by its owner only.
    expect(statSync(dump).mode & 0o777).toBe(0o600);
    const sql = readFileSync(dump, 'utf8');
    expect(sql).toContain('PostgreSQL database dump');
    expect(sql).toMatch(/CREATE TABLE public\.users/);
    expect(sql).toContain(fixture.seller.email);

    // A data directory that already has a database is not overwritten without --force.
    const refused = script('db-restore', original, [dump]);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('already holds a database');

    const restore = script('db-restore', restored, [dump]);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored .* users/);
    // Photos are files: copied beside the dump, as the README says.
    cpSync(path.join(original, 'files'), path.join(restored, 'files'), { recursive: true });

    const second = await startApp({ dataDir: restored });
    try {
      expect(await snapshot(second, fixture)).toEqual(before);
      for (const account of [fixture.seller, ...fixture.fans]) {
        const signIn = await call(second.url, 'POST', '/public/authenticate', {
          body: { username: account.email, password: PASSWORD },
        });
        expect(signIn.status).toBe(200);
      }
      const detail = before.detail as { images: { source: string }[] };
      const photo = await fetch(`${second.url}${detail.images[0]!.source}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');

      // A running server's data directory is never restored over, even with --force.
      const locked = script('db-restore', restored, [dump, '--force']);
      expect(locked.status).not.toBe(0);
      expect(locked.output).toContain('Stop the server before restoring');
    } finally {
      await second.kill('SIGTERM');
    }

    // --force replaces a stopped server's database and keeps the old one aside.
    const forced = script('db-restore', restored, [dump, '--force']);
    expect(forced.status, forced.output).toBe(0);
    console.log(`${backup.output.split('\n')[0]}\n${restore.output.split('\n')[0]}`);
    expect(readdirSync(restored).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 180_000);

  it('a server refuses a DATA_DIR whose restore stopped between its two renames, instead of starting empty', async () => {
    const interrupted = path.join(work, 'interrupted');
    mkdirSync(path.join(interrupted, 'pglite.restoring'), { recursive: true });
    await expect(openDatabase({ dataDir: interrupted, migrationsFolder: path.join(root, 'drizzle') })).rejects.toThrow(
      /interrupted restore/,
    );
    expect(existsSync(path.join(interrupted, 'pglite'))).toBe(false);
  });
});
