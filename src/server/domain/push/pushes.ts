/**
 * Pushes for people with no tab open (issue 42, decision 190), by the rule that decides the away mail (decision 147):
 * what no socket of theirs received within PUSH_DELAY_MS is pushed to their devices. A message counts as received
 * when a tab moves the conversation's delivered pointer; a notification when a socket was handed it (deliveredAt).
 *
 * Each pass claims what it pushes with a compare-and-set (a conversation's `*_pushed_id`, a notification's
 * pushedAt), so instances running the same pass never push twice; the push goes after the claim (at most once).
 * A push names no more than a lock screen may show: the writer's first name, the advert's title, the event's title.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, notifications, pushSubscriptions, users } from '../../db/schema.ts';
import { SIDES, type Side, waiting } from '../conversations/sides.ts';
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
import type { PushSender } from './sender.ts';
import { runEvery } from '../passes.ts';
import { logger } from '../../log.ts';

/** How long an open tab has to receive an event before the person's devices are told of it instead. */
export const PUSH_DELAY_MS = 5_000;
/** How often each instance looks (the claims keep passes on several instances from pushing twice). */
export const PUSH_INTERVAL_MS = 5_000;
/** Older events are not news: a device turned on now is not told of last week's messages. */
const WINDOW_MS = 60 * 60_000;
/** Conversations, then notifications, handled per pass; the next pass takes the rest. */
const BATCH = 200;

export interface PushContext {
  db: Db;
  push: PushSender;
}

const PUSHED_TYPES = Object.keys(PUSHED_NOTIFICATIONS) as PushedNotificationType[];

/** One pass: pushes what is due at `now` to every device that wants it; returns how many pushes went out. */
export async function sendDuePushes(ctx: PushContext, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - PUSH_DELAY_MS);
  const since = new Date(now.getTime() - WINDOW_MS);
  let sent = 0;
  for (const side of Object.values(SIDES)) sent += await pushMessages(ctx, side, due, since);
  sent += await pushNotifications(ctx, due, since);
  return sent;
}

/** People with a device that wants `kind`. */
const wanting = (kind: PushKind) =>
  sql`(select ${pushSubscriptions.userId} from ${pushSubscriptions} where ${kind} = any(${pushSubscriptions.kinds}))`;

async function pushMessages(ctx: PushContext, side: Side, due: Date, since: Date): Promise<number> {
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
  let sent = 0;
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
    sent += await sendToDevices(ctx, c.person, 'message', payload, true);
  }
  return sent;
}

async function pushNotifications(ctx: PushContext, due: Date, since: Date): Promise<number> {
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
  let sent = 0;
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
    sent += await sendToDevices(ctx, n.userId, kind, payload, n.type === 'BOOKING_REQUESTED');
  }
  return sent;
}

/** Sends to each of the person's devices that wants `kind`; a device its push service says is gone is forgotten. */
async function sendToDevices(
  ctx: PushContext,
  userId: string,
  kind: PushKind,
  payload: PushPayload,
  urgent: boolean,
): Promise<number> {
  const devices = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), sql`${kind} = any(${pushSubscriptions.kinds})`));
  const used: string[] = [];
  const gone: string[] = [];
  for (const device of devices) {
    const outcome = await ctx.push.send(device, payload, { urgent });
    if (outcome === 'sent') used.push(device.id);
    else if (outcome === 'gone') gone.push(device.id);
  }
  if (used.length) {
    await ctx.db
      .update(pushSubscriptions)
      .set({ usedAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, used));
  }
  if (gone.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return used.length;
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
