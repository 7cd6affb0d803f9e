// The screenshots of docs/ui/ ("what good looks like", issue 25), made from real pages by this spec. A normal run
// renders each one and checks that its committed file exists at the same size, so the list and the folder cannot
// drift and `npm test` never rewrites them; `UPDATE_UI_SCREENSHOTS=1` writes them anew. To add a screen, add an
// entry to SHOTS (its `open` may use the world or create what it needs through the API).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { auth, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, bookableSale, publishAdvert, requestFirstSlot, type Advert } from './phone-helpers.ts';

const DIR = path.resolve('docs/ui');
const UPDATE = process.env['UPDATE_UI_SCREENSHOTS'] === '1';

interface World {
  advert: Advert;
  baseURL: string;
}

interface Shot {
  /** The file name in docs/ui/, without .png. */
  name: string;
  device: typeof PHONE | typeof DESKTOP;
  /** Puts the page in the state to show. */
  open(page: Page, world: World, request: APIRequestContext): Promise<void>;
}

const SHOTS: readonly Shot[] = [
  {
    name: 'advert-phone',
    device: PHONE,
    open: async (page, world) => {
      await page.goto(world.advert.url);
    },
  },
  {
    name: 'advert-phone-action-bar',
    device: PHONE,
    open: async (page, world) => {
      await page.goto(world.advert.url);
      await page
        .getByRole('heading', { name: 'Sobre o animal' })
        .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 16));
      await expect(page.locator('pt-action-bar')).toBeVisible();
    },
  },
  {
    name: 'advert-phone-photo-viewer',
    device: PHONE,
    open: async (page, world) => {
      await page.goto(world.advert.url);
      await page.getByRole('button', { name: 'Ver fotografias em ecrã inteiro' }).tap();
      await expect(page.getByRole('dialog', { name: /^Fotografias de/ })).toBeVisible();
    },
  },
  {
    name: 'booking-confirmation-phone',
    device: PHONE,
    open: async (page, world, request) => {
      const saleUid = await bookableSale(request, 'Gato Persa, gatinha de olhos azuis');
      await setSessionCookies(page.context(), world.baseURL, await signUp(request));
      await page.goto(`/appointment?searchValue=${saleUid}`);
      await page.getByRole('group', { name: 'Hora' }).getByRole('radio').first().check();
      await page
        .getByLabel('Mensagem para o criador')
        .fill('Gostaríamos de conhecer os pais. Podemos levar as crianças?');
      await page.getByRole('button', { name: 'Pedir visita' }).click();
      await expect(page.getByRole('heading', { name: 'Pedido de visita enviado' })).toBeFocused();
    },
  },
  {
    name: 'dashboard-buyer-phone',
    device: PHONE,
    open: async (page, world, request) => {
      const buyer = await signUp(request);
      const saleUid = await bookableSale(request, 'Gato Persa, gatinha de olhos azuis');
      await requestFirstSlot(request, buyer, saleUid);
      const saved = await request.put('/api/private/sale/update-favorite', {
        headers: auth(buyer),
        data: { saleUid: world.advert.uid, favorite: true },
      });
      expect(saved.status()).toBe(200);
      await setSessionCookies(page.context(), world.baseURL, buyer);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard="buyer"]')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Visitas que pedi' })).toBeVisible();
    },
  },
  {
    name: 'advert-desktop',
    device: DESKTOP,
    open: async (page, world) => {
      await page.goto(world.advert.url);
    },
  },
];

/** Phones are captured at twice their CSS pixels, as their screens show them. */
const scaleOf = (shot: Shot) => (shot.device.isMobile ? 2 : 1);

let world: World;
test.beforeAll(async ({ request, baseURL }) => {
  world = { advert: await publishAdvert(request), baseURL: baseURL ?? '' };
});

for (const shot of SHOTS) {
  test(`docs/ui/${shot.name}.png`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      ...shot.device,
      deviceScaleFactor: scaleOf(shot),
      ...(baseURL && { baseURL }),
    });
    try {
      const page = await context.newPage();
      await shot.open(page, world, request);
      // Every photo on screen has arrived, and the motion of bars and scrolling has settled.
      await page.waitForFunction(() =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          const onScreen = box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          return !onScreen || (img.complete && img.naturalWidth > 0);
        }),
      );
      await page.waitForTimeout(400);
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const { width, height } = await sharp(png).metadata();
      const scale = scaleOf(shot);
      expect([width, height]).toEqual([shot.device.viewport.width * scale, shot.device.viewport.height * scale]);
      const file = path.join(DIR, `${shot.name}.png`);
      if (UPDATE) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, png);
      } else {
        expect(existsSync(file), `${file} is missing: run with UPDATE_UI_SCREENSHOTS=1`).toBe(true);
        const committed = await sharp(file).metadata();
        expect([committed.width, committed.height]).toEqual([width, height]);
      }
    } finally {
      await context.close();
    }
  });
}
