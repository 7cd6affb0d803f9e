/**
 * The journeys' `test` and `expect`: Playwright's, with a turn taken around each journey (turns.ts), and the people a
 * journey needs: `pageAs` opens another person's browser on the journey's screen (its `test.use`), `signedIn` is the
 * journey's own page, signed in as a new person (`async ({ signedIn: page }) => …`).
 */
import { test as base, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { setSessionCookies, signUp } from './fixtures.ts';
import { takeTurn } from './turns.ts';

export { expect } from '@playwright/test';

/** The bell of the top bar. */
export const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notificações/ });

export interface PageOptions {
  /** Waits for the live channel (/ws) and the bell: the person hears of what happens next. */
  live?: boolean;
  /** More of the browser's options (permissions, service workers…), over the journey's screen. */
  context?: BrowserContextOptions;
}

/**
 * A page in a browser of its own, on the journey's screen, signed in with `token` when given, opened at `path`
 * when given. Its browser closes when the journey ends.
 */
export type PageAs = (token?: string, path?: string, options?: PageOptions) => Promise<Page>;

export const test = base.extend<{ turn: void; pageAs: PageAs; signedIn: Page }>({
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
  pageAs: async ({ browser, viewport, hasTouch, isMobile, locale, timezoneId, baseURL, serviceWorkers }, use) => {
    const screen: BrowserContextOptions = { viewport, hasTouch, isMobile, baseURL: baseURL!, serviceWorkers };
    if (locale) screen.locale = locale;
    if (timezoneId) screen.timezoneId = timezoneId;
    const opened: { close(): Promise<void> }[] = [];
    await use(async (token, path, options = {}) => {
      const context = await browser.newContext({ ...screen, ...options.context });
      opened.push(context);
      if (token) await setSessionCookies(context, baseURL!, token);
      const page = await context.newPage();
      const connected = options.live && page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
      if (path) await page.goto(path);
      if (connected) {
        await connected;
        await base.expect(bell(page)).toBeVisible();
      }
      return page;
    });
    for (const context of opened) await context.close();
  },
  signedIn: async ({ page, request, baseURL }, use) => {
    await setSessionCookies(page.context(), baseURL!, await signUp(request));
    await use(page);
  },
});
