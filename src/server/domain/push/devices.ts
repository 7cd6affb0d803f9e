/**
 * The devices a person turned push on for (issue 42, decision 190): kept by the browser's subscription endpoint, one
 * row per device whoever signs in on it last, at most PUSH_DEVICES_MAX per person (the least recently used goes).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { PUSH_DEVICES_MAX, PUSH_KINDS, type PushKind } from '../../../lib/push/kinds.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface DeviceInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds?: PushKind[] | undefined;
}

export interface Device {
  id: string;
  endpoint: string;
  device: string;
  kinds: PushKind[];
  createdAt: string;
  usedAt: string;
}

const columns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  device: pushSubscriptions.device,
  kinds: pushSubscriptions.kinds,
  createdAt: pushSubscriptions.createdAt,
  usedAt: pushSubscriptions.usedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toDevice = (row: Row): Device => ({
  ...row,
  // Stored in PUSH_KINDS' order whatever order they were given in.
  kinds: PUSH_KINDS.filter((kind) => row.kinds.includes(kind)),
  createdAt: row.createdAt.toISOString(),
  usedAt: row.usedAt.toISOString(),
});

/**
 * Keeps this device for `userId`: a new endpoint is added, a known one (the same browser, maybe another person
 * signed in on it before) is taken over with its new keys. Without `kinds` a known device keeps its switches.
 */
export async function saveDevice(db: Db, userId: string, input: DeviceInput, device: string): Promise<Device> {
  return inTransaction({ db }, async (tx) => {
    const kinds = input.kinds ? PUSH_KINDS.filter((kind) => input.kinds?.includes(kind)) : undefined;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device, kinds })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.p256dh,
          auth: input.auth,
          device,
          usedAt: sql`now()`,
          // Another person's switches are not theirs to inherit.
          kinds:
            kinds ??
            sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.kinds} else excluded.kinds end`,
        },
      })
      .returning(columns);
    await keepNewest(tx, userId);
    return toDevice(row as Row);
  });
}

/** Drops the person's devices beyond PUSH_DEVICES_MAX, the least recently used first. */
async function keepNewest(tx: Tx, userId: string): Promise<void> {
  const extra = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.usedAt), desc(pushSubscriptions.createdAt))
    .offset(PUSH_DEVICES_MAX);
  if (extra.length > 0)
    await tx.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.id,
        extra.map((r) => r.id),
      ),
    );
}

/** The person's devices, the first one turned on first. */
export async function listDevices(db: Db, userId: string): Promise<Device[]> {
  const rows = await db
    .select(columns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(toDevice);
}

/** Changes which kinds one of the person's devices receives; null when it is not theirs (or gone). */
export async function setKinds(db: Db, userId: string, id: string, kinds: PushKind[]): Promise<Device | null> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ kinds: PUSH_KINDS.filter((kind) => kinds.includes(kind)) })
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning(columns);
  return row ? toDevice(row) : null;
}

/** Turns push off for one of the person's devices; false when it is not theirs (or gone). */
export async function removeDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** How the profile names a device, from the User-Agent it subscribed with: "Chrome · Android". */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg(e|A|iOS)?\//],
      ['Samsung Internet', /SamsungBrowser\//],
      ['Opera', /OPR\/|Opera/],
      ['Firefox', /Firefox\/|FxiOS\//],
      ['Chrome', /Chrome\/|CriOS\/|Chromium\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? 'Navegador';
  const system = [
    ['Android', /Android/],
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0];
  return system ? `${browser} · ${system}` : (browser as string);
}
