/**
 * The moderation log (issue 18, decision 149): every decision with who, when, what and why, written in the
 * decision's own transaction and kept when its target or its moderator is deleted (names are copied).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { moderationLog, users } from '../../db/schema.ts';
import type { ModerationEntry } from '../../../lib/moderation/shapes.ts';
import type { ModerationAction, ReportTarget } from '../../../lib/moderation/types.ts';

export interface LoggedDecision {
  /** Null for the site's own decision (an automatic hold). */
  moderatorId: string | null;
  action: ModerationAction;
  targetType: ReportTarget;
  targetId: string;
  targetTitle: string;
  ownerId?: string | null;
  reason?: string | null;
}

export async function logDecision(tx: Tx | Db, decision: LoggedDecision): Promise<string> {
  const [moderator] = decision.moderatorId
    ? await tx
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, decision.moderatorId))
    : [];
  const [row] = await tx
    .insert(moderationLog)
    .values({
      moderatorId: decision.moderatorId,
      moderatorName: moderator ? `${moderator.name} ${moderator.surname}`.trim() : null,
      action: decision.action,
      targetType: decision.targetType,
      targetId: decision.targetId,
      targetTitle: decision.targetTitle,
      ownerId: decision.ownerId ?? null,
      reason: decision.reason ?? null,
    })
    .returning({ id: moderationLog.id });
  return row!.id;
}

const entry = (r: typeof moderationLog.$inferSelect): ModerationEntry => ({
  uid: r.id,
  action: r.action,
  moderator: r.moderatorName,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

/** The decisions about one target, newest first. */
export async function decisionsAbout(db: Db, targetType: ReportTarget, targetId: string): Promise<ModerationEntry[]> {
  const rows = await db
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.targetType, targetType), eq(moderationLog.targetId, targetId)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id));
  return rows.map(entry);
}

/** The key `decisionsAboutMany` files a target's decisions under. */
export const targetKey = (type: ReportTarget, id: string) => `${type}:${id}`;

/** The decisions about each of these targets, newest first, in one query (the reports queue's groups). */
export async function decisionsAboutMany(
  db: Db,
  targets: { type: ReportTarget; id: string }[],
): Promise<Map<string, ModerationEntry[]>> {
  const found = new Map<string, ModerationEntry[]>();
  if (targets.length === 0) return found;
  const wanted = new Set(targets.map((t) => targetKey(t.type, t.id)));
  const rows = await db
    .select()
    .from(moderationLog)
    .where(inArray(moderationLog.targetId, [...new Set(targets.map((t) => t.id))]))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id));
  for (const r of rows) {
    const key = targetKey(r.targetType, r.targetId);
    if (!wanted.has(key)) continue;
    const list = found.get(key);
    if (list) list.push(entry(r));
    else found.set(key, [entry(r)]);
  }
  return found;
}

/** Decisions against each of these people (take-downs, rejections, warnings): their history in the queue. */
export async function historyOf(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: moderationLog.ownerId, action: moderationLog.action })
    .from(moderationLog)
    .where(
      and(inArray(moderationLog.ownerId, ownerIds), inArray(moderationLog.action, ['TAKE_DOWN', 'REJECT', 'WARN'])),
    );
  const counts = new Map<string, number>();
  for (const r of rows) if (r.ownerId) counts.set(r.ownerId, (counts.get(r.ownerId) ?? 0) + 1);
  return counts;
}
