// Issue 25, item 5: a dashboard for each person (decision 140). A buyer without adverts sees their visits and
// favourites first and an invitation to sell further down; a seller sees the requests to answer first; an
// administrator sees the moderation queue and the drafts with their counts on the first screen. Counter labels never
// break inside a word at 360 px. A seller who also buys finds their visits and favourites before the weekly hours,
// which show closed as a summary with "Alterar" (issue 40). A breeder's waiting request leads with the past visits
// folded under one line; nobody asked, no empty part first; no hours, one line and "Indicar horas" (issue 55, decision
// 201). Checked on a 360x780 touch phone and a 1366x900 laptop.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  approveSale,
  auth,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
  token,
  withdrawSale,
} from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, expectInViewport, holdScripts, publishAdvert } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** Every word of the element's text lies on one line (none is broken across two) and inside the element's box. */
async function expectWordsWhole(locator: Locator): Promise<void> {
  const broken = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        const outside = rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
        if (lines.size > 1 || outside) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken, `${locator.toString()} breaks or overflows these words`).toEqual([]);
}

/** `buyer` asks for a visit at the sale's first free time; returns the visit's uid. */
async function askVisit(request: APIRequestContext, buyer: string, saleUid: string): Promise<string> {
  const slots = await request.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyer) });
  expect(slots.status(), await slots.text()).toBe(200);
  const { days } = (await slots.json()) as { days: { slots: string[] }[] };
  const date = days.flatMap((d) => d.slots)[0];
  expect(date, 'a free time').toBeDefined();
  const asked = await request.post('/api/private/booking', { headers: auth(buyer), data: { saleUid, date } });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { uid: string }).uid;
}

/** The element's top in the page (not the screen): where it sits whatever the scroll. */
const pageTop = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + scrollY);

