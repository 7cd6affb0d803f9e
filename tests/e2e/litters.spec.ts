// Issue 39 (decision 186): a breeder turns an advert into a litter on a phone: animals as rows, one copied from
// another, a microchip used twice refused at its row; a buyer finds the litter by one animal's sex and reads how many
// match; another books a visit naming two animals, whose names the breeder reads; the breeder reserves the female and
// the litter no longer matches. Issue 55 (decision 197): the moderators' card lists every animal with its chip and
// photos; a published litter's changed photo waits for them while buyers see the approved one; "Vendido" asks first.
// Each person on their own screen (decision 217): the breeder and the visitor on a 360x780 touch phone, the buyers
// and the moderator at 1366x900.
import sharp from 'sharp';
import { expect, test } from './test.ts';
import {
  adminToken,
  approveSale,
  auth,
  expectNoAxeViolations,
  publishSale,
  setSessionCookies,
  signUp,
  signUpBreeder,
} from './fixtures.ts';
import { uniqueEmail } from './conversation-helpers.ts';
import { DESKTOP, PHONE, boxOf, expectInViewport, overlaps } from './phone-helpers.ts';

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const chip = () => `9410000${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.describe('litters, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('a breeder lists a litter animal by animal; a buyer finds it by one animal’s sex; a visit names two', async ({
    pageAs,
    browser,
    request,
  }) => {
    const seller = await signUpBreeder(request);
    // A word of its own, so a text search finds this litter alone.
    const word = `Ninhada${letters()}`;
    // Its animals are added while it waits for the moderators: they are published with it (decision 197).
    const saleUid = await publishSale(request, seller, { title: `${word} de Cão de Água` });

    const page = await pageAs(seller, `/sale?uid=${saleUid}#ninhada`);
    const editor = page.locator('[data-litter-editor]');
    await editor.scrollIntoViewIfNeeded();
    await expect(page.locator('#ninhada astro-island[ssr]')).toHaveCount(0);

    const row = (n: number) => editor.locator(`[data-animal-row="${n}"]`);
    const first = chip();
    await row(1).getByLabel('Nome ou coleira').fill('Coleira azul');
    await row(1).getByLabel('Sexo').selectOption('MALE');
    await row(1).getByLabel('Cor ou marcas').fill('Castanho');
    await row(1).getByLabel('Preço (€)').fill('850');
    await row(1).getByLabel('Microchip (15 algarismos)').fill(first);
    // A file that is no photo is refused at once, saying why, and nothing is uploaded.
    await row(1)
      .locator('[data-animal-photo-input]')
      .setInputFiles([{ name: 'boletim.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
    const photoStatus = row(1).locator('[data-animal-photos] [role="status"]');
    await expect(photoStatus).toHaveText(
      '«boletim.pdf» não é uma fotografia: escolha um ficheiro JPEG, PNG, WebP ou AVIF.',
    );
    await expect(row(1).getByRole('img')).toHaveCount(0);
    // A photo of its own, uploaded as soon as it is picked.
    const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    await row(1)
      .locator('[data-animal-photo-input]')
      .setInputFiles([{ name: 'azul.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
    await expect(row(1).getByRole('img', { name: 'Fotografia de Coleira azul' })).toBeVisible();
    await expect(photoStatus).toHaveText('');
    // Another like it: sex, colour and price copied, the focus on its name.
    await row(1).getByRole('button', { name: 'Juntar outro como este' }).click();
    await expect(row(2).getByLabel('Nome ou coleira')).toBeFocused();
    await expect(row(2).getByLabel('Preço (€)')).toHaveValue('850');
    await row(2).getByLabel('Nome ou coleira').fill('Coleira verde');
    await row(2).getByLabel('Microchip (15 algarismos)').fill(chip());
    await editor.getByRole('button', { name: 'Juntar um animal' }).click();
    await expect(row(3).getByLabel('Nome ou coleira')).toBeFocused();
    await row(3).getByLabel('Nome ou coleira').fill('Coleira rosa');
    await row(3).getByLabel('Sexo').selectOption('FEMALE');
    await row(3).getByLabel('Cor ou marcas').fill('Preto');
    await row(3).getByLabel('Preço (€)').fill('900,50');
    // The first animal's chip again: refused at the row, the summary has the focus and leads to the field.
    await row(3).getByLabel('Microchip (15 algarismos)').fill(first);
    await editor.getByRole('button', { name: 'Guardar os animais' }).click();
    const summary = editor.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expectInViewport(page, summary);
    await summary.getByRole('link', { name: /Animal 3 — Microchip/ }).click();
    const third = row(3).getByLabel('Microchip (15 algarismos)');
    await expect(third).toBeFocused();
    await expect(row(3)).toContainText('Este microchip já está noutro animal desta ninhada.');
    await third.fill(chip());
    await editor.getByRole('button', { name: 'Guardar os animais' }).click();
    await expect(editor.locator('[data-litter-status]')).toHaveText('Animais guardados: a ninhada tem 3 animais.');
    await expectNoAxeViolations(page);
    await approveSale(request, saleUid);

    // "Os meus anúncios" shows it as a litter, each animal's availability left to its row (issue 55).
    await page.goto('/my-sales');
    const mine = page.locator(`[data-my-sale="${saleUid}"]`);
    await expect(mine.locator('[data-my-sale-facts]')).toContainText('Ninhada de 3 · 3 disponíveis');
    await expect(mine.locator('[data-my-sale-facts]')).toContainText('desde 850 €');
    await expect(mine.locator('[data-availability-select]')).toHaveCount(0);
    await expect(mine.locator('[data-litter-availability]')).toBeVisible();

    // A buyer filters by sex: the litter's one female is enough, and its card says so.
    const buyer = await browser.newPage({ ...DESKTOP });
    await buyer.goto(`/sales?q=${word}&sex=FEMALE`);
    const card = buyer.locator(`[data-sale-card="${saleUid}"]`);
    await expect(card).toContainText('Ninhada de 3');
    await expect(card).toContainText('3 disponíveis · 2 machos · 1 fêmea');
    await expect(card).toContainText('1 corresponde à sua pesquisa');
    await expect(card).toContainText('desde 850 €');
    await card.getByRole('link').first().click();
    await expect(buyer.locator('[data-price]')).toContainText('desde 850 €');
    // The phone's bar says it the same way (issue 55).
    await expect(buyer.locator('pt-action-bar')).toContainText('desde 850 €');
    // Each animal's sex and chip are in its row, not among the advert's facts.
    await expect(buyer.locator('[data-sale-facts]').getByText('Microchip', { exact: true })).toHaveCount(0);
    const animals = buyer.locator('[data-litter-animals]');
    await expect(animals.locator('[data-animal]')).toHaveCount(3);
    await expect(animals).toContainText('Coleira rosa');
    await expect(animals.getByRole('img', { name: 'Fotografia de Coleira azul' })).toBeVisible();
    // Its photo opens large, in the viewer, and closes back to it (issue 55).
    await animals.getByRole('link', { name: 'Fotografia de Coleira azul' }).click();
    const viewer = buyer.getByRole('dialog', { name: 'Fotografias de Coleira azul' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Fotografia de Coleira azul' })).toBeVisible();
    expect(
      await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width),
    ).toBeGreaterThan(300);
    await viewer.getByRole('button', { name: 'Fechar fotografias' }).click();
    await expect(viewer).toBeHidden();
    await expect(animals.getByRole('link', { name: 'Fotografia de Coleira azul' })).toBeFocused();

    // A signed-in buyer books a visit naming two animals; the breeder reads their names in the request.
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
    const opened = await request.put('/api/private/booking/availability', {
      data: { hours, blockedDays: [] },
      headers: auth(seller),
    });
    expect(opened.status()).toBe(200);
    const visitor = await pageAs(await signUp(request, uniqueEmail('visitante')));
    // First a question about one animal, from its row: the message starts with its name.
    await visitor.goto(`/sales/sale-detail?searchValue=${saleUid}`);
    await visitor.getByRole('link', { name: 'Perguntar por «Coleira rosa»' }).click();
    const box = visitor.getByLabel('Mensagem', { exact: true });
    await expect(box).toHaveValue('Olá! Tenho interesse em «Coleira rosa» da sua ninhada. Ainda está disponível?');
    await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(visitor.locator('[data-message]').last()).toContainText('«Coleira rosa»');
    await visitor.goto(`/appointment?searchValue=${saleUid}`);
    await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0);
    const choice = visitor.getByRole('group', { name: /Que animais da ninhada quer conhecer/ });
    await choice.getByLabel(/Coleira azul/).check();
    await choice.getByLabel(/Coleira rosa/).check();
    await visitor.getByRole('group', { name: 'Hora' }).getByRole('radio').first().check();
    await visitor.getByRole('button', { name: 'Pedir visita' }).click();
    await expect(visitor.getByRole('heading', { name: 'Pedido de visita enviado' })).toBeFocused();
    // The confirmation repeats the animals named (issue 55).
    await expect(visitor.locator('[data-booking-sent-animals]')).toHaveText(
      'Animais que quer conhecer: Coleira azul e Coleira rosa.',
    );
    await page.goto('/user-dashboard');
    await expect(page.locator('[data-visit-animals]').first()).toHaveText(
      'Animais que quer conhecer: Coleira azul, Coleira rosa',
    );
    await page.goto(`/sale?uid=${saleUid}#ninhada`);
    await editor.scrollIntoViewIfNeeded();
    await expect(page.locator('#ninhada astro-island[ssr]')).toHaveCount(0);

    // The breeder reserves her: the litter stays listed, but no longer for a female.
    await row(3).getByLabel('Estado').selectOption('RESERVED');
    await expect(editor.locator('[data-litter-status]')).toHaveText('Coleira rosa: Reservado.');
    await buyer.goto(`/sales?q=${word}&sex=FEMALE`);
    await expect(buyer.locator(`[data-sale-card="${saleUid}"]`)).toHaveCount(0);
    await buyer.goto(`/sales?q=${word}`);
    await expect(buyer.locator(`[data-sale-card="${saleUid}"]`)).toContainText('2 disponíveis · 2 machos');
    await buyer.context().close();
  });

  test('a new advert marked as a litter leads to its animals, the first one from the form', async ({
    page,
    request,
    baseURL,
  }) => {
    await setSessionCookies(page.context(), baseURL!, await signUpBreeder(request));
    await page.goto('/sale');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    // Asked first, not after the whole form (issue 55): above the first field, on the first screen.
    const litterChoice = page.locator('[data-litter-choice]');
    expect((await boxOf(litterChoice)).y).toBeLessThan((await boxOf(page.getByLabel('Espécie'))).y);
    await expectInViewport(page, litterChoice);
    await page.getByLabel('Espécie').selectOption({ label: 'Cão' });
    await page.getByRole('radio', { name: 'De raça pura (com registo LOP)' }).check();
    await page.getByLabel('Qual a raça').selectOption({ label: 'Cão de Água Português' });
    await page.getByLabel('Número de registo no Livro de Origens (LOP)').fill('LOP 445566');
    await page.getByRole('radio', { name: 'Fêmea' }).check();
    await page.getByLabel('Tamanho da ninhada').fill('4');
    await page.getByLabel('Data de nascimento').fill('2026-08-01');
    await page.getByLabel('Pode ir para casa a partir de').fill('2026-10-01');
    const first = chip();
    await page.getByLabel('Número de microchip do animal').fill(first);
    await page.getByLabel('Número de microchip da mãe').fill(chip());
    await page.getByLabel('Título').fill(`Ninhada${letters()} de Cão de Água`);
    await page.getByLabel('Descrição').fill('Quatro cachorros criados em família, com os pais em casa, vacinados.');
    await page.getByLabel('Preço (€)').fill('1100');
    await page.getByLabel('Distrito').selectOption({ label: 'Lisboa' });
    await expect(page.getByLabel('Concelho')).toBeEnabled();
    await page.getByLabel('Concelho').selectOption({ label: 'Sintra' });
    const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c9a26b' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('[data-photo-input]')
      .setInputFiles([{ name: 'ninhada.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
    await expect(page.locator('[data-photo-status="done"]')).toHaveCount(1);
    await page.getByLabel(/É uma ninhada/).check();
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();

    await expect(page).toHaveURL(/\/sale\?uid=[0-9a-f-]+#ninhada$/);
    const row = page.locator('[data-litter-editor] [data-animal-row="1"]');
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByLabel('Sexo')).toHaveValue('FEMALE');
    await expect(row.getByLabel('Preço (€)')).toHaveValue('1100');
    await expect(row.getByLabel('Microchip (15 algarismos)')).toHaveValue(first);
    await expectInViewport(page, row.getByLabel('Nome ou coleira'));
    // "Anúncio enviado" stands clear of the first animal's fields (issue 55), and of each one tapped.
    const toast = page.locator('.toast').filter({ hasText: 'Anúncio enviado' });
    await expect(toast).toBeVisible();
    for (const field of ['Nome ou coleira', 'Preço (€)', 'Microchip (15 algarismos)']) {
      const control = row.getByLabel(field);
      if (await control.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)) {
        expect(overlaps(await boxOf(toast), await boxOf(control)), field).toBe(false);
      }
    }
    await row.getByLabel('Preço (€)').focus();
    expect(overlaps(await boxOf(toast), await boxOf(row.getByLabel('Preço (€)')))).toBe(false);
  });

  test('a published litter is moderated whole: its card lists each animal; a new photo waits; "Vendido" asks', async ({
    pageAs,
    browser,
    request,
  }) => {
    const seller = await signUpBreeder(request);
    const saleUid = await publishSale(request, seller, { title: `Ninhada${letters()} de Cão de Água` });
    const upload = async (background: string) => {
      const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await request.post('/api/private/sale/file', {
        data: { source: jpeg.toString('base64') },
        headers: auth(seller),
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { uid: string }).uid;
    };
    const approvedPhoto = await upload('#8a5a2b');
    const [azul, rosa] = [chip(), chip()];
    const set = await request.put(`/api/private/my-sale/${saleUid}/animals`, {
      data: {
        animals: [
          {
            label: 'Coleira azul',
            sex: 'MALE',
            colour: 'Castanho',
            price: 850,
            microchip: azul,
            photos: [approvedPhoto],
          },
          { label: 'Coleira rosa', sex: 'FEMALE', colour: 'Preto', price: 900, microchip: rosa },
        ],
      },
      headers: auth(seller),
    });
    expect(set.status(), await set.text()).toBe(200);

    // The moderator's card says it is a litter and lists each animal with its chip and its photos.
    const moderator = await pageAs(await adminToken(request), '/admin/sales', { context: DESKTOP });
    const card = moderator.locator(`[data-queue-item="${saleUid}"]`);
    await expect(card).toContainText('Ninhada de 2');
    const listed = card.locator('[data-queue-animals]');
    await expect(listed.getByRole('heading', { name: 'Animais da ninhada: 2' })).toBeVisible();
    await expect(listed.locator('[data-queue-animal]')).toHaveCount(2);
    await expect(listed.locator('[data-queue-animal]').nth(0)).toContainText('Coleira azul');
    await expect(listed.locator('[data-queue-animal-chip]')).toHaveText([azul, rosa]);
    await expect(listed.getByRole('img', { name: 'Fotografia de Coleira azul' })).toBeVisible();
    await expect(listed.locator('[data-queue-animal]').nth(1)).toContainText('Sem fotografias próprias');
    await expectNoAxeViolations(moderator);
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await expect(card).toHaveCount(0);

    // Published, the breeder changes Coleira azul's photo: it waits, and the editor says so.
    const page = await pageAs(seller, `/sale?uid=${saleUid}#ninhada`);
    const editor = page.locator('[data-litter-editor]');
    await editor.scrollIntoViewIfNeeded();
    await expect(page.locator('#ninhada astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('#ninhada')).toContainText('passam pela moderação antes de quem visita o anúncio os ver');
    await expect(editor.locator('[data-litter-pending]')).toHaveCount(0);
    const row = (n: number) => editor.locator(`[data-animal-row="${n}"]`);
    await row(1).getByRole('button', { name: 'Retirar a fotografia 1' }).click();
    const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#3a7a3a' } })
      .jpeg()
      .toBuffer();
    await row(1)
      .locator('[data-animal-photo-input]')
      .setInputFiles([{ name: 'nova.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
    const newPhoto = row(1).getByRole('img', { name: 'Fotografia de Coleira azul' });
    await expect(newPhoto).toBeVisible();
    const newSrc = (await newPhoto.getAttribute('src'))!;
    expect(newSrc).not.toContain(approvedPhoto);
    await editor.getByRole('button', { name: 'Guardar os animais' }).click();
    const status = editor.locator('[data-litter-status]');
    await expect(status).toHaveText(
      'Alterações enviadas para revisão: o anúncio continua publicado com os animais aprovados até a moderação as ver.',
    );
    await expectInViewport(page, status);
    await expect(row(1).locator('[data-animal-review]')).toHaveText('Alterado · à espera de revisão');
    await expect(row(2).locator('[data-animal-review]')).toHaveCount(0);
    // Back later, the editor shows the waiting version and says it waits.
    await page.reload();
    await editor.scrollIntoViewIfNeeded();
    await expect(page.locator('#ninhada astro-island[ssr]')).toHaveCount(0);
    const pending = editor.locator('[data-litter-pending]');
    await expect(pending).toContainText('À espera de revisão');
    await expect(pending).toContainText('quem visita o anúncio continua a ver os animais aprovados');
    await expect(row(1).getByRole('img', { name: 'Fotografia de Coleira azul' })).toHaveAttribute('src', newSrc);
    await expectNoAxeViolations(page);

    // A buyer still sees the approved photo.
    const buyer = await browser.newPage({ ...DESKTOP });
    await buyer.goto(`/sales/sale-detail?searchValue=${saleUid}`);
    const shown = buyer.locator('[data-litter-animals]').getByRole('img', { name: 'Fotografia de Coleira azul' });
    await expect(shown).toHaveAttribute('src', new RegExp(approvedPhoto));

    // "Vendido" asks first; kept as it is, nothing changes; confirmed, buyers see it at once (not moderated).
    const state = row(2).getByLabel('Estado');
    await state.selectOption('SOLD');
    const dialog = page.locator('[data-animal-sold-dialog]');
    await expect(dialog.getByRole('heading', { name: 'Marcar «Coleira rosa» como vendido?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Manter como está' })).toBeFocused();
    await expectInViewport(page, dialog);
    await dialog.getByRole('button', { name: 'Manter como está' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(state).toHaveValue('AVAILABLE');
    await expect(state).toBeFocused();
    await state.selectOption('SOLD');
    await dialog.getByRole('button', { name: 'Marcar como vendido' }).click();
    await expect(status).toHaveText('Coleira rosa: Vendido.');
    await expect(state).toHaveValue('SOLD');
    await buyer.reload();
    await expect(buyer.locator('[data-litter-animals] [data-animal]').nth(1)).toHaveAttribute('data-state', 'SOLD');
    await expect(shown).toHaveAttribute('src', new RegExp(approvedPhoto));

    // The moderator sees the change, the animal marked, its new photo; approved, buyers see it.
    await moderator.reload();
    await expect(card.locator('[data-queue-revision]')).toContainText('Campos alterados: Animais da ninhada');
    const changed = card.locator('[data-queue-animal][data-review="CHANGED"]');
    await expect(changed).toContainText('Coleira azul');
    await expect(changed).toContainText('Alterado');
    await expect(changed.getByRole('img', { name: 'Fotografia de Coleira azul' })).toHaveAttribute('src', newSrc);
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await expect(card).toHaveCount(0);
    await buyer.reload();
    await expect(shown).toHaveAttribute('src', newSrc);
    await buyer.context().close();
  });
});
