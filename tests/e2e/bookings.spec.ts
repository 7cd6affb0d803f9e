// Visits in a real browser: a buyer books from the sale page (through the login and back), the seller accepts from the
// dashboard, and the buyer's bell shows BOOKING_ACCEPTED and leads to the sale.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, setSessionCookies, signUp } from './fixtures.ts';

const PASSWORD = 'Patinhas2024';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** A seller with weekly hours (or none) and one approved sale with a photo; returns the seller's token and the sale's uid. */
async function sellerWithSale(
  request: APIRequestContext,
  title: string,
  hours: { weekday: number; start: string; end: string }[],
) {
  const sellerToken = await signUp(request, uniqueEmail('vendedor'));
  const availability = await request.put('/api/private/booking/availability', {
    data: { hours, blockedDays: [] },
    headers: auth(sellerToken),
  });
  expect(availability.status(), await availability.text()).toBe(200);

  const saleUid = await publishSale(request, sellerToken, { title });
  await approveSale(request, saleUid);
  return { sellerToken, saleUid };
}

test('a buyer books a visit, the seller accepts it from the dashboard, the bell leads the buyer to the sale', async ({
  pageAs,
  page,
  request,
}) => {
  const title = `Cão de Água ${Date.now()}`;
  const { sellerToken, saleUid } = await sellerWithSale(request, title, [
    { weekday: 6, start: '10:00', end: '13:00' },
    { weekday: 3, start: '17:00', end: '19:00' },
  ]);
  const buyerEmail = uniqueEmail('comprador');
  await signUp(request, buyerEmail);

  // A visitor who is not signed in goes through the login page and comes back to the booking.
  await page.goto(`/sales/sale-detail?searchValue=${saleUid}`);
  await page.locator('[data-book-visit]').click();
  await expect(page).toHaveURL(/\/login\?reason=visit&redirect=/);
  await page.getByLabel('Email').fill(buyerEmail);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/appointment\\?searchValue=${saleUid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  const day = page.getByLabel('Dia');
  await expect(day).toBeVisible();
  await expectNoAxeViolations(page);
  const dayLabel = (await day.locator('option:checked').textContent()) ?? '';
  await page.getByRole('group', { name: 'Hora' }).getByRole('radio').first().check();
  await page.getByLabel('Mensagem para o criador').fill('Gostaríamos de conhecer os pais.');
  await page.getByLabel('Telefone de contacto').fill('+351 913 000 111');
  await page.getByRole('button', { name: 'Pedir visita' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Pedido de visita enviado' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(dayLabel.split(',')[1]!.trim());
  await expectNoAxeViolations(page);

  // Asking twice is refused: the page now says a request exists.
  await page.goto(`/appointment?searchValue=${saleUid}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Já tem um pedido de visita para este anúncio' }),
  ).toBeVisible();

  // The buyer's dashboard lists the pending request.
  await page.goto('/user-dashboard');
  const asked = page.locator('[data-visits-asked]').getByRole('listitem').filter({ hasText: title });
  await expect(asked).toContainText('Pendente');

  // The seller answers from the control panel.
  const sellerPage = await pageAs(sellerToken, '/user-dashboard');
  const request_ = sellerPage.locator('[data-visits-received]').getByRole('listitem').filter({ hasText: title });
  await expect(request_).toContainText('Gostaríamos de conhecer os pais.');
  await expect(request_).toContainText('+351 913 000 111');
  await expectNoAxeViolations(sellerPage);
  // The same panel keeps the weekly visiting hours the buyer picked a slot from.
  const hours = sellerPage.locator('[data-availability]');
  await hours.scrollIntoViewIfNeeded();
  await expect(hours.getByRole('heading', { name: 'Horários de visita' })).toBeVisible();
  await request_.getByRole('button', { name: 'Aceitar' }).click();
  await expect(sellerPage.getByText('Visita aceite. O visitante foi avisado.')).toBeVisible();
  await expect(request_).toContainText('Aceite');
  await expect(request_.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);

  // The buyer's bell shows the acceptance; its click lands on the sale.
  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações: 1 por ler');
  await bell.click();
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Visita aceite' });
  await expect(item).toContainText(title);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sales/sale-detail\\?searchValue=${saleUid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // And the visit now shows the seller's contact.
  await page.goto('/user-dashboard');
  await expect(page.locator('[data-visits-asked]').getByRole('listitem').filter({ hasText: title })).toContainText(
    'Contacto:',
  );
});

test('without weekly hours the buyer proposes a day and a time; a refusal reads in Portuguese', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Gatinho ${Date.now()}`;
  const { saleUid } = await sellerWithSale(request, title, []);
  const buyer = await signUp(request, uniqueEmail('comprador'));
  await setSessionCookies(page.context(), baseURL as string, buyer);
  await page.goto(`/appointment?searchValue=${saleUid}`);

  await expect(page.getByText('Este criador não definiu horários de visita')).toBeVisible();
  const day = page.getByLabel('Dia');
  const min = (await day.getAttribute('min')) as string;
  // Tomorrow (Lisbon) at 07:00 is before the 08:00 the rules allow.
  const tomorrow = new Date(Date.parse(`${min}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await day.fill(tomorrow);
  await page.getByLabel('Hora').fill('07:00');
  await page.getByRole('button', { name: 'Pedir visita' }).click();
  await expect(
    page.getByText('Proponha uma hora entre as 08:00 e as 20:00, em múltiplos de 15 minutos.', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Hora').fill('18:30');
  await page.getByRole('button', { name: 'Pedir visita' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pedido de visita enviado' })).toContainText('18:30');
});

test('/appointment of my own sale explains why I cannot book it', async ({ page, request, baseURL }) => {
  const { sellerToken, saleUid } = await sellerWithSale(request, `Podengo ${Date.now()}`, []);
  await setSessionCookies(page.context(), baseURL as string, sellerToken);
  await page.goto(`/appointment?searchValue=${saleUid}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Não pode marcar uma visita a um anúncio seu.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedir visita' })).toHaveCount(0);
});
