// Issue 25, "should": the register form's country code is never clipped; the admin articles table becomes cards on a
// phone with its actions in reach; the breeder card on an advert says since when the seller is a member. At 360x780
// touch and 1366x900.
import { expect, test } from './test.ts';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { adminToken, auth, expectNoAxeViolations, setSessionCookies, signUp, token } from './fixtures.ts';
import { DESKTOP, PHONE, boxOf, overlaps, publishAdvert } from './phone-helpers.ts';

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`forms and cards on a ${name}`, () => {
    test.use(device);
    // Sign-ups and sign-ins hash passwords: on a busy machine a journey needs more than the default minute.
    test.setTimeout(120_000);

    test('the register form shows the whole dial code of the chosen country', async ({ page }) => {
      await page.goto('/register');
      const dial = page.getByLabel('Indicativo do país');
      await expect(dial).toBeVisible();
      for (const country of ['PT', 'DE']) {
        await dial.selectOption(country).catch(() => undefined);
        const fits = await dial.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const text = select.selectedOptions[0]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, width: context.measureText(text).width, room };
        });
        expect(fits.text).toMatch(/^\+\d+ /);
        expect(fits.width, `"${fits.text}" fits`).toBeLessThanOrEqual(fits.room);
      }
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
    });

    test('the admin articles list: cards on a phone, a table on a laptop, actions of 44 px in reach', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const admin = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
      // One unbroken word wider than a phone (as people do type) must wrap inside its card, not widen the page.
      const title = `Um rascunho ${'Patinhas'.repeat(10)} para um telemóvel ${Date.now()}`;
      const draft = await request.post('/api/private/admin/article', {
        data: { title, summary: 'Um rascunho para ver a lista num telemóvel.', body: 'Texto.', publish: false },
        headers: auth(admin),
      });
      expect(draft.status(), await draft.text()).toBe(201);
      await setSessionCookies(context, baseURL!, admin);
      await page.goto('/admin/articles');
      const row = page.locator('[data-managed-article]').filter({ hasText: title });
      await row.scrollIntoViewIfNeeded();
      const box = await boxOf(row);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(device.viewport.width);
      await expect(page.getByRole('columnheader', { name: 'Título' })).toBeVisible({ visible: name === 'desktop' });
      const actions = row.locator('a, button');
      for (const action of await actions.all()) {
        const b = await boxOf(action);
        expect(b.height).toBeGreaterThanOrEqual(44);
        expect(b.x + b.width).toBeLessThanOrEqual(device.viewport.width);
      }
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', device.viewport.width);
      await expectNoAxeViolations(page);

      // Publishing from the list also names that every user is notified.
      await row.getByRole('button', { name: `Publicar: ${title}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Publicar o artigo?' });
      await expect(confirm).toContainText('todos os utilizadores');
      await confirm.getByRole('button', { name: 'Ainda não' }).click();
      await expect(row.locator('[data-status]')).toHaveText('Rascunho');
    });

    test('the breeder card on an advert says since when the seller is a member', async ({ page, request }) => {
      const advert = await publishAdvert(request);
      const answer = await request.get(`/api/public/sale?searchValue=${advert.uid}`);
      const { seller } = (await answer.json()) as { seller: { memberSince: string } };
      const today = new Date().toISOString().slice(0, 10);
      expect(seller.memberSince).toBe(today);
      await page.goto(advert.url);
      const month = new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      );
      await expect(page.locator('[data-breeder-card]')).toContainText(`Membro desde ${month}`);
    });
  });
}

for (const [name, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`small things on a ${name} (issue 55)`, () => {
    test.use(device);
    test.setTimeout(120_000);

    test('the bell panel says "Notificações" on one line', async ({ page, request, baseURL }) => {
      await setSessionCookies(page.context(), baseURL!, await signUp(request));
      await page.goto('/user-profile');
      await page.getByRole('button', { name: /^Notificações/ }).click();
      const heading = page.getByRole('dialog').getByRole('heading', { name: 'Notificações' });
      await expect(heading).toBeVisible();
      const lines = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    });

    test('radios keep 20 px when their label wraps', async ({ page, request, baseURL }) => {
      const advert = await publishAdvert(request);
      await setSessionCookies(page.context(), baseURL!, await signUp(request));
      await page.goto(`/report?target=SALE&uid=${advert.uid}`);
      const group = page.getByRole('group', { name: 'Motivo' });
      await expect(group.getByRole('radio').first()).toBeVisible();
      // A narrow column (a phone's, a large text size), so that the longer reasons take two lines.
      await group.evaluate((element) => (element.style.width = '180px'));
      const radios = await group.getByRole('radio').all();
      let wrapped = 0;
      for (const radio of radios) {
        const box = await boxOf(radio);
        expect(Math.round(box.width), await radio.evaluate((r) => r.parentElement?.textContent)).toBe(20);
        expect(Math.round(box.height)).toBe(20);
        const label = await radio.evaluate((r) => r.closest('label')!.getBoundingClientRect().height);
        if (label > 50) wrapped += 1;
      }
      expect(wrapped, 'some labels wrap').toBeGreaterThan(0);
    });
  });
}

test.describe('a toast on a phone', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('never covers the button just pressed at the foot of the screen (issue 40)', async ({
    page,
    request,
    baseURL,
  }) => {
    await setSessionCookies(page.context(), baseURL!, await signUp(request));
    await page.goto('/user-profile');
    const save = page.locator('[data-profile-form]').getByRole('button', { name: 'Guardar alterações' });
    // The button at the very foot of the screen, where toasts rise from.
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const button = await boxOf(save);
    expect(button.y + button.height).toBeGreaterThan(PHONE.viewport.height * 0.8);
    await save.click();
    const toast = page.locator('.toast-list > li').filter({ hasText: 'Perfil atualizado' });
    await expect(toast).toBeVisible();
    expect(overlaps(await boxOf(toast), await boxOf(save))).toBe(false);
    const shown = await boxOf(toast);
    expect(shown.y).toBeGreaterThanOrEqual(0);
  });
});

test.describe('words on a phone', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('"Notificações" never breaks inside the word at 360 px (issue 40)', async ({ page, request, baseURL }) => {
    // A buyer's pages, then the team's dashboard with its counters.
    const visits: [string, string][] = [
      ['/notifications', await signUp(request)],
      ['/user-dashboard', await signUp(request)],
      ['/user-profile', await signUp(request)],
      ['/user-dashboard', await adminToken(request)],
    ];
    for (const [path, who] of visits) {
      // Off the last person's page first: its scripts, seeing the session change, would navigate under our goto.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await setSessionCookies(page.context(), baseURL!, who);
      await page.goto(path);
      await page.locator('[data-signed-in-bar], header').first().waitFor();
      // Every occurrence of the word on the page (the open menu's included) is on one line.
      const broken = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let at = text.indexOf('Notificações'); at >= 0; at = text.indexOf('Notificações', at + 1)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 'Notificações'.length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(node.parentElement?.outerHTML.slice(0, 120) ?? text);
          }
        }
        return found;
      });
      expect(broken, path).toEqual([]);
    }
  });
});
