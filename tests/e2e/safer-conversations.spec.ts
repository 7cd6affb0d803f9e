// Issue 40, items 1 and 3 (decision 177): a seller asks for a deposit and offers courier delivery, with no number in
// the message; the buyer reads a note under it that names both risks, says what to do and links the report, while
// the writer sees only a discreet reminder. In a long conversation the buyer reaches the thread by keyboard, writes
// (Enter sends on a desktop, the focus stays in the box) and books the visit from the header. On a 360x780 touch
// phone and a 1366x900 laptop.
import { expect, test } from './test.ts';
import { auth, expectNoAxeViolations } from './fixtures.ts';
import { startConversation } from './conversation-helpers.ts';
import { DESKTOP, PHONE, expectInViewport } from './phone-helpers.ts';

const SCAM = 'Basta um sinal de 150 euros e envio o cachorro por transportadora.';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`scam notes on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);

    test('the reader of a deposit-and-courier message is told the risks and what to do', async ({
      pageAs,
      request,
    }) => {
      const { seller, buyer, conversationUid } = await startConversation(request, `Cachorro Pug ${Date.now()}`);
      const answered = await request.post(`/api/private/conversation/${conversationUid}/message`, {
        data: { body: SCAM },
        headers: auth(seller),
      });
      expect(answered.status(), await answered.text()).toBe(201);

      // The buyer reads it: the note names both risks, what to do, and links the report.
      const page = await pageAs(buyer, `/messages?c=${conversationUid}`);
      const message = page.locator('[data-message]', { hasText: 'Basta um sinal' });
      const note = message.locator('[data-risk-note]');
      await expect(note).toHaveAttribute('data-risk-note', 'deposit courier');
      await expect(note).toContainText('pede dinheiro antes da visita');
      await expect(note).toContainText('propõe enviar o animal sem que o veja');
      await expect(note).toContainText('Veja o animal com a mãe antes de pagar qualquer valor');
      await expectInViewport(page, note);
      await expect(note.getByRole('link', { name: 'Denunciar esta conversa' })).toHaveAttribute(
        'href',
        `/report?target=CONVERSATION&uid=${conversationUid}`,
      );
      // The buyer's own first message carries nothing.
      await expect(
        page.locator('[data-message]', { hasText: 'Ainda está disponível' }).locator('[data-risk-note]'),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The writer sees the message without the reader's note.
      const sellerPage = await pageAs(seller, `/messages?c=${conversationUid}`);
      const own = sellerPage.locator('[data-message]', { hasText: 'Basta um sinal' });
      await expect(own.locator('[data-contact-reminder]')).toBeVisible();
      await expect(own.locator('[data-risk-note]')).toHaveCount(0);
    });

    test('a long conversation: the thread by keyboard, the box keeps the focus, the visit booked from the header', async ({
      pageAs,
      request,
    }) => {
      const { seller, buyer, saleUid, conversationUid } = await startConversation(
        request,
        `Gatinho Persa ${Date.now()}`,
      );
      for (let i = 1; i <= 14; i++) {
        const res = await request.post(`/api/private/conversation/${conversationUid}/message`, {
          data: { body: `Mensagem ${i}: o gatinho come ração de cria e já usa a caixa de areia sozinho.` },
          headers: auth(i % 2 ? seller : buyer),
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      const page = await pageAs(buyer, `/messages?c=${conversationUid}`);
      const thread = page.getByRole('region', { name: 'Mensagens da conversa' });
      await expect(thread.locator('[data-message]').last()).toContainText('Mensagem 14');
      // The thread overflows and is still reachable and scrollable by keyboard.
      expect(await thread.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await thread.focus();
      await expect(thread).toBeFocused();
      await expectNoAxeViolations(page);

      const box = page.getByLabel('Mensagem', { exact: true });
      if (name === 'desktop') {
        await box.fill('Posso ir ver no sábado?');
        await box.press('Shift+Enter');
        await box.pressSequentially('De manhã.');
        await box.press('Enter');
        const sent = page.locator('[data-message]').last();
        await expect(sent).toContainText('De manhã.');
        // One message of two lines: Shift+Enter broke the line, Enter sent it.
        expect(await sent.locator('p').first().textContent()).toBe('Posso ir ver no sábado?\nDe manhã.');
      } else {
        await box.fill('Posso ir ver no sábado?');
        await page.getByRole('button', { name: 'Enviar', exact: true }).click();
        await expect(page.locator('[data-message]').last()).toContainText('Posso ir ver no sábado?');
      }
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');

      // "Marcar visita" is in the conversation's header, on the first screen.
      const book = page.locator('[data-conversation-book-visit]');
      await expectInViewport(page, book);
      await book.click();
      await expect(page).toHaveURL(new RegExp(`/appointment\\?searchValue=${saleUid}`));
    });
  });
}
