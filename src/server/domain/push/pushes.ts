/**
 * Pushes for people with no tab open (issue 42, decision 190), by the rule that decides the away mail (decision 147):
 * what no socket of theirs received within PUSH_DELAY_MS is pushed to their devices. A message counts as received
 * when a tab moves the conversation's delivered pointer; a notification when a socket was handed it (deliveredAt).
 *
 * Each pass claims what it pushes with a compare-and-set (a conversation's `*_pushed_id`, a notification's
 * pushedAt), so instances running the same pass never push twice; the push goes after the claim (at most once).
 * A push names no more than a lock screen may show: the writer's first name, the advert's title, the event's title.
 *
 * One person's devices never hold up another's (issue 52, decision 198): the pass sends to PUSH_CONCURRENCY people at
 * once, each device's sends end within PUSH_TIMEOUT_MS, and a device whose service did not take a push is left out
 * of the passes for a while that doubles each time, then forgotten after PUSH_FAILURES_MAX in a row.
 */
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, notifications, pushSubscriptions, users } from '../../db/schema.ts';
import { SIDES, type Side, waiting } from '../conversations/index.ts';
import { t } from '../../../i18n/index.ts';
import { notificationTarget } from '../../../lib/notifications/target.ts';
import type { NotificationType } from '../../../lib/notifications/types.ts';
import {
  PUSHED_NOTIFICATIONS,
  pushTag,
  type PushedNotificationType,
  type PushKind,
  type PushPayload,
} from '../../../lib/push/kinds.ts';
import type { PushDevice, PushSender } from './sender.ts';
import { runEvery } from '../passes.ts';
import { logger } from '../../log.ts';
import { mapLimit } from '../../map-limit.ts';

/** How long an open tab has to receive an event before the person's devices are told of it instead. */
export const PUSH_DELAY_MS = 5_000;
/** How often each instance looks (the claims keep passes on several instances from pushing twice). */
export const PUSH_INTERVAL_MS = 5_000;
/** Older events are not news: a device turned on now is not told of last week's messages. */
const WINDOW_MS = 60 * 60_000;
/** Conversations, then notifications, handled per pass; the next pass takes the rest. */
const BATCH = 200;
/** People whose devices are sent to at once: a few silent devices hold up a lane each, never the pass. */
export const PUSH_CONCURRENCY = 16;
/** A device whose service did not take a push waits this long before the next try, doubled each time up to a cap. */
export const PUSH_BACKOFF_MS = 60_000;
const PUSH_BACKOFF_MAX_MS = 4 * 60 * 60_000;
/** Pushes in a row a device's service did not take before it is forgotten (about eight hours of backing off). */
export const PUSH_FAILURES_MAX = 10;

export interface PushContext {
  db: Db;
  push: PushSender;
}

const PUSHED_TYPES = Object.keys(PUSHED_NOTIFICATIONS) as PushedNotificationType[];

/** One pass: pushes what is due at `now` to every device that wants it; returns how many pushes went out. */
export async function sendDuePushes(ctx: PushContext, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - PUSH_DELAY_MS);
  const since = new Date(now.getTime() - WINDOW_MS);
  const pushes: Push[] = [];
  for (const side of Object.values(SIDES)) pushes.push(...(await claimMessages(ctx, side, due, since)));
  pushes.push(...(await claimNotifications(ctx, due, since)));
  return deliver(ctx, pushes, now);
}

/** One claimed event for one person: what their devices that want `kind` are told. */
interface Push {
  userId: string;
  kind: PushKind;
  payload: PushPayload;
  urgent: boolean;
}

/** People with a device that wants `kind`. */
const wanting = (kind: PushKind) =>
  sql`(select ${pushSubscriptions.userId} from ${pushSubscriptions} where ${kind} = any(${pushSubscriptions.kinds}))`;

