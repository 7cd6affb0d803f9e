import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumOnThisMachine } from './scripts/chromium.ts';

// End-to-end journeys run against the tests' one production build (scripts/test-build.ts) on their own port and data
// dir, driving Debian's Chromium, its headless shell when installed (decision 185), never one Playwright downloads.
const port = Number(process.env.E2E_PORT ?? 4599);
const chromium = chromiumOnThisMachine();
/** The administrator the server creates at start-up (ADMIN_EMAIL/ADMIN_PASSWORD), for journeys that need one. */
export const E2E_ADMIN = { email: 'admin.e2e@patinhas.pt', password: 'AdminE2e2024' };
/** The content the journeys share (tests/e2e/world.setup.ts), per port like the build. */
export const E2E_WORLD = `test-results/e2e-world-${port}.json`;
/** The push service of tests/e2e/push.spec.ts (the outside world a browser vendor runs), beside the server's ports. */
export const E2E_PUSH_PORT = port + 3;
/** Where the workers take turns (tests/e2e/turns.ts). */
export const E2E_TURNS = `test-results/e2e-turns-${port}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, like the build and data folders: runs on other ports never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  // Three journeys at a time, each with its own people (decision 172; a journey waits on pages and sockets most of
  // its time, so a third keeps the two cores busier: decision 217); one marked EXCLUSIVE (tests/e2e/fixtures.ts)
  // waits for the others to end and runs alone (tests/e2e/turns.ts).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: process.env.PW_REPORTERS === 'json' ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    // No trace by default: recording one for every journey costs a fifth of the run's time, and CI's files are not
    // kept. A failure leaves its screenshot and page snapshot; `npx playwright test --trace on <file>` for more.
    screenshot: 'only-on-failure',
    // The site's service worker (decision 189) stays out of the journeys, whose page.route() it would bypass;
    // tests/e2e/installable.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The world the journeys share, made before any person exists, so its article tells no one.
    { name: 'world', testMatch: /world\.setup\.ts$/, use: desktop },
    // The journeys that run alone come after every other has been handed out (a project's tests are dispatched after
    // those of the projects before it): none waits mid-run for the other worker to finish what it holds.
    { name: 'chromium', dependencies: ['world'], grepInvert: /@exclusive/, use: desktop },
    { name: 'alone', dependencies: ['world'], grep: /@exclusive/, use: desktop },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `data-e2e-${port}`,
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every journey signs up from 127.0.0.1: the per-IP limits are proven by the API tests instead.
      RATE_LIMITS: 'off',
      // A journey's API calls may come "from elsewhere" (X-Forwarded-For, as nginx sends it), so two people need not
      // share the one address every browser here has (reviews.spec.ts); the browsers send no such header.
      TRUSTED_PROXIES: '127.0.0.1',
      // Pushes go to the journeys' own push service, whose certificate the server trusts (tests/e2e/push.spec.ts).
      PUSH_LOCAL_SERVICE: `localhost:${port + 3}`,
      NODE_EXTRA_CA_CERTS: 'tests/helpers/push-service/cert.pem',
    },
  },
});
