// Hostile text in a real browser: markup, script, template syntax, a javascript: URL, an RTL override and a very long
// word are stored in every field people write (names, a sale's title and description, a visit's message, both kinds of
// refusal reason, an article's title, summary and Markdown body), then every page that shows that text is opened as the
// person who would see it. On each page: nothing ran (window.__pwned, page errors, dialogs), no element came out of the
// payload, JSON-LD still parses, and the payload is there to read as plain text.
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { auth, certifyBreeder, EXCLUSIVE, publishSale, setSessionCookies, token } from './fixtures.ts';
import { confirmEmail } from './outbox.ts';

const PASSWORD = 'Patinhas2024';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

// ── The payloads ────────────────────────────────────────────────────────────
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '"><svg onload=window.__pwned=1>';
const JS_URL = 'javascript:window.__pwned=1';
const MUSTACHE = '{{7*7}}';
const TEMPLATE = '${7*7}';
/** U+202E turns the rest of the line around on screen; it must stay one character of text. */
const RTL = '\u202Egpj.exe';
/** One word no line can break: the page must wrap it, not grow sideways. */
const LONG = 'Patinhas'.repeat(40);
/** Shorter endless words for fields with a small limit (titles, names): still wider than a phone's card. */
const WIDE = 'Patinhas'.repeat(5);
const NARROWER = 'Patinhas'.repeat(3);

/** Letters only, so a search finds exactly this sale. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function account(request: APIRequestContext, name: string, surname: string, userType: 'TUTOR' | 'BREEDER') {
  const email = uniqueEmail(userType.toLowerCase());
  const created = await request.post('/api/public/signup', {
    data: { name, surname, email, password: PASSWORD, userType, acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const sessionToken = await token(request, email, PASSWORD);
  const me = (await (await request.get('/api/user-profile', { headers: auth(sessionToken) })).json()) as {
    uid: string;
    name: string;
    surname: string;
  };
  // Stored as typed: nothing stripped or escaped on the way in (output encoding is the page's job).
  expect({ name: me.name, surname: me.surname }).toEqual({ name, surname });
  return { token: sessionToken, uid: me.uid };
}

// ── What every page must hold to ────────────────────────────────────────────
const troubles = new WeakMap<Page, string[]>();

/** A fresh browser context (signed in when given a token) that records page errors and dialogs. */
async function viewer(browser: Browser, baseURL: string, sessionToken?: string): Promise<Page> {
  const context = await browser.newContext();
  if (sessionToken) await setSessionCookies(context, baseURL, sessionToken);
  const page = await context.newPage();
  const seen: string[] = [];
  troubles.set(page, seen);
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

/**
 * Nothing the payloads carry became markup or ran: no flag, no injected element or handler, no javascript: link, no
 * executable script holding the payload, every JSON-LD block still one valid JSON document, and no sideways scrolling
 * from the long word.
 */
async function expectInert(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('load');
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    `window.__pwned on ${where}`,
  ).toBeUndefined();
  expect(troubles.get(page), `errors or dialogs on ${where}`).toEqual([]);
  await expect(page.locator('img[src="x"]'), `injected <img> on ${where}`).toHaveCount(0);
  await expect(page.locator('svg[onload]'), `injected <svg> on ${where}`).toHaveCount(0);
  await expect(page.locator('body [onerror], body [onload]'), `inline handlers on ${where}`).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]'), `javascript: link on ${where}`).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ type: node.getAttribute('type') ?? '', text: node.textContent ?? '' })),
    );
  const executable = scripts.filter((s) => !/^application\/(ld\+)?json$/.test(s.type) && s.text.includes('__pwned'));
  expect(executable, `a script element made of stored text on ${where}`).toEqual([]);
  for (const block of scripts.filter((s) => s.type === 'application/ld+json')) {
    expect(() => JSON.parse(block.text) as unknown, `JSON-LD on ${where}: ${block.text.slice(0, 200)}`).not.toThrow();
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // Soft: one run reports every page a long word pushes sideways.
  expect.soft(overflow, `horizontal overflow (px) on ${where}`).toBeLessThanOrEqual(0);
}

