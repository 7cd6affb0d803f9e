// Issue 57, Must 6 (decision 219): thirty days after publication the seller is asked "ainda disponível?" by mail and
// by the bell. On a phone (360x780 touch) the seller confirms from the mail's link: the page opens with one button
// and changes nothing until it is tapped. On a desktop an advert left unconfirmed seven days leaves the listing; a
// buyer whose heart is on it reads "Por confirmar", never "Vendido", and the seller brings it back from /my-sales.
import { expect, test } from './test.ts';
import { approveSale, auth, expectNoAxeViolations, publishSale, signUp } from './fixtures.ts';
import { advertAsked, advertPublished, runFreshAdverts } from './clock.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { mailTo } from './outbox.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';

const uniqueWord = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('fresh adverts on a phone', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test("the seller confirms the advert with one tap from the mail's link", async ({ pageAs, request }) => {
    const email = uniqueEmail('vendedora');
    const seller = await signUp(request, email);
    const word = uniqueWord();
    const title = `Gata persa ${word}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    await advertPublished(saleUid, 30);
    expect((await runFreshAdverts()).asked).toBeGreaterThanOrEqual(1);

    const mail = await mailTo(email, '/sales/confirm');
    expect(mail.subject).toBe(`«${title}» ainda está disponível?`);
    expect(mail.text).toContain('Não é dado como vendido');
    const link = new URL(mail.link!);

    // The seller opens the link on the phone, not signed in: the page asks and changes nothing yet.
    const page = await pageAs(undefined, link.pathname + link.search);
    await expect(page.getByText(`O animal de «${title}» ainda está disponível?`)).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Ainda disponível' });
    await expect(confirm).toBeFocused();
    await expectInViewport(page, confirm);
    await expectUncovered(confirm);
    await expectNoAxeViolations(page);
    const mine = async () =>
      (
        (await (await request.get(`/api/private/my-sale/${saleUid}`, { headers: auth(seller) })).json()) as {
          confirmedAt: string;
          publishedAt: string;
        }
      ).confirmedAt;
    const before = await mine();

    await confirm.tap();
    await expect(page.getByRole('status').filter({ hasText: `«${title}» está confirmado e na lista.` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver o anúncio' })).toBeFocused();
    expect(await mine()).not.toBe(before);

    // The listing's card says so.
    await page.goto(`/sales?q=${word}`);
    const card = page.locator('[data-sale-card]').filter({ hasText: title });
    await expect(card.locator('[data-confirmed-days]')).toHaveText('confirmado hoje');
  });
});

test.describe('fresh adverts on a desktop', () => {
  test.use(DESKTOP);
  test.setTimeout(120_000);

  test('an unconfirmed advert leaves the listing, is not called sold, and comes back from my sales', async ({
    pageAs,
    request,
  }) => {
    const seller = await signUp(request, uniqueEmail('vendedor'));
    const word = uniqueWord();
    const title = `Cão de Água ${word}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    const fan = await signUp(request, uniqueEmail('fa'));
    const heart = await request.put('/api/private/sale/update-favorite', {
      headers: auth(fan),
      data: { saleUid, favorite: true },
    });
    expect(heart.status()).toBe(200);

    // Asked on day 30, unanswered for seven days: the pass takes it off the listing.
    await advertPublished(saleUid, 30);
    await runFreshAdverts();
    await advertAsked(saleUid, 7);
    expect((await runFreshAdverts()).lapsed).toBeGreaterThanOrEqual(1);
    const found = await request.get(`/api/public/sales?q=${word}`);
    expect(((await found.json()) as { totalElements: number }).totalElements).toBe(0);

    // The buyer with the heart on it reads that it waits for its seller, never that it sold, and was told nothing.
    const buyer = await pageAs(fan, `/sales/sale-detail?searchValue=${saleUid}`);
    const notice = buyer.locator('[data-sale-availability="LAPSED"]');
    await expect(notice).toContainText('Por confirmar');
    await expect(buyer.getByText('Vendido', { exact: true })).toHaveCount(0);
    const notes = await request.get('/api/private/notification', { headers: auth(fan) });
    expect(((await notes.json()) as { content: { referenceKey: string }[] }).content).toEqual([]);

    // The seller, on their own screen, brings it back with one tap.
    const page = await pageAs(seller, '/my-sales');
    const mine = page.locator('[data-my-sale]').filter({ hasText: title });
    await expect(mine.locator('[data-fresh="lapsed"]')).toContainText('Saiu da lista por falta de confirmação');
    await expect(mine.locator('[data-availability-badge]')).toHaveText('Fora da lista');
    await expectNoAxeViolations(page);
    const back = mine.getByRole('button', { name: 'Voltar a publicar' });
    await expectUncovered(back);
    await back.click();
    await expect(page.getByText(`«${title}» voltou à lista.`)).toBeVisible();
    await expect(mine.locator('[data-fresh]')).toHaveCount(0);
    await expect(mine.locator('[data-confirmed-days]')).toHaveText('confirmado hoje');
    await expect(mine.getByRole('heading', { name: title })).toBeFocused();

    // Listed again: the buyer finds it.
    await buyer.goto(`/sales?q=${word}`);
    await expect(buyer.locator('[data-sale-card]').filter({ hasText: title })).toHaveCount(1);
  });
});
