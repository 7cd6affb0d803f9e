// The production hash keeps OWASP's Argon2id parameters, whatever cost the test suite gives its own users.
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, useCheapPasswordHashes, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashes', () => {
  afterEach(() => useCheapPasswordHashes());

  it('are Argon2id with m = 19 MiB, t = 2, p = 1 outside the tests', async () => {
    useCheapPasswordHashes(false);
    const stored = await hashPassword('Patinhas2024');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Patinhas2024')).toBe(true);
    expect(await verifyPassword(stored, 'Patinhas2025')).toBe(false);
  });

  it('verify whatever cost made them, and refuse what is not a hash', async () => {
    const cheap = await hashPassword('Patinhas2024');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Patinhas2024')).toBe(true);
    expect(await verifyPassword('not-a-hash', 'Patinhas2024')).toBe(false);
    expect(await verifyAgainstDummy('Patinhas2024')).toBe(false);
  });
});
