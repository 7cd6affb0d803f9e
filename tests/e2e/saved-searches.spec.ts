// Issue 19: a visitor saves a search on /sales, signs in on the way and comes back to confirm it; when a moderator
// approves a matching advert, the bell rings live with it; the search is then paused and deleted from its page.
// Without JavaScript the form still saves. On a 360x780 touch phone; the form without JavaScript at 1366x900
// (decision 217).
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { approveSale, expectNoAxeViolations, publishSale, setSessionCookies, signUp } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';

const PASSWORD = 'Patinhas2024';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
/**
 * A made-up word only this run's advert has, so the search matches nothing else: letters at random, so it is not
 * "one letter away" from another journey's word either (a search that finds nothing tries the closest word).
 */
const uniqueWord = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test.describe('saved searches on a phone', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('a visitor saves a search, signs in on the way, and hears of a matching advert live', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const word = uniqueWord();
    const email = uniqueEmail('procura');
    await signUp(request, email);
    await page.goto(`/sales?q=${word}&species=DOG`);
    await expect(page.locator('[data-results-count]')).toHaveAttribute('data-results-count', '0');
    const save = page.getByRole('button', { name: 'Guardar pesquisa' });
    await save.scrollIntoViewIfNeeded();
    await expectUncovered(save);
    await save.click();

    // Asked to sign in first, with the reason, then back to confirm.
    await expect(page).toHaveURL(/\/login\?reason=search&redirect=/);
    await expectInViewport(page, page.getByText('Entre para guardar esta pesquisa e ser avisado de anúncios novos'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/saved-searches\/new\?/, { timeout: 20_000 });
    const summary = page.locator('[data-save-search-summary]');
    await expect(summary).toContainText(`«${word}»`);
    await expect(summary).toContainText('Cão');
    await expect(page.getByLabel('Nome da pesquisa')).toHaveValue(`${word} · Cão`);
    await expect(page.getByRole('radio', { name: 'Logo que apareça (sino e e-mail)' })).toBeChecked();
    const confirm = page.getByRole('button', { name: 'Guardar pesquisa' });
    await expectInViewport(page, confirm);
    await expectNoAxeViolations(page);
    await page.getByLabel('Nome da pesquisa').fill(`Cão de água ${word}`);
    await confirm.click();

    // The list: the new search announced and focused, nothing matching yet.
    await expect(page).toHaveURL(/\/saved-searches\?saved=/);
    const saved = page.getByText('Pesquisa guardada. Vai ser avisado de anúncios novos.');
    await expect(saved).toBeFocused();
    await expectInViewport(page, saved);
    const item = page.locator('[data-saved-search]').filter({ hasText: `Cão de água ${word}` });
    await expect(item).toContainText('0 anúncios agora');
    await expectNoAxeViolations(page);

    // Live: a seller's matching advert is approved while the page is open.
    const live = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
    await page.reload();
    await live;
    await expect(bell(page)).toBeVisible();
    const seller = await signUp(request, uniqueEmail('criador'));
    const title = `Cão de Água ${word}`;
    const saleUid = await publishSale(request, seller, { title });
    await approveSale(request, saleUid);
    await expect(bell(page)).toHaveAccessibleName('Notificações: 1 por ler', { timeout: 15_000 });
    await bell(page).click();
    const note = page.getByRole('dialog').getByRole('listitem').first();
    await expect(note).toContainText('Novo anúncio para a sua pesquisa');
    await expect(note).toContainText(`«${title}» corresponde à sua pesquisa «Cão de água ${word}».`);
    await page.keyboard.press('Escape');

    // Pause, then delete, each from the page.
    await page.reload();
    await expect(item).toContainText('1 anúncio agora');
    const pause = item.getByRole('button', { name: 'Pausar avisos' });
    await pause.scrollIntoViewIfNeeded();
    await expectUncovered(pause);
    await pause.click();
    await expect(item.locator('[data-saved-paused]')).toHaveText('Em pausa');
    await expect(item.getByRole('button', { name: 'Retomar avisos' })).toBeFocused();
    await item.getByRole('button', { name: 'Apagar' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Deixa de receber avisos de «Cão de água ${word}».`);
    await dialog.getByRole('button', { name: 'Apagar pesquisa' }).click();
    await expect(page.locator('[data-saved-empty]')).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 de 20 pesquisas' })).toBeFocused();

    // Without JavaScript, on a laptop, the same form saves.
    const noScript = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, baseURL: baseURL! });
    const token = await (
      await request.post('/api/public/authenticate', { data: { username: email, password: PASSWORD } })
    ).json();
    await setSessionCookies(noScript, baseURL!, (token as { token: string }).token);
    const plain = await noScript.newPage();
    await plain.goto(`/sales?species=CAT&priceMax=300`);
    await plain.getByRole('button', { name: 'Guardar pesquisa' }).click();
    await expect(plain).toHaveURL(/\/saved-searches\/new\?species=CAT&priceMax=300/);
    await plain.getByRole('radio', { name: 'Resumo diário por e-mail, às 8h (e sino)' }).check();
    await plain.getByRole('button', { name: 'Guardar pesquisa' }).click();
    await expect(plain).toHaveURL(/\/saved-searches\?saved=/);
    await expect(plain.locator('[data-saved-search]').first()).toContainText('Gato · até 300 €');
    await noScript.close();
  });
});
