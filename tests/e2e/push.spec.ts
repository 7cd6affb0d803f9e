// Issue 42, Must 2-5: a buyer who has just written is offered push (never on page load), turns it on with Chromium's
// permission granted, closes the site; the seller's reply arrives as a push to that browser with no tab of the site
// open, its service worker shows it (the seller's first name and the advert's title only), and its page opens the
// conversation with the reply, which closes the push (decision 193). The profile lists the device as this one, its
// switches change what it receives and "Desligar" turns it off. Signing out ends push on that browser (decision 195).
// The offer and the push on a 360×780 touch phone; the shared computer at desktop width (decision 217).
//
// The push service is the outside world (Google's, for Chrome), which a headless Chromium cannot reach: the browser's
// PushManager is given subscriptions at our push service (tests/helpers/push-service.ts), which checks and decrypts
// what the server sends, then hands it to the service worker as the browser's own would (DevTools'
// ServiceWorker.deliverPushMessage). What a real tap on the notification does cannot be scripted in headless
// Chromium (no window may open without one); the journey opens the page the notification carries (decision 190).
import type { BrowserContext, CDPSession } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_PUSH_PORT } from '../../playwright.config.ts';
import { CHROMIUM_ARGS, fullChromium } from '../../scripts/chromium.ts';
import { startPushService, type FakeDevice, type PushService } from '../helpers/push-service.ts';
import { approveSale, auth, publishSale, setSessionCookies, signUp, token } from './fixtures.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { DESKTOP, expectInViewport, expectUncovered, PHONE } from './phone-helpers.ts';

// One push service on its port for this file: its journeys run one after the other in one worker. They drive the
// full Chromium: its headless shell answers every site's Notification.permission with "denied" (decision 190).
test.describe.configure({ mode: 'serial' });
test.use({ launchOptions: { executablePath: fullChromium(), args: CHROMIUM_ARGS } });
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService(E2E_PUSH_PORT);
});
test.afterAll(() => service.close());

/** Replaces the browser's PushManager with one whose subscriptions are at our push service (kept across pages). */
const FAKE_PUSH_MANAGER = `(() => {
  const decode = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const encode = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const asSubscription = (held) => held && {
    endpoint: held.endpoint,
    options: { applicationServerKey: decode(held.serverKey).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: held.endpoint, keys: held.keys }),
    unsubscribe: async () => { localStorage.removeItem('test-push'); return true; },
  };
  PushManager.prototype.getSubscription = async function () {
    return asSubscription(JSON.parse(localStorage.getItem('test-push') || 'null'));
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = options.applicationServerKey;
    const serverKey = typeof key === 'string' ? key : encode(key);
    const held = { ...(await window.testPushSubscribe(serverKey)), serverKey };
    localStorage.setItem('test-push', JSON.stringify(held));
    return asSubscription(held);
  };
})();`;

/**
 * Gives `context` subscriptions at our push service, and hands the pushes for them to its service worker. A push it
 * could not hand over (no registration of the site's worker within 10 s, or DevTools refused) is kept in
 * `undelivered` with the reason, so a journey says why its notification never showed.
 */
