// Issue 17: a buyer writes to the seller from the advert and both talk live, each in their own browser. The first
// message starts from "Enviar mensagem" with the safety advice shown; the seller's top bar badge counts it live;
// delivery and read states reach the writer both ways; a visitor is sent to sign in and back. Each person on their own
// screen (decision 217), a 360x780 touch phone (list and conversation are two screens) or a 1366x900 laptop, each side
// on both across the two conversations.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { startConversation, uniqueEmail } from './conversation-helpers.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

/** The Lisbon day `days` from now, as a date field takes it (YYYY-MM-DD). */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(Date.now() + days * 86_400_000));

/** The conversation's own message bubbles, by text. */
const bubble = (page: Page, text: string) => page.locator('[data-message]', { hasText: text });

test.describe('messages, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(180_000);

  test('first message from the advert, live delivery and read state both ways, unread badge', async ({
    browser,
    request,
    baseURL,
  }) => {
    const seller = await signUp(request, uniqueEmail('vendedora'));
    const title = `Cadela Serra da Estrela ${Date.now()}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    const buyer = await signUp(request, uniqueEmail('comprador'));

    const sellerContext = await browser.newContext(PHONE);
    const buyerContext = await browser.newContext(DESKTOP);
    await setSessionCookies(sellerContext, baseURL!, seller);
    await setSessionCookies(buyerContext, baseURL!, buyer);
    const sellerPage = await sellerContext.newPage();
    const buyerPage = await buyerContext.newPage();

    // The seller reads another page: the top bar has the messages link without a badge.
    await sellerPage.goto('/sales');
    const sellerLink = sellerPage.locator('[data-messages-link]');
    await expect(sellerLink).toHaveAttribute('aria-label', 'Mensagens');

    // The buyer writes from the advert.
    await buyerPage.goto(`/sales/sale-detail?searchValue=${saleUid}`);
    await buyerPage.getByRole('link', { name: 'Enviar mensagem' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/messages\\?advert=${saleUid}`));
    await expect(buyerPage.getByText(`sobre «${title}»`).first()).toBeVisible();
    await expect(buyerPage.locator('[data-safety-advice]')).toContainText('Nunca pague antes de ver o animal');
    await expectNoAxeViolations(buyerPage);
    await buyerPage.getByLabel('Mensagem', { exact: true }).fill('Olá! Ainda está disponível? Ligue 912 345 678');
    await buyerPage.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(bubble(buyerPage, 'Ainda está disponível')).toBeVisible();
    await expect(buyerPage.locator('[data-contact-reminder]')).toContainText('mantenha a conversa aqui');
    await expect(buyerPage).toHaveURL(/\/messages\?c=/);

    // Live on the seller's page: the badge counts it, and their device received it (delivered).
    await expect(sellerLink).toHaveAttribute('aria-label', 'Mensagens: 1 por ler');
    await expect(sellerPage.locator('[data-messages-badge]')).toHaveText('1');
    await expect(buyerPage.locator('[data-message-state]')).toHaveText('Entregue');

    // The seller opens the list, then the conversation (its own screen on a phone): read, live, on the buyer's.
    await sellerLink.click();
    const item = sellerPage.locator('[data-conversation]').first();
    await expect(item).toContainText('Ana Silva');
    await expect(item).toContainText(title);
    await expect(item.locator('[data-unread]')).toHaveText('1 por ler');
    await item.click();
    await expect(bubble(sellerPage, 'Ainda está disponível')).toBeVisible();
    await expect(sellerPage.locator('[data-conversation-list]')).toBeHidden();
    await expect(buyerPage.locator('[data-message-state]')).toHaveText('Lida');
    await expect(sellerPage.locator('[data-messages-badge]')).toHaveCount(0);
    await expectNoAxeViolations(sellerPage);

    // And back: the seller answers, the buyer (reading) gets it live and the seller sees it read.
    await sellerPage.getByLabel('Mensagem', { exact: true }).fill('Sim, ainda está. Quer marcar uma visita?');
    await sellerPage.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(bubble(buyerPage, 'Quer marcar uma visita?')).toBeVisible();
    await expect(sellerPage.locator('[data-message-state]')).toHaveText('Lida');

    // On a laptop the list stays beside the conversation (a phone shows one at a time, as the seller's did).
    await expect(buyerPage.locator('[data-conversation-list]')).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'Voltar às conversas' })).toBeHidden();
    await sellerContext.close();
    await buyerContext.close();
  });

  test('the seller proposes a visit, the buyer takes it in one click; then the buyer blocks the seller', async ({
    browser,
    request,
    baseURL,
  }) => {
    const title = `Gatinho Persa ${Date.now()}`;
    const { seller, buyer, saleUid, conversationUid } = await startConversation(
      request,
      title,
      'Posso ir ver o gatinho?',
    );

    const sellerContext = await browser.newContext(DESKTOP);
    const buyerContext = await browser.newContext(PHONE);
    await setSessionCookies(sellerContext, baseURL!, seller);
    await setSessionCookies(buyerContext, baseURL!, buyer);
    const sellerPage = await sellerContext.newPage();
    const buyerPage = await buyerContext.newPage();
    const buyerLive = buyerPage.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
    await buyerPage.goto(`/messages?c=${conversationUid}`);
    await buyerLive;
    await expect(bubble(buyerPage, 'Posso ir ver o gatinho?')).toBeVisible();
    // Only the seller proposes.
    await expect(buyerPage.locator('[data-propose-visit]')).toHaveCount(0);

    // The seller proposes Saturday-after-next at 17:30 (outside any weekly hours: the seller knows their week).
    await sellerPage.goto(`/messages?c=${conversationUid}`);
    const propose = sellerPage.getByRole('button', { name: 'Propor visita' });
    await expectInViewport(sellerPage, propose);
    await propose.click();
    await expect(sellerPage.getByRole('heading', { name: 'Propor uma visita' })).toBeFocused();
    // Nothing chosen: said next to the fields, nothing sent.
    await sellerPage.getByRole('button', { name: 'Enviar proposta' }).click();
    await expect(sellerPage.getByRole('alert')).toHaveText('Escolha o dia e a hora da visita.');
    await sellerPage.getByLabel('Dia').fill(dayAhead(9));
    await sellerPage.getByLabel('Hora').fill('17:30');
    await expectNoAxeViolations(sellerPage);
    await sellerPage.getByRole('button', { name: 'Enviar proposta' }).click();
    const sellersNote = sellerPage.locator('[data-visit-note="proposal"]');
    await expect(sellersNote).toContainText(/Proposta de visita: .+ 17:30/);
    await expect(sellerPage.getByRole('heading', { name: 'Propor uma visita' })).toHaveCount(0);

    // Live on the buyer's screen, with the one-click answer in view.
    const proposal = buyerPage.locator('[data-visit-note="proposal"]');
    await expect(proposal).toContainText(/Proposta de visita: .+ 17:30/);
    const take = proposal.getByRole('button', { name: 'Aceitar esta visita' });
    await expectInViewport(buyerPage, take);
    await expectNoAxeViolations(buyerPage);
    await take.click();
    await expect(buyerPage.getByText('Visita marcada. Enviámos-lhe os detalhes por email.')).toBeVisible();
    await expect(proposal.locator('[data-proposal-answered]')).toHaveText('Aceite');
    await expect(take).toHaveCount(0);
    await expect(buyerPage.locator('[data-visit-note="ACCEPTED"]')).toContainText(/Visita combinada: .+ 17:30/);
    // The seller sees it happen.
    await expect(sellerPage.locator('[data-visit-note="ACCEPTED"]')).toContainText(/Visita combinada: .+ 17:30/);
    const visits = (await (await request.get('/api/private/booking', { headers: auth(buyer) })).json()) as {
      content: { status: string; sale: { uid: string } }[];
    };
    expect(visits.content).toEqual([
      expect.objectContaining({ status: 'ACCEPTED', sale: expect.objectContaining({ uid: saleUid }) }),
    ]);

    // The buyer blocks the seller from the header's menu, once asked: neither can write, and the seller is told so.
    await buyerPage.getByRole('button', { name: 'Mais ações' }).click();
    await buyerPage.getByRole('menuitem', { name: 'Bloquear' }).click();
    await buyerPage.getByRole('alertdialog').getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(buyerPage.getByText('Bloqueou esta pessoa: nenhum dos dois pode escrever.')).toBeVisible();
    await expect(buyerPage.getByLabel('Mensagem', { exact: true })).toHaveCount(0);
    await sellerPage.reload();
    await expect(sellerPage.getByText('Já não pode escrever nesta conversa.')).toBeVisible();
    await expect(sellerPage.getByLabel('Mensagem', { exact: true })).toHaveCount(0);
    const refused = await request.post(`/api/private/conversation/${conversationUid}/message`, {
      data: { body: 'Olá?' },
      headers: auth(seller),
    });
    expect(refused.status()).toBe(403);
    // Unblocking lets them talk again.
    await buyerPage.getByRole('button', { name: 'Mais ações' }).click();
    await buyerPage.getByRole('menuitem', { name: 'Desbloquear' }).click();
    await expect(buyerPage.getByLabel('Mensagem', { exact: true })).toBeVisible();
    await sellerContext.close();
    await buyerContext.close();
  });

  test('a signed-in tab keeps one socket for the bell and the messages badge, both live', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const seller = await signUp(request, uniqueEmail('vendedora'));
    const saleUid = await publishSale(request, seller);
    await approveSale(request, saleUid);
    // The approval's notification is not what this is about: the bell starts at 0.
    await request.post('/api/private/notification/all', { headers: auth(seller) });
    const buyer = await signUp(request, uniqueEmail('comprador'));
    await setSessionCookies(context, baseURL!, seller);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto('/sales');
    await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
    await expect(page.locator('[data-messages-link]')).toHaveAttribute('aria-label', 'Mensagens');
    await expect(page.getByRole('button', { name: 'Notificações' })).toBeVisible();
    // A message and a notification reach the page over the same socket.
    const started = await request.post('/api/private/conversation', {
      data: { saleUid, body: 'Olá!' },
      headers: auth(buyer),
    });
    expect(started.status()).toBe(201);
    await expect(page.locator('[data-messages-badge]')).toHaveText('1');
    const heart = await request.put('/api/private/sale/update-favorite', {
      data: { saleUid, favorite: true },
      headers: auth(buyer),
    });
    expect(heart.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Notificações: 1 por ler' })).toBeVisible();
    expect(sockets).toHaveLength(1);
  });

  test('a visitor who presses "Enviar mensagem" is sent to sign in and back', async ({ page, request }) => {
    const seller = await signUp(request, uniqueEmail('vendedor'));
    const saleUid = await publishSale(request, seller);
    await approveSale(request, saleUid);
    await page.goto(`/sales/sale-detail?searchValue=${saleUid}`);
    await page.getByRole('link', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/messages?advert=${saleUid}`);
    // The advert page a visitor reads carries no React.
    await page.goBack();
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join(' '));
    expect(scripts).not.toMatch(/react/i);
  });
});
