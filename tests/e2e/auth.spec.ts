// Getting in and out in a real browser: register, sign in, wrong password, password recovery from the real outbox mail, guards.
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, GUARDED_ROUTES, signUp } from './fixtures.ts';
import { linkIn, mailTo, type OutboxMail } from './outbox.ts';

const PASSWORD = 'Patinhas2024';
/** A sign-in is several calls (Argon2 on the server): on a busy two-core machine that takes seconds. */
const NAVIGATION = { timeout: 20_000 };
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

/** The recovery link as the person would click it: the mail's text must carry it. */
const recoveryLink = (mail: OutboxMail): URL => linkIn(mail, '/user/password-recover');

/** Opens a page with an account form and waits for its island: the submit button is enabled once hydrated. */
async function openForm(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main form button[type="submit"]')).toBeEnabled(NAVIGATION);
}

async function signInWith(page: Page, email: string, password: string) {
  await openForm(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('register', () => {
  test('register → dashboard → sign out', async ({ page, context }) => {
    const email = uniqueEmail('registo');
    await openForm(page, '/register');
    await page.getByLabel('Nome', { exact: true }).fill('Rita');
    await page.getByLabel('Apelido').fill('Lopes');
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText('Email disponível.')).toBeVisible();
    await expect(page.getByLabel('Indicativo do país')).toHaveValue('PT');
    await page.getByLabel('Número de telefone').fill('912345678');
    await page.getByRole('radio', { name: 'Criador' }).check();
    await page.getByLabel(/^Distrito/).selectOption({ label: 'Lisboa' });
    await page.getByLabel(/^Concelho/).selectOption({ label: 'Oeiras' });
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar palavra-passe').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/user-dashboard$/, NAVIGATION);
    await expect(page.getByText('Bem-vindo à Patinhas!')).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'access_token')?.value).toBeTruthy();
    expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'current_user')?.value ?? '{}'))).toMatchObject(
      { name: 'Rita', surname: 'Lopes' },
    );

    const menuButton = page.getByRole('button', { name: 'Menu da conta de Rita Lopes' });
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Painel de controlo' })).toHaveAttribute('href', '/user-dashboard');
    await expect(page.getByRole('menuitem', { name: 'O meu perfil' })).toHaveAttribute('href', '/user-profile');
    await page.getByRole('menuitem', { name: 'Sair' }).click();

    await expect(page).toHaveURL(/\/login$/, NAVIGATION);
    expect((await context.cookies()).filter((c) => c.name === 'access_token' || c.name === 'current_user')).toEqual([]);
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/login$/, NAVIGATION);
  });

  test('an email that already has an account is refused on its field', async ({ page, request }) => {
    const email = uniqueEmail('repetido');
    await signUp(request, email);
    await openForm(page, '/register');
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText('Já existe uma conta com este email.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('login', () => {
  test('a wrong password shows the error, the next input clears it, the right one signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('entrar');
    await signUp(request, email);
    await signInWith(page, email, 'Errada2024');
    const alert = page.getByRole('alert').filter({ hasText: 'Email ou palavra-passe incorretos.' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, NAVIGATION);
    await page.getByLabel('Palavra-passe', { exact: true }).pressSequentially('!');
    await expect(alert).toHaveCount(0);

    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/, NAVIGATION);
  });

  test('the password can be shown and hidden, and the "ou" divider stays hidden', async ({ page }) => {
    await openForm(page, '/login');
    const password = page.getByLabel('Palavra-passe', { exact: true });
    await password.fill('segredo123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar palavra-passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar palavra-passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.locator('[data-divider]')).toBeHidden();
    await expect(page.locator('[data-divider]')).toHaveText('ou');
  });

  test('a redirect parameter that resolves to another site (/.//evil.example/x) is ignored: signed in, still on this site', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('redirect');
    await signUp(request, email);
    // Nothing may leave the machine, even if the check failed: any request to the other site is cut here.
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );
    await openForm(page, '/login?redirect=/.//evil.example/x');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/user-dashboard`, NAVIGATION);
    expect(offSite).toEqual([]);
  });

  test('a redirect parameter on this site brings the person back to it after signing in', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('voltar');
    await signUp(request, email);
    await openForm(page, `/login?redirect=${encodeURIComponent('/blog?x=1')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/blog?x=1`, NAVIGATION);
  });

  test('the sign-in and register tabs say which state the page is in', async ({ page }) => {
    const titles: [string, RegExp][] = [
      ['/login', /^Entrar ·/],
      ['/login?redirect=%2Fmy-sales', /^Entre para continuar ·/],
      ['/login?reason=visit&redirect=%2Fappointment', /^Entre para marcar uma visita a este animal ·/],
      ['/login?reason=search&redirect=%2Fsaved-searches%2Fnew%3Fspecies%3DDOG', /^Entre para guardar esta pesquisa/],
      ['/register', /^Criar conta ·/],
      ['/register?reason=search&redirect=%2Fsaved-searches', /^Crie a sua conta para guardar esta pesquisa/],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('guarded routes without a session land on /login', async ({ page }) => {
    for (const route of GUARDED_ROUTES) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/login$/);
    }
  });
});

test.describe('password recovery', () => {
  test('mail from the outbox → new password → sign in with it; the used link gives the 498 state', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('recuperar');
    await signUp(request, email);

    await openForm(page, '/login');
    await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/, NAVIGATION);
    await expect(page.locator('main form button[type="submit"]')).toBeEnabled(NAVIGATION);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar ligação' }).click();
    await expect(page).toHaveURL(/\/login$/, NAVIGATION);
    await expect(page.getByText('Recuperação Solicitada')).toBeVisible();
    await expect(page.getByText('Verifique a sua caixa de email.')).toBeVisible();

    const link = recoveryLink(await mailTo(email, '/user/password-recover'));
    const target = `${baseURL}${link.pathname}${link.search}`;
    await openForm(page, target);
    const newPassword = 'Nova#Senha7';
    await page.getByLabel('Nova palavra-passe').fill('curta1');
    await expect(page.getByText(/A palavra-passe deve ter pelo menos 8 caracteres/)).toBeVisible();
    await page.getByLabel('Nova palavra-passe').fill(newPassword);
    await page.getByLabel('Confirmar palavra-passe').fill(`${newPassword}x`);
    await expect(page.getByText('As palavras-passe não coincidem.')).toBeVisible();
    await page.getByLabel('Confirmar palavra-passe').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar nova palavra-passe' }).click();
    await expect(page).toHaveURL(/\/login$/, NAVIGATION);
    await expect(page.getByText('Palavra-passe alterada')).toBeVisible();

    await signInWith(page, email, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Email ou palavra-passe incorretos.' })).toBeVisible();
    await signInWith(page, email, newPassword);
    await expect(page).toHaveURL(/\/user-dashboard$/, NAVIGATION);

    // The same link a second time: the ticket is used (498).
    await openForm(page, target);
    await page.getByLabel('Nova palavra-passe').fill('Outra#Senha8');
    await page.getByLabel('Confirmar palavra-passe').fill('Outra#Senha8');
    await page.getByRole('button', { name: 'Guardar nova palavra-passe' }).click();
    const dead = page.getByRole('alert').filter({ hasText: 'Esta ligação já não é válida' });
    await expect(dead).toBeVisible();
    await dead.getByRole('link', { name: 'Pedir nova ligação' }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/, NAVIGATION);
  });

  test('an unknown email gets the incorrect-email message', async ({ page }) => {
    await openForm(page, '/login/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar ligação' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não existe nenhuma conta com este email.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\/forgot-password$/, NAVIGATION);
  });
});

test.describe('accessibility', () => {
  for (const route of ['/login', '/login/forgot-password', '/register', '/user/password-recover?ticket=abc']) {
    test(`${route} has no axe violations`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('the login error state has no axe violations', async ({ page }) => {
    await signInWith(page, uniqueEmail('axe'), 'Errada2024');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
