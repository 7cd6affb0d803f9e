/**
 * Runs before each test file, in its worker (decision 172): test users get Argon2id's smallest cost, and with
 * TEST_DATABASE_URL the file works on its worker's own database, so two workers never share one. A deprecated call
 * throws where it is made, so the test that makes it fails: pg's warning of a query sent to a connection still
 * running one (a transaction's reads run at once, refused by pg 9) named no test and no line.
 */
import { inject } from 'vitest';
import { useCheapPasswordHashes } from '../../src/server/domain/users/password.ts';

useCheapPasswordHashes();
process.throwDeprecation = true;

const databases = inject('workerDatabases');
if (databases.length > 0) {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = databases[worker - 1];
  if (!url) throw new Error(`no database for worker ${worker} of ${databases.length}`);
  process.env.TEST_DATABASE_URL = url;
}
