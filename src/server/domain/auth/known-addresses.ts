/** Addresses an account signed in from (decisions 095, 057): in the database, so a restart or another instance still knows them. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownSignInAddresses, users } from '../../db/schema.ts';
import { normalizeEmail } from '../users/index.ts';

/** A successful sign-in makes its address known for this long. */
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The most recent addresses kept per account: a person has a few places, a flood of sign-ins cannot grow the table. */
export const KNOWN_ADDRESSES_PER_ACCOUNT = 20;

const cutoff = () => new Date(Date.now() - KNOWN_ADDRESS_TTL_MS);

/** Whether the account of `email` signed in from `address` (an IPv4 address or an IPv6 /64) in the last 30 days. */
export async function isKnownAddress(db: Db, email: string, address: string): Promise<boolean> {
  const rows = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, normalizeEmail(email)),
        eq(knownSignInAddresses.address, address),
        gt(knownSignInAddresses.lastSeenAt, cutoff()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers (or refreshes) the address of a successful sign-in; keeps the account's newest few, forgets expired ones. */
export async function rememberAddress(db: Db, userId: string, address: string): Promise<void> {
  // Without a client address (no socket peer) there is nothing to recognise the owner by.
  if (address === 'unknown') return;
  const now = new Date();
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.address],
      set: { lastSeenAt: now },
    });
  await db.execute(sql`
    delete from ${knownSignInAddresses}
    where ${knownSignInAddresses.userId} = ${userId}
      and ${knownSignInAddresses.address} not in (
        select ${knownSignInAddresses.address} from ${knownSignInAddresses}
        where ${knownSignInAddresses.userId} = ${userId}
        order by ${knownSignInAddresses.lastSeenAt} desc
        limit ${KNOWN_ADDRESSES_PER_ACCOUNT})`);
  await db.delete(knownSignInAddresses).where(lte(knownSignInAddresses.lastSeenAt, cutoff()));
}