async function claimMessages(ctx: PushContext, side: Side, due: Date, since: Date): Promise<Push[]> {
  // A message of the other person's (not a visit note: those come as the visit's notification) that no tab of
  // theirs received, written at least PUSH_DELAY_MS ago, newer than the last push of this conversation.
  const candidates = await ctx.db
    .select({
      id: conversations.id,
      person: side.person,
      other: side.other,
      saleTitle: conversations.saleTitle,
      last: conversations.lastMessageId,
      pushed: side.pushed,
    })
    .from(conversations)
    .where(
      and(
        sql`${side.person} in ${wanting('message')}`,
        gt(conversations.lastMessageAt, since),
        gt(conversations.lastMessageId, side.delivered),
        gt(conversations.lastMessageId, side.pushed),
        waiting(side, sql`greatest(${side.delivered}, ${side.pushed})`, due, false),
      ),
    )
    .limit(BATCH);
  const pushes: Push[] = [];
  for (const c of candidates) {
    const claimed = await ctx.db
      .update(conversations)
      .set(side.told('pushed', c.last))
      .where(
        and(eq(conversations.id, c.id), eq(side.pushed, c.pushed), gt(conversations.lastMessageId, side.delivered)),
      )
      .returning({ id: conversations.id });
    if (claimed.length === 0 || !c.person) continue;
    const [writer] = c.other ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, c.other)) : [];
    const payload: PushPayload = {
      title: writer ? t('push.message.title', { name: writer.name }) : t('push.message.titleUnknown'),
      body: c.saleTitle,
      url: `/messages?c=${encodeURIComponent(c.id)}`,
      tag: pushTag.conversation(c.id),
    };
    pushes.push({ userId: c.person, kind: 'message', payload, urgent: true });
  }
  return pushes;
}

