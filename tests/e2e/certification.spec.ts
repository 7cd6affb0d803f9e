// Issue 37 item 8, decision 176: a breeder applies for certification from the profile (DGAV number, premises, a
// document), a moderator approves it from /admin/certifications, and a buyer opens the badge of the breeder's advert
// to read what was checked and when. Each person in their own browser on their own screen (decision 217): the breeder
// and the buyer on a 360x780 touch phone, the moderator at 1366x900.
import sharp from 'sharp';
import { expect, test } from './test.ts';
import {
  adminToken,
  approveSale,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUpBreeder,
  TINY_PDF,
} from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, expectInViewport, expectUncovered, overlaps } from './phone-helpers.ts';

const PREMISES = 'Moradia com quintal vedado de 400 m², boxes aquecidas e zona de maternidade.';
// Dates in words, one Portuguese form everywhere (issue 55): "7 de dezembro de 2026".
const today = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(new Date());

async function photo(name: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a4' } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test.describe('certification, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('a breeder applies with a document, a moderator approves, a buyer reads what was checked', async ({
    page,
    context,
    pageAs,
    request,
    baseURL,
  }) => {
    const digits = String(Math.floor(100000 + Math.random() * 899999));
    const dgav = `DGAV ${digits}`;
    const breeder = await signUpBreeder(request, dgav);
    const title = `Cão de Água ${Date.now().toString(36)}`;
    const sale = await publishSale(request, breeder, { title });
    await approveSale(request, sale);

    // The breeder's profile: the panel, its form, an error at its field, then the application sent.
    await setSessionCookies(context, baseURL!, breeder);
    await page.goto('/user-profile#certification');
    const panel = page.locator('[data-certification-panel]');
    await expect(panel).toContainText('Ainda não é criador certificado.');
    await expect(panel.getByLabel('Número de registo DGAV')).toHaveValue(dgav);
    await panel.getByLabel('Instalações').fill('Em casa.');
    // The picker waits for the island, as its submit does.
    await expect(panel.getByLabel('Escolher documentos')).toBeEnabled();
    await panel.getByLabel('Escolher documentos').setInputFiles({
      name: 'registo-dgav.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await expect(panel.getByRole('button', { name: 'Retirar registo-dgav.pdf' })).toBeVisible();
    // A text file named ".jpg" is refused when chosen, by its first bytes (issue 55).
    await panel.getByLabel('Escolher documentos').setInputFiles({
      name: 'fotografia.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Isto é um texto, não uma fotografia.'),
    });
    await expect(panel.getByLabel('Escolher documentos')).toHaveAccessibleDescription(
      /«fotografia.jpg» não é um PDF nem uma fotografia/,
    );
    await expect(panel.getByRole('button', { name: 'Retirar fotografia.jpg' })).toHaveCount(0);
    // A photo of the premises, under a long name: the name keeps a readable width beside or above its button.
    const longName = 'fotografia-das-instalacoes-boxes-aquecidas-maternidade.jpg';
    await panel.getByLabel('Escolher documentos').setInputFiles(await photo(longName));
    const chosen = panel.locator('[data-certification-chosen]').filter({ hasText: longName });
    expect((await boxOf(chosen)).width).toBeGreaterThanOrEqual(150);
    await expect(panel.getByLabel('Escolher documentos')).not.toHaveAccessibleDescription(/não é um PDF/);
    const send = panel.getByRole('button', { name: 'Enviar o pedido' });
    await send.scrollIntoViewIfNeeded();
    await expectUncovered(send);
    await send.click();
    // Refused: the error summary takes the focus, and its link leads to the premises (decision 179).
    const summary = panel.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
    await expect(summary).toBeFocused();
    await expectInViewport(page, summary);
    const premises = panel.getByLabel('Instalações');
    await summary.getByRole('link', { name: /^Instalações: Descreva as instalações/ }).click();
    await expect(premises).toBeFocused();
    await expect(premises).toHaveAccessibleDescription(/Descreva as instalações em 30 a 1000 caracteres/);
    await premises.fill(PREMISES);
    // Put right, it is no longer said to be wrong (issue 55).
    await expect(premises).not.toHaveAccessibleDescription(/Descreva as instalações em 30 a 1000 caracteres/);
    await expect(premises).not.toHaveAttribute('aria-invalid', 'true');
    await send.click();
    const waiting = panel.getByText(`O seu pedido de ${today} está à espera da moderação.`);
    await expect(waiting).toBeFocused();
    await expectInViewport(page, waiting);
    await expect(panel.getByRole('button', { name: 'Abrir registo-dgav.pdf' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The moderator reads it, opens the document and approves it with a reason.
    const moderator = await pageAs(await adminToken(request), undefined, { context: DESKTOP });
    await moderator.goto('/admin/certifications');
    const entry = moderator.locator('[data-certification-entry]').filter({ hasText: dgav });
    await expect(entry).toContainText(PREMISES);
    // The profile says the same number, written without "DGAV": nothing to flag.
    await expect(entry.locator('[data-certification-dgav-differs]')).toHaveCount(0);
    await expect(entry).toContainText(`conta desde ${today}`);
    // A photo opens in the page, not as a download (issue 55).
    await entry.getByRole('button', { name: `Abrir ${longName}` }).click();
    const shown = entry.getByRole('img', { name: longName });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    const download = moderator.waitForEvent('download');
    await entry.getByRole('button', { name: 'Abrir registo-dgav.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('registo-dgav.pdf');
    await entry.getByLabel('Aprovar: certificar por 12 meses').check();
    // Its wording is for a breeder, not "o anunciante" (issue 55).
    await expect(entry.getByLabel('Motivo')).toHaveAccessibleDescription(/O criador lê-o no seu perfil/);
    await entry.getByLabel('Motivo').fill('Registo DGAV confirmado no certificado.');
    const uid = await entry.getAttribute('data-certification-entry');
    await entry.getByRole('button', { name: 'Decidir' }).click();
    await expect(moderator.locator('[data-certification-entry]').filter({ hasText: dgav })).toHaveCount(0);
    // A notice keeps the decided application's place (issue 40), with the focus, so the next one does not move.
    const decided = moderator.locator(`[data-certification-decided="${uid}"]`);
    await expect(decided).toContainText('Decidido — Rita Costa (Aprovar: certificar por 12 meses)');
    await expect(decided).toBeFocused();
    // One line where the buttons were, on screen, and the toast clear of it (issue 55).
    expect((await boxOf(decided)).height).toBeLessThan(120);
    await expectInViewport(moderator, decided);
    const toast = moderator.locator('.toast').filter({ hasText: 'Rita Costa passou a criador certificado.' });
    await expect(toast).toBeVisible();
    expect(overlaps(await boxOf(toast), await boxOf(decided))).toBe(false);
    await expectNoAxeViolations(moderator);
    await moderator.context().close();

    // A buyer, signed out, opens the badge on the advert.
    const buyer = await pageAs();
    await buyer.goto(`/sales/sale-detail?searchValue=${sale}`);
    const badge = buyer.locator('[data-certified-badge] summary');
    await expect(badge).toContainText('Criador certificado');
    await expectInViewport(buyer, badge);
    // It looks like something to open: a pointer and a sign that it unfolds (issue 55).
    await expect(badge).toHaveCSS('cursor', 'pointer');
    await expect(badge.locator('[data-certified-more]')).toBeVisible();
    await badge.click();
    const checks = buyer.locator('[data-certified-checks]');
    await expect(checks).toContainText(`Registo DGAV ${digits} verificado em ${today}`);
    await expect(checks).not.toContainText('DGAV DGAV');
    await expect(checks).toContainText('2 documentos lidos pela equipa da Patinhas');
    await expectNoAxeViolations(buyer);
    await buyer.context().close();

    // The breeder's panel says until when.
    await page.reload();
    await expect(panel).toContainText('É criador certificado até');
  });
});
