// Issue 18: a buyer reports an advert, a moderator takes it down from the queue, its owner and the reporter are
// told live, and the advert's link then says it was taken down (410). Each person in their own browser on their own
// screen (decision 217): the buyer and the visitor on a 360x780 touch phone, the owner and the moderator at 1366x900.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { adminToken, approveSale, expectNoAxeViolations, publishSale, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test.describe('reports, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test('a buyer reports an advert, a moderator takes it down, owner and reporter are told live', async ({
    pageAs,
    request,
    baseURL,
  }) => {
    const seller = await signUp(request, uniqueEmail('vendedor'));
    const title = `Cachorros baratos ${Date.now()}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    await request.post('/api/private/notification/all', { headers: { authorization: `Bearer ${seller}` } });
    const buyer = await signUp(request, uniqueEmail('compradora'));
    const advert = `/sales/sale-detail?searchValue=${saleUid}`;

    const ownerPage = await pageAs(seller, '/my-sales', { live: true, context: DESKTOP });
    // The owner never sees "Denunciar" on their own advert.
    await ownerPage.goto(advert);
    await expect(ownerPage.locator('[data-owner-panel], [data-owner-counts]').first()).toBeVisible();
    await expect(ownerPage.locator('[data-report-link]')).toBeHidden();
    await ownerPage.goto('/my-sales');
    await expect(bell(ownerPage)).toBeVisible();

    // The buyer reports it from the advert.
    const buyerPage = await pageAs(buyer, advert, { live: true });
    const link = buyerPage.getByRole('link', { name: 'Denunciar este anúncio' });
    await link.scrollIntoViewIfNeeded();
    await expectUncovered(link);
    await link.click();
    await expect(buyerPage).toHaveURL(/\/report\?target=SALE/);
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(`Denunciar o anúncio «${title}»`);
    // Nothing chosen: said at the reasons and in the error summary, which has the focus; its link leads to the
    // first reason (decision 179).
    await buyerPage.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(buyerPage.getByText('Escolha o motivo da denúncia.', { exact: true })).toBeVisible();
    const summary = buyerPage.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Motivo: Escolha o motivo da denúncia.' }).click();
    await expect(buyerPage.getByRole('radio', { name: 'Suspeita de burla' })).toBeFocused();
    await buyerPage.getByRole('radio', { name: 'Suspeita de burla' }).check();
    await buyerPage.getByLabel(/O que viu\?/).fill('Pediu um sinal por MB Way antes de mostrar os cachorros.');
    await expectNoAxeViolations(buyerPage);
    await buyerPage.getByRole('button', { name: 'Enviar denúncia' }).click();
    const sent = buyerPage.getByRole('heading', { name: 'Denúncia enviada' });
    await expect(sent).toBeFocused();
    await expectInViewport(buyerPage, sent);
    await buyerPage.goto('/home');
    await expect(bell(buyerPage)).toBeVisible();

    // The moderator decides from the queue.
    const moderator = await pageAs(await adminToken(request), '/admin/reports', { live: true, context: DESKTOP });
    const group = moderator.locator(`[data-report-group="${saleUid}"]`);
    await expect(group).toContainText(title);
    await expect(group).toContainText('Suspeita de burla (1)');
    await expect(group).toContainText('Pediu um sinal por MB Way');
    await expectNoAxeViolations(moderator);
    await group.getByRole('radio', { name: 'Retirar o anúncio' }).check();
    await group.getByLabel('Motivo', { exact: true }).fill('Pede pagamentos antes de mostrar o animal.');
    await group.getByRole('button', { name: 'Decidir' }).click();
    await expect(moderator.getByText(`«${title}» foi retirado. Avisámos o dono e quem denunciou.`)).toBeVisible();
    await expect(group).toHaveCount(0);
    // A notice keeps the decided group's place (issue 40), with the focus, so the next group does not move.
    const decided = moderator.locator(`[data-report-decided="${saleUid}"]`);
    await expect(decided).toContainText(`Decidido — «${title}» (Retirar o anúncio)`);
    await expect(decided).toBeFocused();

    // Both hear of it live.
    await expect(bell(ownerPage)).toHaveAccessibleName('Notificações: 1 por ler');
    await expect(bell(buyerPage)).toHaveAccessibleName('Notificações: 1 por ler');
    await bell(buyerPage).click();
    await expect(buyerPage.getByRole('dialog').getByRole('listitem').first()).toContainText(
      `Obrigado pela sua denúncia: o anúncio «${title}» foi retirado.`,
    );
    await bell(ownerPage).click();
    await expect(ownerPage.getByRole('dialog').getByRole('listitem').first()).toContainText(
      'Pede pagamentos antes de mostrar o animal.',
    );

    // The advert's link says it was taken down.
    const visitor = await pageAs();
    const gone = await visitor.goto(baseURL + advert);
    expect(gone?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Este anúncio foi retirado');
    await expect(visitor.getByText(title)).toHaveCount(0);
    for (const page of [ownerPage, buyerPage, moderator, visitor]) await page.context().close();
  });
});
