/**
 * A conversation seen from each of its two people, for the passes that tell a person who is away what they have not
 * received: the away mail (decision 147) and the pushes (decision 190). Each side names the person's columns, and
 * `waiting` finds a message of the other person's that no tab of theirs received.
 */
import { type SQL, sql } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.ts';

export const SIDES = {
  buyer: {
    person: conversations.buyerId,
    other: conversations.sellerId,
    delivered: conversations.buyerDeliveredId,
    mailed: conversations.buyerMailedId,
    pushed: conversations.buyerPushedId,
    /** The update that moves this side's pointer of what was mailed, or pushed, to message `id`. */
    told: (pointer: 'mailed' | 'pushed', id: number) =>
      pointer === 'mailed' ? { buyerMailedId: id } : { buyerPushedId: id },
  },
  seller: {
    person: conversations.sellerId,
    other: conversations.buyerId,
    delivered: conversations.sellerDeliveredId,
    mailed: conversations.sellerMailedId,
    pushed: conversations.sellerPushedId,
    told: (pointer: 'mailed' | 'pushed', id: number) =>
      pointer === 'mailed' ? { sellerMailedId: id } : { sellerPushedId: id },
  },
} as const;

export type Side = (typeof SIDES)[keyof typeof SIDES];

/**
 * A message of the other person's after `after` (a pointer of this side's) written by `due`, in the conversation
 * of the row being selected; visit notes count unless `notes` is false.
 */
export function waiting(side: Side, after: SQL, due: Date, notes = true): SQL {
  return sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id}
    and m.id > ${after} and m.sender_id is distinct from ${side.person}
    ${notes ? sql`` : sql`and m.visit is null`} and m.created_at <= ${due.toISOString()}::timestamptz)`;
}
