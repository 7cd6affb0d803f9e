/**
 * Visits in conversations (decision 148): every change of a buyer's visit of an advert appears in the
 * conversation about that advert, if they have one, as a message of whoever made the change. Called inside the
 * booking's own transaction, so the note and the change commit together.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import type { VisitNote } from '../../../lib/conversations/shapes.ts';
import { append } from './conversations.ts';

export async function noteVisitChange(
  tx: Tx,
  change: { saleId: string; visitorId: string; actorId: string; visit: VisitNote },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.saleId, change.saleId), eq(conversations.buyerId, change.visitorId)))
    .for('update');
  if (!row || (row.buyerId !== change.actorId && row.sellerId !== change.actorId)) return;
  await append(tx, row.id, change.actorId, { visit: change.visit, fact: true });
}
