/** ADMIN_EMAIL + ADMIN_PASSWORD: creates that administrator at start-up, or brings its password and role up to date. */
import { eq } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { users } from '../../db/schema.ts';
import { t } from '../../../i18n/index.ts';
import { isValidPassword } from '../../../lib/validation/password.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { normalizeEmail } from './email.ts';
import { findUserByEmail } from './lookup.ts';

export async function ensureAdmin(ctx: Pick<Services, 'db' | 'env'>): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.env;
  if (!ADMIN_EMAIL && !ADMIN_PASSWORD) return;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  if (!isValidPassword(ADMIN_PASSWORD)) {
    throw new Error(
      'ADMIN_PASSWORD breaks the password rules: at least 8 characters, a letter and a digit, and no tabs, line breaks or other invisible characters.',
    );
  }
  const existing = await findUserByEmail(ctx.db, ADMIN_EMAIL);
  if (!existing) {
    await ctx.db.insert(users).values({
      email: normalizeEmail(ADMIN_EMAIL),
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      name: t('admin.default-name'),
      surname: t('admin.default-surname'),
      userType: 'TUTOR',
      role: 'admin',
    });
    return;
  }
  // A changed password ends the sessions made with the old one, as any password change does.
  const samePassword = await verifyPassword(existing.passwordHash, ADMIN_PASSWORD);
  await ctx.db
    .update(users)
    .set({
      role: 'admin',
      ...(samePassword
        ? {}
        : { passwordHash: await hashPassword(ADMIN_PASSWORD), tokenVersion: existing.tokenVersion + 1 }),
    })
    .where(eq(users.id, existing.id));
}
