/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Vitest through Astro's Vite config: the same plugins, aliases and `import.meta.env` as the site.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/realtime/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    // One PostgreSQL database is shared: its test files take turns. PGlite files run in parallel.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
