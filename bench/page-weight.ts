/**
 * What a browser downloads per page: HTML, CSS, JS and image bytes (compressed), whether React came along,
 * and the page's budget as pass/fail (a visitor: ≤ 5 KB of JS on a listing or reading page, ≤ 6 KB on an advert, and
 * no React runtime; a signed-in person on a reading page, bell and menu mounted: ≤ 75 KB of JS).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { benchAccount } from './api.ts';
import { print, record, verdict } from './lib/report.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A page to weigh with its own name and budget. */
export interface WeightTarget {
  /** What the table calls it (e.g. "sale detail"); the path by default. */
  label?: string;
  path: string;
  /** Compressed JS budget in KB (default VISITOR_JS_KB). */
  jsKB?: number;
  /** Whether the React runtime may be downloaded (default false). */
  reactAllowed?: boolean;
}

/**
 * A visitor's JS on /home, /sales, /blog, an article, an information page and /breeders (issue 59, decision 214):
 * what the site does, not a distant ceiling, so that a regression shows.
 */
export const VISITOR_JS_KB = 5;
/** A visitor's JS on an advert, a litter's too: its gallery, phone action bar and the stand-ins of a person's parts. */
export const ADVERT_JS_KB = 6;
/** A signed-in reading page (/sales, an advert, /blog) with the bell and profile menu: all its JS (issue 22). */
export const SIGNED_IN_READING_JS_KB = 75;

export interface WeightOptions {
  baseUrl: string;
  paths: (string | WeightTarget)[];
  /** Cookies to set first (for a signed-in measurement). */
  cookies?: { name: string; value: string }[];
  label?: string;
  viewport?: { width: number; height: number };
  /** A selector that must appear before the page counts as loaded (e.g. the mounted signed-in area). */
  waitFor?: string;
}

export async function measurePageWeight(options: WeightOptions): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const entry of options.paths) {
      const target: WeightTarget = typeof entry === 'string' ? { path: entry } : entry;
      const p = target.path;
      const jsBudget = target.jsKB ?? VISITOR_JS_KB;
      // A fresh context per page: every page is measured with a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: options.viewport ?? { width: 360, height: 780 } });
      if (options.cookies?.length) {
        await context.addCookies(options.cookies.map((c) => ({ ...c, url: options.baseUrl })));
      }
      const page = await context.newPage();
      const bytes = { html: 0, css: 0, js: 0, img: 0, other: 0 };
      let jsFiles = 0;
      let react = false;
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const sizes = await request.sizes();
            const type = request.resourceType();
            const body = sizes.responseBodySize;
            if (type === 'document') bytes.html += body;
            else if (type === 'stylesheet') bytes.css += body;
            else if (type === 'script') {
              bytes.js += body;
              jsFiles += 1;
              const text = await (await request.response())?.text();
              // Markers inside React's own code (React 19 and 18), not its file names: the shell script lists
              // the signed-in area's chunks (react-dom.*.js among them) without loading them for a visitor.
              if (text && /__CLIENT_INTERNALS_DO_NOT_USE|__SECRET_INTERNALS|react\.transitional\.element/.test(text))
                react = true;
            } else if (type === 'image') bytes.img += body;
            else bytes.other += body;
          })(),
        );
      });
      const response = await page.goto(options.baseUrl + p, { waitUntil: 'networkidle' });
      // A 404 or error page would weigh something else: the figures must be of the page asked for.
      if (response?.status() !== 200) throw new Error(`page weight: ${p} answered ${response?.status() ?? 'nothing'}`);
      if (options.waitFor) await page.locator(options.waitFor).first().waitFor({ timeout: 15_000 });
      await Promise.all(pending);
      record(options.label ?? 'page weight (visitor, compressed bytes)', {
        page: target.label ?? p,
        'HTML KB': kb(bytes.html),
        'CSS KB': kb(bytes.css),
        'JS KB': kb(bytes.js),
        'JS files': jsFiles,
        'img KB': kb(bytes.img),
        React: react,
        'JS target KB': jsBudget,
        'React allowed': target.reactAllowed ?? false,
        verdict: verdict(bytes.js <= jsBudget * 1024 && (target.reactAllowed === true || !react)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export const SIGNED_IN_SECTION = `page weight (signed in, bell and menu mounted, 360 px, compressed bytes; reading pages ≤ ${SIGNED_IN_READING_JS_KB} KB JS)`;

/**
 * The reading pages as a signed-in person first sees them: the bench account's token in its cookie, so the shell
 * mounts the bell and the profile menu (React, the signed-in area's chunk and its texts) before the page counts.
 */
export async function measureSignedInReadingWeight(
  baseUrl: string,
  pages: readonly { label: string; path: string }[],
): Promise<void> {
  const { username, password } = await benchAccount(baseUrl);
  const res = await fetch(`${baseUrl}/api/public/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`page weight: sign-in answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  await measurePageWeight({
    baseUrl,
    label: SIGNED_IN_SECTION,
    cookies: [{ name: 'access_token', value: token }],
    waitFor: '[data-signed-in-area] button',
    paths: pages.map((p) => ({ ...p, jsKB: SIGNED_IN_READING_JS_KB, reactAllowed: true })),
  });
  print(SIGNED_IN_SECTION);
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
