// Issue 57 (decision 218), each person on their own screen: an advert at 90 € among eight Barrocais Algarvios at
// 700–1 050 €, whose description asks for a deposit and offers a courier. The moderator, at a desktop, reads its
// flags (the price against the usual range, the words highlighted in the text), marks them and approves it; the
// buyer, on a 360x780 phone, reads the breed's usual price and a calm note under the advert's price, and the
// mother's record (her second litter here, six months after her first: flagged too, decision 222). The focus
// follows each step and nothing covers what it lands on. The seller reads the same range beside the price in the editor.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { adminToken, approveSale, expectNoAxeViolations, publishSale, signUpBreeder } from './fixtures.ts';
import { DESKTOP, PHONE, expectUncovered } from './phone-helpers.ts';

/** A breed no other journey publishes: its usual price is this journey's alone. */
const BREED = { species: 'DOG', purebred: true, breedCode: 'DOG_BARROCAL_ALGARVIO' };
/** Their middle half is 700–1 050 € (median 850 €). */
const USUAL = [700, 700, 700, 800, 900, 1050, 1050, 1050];

async function usualAdverts(request: APIRequestContext): Promise<void> {
  const breeder = await signUpBreeder(request);
  for (const price of USUAL) {
    await approveSale(request, await publishSale(request, breeder, { ...BREED, title: 'Barrocal Algarvio', price }));
  }
}

test.describe('scam signals', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test('the moderator reads an advert’s flags and decides; the buyer reads the usual price and a note', async ({
    pageAs,
    request,
  }) => {
    await usualAdverts(request);
    const seller = await signUpBreeder(request);
    // The mother's earlier litter, six months before (another breed's advert: out of this range).
    const mother = `6200983${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await approveSale(
      request,
      await publishSale(request, seller, {
        motherMicrochip: mother,
        birthDate: '2024-07-06',
        registerDate: '2024-09-14',
      }),
    );
    const title = `Barrocal Algarvio ${Date.now().toString(36)}`;
    const uid = await publishSale(request, seller, {
      ...BREED,
      motherMicrochip: mother,
      title,
      price: 90,
      description: 'Cachorros prontos. Para reservar peço um sinal de 50 € e envio o cachorro por transportadora.',
    });

    // The seller, on a phone, reads the range beside the price in the editor.
    const editor = await pageAs(seller, `/sale?uid=${uid}`);
    const beside = editor.locator('[data-editor-usual-price]');
    await expect(beside).toHaveText(/^Preço habitual desta raça: 700–1050\s€ \(\d+ anúncios nos últimos 12 meses\)\.$/);
    await beside.scrollIntoViewIfNeeded();
    await expectUncovered(beside);

    // The moderator, at a desktop: the advert first in the queue, with its two flags.
    const moderator = await pageAs(await adminToken(request), '/admin/sales', {
      context: { ...DESKTOP, hasTouch: false, isMobile: false },
    });
    const card = moderator.locator(`[data-queue-item="${uid}"]`);
    await expect(card).toBeVisible();
    const flags = card.locator('[data-queue-flags]');
    await expect(flags.getByRole('heading', { name: 'Sinais de risco: 3' })).toBeVisible();
    const price = flags.locator('[data-flag="price"]');
    await expect(price).toContainText(
      /Preço de 90\s€, abaixo de metade do limite inferior do preço habitual \(350\s€\)/,
    );
    await expect(price.locator('[data-flag-range]')).toHaveText(
      /^Preço habitual: 700–1050\s€ \(mediana \d+\s€, \d+ anúncios\)\.$/,
    );
    // The words, named in the flag and highlighted where the seller wrote them.
    const text = flags.locator('[data-flag="text"]');
    await expect(text.locator('mark')).toHaveText(['um sinal', 'envio o cachorro', 'transportadora']);
    await expect(card.locator('[data-queue-description] mark')).toHaveText([
      'um sinal',
      'envio o cachorro',
      'transportadora',
    ]);
    const firstWord = card.locator('[data-queue-description] mark').first();
    await firstWord.scrollIntoViewIfNeeded();
    await expectUncovered(firstWord);

    // Her litters under the mother's reason, this one in bold.
    const motherFlag = flags.locator('[data-flag="mother"]');
    await expect(motherFlag).toContainText('nasceram com menos de 12 meses de intervalo');
    await expect(motherFlag.locator('[data-flag-litter]')).toHaveText([
      '06/07/2024: 1 anúncio(s), 1 dono(s)',
      '06/01/2025: 1 anúncio(s), 1 dono(s) (esta)',
    ]);
    await motherFlag.getByRole('radio', { name: 'Certo' }).check();
    // Marked right, one by one, by keyboard-reachable radios; then approved.
    const right = price.getByRole('radio', { name: 'Certo' });
    await right.check();
    await expect(right).toBeFocused();
    await expect(right).toBeChecked();
    await text.getByRole('radio', { name: 'Errado' }).check();
    await expectNoAxeViolations(moderator);
    const approve = card.getByRole('button', { name: 'Aprovar' });
    await approve.scrollIntoViewIfNeeded();
    await approve.click();
    const notice = moderator.locator(`[data-queue-decided="${uid}"]`);
    await expect(notice).toContainText(`Aprovado — «${title}»`);
    await expect(notice).toBeFocused();
    await expectUncovered(notice);

    // The buyer, on a phone: the usual price under the advert's price, and a calm note.
    const buyer = await pageAs(undefined, `/sales/sale-detail?searchValue=${uid}`);
    const usual = buyer.locator('[data-usual-price]');
    await expect(usual).toHaveText(/^Preço habitual desta raça: 700–1050\s€$/);
    await expectUncovered(usual);
    const note = buyer.getByRole('note').filter({ hasText: 'Preço muito abaixo do habitual' });
    await expect(note).toContainText('Veja o animal antes de pagar qualquer valor');
    await note.scrollIntoViewIfNeeded();
    await expectUncovered(note);
    // Her record, in "Saúde e documentos": her second litter advertised here, and when the first was born.
    const record = buyer.locator('[data-mother-record]');
    await expect(record).toHaveText('Mãe: 2.ª ninhada anunciada aqui; a anterior nasceu em 07/2024');
    await record.scrollIntoViewIfNeeded();
    await expectUncovered(record);
    const box = (await note.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(buyer);
  });
});