async function claimNotifications(ctx: PushContext, due: Date, since: Date): Promise<Push[]> {
  const candidates = await ctx.db
    .select({
      key: notifications.key,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      params: notifications.params,
      referenceKey: notifications.referenceKey,
    })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} in (select ${pushSubscriptions.userId} from ${pushSubscriptions})`,
        inArray(notifications.type, PUSHED_TYPES),
        gt(notifications.createDate, since),
        lte(notifications.createDate, due),
        isNull(notifications.deliveredAt),
        isNull(notifications.pushedAt),
      ),
    )
    .limit(BATCH);
  const pushes: Push[] = [];
  for (const n of candidates) {
    const claimed = await ctx.db
      .update(notifications)
      .set({ pushedAt: sql`now()` })
      .where(and(eq(notifications.key, n.key), isNull(notifications.pushedAt), isNull(notifications.deliveredAt)))
      .returning({ key: notifications.key });
    if (claimed.length === 0) continue;
    const kind = PUSHED_NOTIFICATIONS[n.type as PushedNotificationType];
    const saleTitle = n.params.saleTitle;
    const payload: PushPayload = {
      title: t(n.title, n.params),
      body: typeof saleTitle === 'string' ? saleTitle : '',
      url: notificationTarget({ type: n.type, referenceKey: n.referenceKey }) ?? '/notifications',
      tag: pushTag.notification(n.key),
    };
    pushes.push({ userId: n.userId, kind, payload, urgent: n.type === 'BOOKING_REQUESTED' });
  }
  return pushes;
}

/** Sends the claimed pushes, PUSH_CONCURRENCY people at a time; returns how many reached a device. */
async function deliver(ctx: PushContext, pushes: Push[], now: Date): Promise<number> {
  const byPerson = new Map<string, Push[]>();
  for (const push of pushes) byPerson.set(push.userId, [...(byPerson.get(push.userId) ?? []), push]);
  let sent = 0;
  await mapLimit([...byPerson], PUSH_CONCURRENCY, async ([userId, theirs]) => {
    const reached = await sendToPerson(ctx, userId, theirs, now);
    sent += reached;
  });
  return sent;
}

type DeviceRow = PushDevice & { id: string; kinds: PushKind[]; failures: number };

/**
 * Sends a person's pushes to each of their devices not backed off, the devices side by side and each one's pushes in
 * order; a device stops at its first push not taken. Then a device that took them is marked used, one whose service
 * says it is gone is forgotten, and one that did not take one is backed off (or forgotten after too many).
 */
async function sendToPerson(ctx: PushContext, userId: string, pushes: Push[], now: Date): Promise<number> {
  const devices: DeviceRow[] = await ctx.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      kinds: pushSubscriptions.kinds,
      failures: pushSubscriptions.failures,
    })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        or(isNull(pushSubscriptions.retryAt), lte(pushSubscriptions.retryAt, now)),
      ),
    );
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      let sent = 0;
      for (const push of pushes.filter((p) => device.kinds.includes(p.kind))) {
        const outcome = await ctx.push.send(device, push.payload, { urgent: push.urgent });
        if (outcome !== 'sent') return { device, outcome, sent };
        sent++;
      }
      return { device, outcome: sent > 0 ? ('sent' as const) : null, sent };
    }),
  );
  const used = outcomes.filter((o) => o.outcome === 'sent').map((o) => o.device.id);
  if (used.length) {
    await ctx.db
      .update(pushSubscriptions)
      .set({ usedAt: sql`now()`, failures: 0, retryAt: null })
      .where(inArray(pushSubscriptions.id, used));
  }
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.device.id);
  for (const { device } of outcomes.filter((o) => o.outcome === 'failed')) {
    const failures = device.failures + 1;
    if (failures >= PUSH_FAILURES_MAX) {
      gone.push(device.id);
      continue;
    }
    const wait = Math.min(PUSH_BACKOFF_MS * 2 ** (failures - 1), PUSH_BACKOFF_MAX_MS);
    await ctx.db
      .update(pushSubscriptions)
      .set({ failures, retryAt: new Date(now.getTime() + wait) })
      .where(eq(pushSubscriptions.id, device.id));
  }
  if (gone.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return outcomes.reduce((total, o) => total + o.sent, 0);
}

/** How long the notifications sockets were handed gather before one statement marks them: far inside PUSH_DELAY_MS. */
export const RECEIVED_FLUSH_MS = 100;
/** Keys per statement: far below PostgreSQL's 65535 bind parameters. */
const RECEIVED_CHUNK = 5000;

export interface ReceivedMarks {
  /** Notes notifications a socket was handed (real-time endpoint): their person had a tab open, so no push. */
  add(received: readonly { key: string; type: NotificationType }[]): void;
  /** Writes what is gathered now (shutdown); resolves once every mark noted so far is written or has failed. */
  flush(): Promise<void>;
}

/**
 * Marks what sockets were handed in one statement per RECEIVED_FLUSH_MS instead of one per push (issue 41): an instance
 * pushing thousands of notifications a second writes ten statements. Only the kinds that can be pushed are written,
 * so the bell's other notifications cost nothing. A failed write is logged: those notifications may be pushed to a
 * device as well, the rows stay right.
 */
export function receivedMarks(db: Db, flushMs = RECEIVED_FLUSH_MS): ReceivedMarks {
  let keys: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const batch = keys;
    keys = [];
    for (let i = 0; i < batch.length; i += RECEIVED_CHUNK) {
      const chunk = batch.slice(i, i + RECEIVED_CHUNK);
      written = written
        .then(() =>
          db
            .update(notifications)
            .set({ deliveredAt: sql`now()` })
            .where(and(inArray(notifications.key, chunk), isNull(notifications.deliveredAt))),
        )
        .then(
          () => undefined,
          (error: unknown) => logger.error('push: marking received notifications failed', { error: String(error) }),
        );
    }
    return written;
  };
  return {
    add(received) {
      for (const n of received) if (n.type in PUSHED_NOTIFICATIONS) keys.push(n.key);
      if (keys.length === 0 || timer) return;
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref();
    },
    flush,
  };
}

/** Runs a pass every PUSH_INTERVAL_MS on this instance; the returned function stops it. */
export function startPushes(ctx: PushContext, intervalMs = PUSH_INTERVAL_MS): () => Promise<void> {
  return runEvery('push pass', () => sendDuePushes(ctx), intervalMs);
}
