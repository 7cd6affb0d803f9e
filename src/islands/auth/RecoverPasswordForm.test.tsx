// @vitest-environment happy-dom
// Password redefinition against a real local HTTP server: the rules' messages, the 498 state, success → /login.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, useStandIn, until } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { QUEUE_KEY } from '../../stores/toasts.ts';
import { RECOVER_PASSWORD_KEYS } from './messages.ts';
import RecoverPasswordForm from './RecoverPasswordForm.tsx';

const server = useStandIn('/user/password-recover?ticket=good-ticket', { clearStorage: true });
beforeEach(() => {
  server.routes.set('POST /api/public/recover-password', (_req, res, body) => {
    const { token } = JSON.parse(body) as { token: string };
    if (token === 'good-ticket') {
      res.writeHead(204).end();
      return;
    }
    json(res, 498, { status: 498, message: 'invalid-ticket' });
  });
});
afterEach(cleanup);

function renderForm(ticket = 'good-ticket') {
  render(<RecoverPasswordForm messages={pickMessages(RECOVER_PASSWORD_KEYS)} ticket={ticket} />);
  return {
    password: screen.getByLabelText(t('password-recover.new-password'), { selector: 'input' }),
    confirmation: screen.getByLabelText(t('password-recover.confirm-password'), { selector: 'input' }),
    submit: screen.getByRole('button', { name: t('password-recover.submit') }),
  };
}

function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('RecoverPasswordForm', () => {
  it('shows no message for empty fields', () => {
    const form = renderForm();
    expect(form.password.getAttribute('aria-invalid')).toBeNull();
    expect(form.confirmation.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(t('invalid-password'))).toBeNull();
  });

  it('shows invalid-password while the new password breaks a rule, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.password, 'abc');
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(form.password)).toContain(t('invalid-password'));
    await user.clear(form.password);
    await user.type(form.password, 'abcdefgh');
    expect(describedText(form.password)).toContain(t('invalid-password'));
    await user.clear(form.password);
    await user.type(form.password, 'abcdefg&1');
    expect(form.password.getAttribute('aria-invalid')).toBeNull();
    // What phone password managers suggest is valid too (decision 206).
    await user.clear(form.password);
    await user.type(form.password, 'xK7-pQ2_mN9.rT4%');
    expect(form.password.getAttribute('aria-invalid')).toBeNull();
    await user.clear(form.password);
    expect(form.password.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows invalid-confirmation for a bad confirmation and not-same-password when they differ', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.confirmation, 'short1');
    expect(describedText(form.confirmation)).toContain(t('invalid-confirmation'));
    await user.type(form.password, 'patinhas1');
    await user.clear(form.confirmation);
    await user.type(form.confirmation, 'patinhas2');
    expect(form.confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(form.confirmation)).toContain(t('not-same-password'));
    await user.click(form.submit);
    expect(server.seen).toHaveLength(0);
  });

  it('sets the new password and goes to /login with a success toast queued', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.password, 'Nova#senha1');
    await user.type(form.confirmation, 'Nova#senha1');
    await user.click(form.submit);
    await until(() => location.pathname === '/login');
    expect(location.pathname).toBe('/login');
    expect(server.seen[0]).toMatchObject({
      path: '/api/public/recover-password',
      body: JSON.stringify({ token: 'good-ticket', password: 'Nova#senha1' }),
    });
    expect(JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([
      {
        severity: 'success',
        summary: t('password-recover.toast.summary'),
        detail: t('password-recover.toast.detail'),
        life: 10_000,
      },
    ]);
  });

  it('on 498 replaces the form with the invalid-recovery message and a link to ask again', async () => {
    const user = userEvent.setup();
    const form = renderForm('used-ticket');
    await user.type(form.password, 'Nova#senha1');
    await user.type(form.confirmation, 'Nova#senha1');
    await user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('password-recover.invalid.title'));
    expect(screen.getByRole('link', { name: t('password-recover.invalid.link') }).getAttribute('href')).toBe(
      '/login/forgot-password',
    );
    expect(screen.queryByLabelText(t('password-recover.new-password'))).toBeNull();
    expect(location.pathname).toBe('/user/password-recover');
  });

  it('a link without a ticket shows the same state at once', () => {
    render(<RecoverPasswordForm messages={pickMessages(RECOVER_PASSWORD_KEYS)} ticket="" />);
    expect(screen.getByRole('alert').textContent).toContain(t('password-recover.invalid.title'));
  });
});
