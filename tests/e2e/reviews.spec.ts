// Issue 38 (decision 183): the day after a visit both people are asked "Como correu a visita?", by mail and by the
// bell; each writes on a phone with one hand (or a desktop); neither reads the other's review before writing; both
// appear together, on the breeder's page too. On a 360x780 touch phone and a 1366x900 laptop.
import { expect, test } from './test.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, setSessionCookies, signUp } from './fixtures.ts';
import { sendReviewRequests, visitEnded } from './clock.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { mailTo } from './outbox.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

const VISITOR_TEXT = 'Os cachorros estavam com a mãe, limpos e brincalhões; os documentos batiam certo.';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`reviews of a visit on a ${name}`, () => {
    test.use(device);
    test.setTimeout(180_000);

    test('the mail and the bell lead both to the form; the reviews appear when both are written', async ({
      browser,
      request,
      baseURL,
    }) => {
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
      const buyer = await signUp(request, buyerEmail);
      const slots = await request.get(`/api/private/booking/slots?saleUid=${saleUid}`, { headers: auth(buyer) });
      const { days } = (await slots.json()) as { days: { slots: string[] }[] };
      const asked = await request.post('/api/private/booking', {
        headers: auth(buyer),
        data: { saleUid, date: days.find((d) => d.slots.length > 0)!.slots[0] },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      const { uid: visit } = (await asked.json()) as { uid: string };
      expect((await request.put(`/api/private/booking/${visit}/accept`, { headers: auth(seller) })).status()).toBe(200);

      // The day after the visit the job runs (journeys in parallel run it too: what it sends is theirs to count).
      await visitEnded(visit, 20);
      await sendReviewRequests();

      // The visitor follows the mail's link and writes with one hand.
      const mail = await mailTo(buyerEmail, '/review');
      expect(mail.subject).toBe('Como correu a visita?');
      const buyerContext = await browser.newContext(device);
      await setSessionCookies(buyerContext, baseURL!, buyer);
      const page = await buyerContext.newPage();
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
      const sellerContext = await browser.newContext(device);
      await setSessionCookies(sellerContext, baseURL!, seller);
      const sellerPage = await sellerContext.newPage();
      await sellerPage.goto('/user-dashboard');
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

      // Published on the breeder's page, with the averages.
      const profile = await request.get('/api/user-profile', { headers: auth(seller) });
      const { uid: sellerUid } = (await profile.json()) as { uid: string };
      await page.goto(`/breeders/${sellerUid}`);
      const reviews = page.locator('[data-breeder-reviews]');
      await expect(reviews).toContainText(VISITOR_TEXT);
      await expect(reviews).toContainText('1 avaliação');
      await expect(reviews).toContainText('4,7 de 5');
      await expect(reviews.locator('[data-rating-summary]')).toHaveAttribute('data-rating-summary', '4.7');
      await buyerContext.close();
      await sellerContext.close();
    });
  });
}
