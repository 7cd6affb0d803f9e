/**
 * How often a person's messages carried scam signals (issue 40, decision 177), for the moderators' queue: each
 * message keeps the signals its text carried when written (`messages.risks`), so this is a count, not a reading.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { RISK_KINDS, type RiskKind } from '../../../lib/conversations/risk-signals.ts';

export interface RiskRecord {
  /** Messages the person wrote (text ones). */
  total: number;
  /** Of those, the ones that carried a note. */
  flagged: number;
  /** Per kind, the messages that carried it, most first. */
  kinds: { kind: RiskKind; count: number }[];
}

export async function riskRecords(db: Db, personIds: string[]): Promise<Map<string, RiskRecord>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .select({
      senderId: messages.senderId,
      total: sql<number>`count(*)::int`,
      flagged: sql<number>`(count(*) filter (where cardinality(${messages.risks}) > 0))::int`,
      kinds: sql<Record<string, number> | null>`(
        select jsonb_object_agg(kind, n) from (
          select kind, count(*)::int as n from ${messages} m, unnest(m.risks) as kind
          where m.sender_id = ${messages.senderId} group by kind
        ) k)`,
    })
    .from(messages)
    .where(inArray(messages.senderId, personIds))
    .groupBy(messages.senderId);
  return new Map(
    rows.map((r) => [
      r.senderId!,
      {
        total: r.total,
        flagged: r.flagged,
        kinds: RISK_KINDS.flatMap((kind) => (r.kinds?.[kind] ? [{ kind, count: r.kinds[kind] }] : [])).sort(
          (a, b) => b.count - a.count,
        ),
      },
    ]),
  );
}