async function expectAbove(page: Page, upper: Locator, lower: Locator): Promise<void> {
  const a = await boxOf(upper);
  const b = await boxOf(lower);
  expect(a.y + a.height, `${upper.toString()} above ${lower.toString()}`).toBeLessThanOrEqual(b.y);
  void page;
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`dashboard on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('a buyer without adverts sees their visits and favourites first, the invitation to sell further down', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const advert = await publishAdvert(request);
      const buyer = await signUp(request, uniqueEmail('comprador'));
      const saved = await request.put('/api/private/sale/update-favorite', {
        headers: auth(buyer),
        data: { saleUid: advert.uid, favorite: true },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard="buyer"]')).toBeVisible();

      const visits = page.getByRole('heading', { level: 2, name: 'Visitas que pedi' });
      const favourites = page.getByRole('heading', { level: 2, name: 'Favoritos' });
      const sell = page.getByRole('heading', { level: 2, name: 'Tem um animal para anunciar?' });
      await expectInViewport(page, visits);
      await expect(page.getByRole('link', { name: advert.title })).toBeVisible();
      await expectAbove(page, visits, favourites);
      await expectAbove(page, favourites, sell);
      await expect(page.getByRole('heading', { name: 'Visitas a responder' })).toHaveCount(0);
      await expect(page.locator('[data-sale-counts]')).toHaveCount(0);
      await expect(page.locator('[data-invite-to-sell]').getByRole('link', { name: 'Novo anúncio' })).toHaveAttribute(
        'href',
        '/sale',
      );
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await expectNoAxeViolations(page);
    });

    test('a breeder sees the waiting request first, its past visits folded under "Visitas passadas"', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const seller = await signUp(request, uniqueEmail('criadora'));
      const hours = await request.put('/api/private/booking/availability', {
        headers: auth(seller),
        data: {
          hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
          blockedDays: [],
        },
      });
      expect(hours.status(), await hours.text()).toBe(200);
      const title = `Podengo Português ${Date.now()}`;
      const saleUid = await publishSale(request, seller, { title });
      await approveSale(request, saleUid);
      // One request declined, one cancelled by its visitor, one waiting for an answer.
      const declined = await askVisit(request, await signUp(request, uniqueEmail('ana')), saleUid);
      const refused = await request.put(`/api/private/booking/${declined}/reject`, { headers: auth(seller), data: {} });
      expect(refused.status(), await refused.text()).toBe(200);
      const visitor = await signUp(request, uniqueEmail('bruno'));
      const cancelled = await askVisit(request, visitor, saleUid);
      const gone = await request.delete(`/api/private/booking/${cancelled}`, { headers: auth(visitor) });
      expect(gone.status(), await gone.text()).toBe(200);
      const waiting = await askVisit(request, await signUp(request, uniqueEmail('carla')), saleUid);

      await setSessionCookies(context, baseURL!, seller);
      await page.goto('/user-dashboard');
      const main = page.locator('[data-dashboard="seller"] > div').first();
      const first = main.locator(':scope > *').first();
      await expect(first).toHaveAttribute('data-dashboard-part', 'to-answer');
      const section = page.locator('[data-visits-received]');
      await expectInViewport(page, section.getByRole('heading', { level: 2, name: 'Visitas a responder' }));
      const open = section.locator(':scope > ul > li');
      await expect(open).toHaveCount(1);
      await expect(open).toHaveAttribute('data-booking', waiting);
      await expectInViewport(page, open.getByRole('button', { name: 'Aceitar' }));

      // The past fold: one line, closed; opening it shows the declined and the cancelled visits.
      const past = section.locator('[data-past-visits]');
      const line = past.locator('summary');
      await expect(line).toHaveText('Visitas passadas (2)');
      await expect(past.locator('li[data-booking]').first()).toBeHidden();
      await expectAbove(page, line, page.getByRole('heading', { level: 2, name: 'Os meus anúncios' }));
      await line.click();
      await expect(past.locator(`li[data-booking="${declined}"]`)).toContainText('Recusada');
      await expect(past.locator(`li[data-booking="${cancelled}"]`)).toContainText('Cancelada');
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await expectNoAxeViolations(page);
      await withdrawSale(request, seller, saleUid);
    });

    test('a seller nobody asked sees the adverts first and, with no hours, one line inviting to give them', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const seller = await signUp(request, uniqueEmail('vendedora'));
      const waiting = await publishSale(request, seller, { title: `Gato Europeu ${Date.now()}` });
      await setSessionCookies(context, baseURL!, seller);
      await page.goto('/user-dashboard');
      await expect(page.locator('[data-dashboard="seller"]')).toBeVisible();

      // Nothing to answer: no empty "Visitas a responder" first; the adverts lead.
      await expect(page.getByRole('heading', { name: 'Visitas a responder' })).toHaveCount(0);
      const sales = page.getByRole('heading', { level: 2, name: 'Os meus anúncios' });
      await expectInViewport(page, sales);
      await expectAbove(page, sales, page.getByRole('heading', { level: 2, name: 'Visitas que pedi' }));
      await expect(page.locator('[data-sale-status="PENDING"] dd')).toHaveText('1');
      for (const label of await page.locator('[data-sale-status] dt').all()) await expectWordsWhole(label);
      await expect(page.locator('[data-invite-to-sell]')).toHaveCount(0);

      // No hours yet: the editor stays closed to one line and "Indicar horas", which opens it on Monday.
      const section = page.locator('[data-availability]');
      await expect(section.locator('[data-availability-summary]')).toHaveText('Ainda não indicou horas de visita');
      await expect(section.getByRole('group')).toHaveCount(0);
      expect((await boxOf(section)).height).toBeLessThan(260);
      const start = section.getByRole('button', { name: 'Indicar horas' });
      await start.click();
      await expect(section.getByRole('group', { name: 'Segunda-feira' }).getByRole('button').first()).toBeFocused();
      await expectNoAxeViolations(page);
      await withdrawSale(request, seller, waiting);
    });

    test('a seller who also buys sees visits and favourites before the weekly hours, closed to a summary', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const advert = await publishAdvert(request);
      const seller = await signUp(request, uniqueEmail('tutora'));
      const waiting = await publishSale(request, seller, { title: `Gata Persa ${Date.now()}` });
      const hours = await request.put('/api/private/booking/availability', {
        headers: auth(seller),
        data: {
          hours: [
            ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
            { weekday: 6, start: '10:00', end: '13:00' },
          ],
          blockedDays: [],
        },
      });
      expect(hours.status(), await hours.text()).toBe(200);
      const favourite = await request.put('/api/private/sale/update-favorite', {
        headers: auth(seller),
        data: { saleUid: advert.uid, favorite: true },
      });
      expect(favourite.status(), await favourite.text()).toBe(200);
      await setSessionCookies(context, baseURL!, seller);

      // The server's HTML already sums the hours up: nothing there moves when the island wakes.
      const release = await holdScripts(page);
      await page.goto('/user-dashboard', { waitUntil: 'commit' });
      const section = page.locator('[data-availability]');
      const summary = section.locator('[data-availability-summary]');
      const change = section.getByRole('button', { name: 'Alterar horários de visita' });
      await expect(summary).toHaveText('Seg–Sex 10:00–18:00 · Sáb 10:00–13:00');
      await expect(change).toBeDisabled();
      const asServed = (await boxOf(section)).height;
      release();
      await expect(change).toBeEnabled();
      expect((await boxOf(section)).height).toBe(asServed);
      await expect(section.getByRole('group')).toHaveCount(0);

      // What the person acts on comes first; the favourite lies within the first two screens.
      await expect(page.locator('[data-dashboard="seller"]')).toBeVisible();
      const hoursTitle = page.getByRole('heading', { level: 2, name: 'Horários de visita' });
      const asked = page.getByRole('heading', { level: 2, name: 'Visitas que pedi' });
      const favourites = page.getByRole('heading', { level: 2, name: 'Favoritos' });
      await expectInViewport(page, page.getByRole('heading', { level: 2, name: 'Os meus anúncios' }));
      const saved = page.locator('[data-dashboard-part="favourites"]').getByRole('link', { name: advert.title });
      await expect(saved).toBeVisible();
      await expectAbove(page, asked, favourites);
      await expectAbove(page, favourites, hoursTitle);
      await expectAbove(page, page.getByRole('heading', { level: 2, name: 'Pesquisas guardadas' }), hoursTitle);
      const fav = await boxOf(saved);
      expect(fav.y + fav.height, 'the favourite on the first two screens').toBeLessThanOrEqual(
        2 * device.viewport.height,
      );

      // "Alterar" opens the editor in place, on its first control: Monday's start.
      await change.scrollIntoViewIfNeeded();
      const top = await pageTop(hoursTitle);
      await change.click();
      await expect(
        section.getByRole('group', { name: 'Segunda-feira' }).getByLabel('Das', { exact: true }),
      ).toBeFocused();
      expect(await pageTop(hoursTitle)).toBe(top);
      await expectNoAxeViolations(page);

      // Saturday until 14:00: saved, closed to the new summary, the focus back on "Alterar".
      await section.getByRole('group', { name: 'Sábado' }).getByLabel('Até às').fill('14:00');
      await section.getByRole('button', { name: 'Guardar horários' }).click();
      await expect(page.getByText('Horários de visita guardados.')).toBeVisible();
      await expect(summary).toHaveText('Seg–Sex 10:00–18:00 · Sáb 10:00–14:00');
      await expect(change).toBeFocused();
      await expect(section.getByRole('group')).toHaveCount(0);
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await withdrawSale(request, seller, waiting);
    });

    test('an administrator sees the moderation queue and the drafts with their counts on the first screen', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
      const seller = await signUp(request, uniqueEmail('vendedor'));
      const waiting = await publishSale(request, seller, { title: `Coelho anão ${Date.now()}` });
      const draft = await request.post('/api/private/admin/article', {
        data: {
          title: `Rascunho ${Date.now()}`,
          summary: 'Um rascunho para o painel.',
          body: 'Texto.',
          publish: false,
        },
        headers: auth(admin),
      });
      expect(draft.status(), await draft.text()).toBeLessThan(300);
      const pending = async () => {
        const queue = await request.get('/api/private/admin/sale?status=PENDING', { headers: auth(admin) });
        expect(queue.status()).toBe(200);
        return ((await queue.json()) as { totalElements: number }).totalElements;
      };

      await setSessionCookies(context, baseURL!, admin);
      const moderation = page.locator('[data-team-counter="moderation"]');
      const drafts = page.locator('[data-team-counter="drafts"]');
      // The queue's count as the API gives it, read while no other journey changed it in between.
      await expect(async () => {
        const before = await pending();
        await page.goto('/user-dashboard');
        await expect(moderation).toHaveAccessibleName(new RegExp(`^${before} `), { timeout: 2_000 });
        expect(await pending()).toBe(before);
      }).toPass();
      await expect(page.locator('[data-dashboard="team"]')).toBeVisible();
      await expectInViewport(page, moderation);
      await expectInViewport(page, drafts);
      await expect(moderation).toHaveAttribute('href', '/admin/sales');
      await expect(moderation).toHaveAccessibleName(/^\d+ anúncios? por rever$/);
      await expect(drafts).toHaveAccessibleName(/^\d+ rascunhos? por publicar$/);
      expect(Number(await drafts.locator('span').first().textContent())).toBeGreaterThanOrEqual(1);
      for (const counter of [moderation, drafts]) await expectWordsWhole(counter);
      await expectNoAxeViolations(page);
      await withdrawSale(request, seller, waiting);
    });
  });
}
