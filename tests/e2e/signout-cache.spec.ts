// Issue 52, finding 5 (decision 195): on a shared computer, what a person read signed in is gone from the browser once
// they sign out. A breeder reads her profile, her notifications, a conversation with a message and a photo, her
// favourites, her adverts and her visits, with the site's service worker on as on an installed site; signs out through
// the menu; then every private address those pages read is asked of the browser's HTTP cache alone: none answers, and
// none gives her words back. The worker kept none of them; sign-out cleared the site's storage and the next page works,
// with a fresh worker. At 360×780 (touch) and at desktop width.
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { approveSale, auth, publishSale, setSessionCookies, signUp, signUpBreeder } from './fixtures.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { PHONE, requestFirstSlot } from './phone-helpers.ts';

/** What only the signed-in person may read: the seller's words to her, and her e-mail address. */
const SECRET = 'O meu IBAN é PT50 0000 0000 0000 0000 0000 0';

interface Her {
  token: string;
  email: string;
  conversationUid: string;
}

async function post(request: APIRequestContext, token: string, path: string, data: object): Promise<unknown> {
  const res = await request.post(`/api${path}`, { data, headers: auth(token) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/**
 * A breeder with an advert of her own, who favourited another seller's advert, asked to visit it and wrote to its
 * seller, who answered with words and a photo; her advert's approval is among her notifications.
 */
async function breederWithHistory(request: APIRequestContext): Promise<Her> {
  const token = await signUpBreeder(request);
  const profile = await request.get('/api/user-profile', { headers: auth(token) });
  const { email } = (await profile.json()) as { email: string };
  await approveSale(request, await publishSale(request, token, { title: `Cadela Serra da Estrela ${Date.now()}` }));

  const seller = await signUp(request, uniqueEmail('vendedor'));
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
  const open = await request.put('/api/private/booking/availability', {
    data: { hours, blockedDays: [] },
    headers: auth(seller),
  });
  expect(open.status(), await open.text()).toBe(200);
  const saleUid = await publishSale(request, seller, { title: `Gatinho Persa ${Date.now()}` });
  await approveSale(request, saleUid);
  const hearted = await request.put('/api/private/sale/update-favorite', {
    data: { saleUid, favorite: true },
    headers: auth(token),
  });
  expect(hearted.status(), await hearted.text()).toBe(200);
  await requestFirstSlot(request, token, saleUid);
  const { conversationUid } = (await post(request, token, '/private/conversation', {
    saleUid,
    body: 'Olá! Ainda está disponível?',
  })) as { conversationUid: string };
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  const { key } = (await post(request, seller, '/private/conversation/photo', {
    source: jpeg.toString('base64'),
  })) as { key: string };
  await post(request, seller, `/private/conversation/${conversationUid}/message`, { body: SECRET, photos: [key] });
  return { token, email, conversationUid };
}

/** Every private address the page asks the API for (a GET with the person's token), as the browser asked it. */
function recordPrivateReads(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && /^\/api\/(private\/|user-profile$)/.test(path)) urls.add(request.url());
  });
  return urls;
}

/** What the browser gives for each address from its HTTP cache alone (0: nothing kept), and for a cached-first read. */
function readBack(page: Page, urls: string[]) {
  return page.evaluate(
    async (list) =>
      Promise.all(
        list.map(async (url) => {
          const cached = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
            (res) => res.status,
            () => 0,
          );
          const res = await fetch(url, { cache: 'force-cache' });
          return { url, cached, status: res.status, text: await res.text() };
        }),
      ),
    urls,
  );
}

// On a phone only: what the browser keeps does not depend on the screen, and the desktop's menu signs out in
// auth.spec.ts (decision 209).
for (const [name, screen] of [['on a phone', PHONE]] as const) {
  test.describe(`sign-out on a shared computer ${name}`, () => {
    test.use({ ...screen, serviceWorkers: 'allow' });
    test.setTimeout(120_000);

    test('leaves nothing of what was read in the browser', async ({ page, context, request, baseURL }) => {
      const her = await breederWithHistory(request);
      await setSessionCookies(context, baseURL!, her.token);
      const reads = recordPrivateReads(page);

      // The site as installed: its worker controls the pages she reads.
      await page.goto('/user-profile');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.getByRole('button', { name: /^Menu da conta de Rita Costa$/ })).toBeVisible();

      await page.goto('/notifications');
      await expect(
        page
          .locator('main')
          .getByText(/Cadela Serra da Estrela/)
          .first(),
      ).toBeVisible();
      await page.goto(`/messages?c=${her.conversationUid}`);
      const answer = page.locator('[data-message]', { hasText: SECRET });
      await expect(answer).toBeVisible();
      await expect(answer.locator('[data-message-photo] img').first()).toHaveJSProperty('complete', true);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard-part="favourites"]').getByText(/Gatinho Persa/)).toBeVisible();
      await expect(page.locator('[data-dashboard-part="asked"]').getByText(/Gatinho Persa/)).toBeVisible();
      await page.goto('/my-sales');
      await expect(page.getByText(/Cadela Serra da Estrela/).first()).toBeVisible();

      // What the browser read through the API (the dashboard's lists and her adverts came with their pages,
      // decision 221: private pages, never stored).
      const read = [...reads];
      for (const kind of [
        /\/api\/user-profile$/,
        /\/api\/private\/notification\?/,
        /\/api\/private\/conversation\/[^/]+\/message/,
        /\/api\/private\/conversation\/[^/]+\/photo\/[^/]+\/\d+\.webp$/,
      ])
        expect(
          read.some((url) => kind.test(url)),
          `${kind.source} among ${read.join(', ')}`,
        ).toBe(true);

      // The worker kept the offline page and the shell's files, nothing she read.
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys())
          for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(kept).toContain('/offline');
      const shellFile = /^\/(?:offline|favicon\.svg|manifest\.webmanifest|icons\/[\w.-]+|_astro\/.+)$/;
      expect(kept.filter((path) => !shellFile.test(path))).toEqual([]);
      // Something the site keeps in this browser's storage for the person (her "Agora não" to push, say).
      await page.evaluate(() => localStorage.setItem('patinhas.push-offer', String(Date.now())));

      // She signs out through the menu.
      await page.getByRole('button', { name: /^Menu da conta de Rita Costa$/ }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

      // The next person at this computer reads the browser's cache: nothing she read, nothing of hers.
      const back = await readBack(page, read);
      expect(back.filter((b) => b.cached !== 0).map((b) => `${b.url} ${b.cached}`)).toEqual([]);
      expect(back.filter((b) => b.status !== 401).map((b) => `${b.url} ${b.status}`)).toEqual([]);
      for (const b of back) {
        expect(b.text, b.url).not.toContain(SECRET);
        expect(b.text, b.url).not.toContain(her.email);
      }
      expect(await page.evaluate(() => localStorage.getItem('patinhas.push-offer'))).toBeNull();

      // The page goes on: a fresh worker takes the site again, and signing in works.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.locator('main form button[type="submit"]')).toBeEnabled();
      await page.getByLabel('Email').fill(her.email);
      await page.getByLabel('Palavra-passe', { exact: true }).fill('Patinhas2024');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('button', { name: /^Menu da conta de Rita Costa$/ })).toBeVisible();
    });
  });
}
