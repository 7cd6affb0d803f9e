// A crash (SIGKILL) of the real server in the middle of concurrent writes loses no write it acknowledged: PGlite in DATA_DIR.
// The same scenario on PostgreSQL is tests/pg/durability-kill.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { expectNothingLost, killDuringWrites, ledgerSize } from './harness.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGKILL under write load (embedded PGlite)', () => {
  it('every write answered with a 2xx is there after a restart on the same DATA_DIR', async () => {
    const outcome = await killDuringWrites({ dataDir });
    expectNothingLost(outcome);
    console.log(
      `kill (PGlite): ${ledgerSize(outcome.ledger)} acknowledged writes (${outcome.ledger.signups.length} sign-ups, ` +
        `${outcome.ledger.sales.length} sales, ${outcome.ledger.favourites.length} hearts), ${outcome.ledger.inFlightAtStop} in flight at the kill, ` +
        `restart with recovery ${outcome.restartMs} ms, 0 lost`,
    );
  }, 180_000);
});
