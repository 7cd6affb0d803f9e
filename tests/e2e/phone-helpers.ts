// Shared by the phone-first journeys (issue 25): the two screens every journey is checked on, what a person sees
// (in the viewport, not covered), and an advert worth looking at (a breeder who shows their phone, drawn photos).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { BREED_PROFILES } from '../../src/server/seed/demo-listings.ts';
import { petPhotoSvg } from '../../src/server/seed/demo-art.ts';
import { createRandom } from '../../src/server/seed/random.ts';
import { saleBody } from '../helpers/sale-body.ts';
import { approveSale, auth, publishSale, signUp, token } from './fixtures.ts';
import { confirmEmail } from './outbox.ts';

/** A 360 px touch phone, as most Portuguese buyers hold. */
export const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;
/** A common laptop screen. */
export const DESKTOP = { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false } as const;

/**
 * Holds the page's island scripts until `release()` (a slow phone, made certain): what a person does meanwhile acts
 * on the server's HTML alone (decision 170). Call before `page.goto(…, { waitUntil: 'commit' })`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on screen; fails when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} has no box`).not.toBeNull();
  return box as Box;
}

/** The whole element lies inside the viewport (what a person sees without scrolling). */
export async function expectInViewport(page: Page, locator: Locator): Promise<Box> {
  const box = await boxOf(locator);
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box.x, `${locator.toString()} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${locator.toString()} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator.toString()} right`).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height, `${locator.toString()} bottom`).toBeLessThanOrEqual(size.height + 0.5);
  return box;
}

/** Nothing lies on top of the element: the point at its centre belongs to it. */
export async function expectUncovered(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const r = element.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top !== null && (element === top || element.contains(top));
        }),
      { message: `${locator.toString()} is covered`, timeout: 3000 },
    )
    .toBe(true);
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A finger's swipe across the screen, from `fromX` to `toX` at height `y` (real touch events, as a phone sends). */
export async function swipe(page: Page, fromX: number, toX: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= steps; i++) {
    const x = fromX + ((toX - fromX) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Shows a toast through the shell's element, kept until closed. */
export async function showToast(page: Page, summary: string): Promise<void> {
  await page.waitForFunction(() => customElements.get('pt-toasts') !== undefined);
  await page.evaluate((text) => {
    const toasts = document.querySelector('pt-toasts') as HTMLElement & { show(input: object): void };
    toasts.show({ severity: 'success', summary: text, life: 0 });
  }, summary);
}

/** A JPEG of one of the demo's drawn pets, so screenshots show an advert as people will see it. */
async function petPhoto(seed: number, width: number, height: number): Promise<string> {
  const coat = BREED_PROFILES['DOG_AGUA_PORTUGUES']?.coats[seed % 2];
  if (!coat) throw new Error('no coat for the Cão de Água');
  const svg = petPhotoSvg(createRandom(seed), { species: 'DOG', coat, width, height });
  return (await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()).toString('base64');
}

/** Lisboa / Sintra by their DICO codes (tests/helpers/sale-body.ts's LISBOA_SINTRA, 1111, is Odivelas). */
const SINTRA = { locationId: 11, childLocationId: 1113 };

export interface Advert {
  uid: string;
  title: string;
  url: string;
  /** The breeder's phone as the page writes it. */
  phone: string;
}

/**
 * A certified-looking advert: a breeder with a DGAV number who shows their phone publishes a sale with two photos
 * (landscape and portrait) and a long description; the administrator approves it.
 */
export async function publishAdvert(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<Advert> {
  const email = `criadora.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const signup = await request.post('/api/public/signup', {
    data: { name: 'Rita', surname: 'Costa', email, password: 'Patinhas2024', userType: 'BREEDER', acceptTerms: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await confirmEmail(request, email);
  const seller = await token(request, email, 'Patinhas2024');
  const profile = await request.put('/api/user-profile', {
    headers: auth(seller),
    data: { dgavNumber: 'DGAV 321/2024', phone: '912345678', phoneCountry: 'PT', showPhone: true },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const images: string[] = [];
  for (const [seed, width, height] of [
    [7, 960, 720],
    [12, 720, 960],
  ] as const) {
    const uploaded = await request.post('/api/private/sale/file', {
      headers: auth(seller),
      data: { source: await petPhoto(seed, width, height) },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    images.push(((await uploaded.json()) as { uid: string }).uid);
  }
  const title = `Cão de Água Português, cachorro meigo ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const created = await request.post('/api/private/sale', {
    headers: auth(seller),
    data: saleBody(SINTRA, images, {
      title,
      description: [
        'Cachorro meigo e brincalhão, criado em família com crianças e outros cães.',
        'Vai para casa vacinado, desparasitado, com microchip registado no SIAC e boletim sanitário.',
        'Os pais podem ser vistos na visita, no local de criação, em Sintra.',
      ].join('\n\n'),
      price: 1250,
      microchip: `6200981${String(Date.now()).slice(-8)}`,
      ...fields,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uid } = (await created.json()) as { uid: string };
  await approveSale(request, uid);
  return { uid, title, url: `/sales/sale-detail?searchValue=${uid}`, phone: '+351 912345678' };
}

/** A seller open every day 10:00-13:00 with one approved sale (a plain one); returns the sale's uid. */
export async function bookableSale(request: APIRequestContext, title: string): Promise<string> {
  const email = `vendedor.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const seller = await signUp(request, email);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
  const availability = await request.put('/api/private/booking/availability', {
    data: { hours, blockedDays: [] },
    headers: auth(seller),
  });
  expect(availability.status(), await availability.text()).toBe(200);
  const uid = await publishSale(request, seller, { title });
  await approveSale(request, uid);
  return uid;
}

/** Asks for a visit at the sale's first free time, as `buyer`; returns the time asked for. */
export async function requestFirstSlot(request: APIRequestContext, buyer: string, saleUid: string): Promise<string> {
  const slots = await request.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyer) });
  expect(slots.status(), await slots.text()).toBe(200);
  const { days } = (await slots.json()) as { days: { slots: string[] }[] };
  const date = days.find((d) => d.slots.length > 0)?.slots[0];
  if (!date) throw new Error('no free time to ask for');
  const asked = await request.post('/api/private/booking', {
    headers: auth(buyer),
    data: { saleUid, date, message: 'Gostaríamos de conhecer os pais.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return date;
}
