// @vitest-environment happy-dom
// The login island against a real local HTTP server: the inline error on any failure, cleared on input; success → dashboard.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, useStandIn, until } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { readCookie } from '../../lib/cookies-read.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { syncSession } from '../../stores/session.ts';
import { hydrate, serverRendered } from '../../../tests/helpers/hydrate.tsx';
import LoginForm from './LoginForm.tsx';
import { LOGIN_KEYS } from './messages.ts';

const server = useStandIn('/login', { reset: syncSession });
beforeEach(() => {
  server.routes.set('POST /api/public/authenticate', (_req, res, body) => {
    const { username, password } = JSON.parse(body) as { username: string; password: string };
    if (username === 'ana@example.pt' && password === 'patinhas1') return json(res, 200, { token: 'tok-ana' });
    return json(res, 401, { status: 401, message: 'login-dialog.msg.incorrect-login' });
  });
  server.routes.set('GET /api/user-profile', (_req, res) =>
    json(res, 200, { uid: 'u1', name: 'Ana', surname: 'Sá', sourceImage: null }),
  );
});
afterEach(cleanup);

function renderForm() {
  render(<LoginForm messages={pickMessages(LOGIN_KEYS)} />);
  return {
    email: screen.getByLabelText(t('login-dialog.email')),
    password: screen.getByLabelText(t('login-dialog.password'), { selector: 'input' }),
    submit: screen.getByRole('button', { name: t('login-dialog.submit') }),
  };
}

describe('LoginForm', () => {
  it('shows the incorrect-login alert after a wrong password and clears it on the next input', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, 'ana@example.pt');
    await user.type(form.password, 'wrong-pass1');
    await user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('login-dialog.msg.incorrect-login'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(location.pathname).toBe('/login');
    await user.type(form.password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sent empty twice, the error summary takes the focus both times and links to the fields (decision 179)', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    for (const _ of [1, 2]) {
      await user.click(form.submit);
      const summary = screen.getByRole('alert');
      expect(document.activeElement).toBe(summary);
      expect(summary.querySelector('h2')?.textContent).toBe(t('error-summary.title.other', { count: 2 }));
    }
    await user.click(screen.getByRole('link', { name: `${t('login-dialog.password')}: ${t('validation.required')}` }));
    expect(document.activeElement).toBe(form.password);
    expect(server.seen).toHaveLength(0);
  });

  it('shows the same alert for any failure, e.g. a server error', async () => {
    server.routes.set('POST /api/public/authenticate', (_req, res) =>
      json(res, 500, { status: 500, message: 'server-error' }),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, 'ana@example.pt');
    await user.type(form.password, 'patinhas1');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(t('login-dialog.msg.incorrect-login'));
    await user.type(form.email, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a lock-out (429) says so and when to try again, not "incorrect" (issue 16)', async () => {
    server.routes.set('POST /api/public/authenticate', (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'Retry-After': '900' });
      res.end(JSON.stringify({ status: 429, message: 'too-many-requests' }));
    });
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, 'ana@example.pt');
    await user.type(form.password, 'patinhas1');
    await user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/bloqueada: tente novamente às \d{2}:\d{2} \(daqui a 15 min\)/);
    expect(alert.textContent).not.toBe(t('login-dialog.msg.incorrect-login'));
    await user.type(form.password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a suspended account (403) says so, not "incorrect" (decision 150)', async () => {
    server.routes.set('POST /api/public/authenticate', (_req, res) =>
      json(res, 403, { status: 403, message: 'auth.error.suspended' }),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, 'ana@example.pt');
    await user.type(form.password, 'patinhas1');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(t('auth.error.suspended'));
    expect(location.pathname).toBe('/login');
  });

  it('a suspension says why and until when, in the moderator’s words (issue 37)', async () => {
    server.routes.set('POST /api/public/authenticate', (_req, res) =>
      json(res, 403, {
        status: 403,
        message: 'auth.error.suspended',
        errors: { reason: 'Pediu sinais antes da visita.', until: '2026-12-27T10:00:00.000Z' },
      }),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, 'ana@example.pt');
    await user.type(form.password, 'patinhas1');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A sua conta está suspensa pela moderação até 27 de dezembro de 2026. Motivo: «Pediu sinais antes da visita.». ' +
        'Se acha que é um engano, escreva-nos através da página de contactos.',
    );
  });

  it('signs in with the right password: token cookie, profile card, then /user-dashboard', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.email, '  ana@example.pt ');
    await user.type(form.password, 'patinhas1');
    await user.click(form.submit);
    await until(() => location.pathname === '/user-dashboard');
    expect(location.pathname).toBe('/user-dashboard');
    expect(readCookie('access_token')).toBe('tok-ana');
    expect(JSON.parse(readCookie('current_user') ?? '{}')).toMatchObject({ name: 'Ana' });
    expect(server.seen[0]).toMatchObject({
      path: '/api/public/authenticate',
      body: JSON.stringify({ username: 'ana@example.pt', password: 'patinhas1' }),
    });
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    expect(form.password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: t('password-field.show') }));
    expect(form.password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: t('password-field.hide') }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the "ou" divider in the markup, hidden', () => {
    renderForm();
    const divider = document.querySelector('[data-divider]');
    expect(divider?.textContent).toContain(t('login-dialog.or'));
    expect(divider?.hasAttribute('hidden')).toBe(true);
  });

  it('links to the forgot-password page', () => {
    renderForm();
    expect(screen.getByRole('link', { name: t('login-dialog.forgot-password') }).getAttribute('href')).toBe(
      '/login/forgot-password',
    );
  });
});

describe('LoginForm before hydration', () => {
  it('sends what was typed into the server-rendered form before the island woke up', async () => {
    const { act } = await import('@testing-library/react');
    const island = <LoginForm messages={pickMessages(LOGIN_KEYS)} />;
    const container = await serverRendered(island);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'ana@example.pt';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'patinhas1';
    const hydrated = await hydrate(container, island);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.hasAttribute('disabled')).toBe(false);
    await act(async () => submit.click());
    await until(() => location.pathname === '/user-dashboard');
    expect(server.seen[0]?.body).toBe(JSON.stringify({ username: 'ana@example.pt', password: 'patinhas1' }));
    hydrated.done();
  });
});
