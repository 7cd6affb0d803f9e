// Issue 18, decisions 151 and 152: an admin makes someone a moderator from /admin/people, and that person, in the
// session they already had open, sees the report queue; from a reported person's entry in the queue they open the
// person on /admin/people, suspend them, see it in the moderation log on the person's own profile page, and lift the
// suspension there; the suspended person reads why and until when, by mail and at the sign-in (issue 37). Each person
// in their own browser on their own screen (decision 217): the moderator and the suspended person on a 360x780 touch
// phone, the admin and the stranger at 1366x900.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { adminToken, approveSale, auth, expectNoAxeViolations, publishSale } from './fixtures.ts';
import { DESKTOP, PHONE, expectInViewport, expectUncovered } from './phone-helpers.ts';
import { confirmEmail, mailTo } from './outbox.ts';

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

/** Someone signed up and in through the API, with their name, e-mail, uid and token. */
async function person(request: APIRequestContext, name: string, surname: string) {
  const email = `${name.toLowerCase()}.${unique()}@example.pt`;
  const password = 'Patinhas2024';
  const created = await request.post('/api/public/signup', {
    data: { name, surname, email, password, userType: 'TUTOR', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const signedIn = await request.post('/api/public/authenticate', { data: { username: email, password } });
  const { token } = (await signedIn.json()) as { token: string };
  const profile = (await (await request.get('/api/user-profile', { headers: auth(token) })).json()) as { uid: string };
  return { email, token, uid: profile.uid, name: `${name} ${surname}` };
}

test.describe('people and moderators, each on their own screen', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test('an admin makes a moderator, who suspends a reported person and lifts it from their profile', async ({
    pageAs,
    request,
    baseURL,
  }) => {
    const tag = unique().slice(-6);
    const reported = await person(request, 'Rui', `Burlão ${tag}`);
    const reporter = await person(request, 'Bia', `Atenta ${tag}`);
    const future = await person(request, 'Rosa', `Futura ${tag}`);
    const advert = await publishSale(request, reported.token, { title: `Cachorros ${tag}` });
    await approveSale(request, advert);
    const filed = await request.post('/api/private/report', {
      headers: auth(reporter.token),
      data: { targetType: 'USER', targetUid: reported.uid, reason: 'SCAM', text: 'Pede sinal antes de mostrar.' },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    // Not a moderator yet: the people page is refused, and a visitor is sent to sign in first.
    const moderator = await pageAs(future.token, '/admin/people');
    await expect(moderator.locator('[data-forbidden]')).toBeVisible();
    const visitor = await pageAs();
    await visitor.goto(`${baseURL}/admin/people`);
    await expect(visitor).toHaveURL(/\/login\?redirect=%2Fadmin%2Fpeople/);
    await visitor.context().close();

    // The admin finds them by e-mail and gives them the role.
    const admin = await pageAs(await adminToken(request), '/user-dashboard', { context: DESKTOP });
    const peopleCard = admin.locator('[data-team-counter="people"]');
    await expect(peopleCard).toBeVisible();
    await peopleCard.click();
    await expect(admin).toHaveURL(/\/admin\/people$/);
    // Too short a term: said at the field.
    await admin.getByLabel('E-mail ou nome').fill('a');
    await admin.getByRole('button', { name: 'Procurar' }).click();
    await expect(admin.getByText('Escreva de 2 a 100 caracteres do e-mail ou do nome.')).toBeVisible();
    await expect(admin.getByLabel('E-mail ou nome')).toHaveAttribute('aria-invalid', 'true');
    await admin.getByLabel('E-mail ou nome').fill(future.email);
    await admin.getByRole('button', { name: 'Procurar' }).click();
    await expect(admin.getByRole('heading', { name: '1 pessoa encontrada' })).toBeVisible();
    await admin.locator(`[data-person="${future.uid}"]`).click();
    await expect(admin.getByRole('heading', { level: 2, name: future.name })).toBeVisible();
    await expect(admin.locator('[data-role="user"]')).toHaveText('Utilizador');
    const make = admin.getByRole('button', { name: 'Tornar moderador' });
    await make.scrollIntoViewIfNeeded();
    await expectUncovered(make);
    await make.click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toContainText(`Dar o papel de moderador a ${future.name}?`);
    await dialog.getByRole('button', { name: 'Tornar moderador' }).click();
    await expect(admin.getByText(`${future.name} tem agora o papel de moderador.`).first()).toBeVisible();
    await expect(admin.locator('[data-role="moderator"]')).toHaveText('Moderador');
    await expect(admin.locator('[data-log-entry="GRANT_MODERATOR"]')).toContainText('Papel de moderador dado');
    await expect(admin.getByRole('button', { name: 'Retirar o papel de moderador' })).toBeVisible();

    // The session they had open now has the role: the report queue, with the reported person in it.
    await moderator.goto('/admin/reports');
    const group = moderator.locator(`[data-report-group="${reported.uid}"]`);
    await expect(group).toContainText(reported.name);
    await expect(group).toContainText('Pede sinal antes de mostrar.');
    const manage = group.getByRole('link', { name: 'Gerir pessoa' });
    await manage.scrollIntoViewIfNeeded();
    await expectUncovered(manage);
    await manage.click();
    await expect(moderator).toHaveURL(new RegExp(`/admin/people\\?uid=${reported.uid}`));
    await expect(moderator.getByRole('heading', { level: 2, name: reported.name })).toBeVisible();
    await expect(moderator.getByText('Conta ativa.')).toBeVisible();
    // A moderator does not give roles.
    await expect(moderator.getByRole('button', { name: 'Tornar moderador' })).toHaveCount(0);
    await expectNoAxeViolations(moderator);

    // Without a reason the summary takes the focus and leads to the field.
    await moderator.getByRole('button', { name: 'Suspender conta' }).click();
    const summary = moderator.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Motivo da suspensão:/ }).click();
    await expect(moderator.getByLabel('Motivo da suspensão')).toBeFocused();

    // Suspended for 7 days with a reason: the state says until when, and it is in the log.
    await moderator.getByLabel('Durante').selectOption({ label: '7 dias' });
    await moderator.getByLabel('Motivo da suspensão').fill('Pediu sinais antes de mostrar os animais.');
    await moderator.getByRole('button', { name: 'Suspender conta' }).click();
    const state = moderator.getByText(/^Conta suspensa até /);
    await expect(state).toBeFocused();
    await expectInViewport(moderator, state);
    await expect(moderator.getByText('Motivo: Pediu sinais antes de mostrar os animais.')).toBeVisible();
    await expect(moderator.locator('[data-log-entry="SUSPEND"]')).toContainText(`Conta suspensa · ${future.name}`);

    // The suspended person is told why and until when (issue 37): by mail, and when they try to sign in.
    const mail = await mailTo(reported.email, '/contacts');
    expect(mail.subject).toBe('A sua conta Patinhas foi suspensa');
    expect(mail.text).toContain('«Pediu sinais antes de mostrar os animais.»');
    const own = await pageAs();
    await own.goto('/login');
    await expect(own.locator('main form button[type="submit"]')).toBeEnabled({ timeout: 20_000 });
    await own.getByLabel('Email').fill(reported.email);
    await own.getByLabel('Palavra-passe', { exact: true }).fill('Patinhas2024');
    await own.getByRole('button', { name: 'Entrar', exact: true }).click();
    const refusal = own.getByRole('alert');
    await expect(refusal).toContainText(/A sua conta está suspensa pela moderação até \d+ de \S+ de \d{4}\./);
    await expect(refusal).toContainText('Motivo: «Pediu sinais antes de mostrar os animais.»');
    await expectInViewport(own, refusal);
    await expect(own).toHaveURL(/\/login/);
    await own.context().close();

    // The person's own profile page shows the log and the suspension to the moderator, with the lift.
    await moderator.goto(`/breeders/${reported.uid}`);
    const panel = moderator.getByRole('region', { name: 'Registo de moderação' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-log-entry="SUSPEND"]')).toContainText(
      'Pediu sinais antes de mostrar os animais.',
    );
    await expect(panel.getByText(/^Conta suspensa até /)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Gerir esta pessoa' })).toHaveAttribute(
      'href',
      `/admin/people?uid=${reported.uid}`,
    );
    const lift = panel.getByRole('button', { name: 'Levantar suspensão' });
    await lift.scrollIntoViewIfNeeded();
    await expectUncovered(lift);
    await lift.click();
    const lifted = panel.getByText(`A suspensão de ${reported.name} foi levantada`, { exact: false });
    await expect(lifted).toBeFocused();
    await expect(panel.locator('[data-log-entry="LIFT"]')).toContainText('Suspensão levantada');
    await expect(panel.getByText(/^Conta suspensa até /)).toBeHidden();
    // The person can sign in again.
    const back = await request.post('/api/public/authenticate', {
      data: { username: reported.email, password: 'Patinhas2024' },
    });
    expect(back.status()).toBe(200);

    // The advert's page shows its own log to the moderator: the admin's approval.
    await moderator.goto(`/sales/sale-detail?searchValue=${advert}`);
    const advertLog = moderator.getByRole('region', { name: 'Registo de moderação' });
    await expect(advertLog.locator('[data-log-entry="APPROVE"]')).toContainText('Aprovado');
    await expect(advertLog.getByRole('button', { name: 'Levantar suspensão' })).toHaveCount(0);

    // Anyone else sees the same page without the log.
    const stranger = await pageAs(reporter.token, `/breeders/${reported.uid}`, { context: DESKTOP });
    await expect(stranger.getByRole('heading', { level: 1, name: reported.name })).toBeVisible();
    await expect(stranger.locator('[data-moderation-panel]')).toBeHidden();
    await expect(stranger.getByRole('link', { name: 'Gerir esta pessoa' })).toHaveCount(0);
    await stranger.goto(`/sales/sale-detail?searchValue=${advert}`);
    await expect(stranger.getByRole('heading', { level: 1, name: `Cachorros ${tag}` })).toBeVisible();
    await expect(stranger.locator('[data-moderation-panel]')).toBeHidden();
    for (const page of [moderator, admin, stranger]) await page.context().close();
  });
});
