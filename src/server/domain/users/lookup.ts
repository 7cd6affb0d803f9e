/** Finding accounts by email (case-insensitively, through the lower(email) unique index). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { normalizeEmail } from './email.ts';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, normalizeEmail(email));

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      role: users.role,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return user ?? null;
}
