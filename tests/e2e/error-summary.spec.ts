// Issue 40, item 5 (decision 179): every failed submit moves the focus to the form's error summary, in view and clear
// of the top bar, the second identical one too; its link takes the person to the field, in view. The sale editor
// with everything but the breed, and the register form without the terms, at 360x780 touch and 1366x900.
import sharp from 'sharp';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, setSessionCookies, signUpBreeder } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';

/** Where the top bar ends when it stays on screen (sticky or fixed); 0 when it scrolls away with the page. */
function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return 0;
    const { position } = getComputedStyle(header);
    return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
  });
}

/** What a person sees: the whole element on screen, below the top bar, nothing on top of it. */
async function expectSeen(page: Page, locator: Locator): Promise<void> {
  const box = await expectInViewport(page, locator);
  expect(box.y, `${locator.toString()} is below the top bar`).toBeGreaterThanOrEqual(await headerBottom(page));
  await expectUncovered(locator);
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`the error summary on a ${name}`, () => {
    test.use(device);
    test.setTimeout(120_000);
    /** A finger on a phone, the mouse on a laptop. */
    const press = (target: Locator) => (name === 'phone' ? target.tap() : target.click());

    test('the sale editor without a breed: each submit, the second too, shows the summary; its link leads to the breed', async ({
      page,
      request,
      baseURL,
    }) => {
      await setSessionCookies(page.context(), baseURL!, await signUpBreeder(request));
      await page.goto('/sale');
      await page.getByLabel('Espécie').selectOption({ label: 'Cão' });
      await page.getByRole('radio', { name: 'De raça pura (com registo LOP)' }).check();
      await page.getByLabel('Número de registo no Livro de Origens (LOP)').fill('LOP 12345/2024');
      await page.getByRole('radio', { name: 'Macho' }).check();
      await page.getByLabel('Tamanho da ninhada').fill('5');
      await page.getByLabel('Data de nascimento').fill('2025-01-06');
      await page.getByLabel('Pode ir para casa a partir de').fill('2025-03-17');
      await page.getByLabel('Número de microchip do animal').fill('620098100123456');
      await page.getByLabel('Número de microchip da mãe').fill('620098100654321');
      await page.getByLabel('Título').fill('Cão de Água Português, cachorro meigo');
      await page
        .getByLabel('Descrição')
        .fill('Cachorro meigo e brincalhão, criado em família, vacinado e desparasitado.');
      await page.getByLabel('Preço (€)').fill('1250');
      await page.getByLabel('Distrito').selectOption({ label: 'Lisboa' });
      await expect(page.getByLabel('Concelho')).toBeEnabled();
      await page.getByLabel('Concelho').selectOption({ label: 'Sintra' });
      const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9a26b' } })
        .jpeg()
        .toBuffer();
      await page.locator('[data-photo-input]').setInputFiles({ name: 'cao.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expect(page.locator('[data-photo-status="done"]')).toHaveCount(1);

      const submit = page.getByRole('button', { name: 'Enviar para aprovação' });
      const summary = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Há 1 campo a corrigir' }) });
      const toBreed = summary.getByRole('link', { name: 'Qual a raça: Escolha a raça.' });
      const breed = page.getByLabel('Qual a raça');
      for (const attempt of [1, 2]) {
        // The button is at the bottom of the long form, far below the summary.
        await submit.scrollIntoViewIfNeeded();
        await press(submit);
        await expect(summary, `attempt ${attempt}`).toBeFocused();
        await expectSeen(page, summary);
        await expect(summary.getByRole('link')).toHaveCount(1);
      }
      await expect(breed).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      await press(toBreed);
      await expect(breed).toBeFocused();
      await expectSeen(page, breed);
      await expect(breed).toHaveAccessibleDescription('Escolha a raça.');

      // Chosen, the breed leaves the summary, which has nothing left to say.
      await breed.selectOption({ label: 'Cão de Água Português' });
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('the register form without the terms: each submit shows the summary; its link leads to the box', async ({
      page,
    }) => {
      await page.goto('/register');
      await page.getByLabel('Nome', { exact: true }).fill('Rita');
      await page.getByLabel('Apelido').fill('Lopes');
      await page.getByLabel('Email').fill(`resumo.${Date.now()}.${name}@example.pt`);
      await page.getByRole('radio', { name: 'Criador' }).check();
      await page.getByLabel('Palavra-passe', { exact: true }).fill('Patinhas2024');
      await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill('Patinhas2024');
      await expect(page.getByText('Email disponível.')).toBeVisible();

      const submit = page.getByRole('button', { name: 'Criar conta' });
      const summary = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Há 1 campo a corrigir' }) });
      for (const attempt of [1, 2]) {
        await submit.scrollIntoViewIfNeeded();
        await press(submit);
        await expect(summary, `attempt ${attempt}`).toBeFocused();
        await expectSeen(page, summary);
      }
      const terms = page.getByRole('checkbox', { name: /Li e aceito os Termos de Utilização/ });
      await press(summary.getByRole('link', { name: /^Termos de Utilização: Para criar a conta tem de aceitar/ }));
      await expect(terms).toBeFocused();
      await expectSeen(page, terms);
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
