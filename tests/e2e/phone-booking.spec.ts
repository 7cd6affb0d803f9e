// Issue 25, item 3: the booking confirmation is where the eye is. Sent incomplete, the form's error summary comes into
// view with the focus and its link leads to the time (decision 179); sent, the confirmation replaces the form in view
// with focus on its heading. Checked
// on a 360x780 touch phone and a 1366x900 laptop, and the API then holds the request. A time picked and a message
// typed before the page's script ran are what is sent (decision 170).
import { expect, test } from './test.ts';
import { auth, expectNoAxeViolations, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, bookableSale, expectInViewport, holdScripts } from './phone-helpers.ts';

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`booking on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('the error summary and then the confirmation come into view with the focus', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const saleUid = await bookableSale(request, `Gato Persa ${Date.now()}`);
      const buyer = await signUp(request, uniqueEmail('comprador'));
      await setSessionCookies(context, baseURL!, buyer);
      await page.goto(`/appointment?searchValue=${saleUid}`);
      const hour = page.getByRole('group', { name: 'Hora' });
      await expect(hour.getByRole('radio').first()).toBeVisible();

      // A long message scrolls the page so that the time is above the screen when the person presses "Pedir visita".
      await page.getByLabel('Mensagem para o criador').fill('Gostaríamos de conhecer os pais. '.repeat(3));
      const submit = page.getByRole('button', { name: 'Pedir visita' });
      await submit.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().bottom + window.scrollY));
      await submit.click();
      const summary = page.getByRole('alert').filter({ hasText: 'Há 1 campo a corrigir' });
      await expect(summary).toBeFocused();
      await expectInViewport(page, summary);
      await summary.getByRole('link', { name: 'Hora: Escolha uma hora.' }).click();
      await expect(hour.getByRole('radio').first()).toBeFocused();
      await expectInViewport(page, hour.getByText('Escolha uma hora.', { exact: true }));
      await expectNoAxeViolations(page);

      await hour.getByRole('radio').first().check();
      await submit.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().bottom + window.scrollY));
      await submit.click();
      const heading = page.getByRole('heading', { name: 'Pedido de visita enviado' });
      await expect(heading).toBeFocused();
      await expectInViewport(page, heading);
      await expectInViewport(page, page.getByRole('link', { name: 'Ver as minhas visitas' }));
      await expectNoAxeViolations(page);

      // The API holds the request.
      const asked = await request.get('/api/private/booking', { headers: auth(buyer) });
      expect(asked.status()).toBe(200);
      const body = (await asked.json()) as { content: { sale?: { uid: string }; saleUid?: string; status: string }[] };
      expect(body.content.map((b) => b.sale?.uid ?? b.saleUid)).toContain(saleUid);
      expect(body.content[0]?.status).toBe('PENDING');
    });
    test("a time picked and a message typed before the page's script ran are what is sent", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const saleUid = await bookableSale(request, `Gata Bengal ${Date.now()}`);
      const buyer = await signUp(request, uniqueEmail('compradora'));
      await setSessionCookies(context, baseURL!, buyer);
      const release = await holdScripts(page);
      await page.goto(`/appointment?searchValue=${saleUid}`, { waitUntil: 'commit' });
      const hour = page.getByRole('group', { name: 'Hora' });
      // The first free hour: late in the morning today may have only one left (the sale's hours are 10:00–13:00).
      const picked = hour.getByRole('radio').first();
      const submit = page.getByRole('button', { name: 'Pedir visita' });
      await expect(picked).toBeVisible();
      // Until the script runs, sending would only reload the page: the button says it is not ready.
      await expect(submit).toBeDisabled();
      const time = await picked.getAttribute('value');
      await picked.check();
      const message = page.getByLabel('Mensagem para o criador');
      await message.fill('Podemos ir ao fim da tarde?');
      release();

      await expect(submit).toBeEnabled();
      // Later renders keep both: a phone typed after the script ran re-renders the form.
      await page.getByLabel('Telefone de contacto').fill('912345678');
      await expect(picked).toBeChecked();
      await expect(message).toHaveValue('Podemos ir ao fim da tarde?');
      await submit.click();
      const heading = page.getByRole('heading', { name: 'Pedido de visita enviado' });
      await expect(heading).toBeFocused();
      await expectInViewport(page, heading);

      const asked = await request.get('/api/private/booking', { headers: auth(buyer) });
      const body = (await asked.json()) as {
        content: { sale: { uid: string }; date: string; message: string | null }[];
      };
      const visit = body.content.find((b) => b.sale.uid === saleUid);
      expect(new Date(visit!.date).getTime()).toBe(new Date(time!).getTime());
      expect(visit?.message).toBe('Podemos ir ao fim da tarde?');
    });
  });
}
