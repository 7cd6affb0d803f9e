// Issue 40, item 2 (decision 182): photos go both ways in a conversation. The buyer attaches two from the device's
// files, the seller sees them in the thread and opens one in large, and answers with one from the phone's camera
// (a desktop offers the files button only). The buyer at a 1366x900 laptop, the seller on a 360x780 touch phone
// (decision 217).
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { startConversation } from './conversation-helpers.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test.describe('photos in a conversation, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test('the buyer sends two photos, the seller opens one in large and answers with the camera', async ({
    pageAs,
    request,
  }) => {
    const held = await startConversation(request, `Gatinho Persa ${Date.now()}`);

    const page = await pageAs(held.buyer, `/messages?c=${held.conversationUid}`, { context: DESKTOP });
    const attach = page.getByRole('button', { name: 'Juntar fotografias' });
    await expectInViewport(page, attach);
    // The camera's own button is a phone's; a desktop picks files.
    await expect(page.getByRole('button', { name: 'Tirar fotografia' })).toBeHidden();

    await page
      .locator('[data-photo-files]')
      .setInputFiles([await jpeg('boletim.jpg', '#c96'), await jpeg('mae.jpg', '#369')]);
    const attached = page.locator('[data-attached-photo]');
    await expect(attached).toHaveCount(2);
    await expect(page.locator('[data-attached-photo="done"]')).toHaveCount(2);
    await expect(page.getByLabel('Mensagem', { exact: true })).toBeFocused();
    // One taken off again, the other sent with a line of text.
    await page.getByRole('button', { name: 'Retirar a fotografia 2' }).click();
    await expect(attached).toHaveCount(1);
    await page.locator('[data-photo-files]').setInputFiles([await jpeg('pai.jpg', '#6a4')]);
    await expect(page.locator('[data-attached-photo="done"]')).toHaveCount(2);
    await page.getByLabel('Mensagem', { exact: true }).fill('O boletim de vacinas e o pai.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const sent = page.locator('[data-message][data-mine="true"]', { hasText: 'O boletim de vacinas' });
    await expect(sent.locator('[data-message-photo]')).toHaveCount(2);
    await expect(sent.locator('img').first()).toHaveJSProperty('complete', true);
    await expect(attached).toHaveCount(0);
    await expect(page.getByLabel('Mensagem', { exact: true })).toBeFocused();

    // The seller sees them and opens the first in large.
    const sellerPage = await pageAs(held.seller, `/messages?c=${held.conversationUid}`);
    const received = sellerPage.locator('[data-message][data-mine="false"]', { hasText: 'O boletim de vacinas' });
    const first = received.getByRole('button', { name: 'Ver a fotografia 1 em grande' });
    await expect(first.locator('img')).toHaveAttribute('alt', /Fotografia 1 enviada por/);
    await first.click();
    const dialog = sellerPage.locator('dialog[open][data-photo-dialog]');
    await expect(dialog.locator('img')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await expectInViewport(sellerPage, dialog.locator('img'));
    await sellerPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
    await expectNoAxeViolations(sellerPage);

    // The seller answers with a photo alone, from the phone's camera; the buyer's list names it, the thread shows it.
    await expect(sellerPage.getByRole('button', { name: 'Tirar fotografia' })).toBeVisible();
    await sellerPage.locator('[data-photo-camera]').setInputFiles([await jpeg('ninhada.jpg', '#a63')]);
    await expect(sellerPage.locator('[data-attached-photo="done"]')).toHaveCount(1);
    await sellerPage.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(sellerPage.locator('[data-message][data-mine="true"] [data-message-photo]')).toHaveCount(1);
    await expect(page.locator('[data-message][data-mine="false"] [data-message-photo]')).toHaveCount(1);
    await expect(page.locator('[data-message][data-mine="false"] [data-message-photo] img')).toHaveJSProperty(
      'complete',
      true,
    );
  });
});
