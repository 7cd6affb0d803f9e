/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { SlowFilesFirst } from './tests/setup/sequencer.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** A NATS broker belongs to the run (CI): the bus tests run on it too (decision 187). */
const nats = postgres && Boolean(process.env.TEST_BUS_URL);

// Vitest through Astro's Vite config: the same plugins, aliases and `import.meta.env` as the site.
// Where a test goes (decisions 172, 191, docs/architecture.md "Tests"): tests/api runs on PGlite, or on PostgreSQL
// (`npm run test:pg`; `npm test` with TEST_DATABASE_URL runs it there only), tests/surface and tests/pglite on
// PGlite only, tests/pg on PostgreSQL only
// (collected only with TEST_DATABASE_URL, so no test is ever skipped), tests/nats with TEST_BUS_URL besides.
export default getViteConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    // Every core: each worker has its own PGlite per file, or its own PostgreSQL database (tests/setup).
    maxWorkers: availableParallelism(),
    // Files that start real servers first (tests/setup/sequencer.ts).
    sequence: { sequencer: SlowFilesFirst },
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/worker.ts'],
    projects: [
      // The browser's code (stores, islands) keeps module state in atoms: each file gets fresh modules. With it, the
      // build's own plugins of integrations/ (decision 214).
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'integrations/**/*.test.mjs'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'tests/api/**/*.test.ts',
            'tests/surface/**/*.test.ts',
            'tests/pglite/**/*.test.ts',
            'tests/realtime/**/*.test.ts',
            'tests/durability/**/*.test.ts',
            ...(postgres ? ['tests/pg/**/*.test.{ts,tsx}'] : []),
            ...(nats ? ['tests/nats/**/*.test.ts'] : []),
          ],
          // The server keeps its state per database (each file opens its own): a worker evaluates the server's
          // modules once for all its files instead of once per file (decision 172).
          isolate: false,
        },
      },
    ],
  },
});
