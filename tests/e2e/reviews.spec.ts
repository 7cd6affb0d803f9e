// Issue 38 (decisions 183, 184): the day after a visit both people are asked "Como correu a visita?", by mail and by
// the bell, and the dashboard lists it; each writes on a phone with one hand (or a desktop); neither reads the
// other's review before writing; both appear together, on the breeder's page too, where a review by an account made
// minutes earlier is marked and left out of the average (decision 196). The breeder answers once; a review exposing
// someone is reported, hidden by a moderator, and its author reads why. Each person on their own screen, 360x780
// touch or 1366x900, each side writing on both in one journey or the other (decision 217).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { adminToken, approveSale, auth, expectNoAxeViolations, publishSale, signUp } from './fixtures.ts';
import { accountMade, sendReviewRequests, visitEnded } from './clock.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { mailTo } from './outbox.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

/**
 * An accepted visit of a new buyer to a new seller's advert, whose hour ended 20 hours ago. The buyer's calls go
 * through `buyerRequest` (another address and browser, when given).
 */
async function endedVisit(request: APIRequestContext, buyerRequest = request) {
  const seller = await signUp(request, uniqueEmail('criadora'));
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
  expect(
    (
      await request.put('/api/private/booking/availability', {
        data: { hours, blockedDays: [] },
        headers: auth(seller),
      })
    ).status(),
  ).toBe(200);
  const title = `Cachorro Beagle ${Date.now()}`;
  const saleUid = await publishSale(request, seller, { title });
  await approveSale(request, saleUid);
  const buyerEmail = uniqueEmail('visitante');
  const buyer = await signUp(buyerRequest, buyerEmail);
  const slots = await buyerRequest.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyer) });
  const { days } = (await slots.json()) as { days: { slots: string[] }[] };
  const asked = await buyerRequest.post('/api/private/booking', {
    headers: auth(buyer),
    data: { saleUid, date: days.find((d) => d.slots.length > 0)!.slots[0] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { uid: visit } = (await asked.json()) as { uid: string };
  expect((await request.put(`/api/private/booking/${visit}/accept`, { headers: auth(seller) })).status()).toBe(200);

  await visitEnded(visit, 20);
  const profile = await request.get('/api/user-profile', { headers: auth(seller) });
  const { uid: sellerUid } = (await profile.json()) as { uid: string };
  return { seller, sellerUid, buyer, buyerEmail, title, visit };
}

const VISITOR_TEXT = 'Os cachorros estavam com a mãe, limpos e brincalhões; os documentos batiam certo.';

test.describe('reviews of a visit, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(180_000);

  test('the mail and the bell lead both to the form; the reviews appear when both are written', async ({
    pageAs,
    request,
  }) => {
    const { seller, sellerUid, buyer, buyerEmail, title, visit } = await endedVisit(request);

    // The day after the visit the job runs (journeys in parallel run it too: what it sends is theirs to count).
    await sendReviewRequests();

    // The visitor follows the mail's link and writes with one hand.
    const mail = await mailTo(buyerEmail, '/review');
    expect(mail.subject).toBe('Como correu a visita?');
    const page = await pageAs(buyer);
    await page.goto(new URL(mail.link!).pathname + new URL(mail.link!).search);
    const form = page.locator('[data-review-form]');
    await expect(form).toContainText(title);
    await expectInViewport(page, page.getByRole('group', { name: 'Saúde e condições do animal' }));
    // Sent half done: the summary takes the focus and names what is missing.
    await page.locator('[data-rating="health"] label').nth(4).click();
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Honestidade do anúncio: Escolha de 1 a 5.');
    await expect(summary).toContainText('Como correu a visita: Escreva pelo menos 20 caracteres.');
    await summary.getByRole('link', { name: /Honestidade do anúncio/ }).click();
    await expect(page.locator('[data-rating="honesty"] input').first()).toBeFocused();
    await page.locator('[data-rating="honesty"] label').nth(3).click();
    await page.locator('[data-rating="communication"] label').nth(4).click();
    await page.getByLabel('Como correu a visita').fill(VISITOR_TEXT);
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    const done = page.locator('[data-review-state="waiting"]');
    await expect(done).toContainText('Será publicada quando');
    await expect(page.locator('[data-review-done] .card').first()).toBeFocused();
    await expectNoAxeViolations(page);

    // The breeder follows the bell: the visitor's words are not there before theirs.
    const sellerPage = await pageAs(seller, '/user-dashboard', { context: DESKTOP });
    await sellerPage.getByRole('button', { name: /^Notificações/ }).click();
    await sellerPage
      .getByRole('link', { name: /Como correu a visita\?/ })
      .first()
      .click();
    await expect(sellerPage).toHaveURL(new RegExp(`/review\\?visit=${visit}$`));
    await expect(sellerPage.getByText(VISITOR_TEXT)).toHaveCount(0);
    await sellerPage.locator('[data-rating="punctuality"] label').nth(4).click();
    await sellerPage.locator('[data-rating="respect"] label').nth(4).click();
    await sellerPage.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(sellerPage.locator('[data-review-state="published"]')).toBeVisible();
    await expect(sellerPage.getByText(VISITOR_TEXT)).toBeVisible();

    // Published on the breeder's page, marked: the visitor's account is minutes old, so its review stays out of the
    // average (it counts from the account's seventh day, decision 196).
    await page.goto(`/breeders/${sellerUid}`);
    const reviews = page.locator('[data-breeder-reviews]');
    await expect(reviews).toContainText(VISITOR_TEXT);
    await expect(reviews.locator('[data-review-uncounted="new"]')).toHaveText('Não conta para a média: conta recente');
    await expect(reviews.locator('[data-no-average]')).toHaveText(
      'Ainda sem média: nenhuma destas avaliações conta para ela.',
    );
    await expect(reviews.locator('[data-rating-summary]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the dashboard leads to the form; the breeder answers once; a review exposing someone is reported and hidden', async ({
    pageAs,
    request,
  }) => {
    const { seller, sellerUid, buyer, title, visit } = await endedVisit(request);

    // The visitor's dashboard puts the visit to review first, with "Avaliar" on the first screen.
    const buyerPage = await pageAs(buyer, '/user-dashboard', { context: DESKTOP });
    const toReview = buyerPage.locator('[data-dashboard-part]').first();
    await expect(toReview).toHaveAttribute('data-dashboard-part', 'to-review');
    await expect(toReview).toContainText(title);
    const rate = toReview.getByRole('link', { name: 'Avaliar' });
    await expectInViewport(buyerPage, rate);
    await rate.click();
    await expect(buyerPage.locator('[data-review-form]')).toContainText(title);

    // The breeder writes first; the visitor's words expose the breeder's phone. Both are published at once.
    const write = (token: string, data: unknown) =>
      request.post(`/api/private/review/visit/${visit}`, { headers: auth(token), data });
    expect((await write(seller, { ratings: { punctuality: 5, respect: 5 } })).status()).toBe(201);
    const exposing = 'Correu bem. Liguem à criadora para o 912 345 678, ela mora na Rua das Flores 12.';
    const written = await write(buyer, { ratings: { health: 5, honesty: 5, communication: 4 }, text: exposing });
    expect(written.status()).toBe(201);
    const { uid: reviewUid } = (await written.json()) as { uid: string };

    // The breeder is told by the bell and answers from the review page.
    const sellerPage = await pageAs(seller, '/user-dashboard');
    await sellerPage.getByRole('button', { name: /^Notificações/ }).click();
    await sellerPage.getByRole('link', { name: 'As avaliações da visita foram publicadas' }).first().click();
    await expect(sellerPage).toHaveURL(new RegExp(`/review\\?visit=${visit}$`));
    const theirs = sellerPage.locator(`[data-review="${reviewUid}"]`);
    await expect(theirs).toContainText(exposing);
    // "Responder" opens its form once the page's script runs.
    await expect(sellerPage.locator('astro-island[ssr]')).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Responder' }).click();
    const answerBox = theirs.getByLabel('A sua resposta (pública, uma só vez)');
    await expect(answerBox).toBeFocused();
    // Sent empty: the summary takes the focus and names the field.
    await theirs.getByRole('button', { name: 'Publicar a resposta' }).click();
    const summary = theirs.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Escreva a sua resposta.');
    await answerBox.fill('Obrigada pela visita! Os cachorros mandam beijinhos.');
    await theirs.getByRole('button', { name: 'Publicar a resposta' }).click();
    await expect(theirs.locator('[data-answer-done]')).toBeFocused();
    await expect(theirs.locator('[data-review-answer]')).toContainText('Obrigada pela visita!');
    await expect(theirs.getByRole('button', { name: 'Responder' })).toHaveCount(0);
    await expectNoAxeViolations(sellerPage);

    // Someone else reads it on the breeder's page, with the answer, and reports it for personal data.
    const readerToken = await signUp(request, uniqueEmail('leitora'));
    const reader = await pageAs(readerToken, `/breeders/${sellerUid}`);
    const card = reader.locator(`[data-review="${reviewUid}"]`);
    await expect(card.locator('[data-review-answer]')).toContainText('Obrigada pela visita!');
    const reportLink = card.getByRole('link', { name: 'Denunciar esta avaliação' });
    await reportLink.scrollIntoViewIfNeeded();
    await reportLink.click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Denunciar a avaliação da visita a «${title}»`);
    // A review's own reasons, not an advert's.
    await expect(reader.getByRole('radio')).toHaveCount(3);
    await expect(reader.getByRole('radio', { name: 'Suspeita de burla' })).toHaveCount(0);
    await reader.getByRole('radio', { name: 'Expõe dados pessoais' }).check();
    await reader.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(reader.getByRole('heading', { name: 'Denúncia enviada' })).toBeFocused();

    // A moderator reads the review in the queue and hides it with a reason.
    const moderator = await pageAs(await adminToken(request), '/admin/reports', { context: DESKTOP });
    const group = moderator.locator(`[data-report-group="${reviewUid}"]`);
    await expect(group).toContainText(exposing);
    await expect(group).toContainText('Expõe dados pessoais (1)');
    await group.getByRole('radio', { name: 'Ocultar a avaliação' }).check();
    const reason = 'Expõe o telefone e a morada de uma pessoa.';
    await group.getByLabel('Motivo', { exact: true }).fill(reason);
    await group.getByRole('button', { name: 'Decidir' }).click();
    await expect(moderator.locator(`[data-report-decided="${reviewUid}"]`)).toBeFocused();

    // Gone from the breeder's page; its author reads why on their profile.
    await reader.goto(`/breeders/${sellerUid}`);
    await expect(reader.locator('[data-breeder-reviews]')).toContainText('Ainda ninguém avaliou');
    await buyerPage.goto('/user-profile#reviews');
    const hidden = buyerPage.locator(`[data-review="${reviewUid}"] [data-review-hidden]`);
    await hidden.scrollIntoViewIfNeeded();
    await expect(hidden).toHaveText(`Ocultada pela moderação: ${reason}`);
    // What the breeder wrote about the visitor is theirs to read on the same profile.
    await expect(buyerPage.locator('[data-reviews-received]')).toContainText('Pontualidade: 5/5');
    await expectNoAxeViolations(buyerPage);
  });

  test("a breeder rated by a visitor of some standing shows the rating on their page's first screen", async ({
    playwright,
    request,
    page,
    baseURL,
  }) => {
    // The visitor is another person: another address (as nginx would say it) and browser, an account of some days.
    const elsewhere = await playwright.request.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.21' },
    });
    const { seller, sellerUid, buyer, visit } = await endedVisit(request, elsewhere);
    const own = await elsewhere.get('/api/user-profile', { headers: auth(buyer) });
    await accountMade(((await own.json()) as { uid: string }).uid, 8);
    const written = await Promise.all([
      request.post(`/api/private/review/visit/${visit}`, {
        headers: auth(seller),
        data: { ratings: { punctuality: 5, respect: 5 } },
      }),
      elsewhere.post(`/api/private/review/visit/${visit}`, {
        headers: auth(buyer),
        data: { ratings: { health: 5, honesty: 5, communication: 4 }, text: VISITOR_TEXT },
      }),
    ]);
    for (const answer of written) expect(answer.status(), await answer.text()).toBe(201);
    await elsewhere.dispose();

    // A visitor opening the breeder's page reads the rating beside the name, before any scrolling.
    await page.goto(`/breeders/${sellerUid}`);
    const rating = page.locator('[data-breeder-rating]');
    await expect(rating).toHaveText(/4,7 de 5\s*·\s*1 avaliação/);
    await expectInViewport(page, rating);
    // It leads to the reviews and their averages.
    await rating.getByRole('link').click();
    await expect(page).toHaveURL(/#avaliacoes$/);
    await expectInViewport(page, page.locator('[data-rating-summary]'));
    await expect(page.locator('[data-breeder-reviews]')).toContainText(VISITOR_TEXT);
  });
});
