// Issue 55, Must 4 (decision 202): a calmer conversation, phone first. The header is one row: the person, the advert
// cut with an ellipsis, the side's one action ("Marcar visita" for the buyer, "Propor visita" for the seller) and a
// menu holding "Denunciar" and "Bloquear"; blocking asks first, says what the other person sees and offers to report,
// and cancelling changes nothing. The page opens with the focus where the person acts; the seller who asks for a
// deposit is spoken to as a seller; the photo actions look like buttons; offline, sending says so and keeps the text.
// On a 360x780 touch phone and a 1366x900 laptop.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { auth, expectNoAxeViolations, setSessionCookies } from './fixtures.ts';
import { startConversation } from './conversation-helpers.ts';
import { boxOf, DESKTOP, expectInViewport, expectUncovered, PHONE, type Box } from './phone-helpers.ts';

const SCAM = 'Para reservar basta um sinal de 150 euros por MB WAY e envio o cachorro por transportadora.';

/** A title long enough to be cut on any screen, within the 100 characters a title may have. */
const longTitle = () =>
  `Cão da Serra da Estrela com pedigree, pais no local, vacinado, desparasitado e com chip ${Date.now().toString(36)}`;

/** Two boxes share a line when their heights overlap: neither lies wholly above the other. */
function sameLine(a: Box, b: Box): boolean {
  return a.y < b.y + b.height && b.y < a.y + a.height;
}

const header = (page: Page) => page.locator('[data-conversation-header]');
const moreButton = (page: Page) => header(page).getByRole('button', { name: 'Mais ações' });

