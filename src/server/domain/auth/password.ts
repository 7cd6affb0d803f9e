/** Password hashing with Argon2id (OWASP parameters), and a constant-cost check for unknown users. */
import { hash, verify } from '@node-rs/argon2';

// OWASP: Argon2id, m = 19 MiB, t = 2, p = 1.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
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