/** The JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

async function bellPanel(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Lista de notificações' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

// It publishes an article (every person is told) and reads the moderators' queue and the latest adverts: alone.
test(
  'text people store is shown as text, never run, on every page that shows it',
  EXCLUSIVE,
  async ({ browser, request, baseURL }) => {
    test.setTimeout(300_000);
    const base = baseURL as string;
    const word = uniqueWord();

    // Who writes what (each field within its length limit).
    const sellerName = IMG;
    const sellerSurname = `${SVG} ${MUSTACHE} ${RTL} ${NARROWER}`;
    const buyerName = SCRIPT;
    const buyerSurname = `${TEMPLATE} ${JS_URL}`;
    // "</script>" first: the title also goes into the page's JSON-LD block.
    // (The sale title's limit is 100 characters: the SVG and template payloads are in the description.)
    const title = `</script>${IMG} ${word} ${WIDE}`;
    const description = `${SCRIPT} ${IMG} ${SVG} ${JS_URL} ${MUSTACHE} ${TEMPLATE} ${RTL} ${LONG}`;
    const rejectedTitle = `${SVG} recusado ${uniqueWord()}`;
    const saleReason = `${IMG} ${MUSTACHE} ${RTL} ${LONG}`;
    const visitMessage = `${IMG} ${SCRIPT} ${TEMPLATE} ${LONG}`;
    const visitReason = `${SVG} ${JS_URL} ${MUSTACHE}`;
    const articleTitle = `</script>${SCRIPT} ${IMG} ${MUSTACHE} ${word} ${WIDE}`;
    const articleSummary = `${SVG} ${TEMPLATE} ${RTL} ${JS_URL}`;
    const articleBody = [
      '## Antes de sair',
      IMG,
      SCRIPT,
      SVG,
      `[clique aqui](${JS_URL})`,
      `<a href="${JS_URL}">outra ligação</a>`,
      // Markdown reads *7* as emphasis: the asterisks are escaped so the braces come out as typed.
      `Texto simples ${MUSTACHE.replaceAll('*', '\\*')} ${TEMPLATE.replaceAll('*', '\\*')} ${RTL}`,
      LONG,
    ].join('\n\n');

    // ── Accounts, a sale to approve, a sale to refuse ─────────────────────────
    const seller = await account(request, sellerName, sellerSurname, 'BREEDER');
    const profile = await request.put('/api/user-profile', {
      data: { dgavNumber: 'DGAV 777/2024', locationId: 11, childLocationId: 1111, breeds: ['DOG_AGUA_PORTUGUES'] },
      headers: auth(seller.token),
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const availability = await request.put('/api/private/booking/availability', {
      data: {
        hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
        blockedDays: [],
      },
      headers: auth(seller.token),
    });
    expect(availability.status(), await availability.text()).toBe(200);
    const buyer = await account(request, buyerName, buyerSurname, 'TUTOR');
    const adminToken = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);

    const saleUid = await publishSale(request, seller.token, {
      title,
      description,
      price: 900,
      sex: 'FEMALE',
      litterSize: 4,
    });
    const rejectedUid = await publishSale(request, seller.token, { title: rejectedTitle, description });
    const saleUrl = `/sales/sale-detail?searchValue=${saleUid}`;

    // ── The admin's moderation queue shows both pending sales ─────────────────
    const admin = await viewer(browser, base, adminToken);
    await admin.goto('/admin/sales');
    const queued = admin.locator('[data-queue-item]').filter({ hasText: word });
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText(title);
    await expect(queued).toContainText(`${sellerName} ${sellerSurname}`);
    await expect(admin.locator('[data-queue-item]').filter({ hasText: rejectedTitle })).toHaveCount(1);
    await expectInert(admin, '/admin/sales');

    const approved = await request.put(`/api/private/admin/sale/${saleUid}/approve`, { headers: auth(adminToken) });
    expect(approved.status(), await approved.text()).toBe(200);
    const refused = await request.put(`/api/private/admin/sale/${rejectedUid}/reject`, {
      data: { reason: saleReason },
      headers: auth(adminToken),
    });
    expect(refused.status(), await refused.text()).toBe(200);
    await certifyBreeder(request, seller.token);

    // ── The buyer: a heart, a visit request with a message ────────────────────
    const heart = await request.put('/api/private/sale/update-favorite', {
      data: { saleUid, favorite: true },
      headers: auth(buyer.token),
    });
    expect(heart.status(), await heart.text()).toBeLessThan(300);
    const slots = (await (
      await request.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyer.token) })
    ).json()) as {
      days: { day: string; slots: string[] }[];
    };
    const slot = slots.days.flatMap((d) => d.slots)[0];
    expect(slot, 'a free slot to book').toBeTruthy();
    const booked = await request.post('/api/private/booking', {
      data: { saleUid, date: slot, message: visitMessage },
      headers: auth(buyer.token),
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { uid: bookingUid } = (await booked.json()) as { uid: string };

    // ── An article by the editorial team ──────────────────────────────────────
    const article = await request.post('/api/private/admin/article', {
      data: { title: articleTitle, summary: articleSummary, body: articleBody },
      headers: auth(adminToken),
    });
    expect(article.status(), await article.text()).toBe(201);
    const { referenceKey } = (await article.json()) as { referenceKey: string };

    // ── A visitor: home, search, the sale, the breeders, the blog ─────────────
    const visitor = await viewer(browser, base);
    await visitor.goto('/home');
    await expect(visitor.locator('[data-latest-sales]')).toContainText(title);
    const carouselCard = visitor.locator('[data-certified-carousel] [data-sale-card]').filter({ hasText: word });
    await expect(carouselCard.first()).toContainText(title);
    await expectInert(visitor, '/home');

    await visitor.goto(`/sales?q=${word}`);
    const card = visitor.locator('[data-sale-card]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(title);
    await expectInert(visitor, '/sales');

    await visitor.goto(saleUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.locator('main')).toContainText(description);
    await expect(visitor.locator('main')).toContainText(`${sellerName} ${sellerSurname}`);
    expect(await visitor.title()).toContain(title);
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(`^${escapeRegExp(title)}`),
    );
    const product = await jsonLd(visitor);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: title,
      offers: { seller: { name: `${sellerName} ${sellerSurname}` } },
    });
    await expectInert(visitor, 'the sale detail (visitor)');

    await visitor.goto('/breeders?locationId=11&species=DOG');
    const breederCard = visitor.locator('[data-breeder]').filter({ hasText: `${sellerName} ${sellerSurname}` });
    await expect(breederCard).toHaveCount(1);
    await expectInert(visitor, '/breeders');
    await visitor.goto(`/breeders/${seller.uid}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${sellerName} ${sellerSurname}`);
    expect(await visitor.title()).toContain(`${sellerName} ${sellerSurname}`);
    await expect(visitor.locator('main')).toContainText(title);
    await expectInert(visitor, `/breeders/${seller.uid}`);

    await visitor.goto('/blog');
    const articleCard = visitor.locator(`[data-article-card="${referenceKey}"]`);
    await expect(articleCard.getByRole('heading', { name: articleTitle })).toBeVisible();
    await expect(articleCard).toContainText(articleSummary);
    await expectInert(visitor, '/blog');

    await visitor.goto(`/blog/detail/${referenceKey}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(articleTitle);
    expect(await visitor.title()).toContain(articleTitle);
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(`^${escapeRegExp(articleTitle)}`),
    );
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', articleSummary);
    expect(await jsonLd(visitor)).toMatchObject({
      '@type': 'Article',
      headline: articleTitle,
      description: articleSummary,
    });
    const body = visitor.locator('.article-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Antes de sair' })).toBeVisible();
    // The sanitiser keeps the words and drops the markup: the link stays readable, its javascript: target is gone.
    await expect(body).toContainText('clique aqui');
    await expect(body).toContainText('outra ligação');
    await expect(body).toContainText(`Texto simples ${MUSTACHE} ${TEMPLATE} ${RTL}`);
    await expect(body).toContainText(LONG);
    await expect(body.locator('script, svg, img, iframe, [href^="javascript:" i]')).toHaveCount(0);
    await expectInert(visitor, 'the article');

    // ── The seller: own sales, the visit received, the bell and the notifications ──
    const sellerPage = await viewer(browser, base, seller.token);
    await sellerPage.goto('/my-sales');
    await expect(sellerPage.locator('[data-my-sale]').filter({ hasText: word })).toContainText(title);
    const refusedItem = sellerPage.locator('[data-my-sale]').filter({ hasText: rejectedTitle });
    await expect(refusedItem).toContainText(saleReason);
    await expectInert(sellerPage, '/my-sales');

    await sellerPage.goto('/user-dashboard');
    const received = sellerPage.locator('[data-visits-received]').getByRole('listitem').filter({ hasText: word });
    await expect(received).toContainText(visitMessage);
    await expect(received).toContainText(`${buyerName} ${buyerSurname}`);
    await expect(sellerPage.locator('[data-latest-notifications]')).toContainText(title);
    await expectInert(sellerPage, '/user-dashboard (seller)');

    const sellerBell = await bellPanel(sellerPage);
    await expect(sellerBell).toContainText(`Alguém guardou o seu anúncio «${title}» nos favoritos.`);
    await expect(sellerBell).toContainText(`«${rejectedTitle}» não foi aprovado. Motivo: ${saleReason}`);
    await expect(sellerBell).toContainText(`quer visitar «${title}»`);
    await expectInert(sellerPage, 'the bell panel (seller)');

    await sellerPage.goto('/notifications');
    const sellerNotes = sellerPage.locator('main');
    await expect(sellerNotes).toContainText(`Alguém guardou o seu anúncio «${title}» nos favoritos.`);
    await expect(sellerNotes).toContainText(`Motivo: ${saleReason}`);
    await expect(sellerNotes).toContainText(`${buyerName} ${buyerSurname} quer visitar «${title}»`);
    await expectInert(sellerPage, '/notifications (seller)');

    await sellerPage.goto('/user-profile');
    await expect(
      sellerPage.getByRole('banner').getByRole('button', { name: `Menu da conta de ${sellerName} ${sellerSurname}` }),
    ).toBeVisible();
    await expect(sellerPage.locator('[data-profile-form]').getByLabel('Nome', { exact: true })).toHaveValue(sellerName);
    await expectInert(sellerPage, '/user-profile');

    // The seller turns the visit down with a reason of the same kind.
    const declined = await request.put(`/api/private/booking/${bookingUid}/reject`, {
      data: { reason: visitReason },
      headers: auth(seller.token),
    });
    expect(declined.status(), await declined.text()).toBe(200);

    // ── The buyer: the sale, the booking page, the dashboard, the bell ────────
    const buyerPage = await viewer(browser, base, buyer.token);
    await buyerPage.goto(saleUrl);
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(buyerPage.getByRole('button', { name: 'Guardado nos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectInert(buyerPage, 'the sale detail (buyer)');

    await buyerPage.goto(`/appointment?searchValue=${saleUid}`);
    await expect(buyerPage.getByRole('heading', { level: 1 })).toContainText(title);
    await expectInert(buyerPage, '/appointment');

    await buyerPage.goto('/user-dashboard');
    await expect(buyerPage.locator('[data-favorites]')).toContainText(title);
    // The declined visit is a past one, under "Visitas passadas" (decision 201).
    await buyerPage.locator('[data-visits-asked] [data-past-visits] summary').click();
    const asked = buyerPage.locator('[data-visits-asked]').getByRole('listitem').filter({ hasText: word });
    await expect(asked).toContainText(title);
    await expect(asked).toContainText(visitReason);
    await expectInert(buyerPage, '/user-dashboard (buyer)');

    const buyerBell = await bellPanel(buyerPage);
    await expect(buyerBell).toContainText(sellerName);
    await expect(buyerBell).toContainText(`«${title}»`);
    await expect(buyerBell).toContainText(`«${articleTitle}» já está no blog.`);
    await expectInert(buyerPage, 'the bell panel (buyer)');

    await buyerPage.goto('/notifications');
    await expect(buyerPage.locator('main')).toContainText(`não pode receber a sua visita a «${title}»`);
    await expect(buyerPage.locator('main')).toContainText(`«${articleTitle}» já está no blog.`);
    await expectInert(buyerPage, '/notifications (buyer)');

    // ── On a phone (360 px) the same pages wrap the long words instead of scrolling sideways ──
    const phone = { width: 360, height: 740 };
    await visitor.setViewportSize(phone);
    for (const path of [
      '/home',
      `/sales?q=${word}`,
      saleUrl,
      '/breeders?locationId=11&species=DOG',
      `/breeders/${seller.uid}`,
      '/blog',
      `/blog/detail/${referenceKey}`,
    ]) {
      await visitor.goto(path);
      await expectInert(visitor, `${path} at 360 px`);
    }
    await sellerPage.setViewportSize(phone);
    for (const path of ['/my-sales', '/user-dashboard', '/notifications']) {
      await sellerPage.goto(path);
      await expectInert(sellerPage, `${path} (seller) at 360 px`);
    }

    // ── The admin again: the article's management list ───────────────────────
    await admin.goto('/admin/articles');
    await expect(admin.locator(`[data-managed-article="${referenceKey}"]`)).toContainText(articleTitle);
    await expectInert(admin, '/admin/articles');
  },
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
