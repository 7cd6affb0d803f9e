/** Password hashing with Argon2id (OWASP parameters), and a constant-cost check for unknown users. */
import { hash, verify } from '@node-rs/argon2';

// OWASP: Argon2id, m = 19 MiB, t = 2, p = 1.
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;
// Argon2id's smallest cost: what the tests' thousands of users get (decision 172). A hash records its own
// parameters, so verifying never depends on which cost made it.
const TEST_OPTIONS = { memoryCost: 8, timeCost: 1, parallelism: 1, algorithm: 2 } as const;

let options: typeof PASSWORD_HASH_OPTIONS | typeof TEST_OPTIONS = PASSWORD_HASH_OPTIONS;

/**
 * Tests only (tests/setup/worker.ts): new hashes at Argon2id's smallest cost. `false` restores the production
 * parameters, which `password.test.ts` checks.
 */
export function useCheapPasswordHashes(cheap = true): void {
  options = cheap ? TEST_OPTIONS : PASSWORD_HASH_OPTIONS;
  dummy = undefined;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-1');
  await verifyPassword(await dummy, plain);
  return false;
}
