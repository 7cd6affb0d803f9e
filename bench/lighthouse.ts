/** Lighthouse scores (mobile emulation, Debian's Chromium) for the given pages. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './page-weight.ts';
import { record } from './lib/report.ts';

export async function measureLighthouse(baseUrl: string, paths: string[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const p of paths) {
      const result = await lighthouse(baseUrl + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      record('lighthouse (mobile)', {
        page: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(Number(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
        CLS: Number((result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
}
