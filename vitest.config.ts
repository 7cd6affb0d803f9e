/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

// Vitest through Astro's Vite config: the same plugins, aliases and `import.meta.env` as the site.
// tests/pg needs a database several processes can open (two instances, a server restarted on it): it is
// part of the PostgreSQL pass (`npm run test:pg`) and is not collected at all without TEST_DATABASE_URL.
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/realtime/**/*.test.ts',
      'tests/durability/**/*.test.ts',
      ...(postgres ? ['tests/pg/**/*.test.ts'] : []),
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    // One PostgreSQL database is shared: its test files take turns. PGlite files run in parallel.
    fileParallelism: !postgres,
  },
});
