// A crash (SIGKILL) of the real server in the middle of concurrent writes loses no write it acknowledged: PostgreSQL
// (DATABASE_URL, a database of its own on TEST_DATABASE_URL's server). The PGlite variant is tests/durability/kill.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { expectNothingLost, killDuringWrites, ledgerSize } from '../durability/harness.ts';

const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'durable');
const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-kill-pg-'));
// Dropping a database waits for a checkpoint, which a busy machine can take over a minute to finish.
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 180_000);

describe('SIGKILL under write load (PostgreSQL)', () => {
  it('every write answered with a 2xx is there after the server is started again', async () => {
    const outcome = await killDuringWrites({ dataDir, databaseUrl: database.url });
    expectNothingLost(outcome);
    console.log(
      `kill (PostgreSQL): ${ledgerSize(outcome.ledger)} acknowledged writes, ${outcome.ledger.inFlightAtStop} in flight at the kill, ` +
        `restart ${outcome.restartMs} ms, 0 lost`,
    );
  }, 180_000);
});
