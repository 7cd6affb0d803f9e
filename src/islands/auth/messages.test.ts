// Every text an account island shows exists in the catalogue, so no raw key ever reaches the screen.
import { describe, expect, it } from 'vitest';
import pt from '../../i18n/pt.json';
import { FORGOT_PASSWORD_KEYS, LOGIN_KEYS, RECOVER_PASSWORD_KEYS, REGISTER_KEYS } from './messages.ts';

describe('account island messages', () => {
  it.each([
    ['login', LOGIN_KEYS],
    ['forgot password', FORGOT_PASSWORD_KEYS],
    ['recover password', RECOVER_PASSWORD_KEYS],
    ['register', REGISTER_KEYS],
  ] as const)('%s: every key has a Portuguese text', (_name, keys) => {
    const missing = keys.filter((key) => typeof (pt as Record<string, unknown>)[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it('keeps the specification’s exact toast texts', () => {
    expect(pt['login-dialog.password-recover.toast.summary']).toBe('Recuperação Solicitada');
    expect(pt['login-dialog.password-recover.toast.detail']).toBe('Verifique a sua caixa de email.');
  });
});
