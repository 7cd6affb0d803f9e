/**
 * Browsers an account signed up or signed in from (decision 196), known by our own `device` cookie: a random value the
 * server gives a browser that has none, kept here only as its SHA-256, 30 days and a few per account. No fingerprint
 * (nothing read from the browser but our cookie): a browser that drops it is a new device.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices } from '../../db/schema.ts';
import { KNOWN_ADDRESS_TTL_MS, KNOWN_ADDRESSES_PER_ACCOUNT } from './known-addresses.ts';

export const DEVICE_COOKIE = 'device';
/** The cookie lasts a year (renewed at each sign-in); what it links is forgotten after 30 days. */
export const DEVICE_COOKIE_DAYS = 365;

const SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The browser's device id when it carries a well-formed one, or a new one to give it. */
export function deviceIdFrom(cookie: string | undefined): { id: string; fresh: boolean } {
  if (cookie && SHAPE.test(cookie)) return { id: cookie, fresh: false };
  return { id: randomBytes(16).toString('base64url'), fresh: true };
}

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

/** Remembers (or refreshes) that the account used this browser; keeps its newest few, forgets expired ones. */
export async function rememberDevice(db: Db, userId: string, deviceId: string, now = new Date()): Promise<void> {
  const device = digest(deviceId);
  await db
    .insert(knownDevices)
    .values({ userId, device, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.device], set: { lastSeenAt: now } });
  await db.execute(sql`
    delete from ${knownDevices}
    where ${knownDevices.userId} = ${userId}
      and ${knownDevices.device} not in (
        select ${knownDevices.device} from ${knownDevices}
        where ${knownDevices.userId} = ${userId}
        order by ${knownDevices.lastSeenAt} desc
        limit ${KNOWN_ADDRESSES_PER_ACCOUNT})`);
  await db.delete(knownDevices).where(lte(knownDevices.lastSeenAt, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS)));
}
