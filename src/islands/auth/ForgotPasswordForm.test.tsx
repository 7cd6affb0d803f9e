// @vitest-environment happy-dom
// Forgot password against a real local HTTP server: 404 message, other errors ignored, success → /login with the toast.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, useStandIn, until } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { QUEUE_KEY } from '../../stores/toasts.ts';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';
import { FORGOT_PASSWORD_KEYS } from './messages.ts';

const server = useStandIn('/login/forgot-password', { clearStorage: true });
beforeEach(() => {
  // The form asks with a JSON POST (decision 057): a GET is what other sites can make a browser send.
  server.routes.set('POST /api/public/forgot-password', (req, res, body) => {
    if (!req.headers['content-type']?.startsWith('application/json'))
      return json(res, 400, { status: 400, message: 'validation-error' });
    const { email } = JSON.parse(body) as { email: string };
    if (email === 'ana@example.pt') return void res.writeHead(204).end();
    if (email === 'broken@example.pt') return json(res, 503, { status: 503, message: 'mail-unavailable' });
    json(res, 404, { status: 404, message: 'login-dialog.password-recover.msg.incorrect-email' });
  });
});
afterEach(cleanup);

async function ask(email: string) {
  const user = userEvent.setup();
  render(<ForgotPasswordForm messages={pickMessages(FORGOT_PASSWORD_KEYS)} />);
  const input = screen.getByLabelText(t('login-dialog.password-recover.email'));
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: t('login-dialog.password-recover.submit') }));
  return { user, input };
}

describe('ForgotPasswordForm', () => {
  it('asks for the link and goes to /login with the success toast queued', async () => {
    await ask('ana@example.pt');
    await until(() => location.pathname === '/login');
    expect(location.pathname).toBe('/login');
    expect(JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([
      {
        severity: 'success',
        summary: 'Recuperação Solicitada',
        detail: 'Verifique a sua caixa de email.',
        life: 10_000,
      },
    ]);
  });

  it('shows incorrect-email on 404 and clears it when the email changes', async () => {
    const { user, input } = await ask('nobody@example.pt');
    expect((await screen.findByRole('alert')).textContent).toBe(t('login-dialog.password-recover.msg.incorrect-email'));
    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the service did not answer on 500 or 503, and stays (issue 16)', async () => {
    await ask('broken@example.pt');
    expect((await screen.findByRole('alert')).textContent).toBe(t('login-dialog.password-recover.msg.unavailable'));
    expect(location.pathname).toBe('/login/forgot-password');
  });

  it('says when to try again on 429, from Retry-After', async () => {
    server.routes.set('POST /api/public/forgot-password', (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'Retry-After': '300' });
      res.end(JSON.stringify({ status: 429, message: 'too-many-requests' }));
    });
    await ask('ana@example.pt');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Tente novamente às \d{2}:\d{2} \(daqui a 5 min\)/);
    expect(location.pathname).toBe('/login/forgot-password');
  });

  it('does no client validation: even a malformed address is sent to the API', async () => {
    await ask('not-an-email');
    await until(() => server.seen.length === 1);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/public/forgot-password',
      body: JSON.stringify({ email: 'not-an-email' }),
    });
  });
});