/** The controls of the header are side by side on one line, whole on screen and uncovered. */
async function expectOneRow(page: Page, controls: Locator[]): Promise<void> {
  const boxes: Box[] = [];
  for (const control of controls) {
    boxes.push(await expectInViewport(page, control));
    await expectUncovered(control);
  }
  for (let i = 1; i < boxes.length; i++) {
    expect(sameLine(boxes[0]!, boxes[i]!), `${controls[i]!.toString()} is on the first control's line`).toBe(true);
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
  }
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`a calmer conversation on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);

    test('the buyer: one header row, the advert cut with an ellipsis, blocking asks first and cancelling changes nothing', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { buyer, conversationUid } = await startConversation(request, longTitle());
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto(`/messages?c=${conversationUid}`);
      const box = page.getByLabel('Mensagem', { exact: true });
      // The page opens with the focus in the message box: the person writes straight away.
      await expect(box).toBeFocused();

      // One row: (back on a phone,) the person and the advert, "Marcar visita", the menu.
      const name = header(page).locator('[data-other-name]');
      const book = header(page).getByRole('link', { name: 'Marcar visita' });
      const more = moreButton(page);
      await expectOneRow(page, [
        ...(device === PHONE ? [header(page).getByRole('button', { name: 'Voltar às conversas' })] : []),
        name,
        book,
        more,
      ]);
      await expect(header(page).getByRole('button', { name: 'Propor visita' })).toHaveCount(0);
      // Report and block are not on the screen until the menu opens.
      await expect(page.getByRole('button', { name: 'Bloquear' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Denunciar', exact: true })).toHaveCount(0);

      // The advert's title is cut with an ellipsis on its own line, not mid-word by the edge.
      const subject = header(page).getByRole('link', { name: /^Sobre «/ });
      const cut = await subject.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          overflows: el.scrollWidth > el.clientWidth,
          ellipsis: style.textOverflow === 'ellipsis' && style.overflowX === 'hidden' && style.whiteSpace === 'nowrap',
        };
      });
      expect(cut).toEqual({ overflows: true, ellipsis: true });
      await expectInViewport(page, subject);

      // The menu holds "Denunciar" (the report form) and "Bloquear".
      await more.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Denunciar' })).toHaveAttribute(
        'href',
        `/report?target=CONVERSATION&uid=${conversationUid}`,
      );
      await expectNoAxeViolations(page);
      await menu.getByRole('menuitem', { name: 'Bloquear' }).click();

      // Blocking asks first, says what the other person sees, and offers to report too.
      const dialog = page.getByRole('alertdialog', { name: 'Bloquear Ana Silva?' });
      await expect(dialog).toContainText('Nenhum dos dois poderá escrever ao outro');
      await expect(dialog).toContainText('Não avisamos Ana Silva');
      await expect(dialog.getByRole('button', { name: 'Bloquear e denunciar' })).toBeVisible();
      await expectInViewport(page, dialog);
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      // Nothing changed: the box is there and the server holds no block.
      await expect(box).toBeVisible();
      const held = await request.get(`/api/private/conversation/${conversationUid}`, { headers: auth(buyer) });
      expect(((await held.json()) as { blockedByMe: boolean }).blockedByMe).toBe(false);

      // Confirmed, it blocks; the menu then offers to unblock.
      await more.click();
      await page.getByRole('menuitem', { name: 'Bloquear' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Bloquear', exact: true }).click();
      await expect(page.getByText('Bloqueou esta pessoa: nenhum dos dois pode escrever.')).toBeVisible();
      await expect(box).toHaveCount(0);
      await expect(header(page).getByRole('link', { name: 'Marcar visita' })).toHaveCount(0);
      await more.click();
      await page.getByRole('menuitem', { name: 'Desbloquear' }).click();
      await expect(box).toBeVisible();
    });

    test('"Bloquear e denunciar" blocks and opens the report form', async ({ page, context, request, baseURL }) => {
      const { buyer, conversationUid } = await startConversation(request, `Gatinho Persa ${Date.now()}`);
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto(`/messages?c=${conversationUid}`);
      await moreButton(page).click();
      await page.getByRole('menuitem', { name: 'Bloquear' }).click();
      await page.getByRole('button', { name: 'Bloquear e denunciar' }).click();
      await expect(page).toHaveURL(new RegExp(`/report\\?target=CONVERSATION&uid=${conversationUid}`));
      const held = await request.get(`/api/private/conversation/${conversationUid}`, { headers: auth(buyer) });
      expect(((await held.json()) as { blockedByMe: boolean }).blockedByMe).toBe(true);
    });

    test('the seller: "Propor visita" in the one row, a reminder that speaks to a seller, photo actions as buttons', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { seller, conversationUid } = await startConversation(request, `Cachorro Pug ${Date.now()}`);
      await setSessionCookies(context, baseURL!, seller);
      await page.goto(`/messages?c=${conversationUid}`);
      const box = page.getByLabel('Mensagem', { exact: true });
      await expect(box).toBeFocused();
      const propose = header(page).getByRole('button', { name: 'Propor visita' });
      await expectOneRow(page, [header(page).locator('[data-other-name]'), propose, moreButton(page)]);
      await expect(header(page).getByRole('link', { name: 'Marcar visita' })).toHaveCount(0);
      // Before anything is written, the advice speaks to the seller too.
      await expect(page.locator('[data-safety-advice]')).toContainText('Proponha uma visita');
      await expect(page.locator('[data-safety-advice]')).not.toContainText('Nunca pague');

      // The photo actions are buttons a finger finds: a visible edge and 44 px.
      for (const label of ['Juntar fotografias', ...(device === PHONE ? ['Tirar fotografia'] : [])]) {
        const button = page.getByRole('button', { name: label });
        const { height } = await boxOf(button);
        expect(height).toBeGreaterThanOrEqual(44);
        const edge = await button.evaluate((el) => {
          const style = getComputedStyle(el);
          const seen = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);
          return (parseFloat(style.borderTopWidth) > 0 && seen(style.borderTopColor)) || seen(style.backgroundColor);
        });
        expect(edge, `${label} has a visible edge`).toBe(true);
      }

      // The seller asks for a deposit: the reminder speaks to the seller, not the buyer's "não pague".
      await box.fill(SCAM);
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      const own = page.locator('[data-message]', { hasText: 'basta um sinal' });
      const reminder = own.locator('[data-contact-reminder]');
      await expect(reminder).toContainText('afasta os compradores');
      await expect(reminder).toContainText('proponha antes uma visita');
      await expect(reminder).not.toContainText('não pague');
      await expectInViewport(page, reminder);
      await expectNoAxeViolations(page);
    });

    test('offline, sending says there is no connection and keeps the text; back online it goes', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { buyer, conversationUid } = await startConversation(request, `Cadela Labrador ${Date.now()}`);
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto(`/messages?c=${conversationUid}`);
      const box = page.getByLabel('Mensagem', { exact: true });
      await expect(box).toBeFocused();
      await context.setOffline(true);
      await box.fill('Posso ir ver a cadela no sábado de manhã?');
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      const alert = page.locator('form').getByRole('alert');
      await expect(alert).toContainText('Sem ligação');
      await expect(alert).not.toContainText('servidor');
      await expectInViewport(page, alert);
      await expect(box).toHaveValue('Posso ir ver a cadela no sábado de manhã?');

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect(page.locator('[data-message]', { hasText: 'sábado de manhã' })).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expect(box).toHaveValue('');
    });

    test('the list opens with the focus on its first conversation', async ({ page, context, request, baseURL }) => {
      const { buyer } = await startConversation(request, `Coelho Anão ${Date.now()}`);
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto('/messages');
      await expect(page.locator('[data-conversation]').first()).toBeFocused();
    });
  });
}
