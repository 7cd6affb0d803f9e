// Issue 37, decision 174: an owner whose advert was taken down reads why in "my sales" and contests it there; the
// moderator answers from /admin/reports and the advert is public again. Each person in their own browser on
// their own screen (decision 217): the owner on a 360x780 touch phone, the moderator at 1366x900.
import { expect, test } from './test.ts';
import {
  adminToken,
  approveSale,
  auth,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
} from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';

const REASON = 'Fotografias copiadas de outro anúncio.';
const APPEAL = 'As fotografias são minhas: posso mostrar os originais com a data em que as tirei.';

test.describe('contesting a take-down, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('the owner reads why and contests from "my sales"; the moderator puts it back online', async ({
    page,
    context,
    pageAs,
    request,
    baseURL,
  }) => {
    const owner = await signUp(request);
    const title = `Caniche toy ${Date.now().toString(36)}`;
    const uid = await publishSale(request, owner, { title });
    await approveSale(request, uid);
    const admin = await adminToken(request);
    const reporter = await signUp(request);
    expect(
      (
        await request.post('/api/private/report', {
          headers: auth(reporter),
          data: { targetType: 'SALE', targetUid: uid, reason: 'SCAM' },
        })
      ).status(),
    ).toBe(201);
    const down = await request.post('/api/private/admin/report/decision', {
      headers: auth(admin),
      data: { targetType: 'SALE', targetUid: uid, decision: 'TAKE_DOWN', reason: REASON },
    });
    expect(down.status(), await down.text()).toBe(200);

    // The owner's "my sales": the take-down, its reason and the way to contest it.
    await setSessionCookies(context, baseURL!, owner);
    await page.goto('/my-sales');
    const card = page.locator(`[data-my-sale="${uid}"]`);
    await expect(card.getByText('Retirado pela moderação após denúncias.')).toBeVisible();
    await expect(card).toContainText(REASON);
    const contest = card.getByRole('button', { name: 'Contestar a decisão' });
    await contest.scrollIntoViewIfNeeded();
    await expectUncovered(contest);
    await contest.click();
    const text = card.getByLabel('Porque acha que a decisão está errada?');
    await expect(text).toBeFocused();
    await card.getByRole('button', { name: 'Enviar contestação' }).click();
    await expect(text).toHaveAccessibleDescription(/Explique em 20 a 1000 caracteres/);
    // The error summary above the form takes the focus and leads back to the text (decision 179).
    const summary = card.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Porque acha que a decisão está errada\?: Explique/ }).click();
    await expect(text).toBeFocused();
    await text.fill(APPEAL);
    await card.getByRole('button', { name: 'Enviar contestação' }).click();
    const sent = card.getByText('Contestação enviada: a moderação está a analisar.');
    await expect(sent).toBeFocused();
    await expectInViewport(page, sent);
    await expectNoAxeViolations(page);

    // The moderator reads it above the reports and publishes the advert again.
    const moderator = await pageAs(admin, undefined, { context: DESKTOP });
    await moderator.goto('/admin/reports');
    const entry = moderator.locator('[data-appeal-entry]').filter({ hasText: title });
    await expect(entry).toContainText(APPEAL);
    await expect(entry).toContainText(REASON);
    await entry.getByLabel('Publicar de novo').check();
    await entry.getByLabel('Motivo').fill('Originais confirmados.');
    await entry.getByRole('button', { name: 'Decidir' }).click();
    await expect(moderator.locator('[data-appeal-entry]').filter({ hasText: title })).toHaveCount(0);
    await expectNoAxeViolations(moderator);
    await moderator.context().close();

    await page.goto(`/sales/sale-detail?searchValue=${uid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
