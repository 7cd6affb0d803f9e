// A visit request between two people, each in their own browser (decisions 130-131): the seller's bell shows the
// request live and opens /visit-request, where they accept or decline in place; the buyer's bell answers live.
// Accepting a request that shares its hour with others asks first, naming who and which advert it declines.
// Each person on their own screen (decision 217), 360x780 touch or 1366x900, seller and buyer each on both across the
// journeys.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, setSessionCookies, token } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';
import { confirmEmail } from './outbox.ts';

const PASSWORD = 'Patinhas2024';
const HOURS = [
  { weekday: 6, start: '10:00', end: '13:00' },
  { weekday: 3, start: '17:00', end: '19:00' },
];

// Two or three people, sales published and approved through the API: slower than one page's journey.
test.describe.configure({ timeout: 150_000 });

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

async function person(request: APIRequestContext, name: string, surname: string, userType = 'TUTOR') {
  const email = uniqueEmail(name.toLowerCase());
  const created = await request.post('/api/public/signup', {
    data: { name, surname, email, password: PASSWORD, userType, acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  return { email, token: await token(request, email, PASSWORD), name: `${name} ${surname}` };
}

/** A breeder with weekly hours and `titles.length` approved sales. */
async function seller(request: APIRequestContext, titles: string[]) {
  const rita = await person(request, 'Rita', 'Costa');
  const hours = await request.put('/api/private/booking/availability', {
    data: { hours: HOURS, blockedDays: [] },
    headers: auth(rita.token),
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const sales: string[] = [];
  for (const title of titles) {
    const uid = await publishSale(request, rita.token, { title });
    await approveSale(request, uid);
    sales.push(uid);
  }
  // The approvals' notifications are not what these journeys are about.
  const read = await request.post('/api/private/notification/all', { headers: auth(rita.token) });
  expect(read.status(), await read.text()).toBeLessThan(300);
  return { ...rita, sales };
}

/** The first free slot of the sale, as the buyer's form would offer it. */
async function firstSlot(request: APIRequestContext, buyerToken: string, saleUid: string): Promise<string> {
  const res = await request.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyerToken) });
  expect(res.status()).toBe(200);
  const { days } = (await res.json()) as { days: { slots: string[] }[] };
  return days.find((d) => d.slots.length > 0)!.slots[0]!;
}

async function ask(request: APIRequestContext, buyerToken: string, saleUid: string, date: string, message?: string) {
  const res = await request.post('/api/private/booking', {
    data: { saleUid, date, ...(message && { message }) },
    headers: auth(buyerToken),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notificações/ });
const bellItems = (page: Page): Locator =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Notificações' }) })
    .getByRole('listitem');

test(`request, the seller's live bell, accept in place, the buyer's live bell`, async ({ pageAs, request }) => {
  const title = `Cão de Água ${Date.now()}`;
  const rita = await seller(request, [title]);
  const joao = await person(request, 'João', 'Pereira');
  const sellerPage = await pageAs(rita.token, '/home', { live: true, context: PHONE });
  const buyerPage = await pageAs(joao.token, '/home', { live: true, context: DESKTOP });

  const date = await firstSlot(request, joao.token, rita.sales[0]!);
  const uid = await ask(request, joao.token, rita.sales[0]!, date, 'Podemos levar o nosso cão?');

  // Live: the seller's badge counts it, the panel names the visitor, the advert and the date.
  await expect(bell(sellerPage)).toHaveAccessibleName('Notificações: 1 por ler');
  await bell(sellerPage).click();
  const item = bellItems(sellerPage).filter({ hasText: 'Novo pedido de visita' });
  await expect(item).toContainText('João Pereira');
  await expect(item).toContainText(title);
  await expect(item).toContainText(/\d{2}:00/);
  await item.getByRole('link').click();
  await expect(sellerPage).toHaveURL(new RegExp(`/visit-request\\?searchValue=${uid}$`));

  // The request, in place: message, time, who; never the buyer's "Marcar visita".
  await expect(sellerPage.getByRole('heading', { level: 1 })).toContainText(title);
  const card = sellerPage.locator('[data-visit-request]');
  await expect(card).toContainText('Visitante: João Pereira');
  await expect(card).toContainText('Podemos levar o nosso cão?');
  await expect(card).toContainText('Pendente');
  await expect(sellerPage.locator('[data-other-requests]')).toContainText('Não há outros pedidos');
  await expect(sellerPage.getByText('Marcar visita')).toHaveCount(0);
  await expectNoAxeViolations(sellerPage);
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await expect(sellerPage.getByText('Visita aceite. O visitante foi avisado.')).toBeVisible();
  await expect(card).toContainText('Aceite');
  await expect(card.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);

  // Live: the buyer's bell tells them.
  await expect(bell(buyerPage)).toHaveAccessibleName('Notificações: 1 por ler');
  await bell(buyerPage).click();
  await expect(bellItems(buyerPage).filter({ hasText: 'Visita aceite' })).toContainText(title);
  await sellerPage.context().close();
  await buyerPage.context().close();
});

test(`the seller declines with a reason the buyer reads in their notifications`, async ({ pageAs, request }) => {
  const title = `Gatinho ${Date.now()}`;
  const rita = await seller(request, [title]);
  const joao = await person(request, 'João', 'Pereira');
  const uid = await ask(request, joao.token, rita.sales[0]!, await firstSlot(request, joao.token, rita.sales[0]!));

  const sellerPage = await pageAs(rita.token, `/visit-request?searchValue=${uid}`, { context: DESKTOP });
  const card = sellerPage.locator('[data-visit-request]');
  await card.getByRole('button', { name: 'Recusar' }).click();
  await sellerPage.getByLabel(/Motivo da recusa/).fill('Nesse sábado estamos numa exposição.');
  await expectNoAxeViolations(sellerPage);
  await card.getByRole('button', { name: 'Recusar visita' }).click();
  await expectInViewport(sellerPage, sellerPage.getByText('Visita recusada. O visitante foi avisado.'));
  await expect(card).toContainText('Recusada');
  await expect(card).toContainText('Motivo: Nesse sábado estamos numa exposição.');

  const buyerPage = await pageAs(joao.token, '/notifications', { context: PHONE });
  const note = buyerPage.getByRole('listitem').filter({ hasText: 'Visita recusada' });
  await expect(note).toContainText(title);
  await expect(note).toContainText('Motivo: Nesse sábado estamos numa exposição.');
});

test(`accepting asks first when it declines a clash, names who and which advert, and that buyer is told`, async ({
  pageAs,
  request,
}) => {
  const stamp = Date.now();
  const [first, second] = [`Serra da Estrela ${stamp}`, `Irmã da ninhada ${stamp}`];
  const rita = await seller(request, [first, second]);
  const joao = await person(request, 'João', 'Pereira');
  const marta = await person(request, 'Marta', 'Sousa');
  const date = await firstSlot(request, joao.token, rita.sales[0]!);
  await ask(request, joao.token, rita.sales[0]!, date);
  await ask(request, marta.token, rita.sales[1]!, date);

  const sellerPage = await pageAs(rita.token, '/user-dashboard', { context: PHONE });
  const joaos = sellerPage.locator('[data-visits-received]').getByRole('listitem').filter({ hasText: first }).first();
  await joaos.getByRole('button', { name: 'Aceitar' }).click();
  const confirm = joaos.locator('[data-clash-confirm]');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('heading')).toBeFocused();
  await expectInViewport(sellerPage, confirm.getByRole('button', { name: 'Aceitar e recusar os outros (1)' }));
  await expect(confirm).toContainText(`Marta Sousa: «${second}»`);
  await expectNoAxeViolations(sellerPage);
  // Nothing is decided until the seller confirms.
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirm).toHaveCount(0);
  await joaos.getByRole('button', { name: 'Aceitar' }).click();
  await joaos.getByRole('button', { name: 'Aceitar e recusar os outros (1)' }).click();
  await expect(sellerPage.getByText('Recusámos os outros pedidos para a mesma hora (1)')).toBeVisible();

  const martaPage = await pageAs(marta.token, '/notifications', { context: DESKTOP });
  await expect(martaPage.getByRole('listitem').filter({ hasText: 'Visita recusada' })).toContainText(
    'foi atribuído a outra visita',
  );
  await martaPage.goto('/user-dashboard');
  // A declined visit is a past one: it waits under "Visitas passadas" (decision 201).
  await martaPage.locator('[data-visits-asked] [data-past-visits] summary').click();
  await expect(
    martaPage.locator('[data-visits-asked]').getByRole('listitem').filter({ hasText: second }),
  ).toContainText('Esse horário foi atribuído a outra visita');
});

test('a stranger opening someone else’s request reads that it does not exist (404)', async ({
  page,
  request,
  baseURL,
}) => {
  const rita = await seller(request, [`Perdigueiro ${Date.now()}`]);
  const joao = await person(request, 'João', 'Pereira');
  const uid = await ask(request, joao.token, rita.sales[0]!, await firstSlot(request, joao.token, rita.sales[0]!));
  const stranger = await person(request, 'Olga', 'Matos');
  await setSessionCookies(page.context(), baseURL as string, stranger.token);
  const res = await page.goto(`/visit-request?searchValue=${uid}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Este pedido de visita não existe ou não lhe diz respeito.')).toBeVisible();
  await expect(page.getByText('Visitante: João Pereira')).toHaveCount(0);
});

test(`on the advert the owner sees owner controls, a visitor who asked sees where they stand`, async ({
  pageAs,
  request,
}) => {
  const title = `Podengo ${Date.now()}`;
  const rita = await seller(request, [title]);
  const joao = await person(request, 'João', 'Pereira');
  const date = await firstSlot(request, joao.token, rita.sales[0]!);
  await ask(request, joao.token, rita.sales[0]!, date);
  const url = `/sales/sale-detail?searchValue=${rita.sales[0]}`;

  // The owner: "Editar anúncio", the counts and the requests; never "Marcar visita" or the heart.
  const ownerPage = await pageAs(rita.token, url, { context: DESKTOP });
  const ownerPanel = ownerPage.locator('[data-owner-panel]');
  await expect(ownerPanel.getByRole('link', { name: 'Editar anúncio' })).toBeVisible();
  await expect(ownerPanel).toContainText('1 pedido de visita por responder');
  await expect(ownerPanel.getByRole('link', { name: 'Ver os pedidos de visita' })).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'Marcar visita' })).toHaveCount(0);
  await expect(ownerPage.getByRole('button', { name: /favoritos/ })).toHaveCount(0);
  // Scrolled past the owner's controls, no empty bar of a buyer's actions covers the page (issue 40).
  await ownerPage.locator('[data-sale-reference]').scrollIntoViewIfNeeded();
  await ownerPage.evaluate(() => window.scrollBy(0, 1500));
  await expect(ownerPage.locator('pt-action-bar')).toHaveCount(0);
  await expectNoAxeViolations(ownerPage);

  // The visitor who asked: the request's date, a cancel button, and no "Marcar visita" that leads to a refusal.
  const buyerPage = await pageAs(joao.token, url, { context: PHONE });
  const state = buyerPage.locator('[data-visit-state]');
  await expect(state).toContainText(/Pedido enviado para \S+, \d+ \S+, \d{2}:\d{2}/);
  await expect(buyerPage.getByRole('link', { name: 'Marcar visita' })).toHaveCount(0);
  await expectNoAxeViolations(buyerPage);
  await state.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(state).toContainText('Pedido cancelado. Pode pedir outra data.');
  await expect(buyerPage.locator('[data-book-visit]')).toBeVisible();
  const asked = await request.get('/api/private/booking', { headers: auth(joao.token) });
  expect(((await asked.json()) as { content: { status: string }[] }).content[0]!.status).toBe('CANCELLED');
});

test('deleting an advert with an accepted visit tells the visitor live, with the cancelled date', async ({
  pageAs,
  request,
}) => {
  const title = `Braco ${Date.now()}`;
  const rita = await seller(request, [title]);
  const joao = await person(request, 'João', 'Pereira');
  const uid = await ask(request, joao.token, rita.sales[0]!, await firstSlot(request, joao.token, rita.sales[0]!));
  const accepted = await request.put(`/api/private/booking/${uid}/accept`, { headers: auth(rita.token) });
  expect(accepted.status()).toBe(200);
  await request.post('/api/private/notification/all', { headers: auth(joao.token) });

  const buyerPage = await pageAs(joao.token, '/home', { live: true, context: PHONE });
  const removed = await request.delete(`/api/private/my-sale-delete/${rita.sales[0]}`, { headers: auth(rita.token) });
  expect(removed.status()).toBeLessThan(300);

  await expect(bell(buyerPage)).toHaveAccessibleName('Notificações: 1 por ler');
  await bell(buyerPage).click();
  const note = bellItems(buyerPage).filter({ hasText: 'Visita recusada' });
  await expect(note).toContainText(`Rita retirou o anúncio «${title}»`);
  await expect(note).toContainText(/a sua visita de .+ \d{2}:\d{2} foi cancelada/);
  // Their list keeps the visit, cancelled by the seller, naming the advert that is gone (decision 138).
  await buyerPage.goto('/user-dashboard');
  await buyerPage.locator('[data-visits-asked] [data-past-visits] summary').click();
  const kept = buyerPage.locator('[data-visits-asked]').getByRole('listitem').filter({ hasText: title });
  await expect(kept.locator('[data-status]')).toHaveText('Cancelada pelo vendedor');
  await expect(kept).toContainText('O vendedor retirou este anúncio.');
  await expect(kept.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await kept.getByRole('link', { name: title }).click();
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('Este anúncio foi removido');
  await buyerPage.context().close();
});
