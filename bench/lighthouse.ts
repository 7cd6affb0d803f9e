/** Lighthouse scores (mobile emulation, Debian's Chromium headless) for the given pages, with the targets as pass/fail. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { CHROMIUM } from './page-weight.ts';
import { record, verdict } from './lib/report.ts';

/** Each category's score must be at least this, and the cumulative layout shift exactly 0. */
export const LIGHTHOUSE_MIN_SCORE = 95;
/** Signed-in pages (issue 59, Must 2): a list may settle a little once the person's own data is read. */
export const SIGNED_IN_MAX_CLS = 0.02;
export const LIGHTHOUSE_SECTION = `lighthouse (mobile emulation, median run; target ≥ ${LIGHTHOUSE_MIN_SCORE} each, CLS 0; signed in: SEO not judged (noindex), CLS ≤ ${SIGNED_IN_MAX_CLS})`;
/** Runs per page (BENCH_LH_RUNS, default 3); the figures are those of the median run by performance score. */
const RUNS = Math.max(1, Number(process.env['BENCH_LH_RUNS'] ?? 3));

export interface LighthouseTarget {
  label: string;
  path: string;
  /** A session's cookies: the page is measured signed in, as after the sign-in form (its script reads them too). */
  cookies?: { name: string; value: string }[];
}

export async function measureLighthouse(baseUrl: string, targets: LighthouseTarget[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    // The session goes in Chromium's own cookie jar (a Cookie header alone would hide it from the page's script),
    // through the DevTools protocol, and Lighthouse keeps it (no storage reset for those pages).
    const jar = targets.some((t) => t.cookies)
      ? (await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0]
      : undefined;
    for (const { label, path, cookies } of targets) {
      const signedIn = cookies !== undefined;
      if (jar) {
        await jar.clearCookies();
        if (cookies) await jar.addCookies(cookies.map((c) => ({ ...c, url: baseUrl, sameSite: 'Lax' as const })));
      }
      // Lighthouse's default is a phone: mobile screen emulation and simulated slow 4G with a 4× slower CPU.
      // Its performance score varies from run to run (more so on a busy machine): the median run is kept,
      // as Lighthouse's own documentation recommends.
      const results = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(signedIn && { disableStorageReset: true }),
        });
        if (result) results.push(result.lhr);
      }
      results.sort((a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0));
      const lhr = results[Math.floor(results.length / 2)];
      // A run Lighthouse could not complete (e.g. NO_FCP on a starved machine) shows its error code.
      const range = results.map((r) =>
        r.runtimeError ? r.runtimeError.code : String(Math.round((r.categories['performance']?.score ?? 0) * 100)),
      );
      const categories = lhr?.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const scores = [score('performance'), score('accessibility'), score('best-practices'), score('seo')];
      const cls = Number((lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3));
      record(LIGHTHOUSE_SECTION, {
        page: label,
        performance: scores[0]!,
        'performance of the runs': range.join(' '),
        accessibility: scores[1]!,
        'best-practices': scores[2]!,
        seo: scores[3]!,
        'LCP ms': Math.round(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0)),
        'TBT ms': Math.round(Number(lhr?.audits['total-blocking-time']?.numericValue ?? 0)),
        CLS: cls,
        verdict: verdict(
          !lhr?.runtimeError &&
            (signedIn ? scores.slice(0, 3) : scores).every((s) => s >= LIGHTHOUSE_MIN_SCORE) &&
            (signedIn ? cls <= SIGNED_IN_MAX_CLS : cls === 0),
        ),
        ...(lhr?.runtimeError ? { error: lhr.runtimeError.code } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
}
