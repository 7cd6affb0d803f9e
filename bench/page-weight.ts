/** What a visitor's browser downloads per page: HTML, CSS, JS and image bytes (compressed), and whether React came along. */
import { chromium } from '@playwright/test';
import { record } from './lib/report.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface WeightOptions {
  baseUrl: string;
  paths: string[];
  /** Cookies to set first (for a signed-in measurement). */
  cookies?: { name: string; value: string }[];
  label?: string;
  viewport?: { width: number; height: number };
}

export async function measurePageWeight(options: WeightOptions): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const p of options.paths) {
      // A fresh context per page: every page is measured with a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: options.viewport ?? { width: 360, height: 780 } });
      if (options.cookies?.length) {
        await context.addCookies(options.cookies.map((c) => ({ ...c, url: options.baseUrl })));
      }
      const page = await context.newPage();
      const bytes = { html: 0, css: 0, js: 0, img: 0, other: 0 };
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
              const text = await (await request.response())?.text();
              if (text && /react-dom|__SECRET_INTERNALS|ReactCurrentDispatcher|react\.production/.test(text)) react = true;
            } else if (type === 'image') bytes.img += body;
            else bytes.other += body;
          })(),
        );
      });
      await page.goto(options.baseUrl + p, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      record(options.label ?? 'page weight (visitor, compressed bytes)', {
        page: p,
        'HTML KB': kb(bytes.html),
        'CSS KB': kb(bytes.css),
        'JS KB': kb(bytes.js),
        'img KB': kb(bytes.img),
        React: react,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
