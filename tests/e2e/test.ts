/** The journeys' `test` and `expect`: Playwright's, with a turn taken around each journey (turns.ts). */
import { test as base } from '@playwright/test';
import { takeTurn } from './turns.ts';

export { expect } from '@playwright/test';

export const test = base.extend<{ turn: void }>({
  turn: [
    async ({}, use, testInfo) => {
      const release = await takeTurn(testInfo.tags.includes('@exclusive'));
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for a turn may take as long as the longest journey, on top of its own time.
    { auto: true, timeout: 330_000 },
  ],
});