async function withPushService(
  context: BrowserContext,
  origin: string,
): Promise<{ cdp: CDPSession; devices: FakeDevice[]; undelivered: string[] }> {
  // A blank tab (not the site's) keeps a DevTools session on the browser once the site's tabs are closed.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated)
      if (!r.isDeleted && r.scopeURL.startsWith(origin)) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const devices: FakeDevice[] = [];
  await context.exposeBinding('testPushSubscribe', (_source, serverKey: string) => {
    const device = service.device(serverKey);
    devices.push(device);
    return { endpoint: device.endpoint, keys: device.keys };
  });
  await context.addInitScript(FAKE_PUSH_MANAGER);
  const undelivered: string[] = [];
  service.onPush = async (device, data) => {
    if (!devices.includes(device)) return;
    const deadline = Date.now() + 10_000;
    while (registrations.size === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const [registrationId] = [...registrations.values()];
    if (!registrationId) return void undelivered.push(`no service worker registered for ${origin}`);
    await cdp
      .send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
      .catch((error: unknown) => undelivered.push(`DevTools refused the push: ${String(error)}`));
  };
  return { cdp, devices, undelivered };
}

test.describe('push on a phone', () => {
  test.use({ ...PHONE, serviceWorkers: 'allow', permissions: ['notifications'] });
  test.setTimeout(120_000);

  test('offered after a first message, a reply arrives as a push with no tab open and opens the conversation; the profile controls it', async ({
    browser,
    request,
    baseURL,
  }) => {
    const seller = await signUp(request, uniqueEmail('vendedora'));
    const title = `Gatinhos Persas ${Date.now()}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    const buyer = await signUp(request, uniqueEmail('comprador'));

    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow', permissions: ['notifications'] });
    await setSessionCookies(context, baseURL!, buyer);
    const { devices: subscribed, undelivered } = await withPushService(context, new URL(baseURL!).origin);
    const page = await context.newPage();

    // Nothing is offered before the person has written.
    await page.goto(`/messages?advert=${saleUid}`);
    const box = page.getByLabel('Mensagem', { exact: true });
    await expect(box).toBeVisible();
    await expect(page.locator('[data-push-offer]')).toHaveCount(0);

    await box.fill('Olá! Os gatinhos já estão desparasitados?');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.locator('[data-message]', { hasText: 'desparasitados' })).toBeVisible();
    const offer = page.locator('[data-push-offer]');
    await expect(
      offer.getByRole('heading', { name: 'Quer saber da resposta mesmo com o site fechado?' }),
    ).toBeVisible();
    // The offer takes no focus: the person may go on writing.
    await expect(box).toBeFocused();
    // Where the eye is: beside the box, on the first screen, with nothing scrolled.
    const turnOn = offer.getByRole('button', { name: 'Ativar notificações' });
    await expectInViewport(page, turnOn);
    await expectInViewport(page, box);
    await expectUncovered(turnOn);
    await turnOn.click();
    await expect(offer.getByRole('status')).toHaveText(
      'Notificações ativadas neste dispositivo. Pode escolher o que recebe no seu perfil.',
    );
    const listed = await request.get('/api/private/push/device', { headers: auth(buyer) });
    const { devices } = (await listed.json()) as { devices: { endpoint: string; kinds: string[] }[] };
    expect(devices).toHaveLength(1);
    expect(devices[0]?.kinds).toEqual(['message', 'visit', 'search', 'report']);

    // The buyer leaves the site; the seller answers.
    const conversation = new URL(page.url()).searchParams.get('c');
    expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
    // Leaving the site's page first unloads it (its socket closes with it); a closed tab may linger a moment.
    await page.goto('about:blank');
    await page.close();
    const [device] = subscribed;
    expect(device?.endpoint).toBe(devices[0]?.endpoint);
    const reply = await request.post(`/api/private/conversation/${conversation}/message`, {
      data: { body: 'Sim, e têm as vacinas em dia. O meu IBAN é PT50…' },
      headers: auth(seller),
    });
    expect(reply.status(), await reply.text()).toBe(201);

    // The push arrives within seconds (a pass every 5 s after a 5 s wait), saying no more than a lock screen may.
    expect(await service.next(device!, 0, 30_000)).toEqual({
      title: 'Ana enviou-lhe uma mensagem',
      body: title,
      url: `/messages?c=${conversation}`,
      tag: `conversation-${conversation}`,
    });
    // The worker showed it. What it shows is asked of the worker's registration from a page of the site (a handle
    // on the worker itself dies whenever Chromium stops an idle one).
    const opened = await context.newPage();
    await opened.goto('/');
    const shown = () =>
      opened.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect
      .poll(async () => ({ shown: await shown(), undelivered }), { timeout: 15_000 })
      .toEqual({
        shown: [{ title: 'Ana enviou-lhe uma mensagem', body: title, url: `${baseURL}/messages?c=${conversation}` }],
        undelivered: [],
      });
    expect(service.refusals).toEqual([]);

    // Its page opens the conversation with the reply; read here, it leaves the notification centre (decision 193).
    await opened.goto(`/messages?c=${conversation}`);
    await expect(opened.locator('[data-message]', { hasText: 'vacinas em dia' })).toBeVisible();
    await expect.poll(shown).toEqual([]);

    // The profile: this device, its switches, "Desligar".
    await opened.goto('/user-profile#push');
    const section = opened.locator('#push');
    await expect(section.getByRole('heading', { name: 'Notificações no telemóvel e no computador' })).toBeVisible();
    const item = section.locator('[data-push-device]');
    await expect(item).toHaveCount(1);
    await expect(item.locator('[data-push-here]')).toHaveText('Este dispositivo');
    const messagesSwitch = item.getByRole('checkbox', { name: 'Mensagens novas' });
    await expect(messagesSwitch).toBeChecked();
    await messagesSwitch.uncheck();
    await expect(section.locator('[data-push-status]')).toHaveText('Escolha guardada.');
    const after = (await (await request.get('/api/private/push/device', { headers: auth(buyer) })).json()) as {
      devices: { kinds: string[] }[];
    };
    expect(after.devices[0]?.kinds).toEqual(['visit', 'search', 'report']);

    const off = item.getByRole('button', { name: /^Desligar as notificações em Chrome · / });
    await off.scrollIntoViewIfNeeded();
    await expectUncovered(off);
    await off.click();
    const status = section.locator('[data-push-status]');
    await expect(status).toHaveText(/^Notificações desligadas em Chrome · .+\.$/);
    await expect(status).toBeFocused();
    await expect(section.locator('[data-push-empty]')).toHaveText(
      'Ainda não ativou as notificações em nenhum dispositivo.',
    );
    await expect(section.getByRole('button', { name: 'Ativar neste dispositivo' })).toBeVisible();
    expect(
      ((await (await request.get('/api/private/push/device', { headers: auth(buyer) })).json()) as { devices: [] })
        .devices,
    ).toEqual([]);
    await context.close();
  });
});

test.describe('push on a shared computer', () => {
  test.use({ ...DESKTOP, serviceWorkers: 'allow', permissions: ['notifications'] });
  test.setTimeout(120_000);

  test('signing out on a shared computer ends push there: the server forgets the device, the browser its subscription', async ({
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('partilhado');
    const person = await signUp(request, email);
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'allow', permissions: ['notifications'] });
    await setSessionCookies(context, baseURL!, person);
    const { devices: subscribed } = await withPushService(context, new URL(baseURL!).origin);
    const page = await context.newPage();
    await page.goto('/user-profile#push');
    const section = page.locator('#push');
    await section.getByRole('button', { name: 'Ativar neste dispositivo' }).click();
    await expect(section.locator('[data-push-here]')).toHaveText('Este dispositivo');
    expect(subscribed).toHaveLength(1);

    await page.getByRole('button', { name: /^Menu da conta de / }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Decision 195: this browser gets none of the account's pushes any more, whichever tab is open next.
    const again = await token(request, email, 'Patinhas2024');
    const listed = await request.get('/api/private/push/device', { headers: auth(again) });
    expect(((await listed.json()) as { devices: unknown[] }).devices).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('test-push'))).toBeNull();
    await context.close();
  });
});
