/**
 * Visits proposed in a conversation (issue 17, decision 148): the seller offers a time, the buyer takes it in one
 * click and the visit is booked under the booking rules. Only the seller proposes, only the buyer accepts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { conversations, messages, sales } from '../../db/schema.ts';
import type { Message } from '../../../lib/conversations/shapes.ts';
import { sellerCalendar } from './availability.ts';
import { bookProposedVisit, proposedTimeError } from './bookings.ts';
import { BookingError, type BookingErrorKey } from './errors.ts';
import { append, ConversationError, blockedBetween } from '../conversations/index.ts';
import { inTransaction } from '../../db/transaction.ts';

type Ctx = Pick<Services, 'db' | 'mailer' | 'env'>;

/** The seller proposes a visit time to the buyer of this conversation. */
export async function proposeVisit(
  ctx: Ctx,
  sellerId: string,
  conversationId: string,
  date: Date,
  now = new Date(),
): Promise<Message> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
    if (!row || (row.sellerId !== sellerId && row.buyerId !== sellerId)) {
      throw new ConversationError('conversation.error.not-found');
    }
    if (row.sellerId !== sellerId) throw new ConversationError('conversation.error.not-seller');
    if (row.buyerId && (await blockedBetween(tx, row.buyerId, sellerId))) {
      throw new ConversationError('conversation.error.blocked');
    }
    const [sale] = row.saleId
      ? await tx
          .select({ status: sales.status, availability: sales.availability })
          .from(sales)
          .where(eq(sales.id, row.saleId))
      : [];
    if (!sale || sale.status !== 'APPROVED' || sale.availability !== 'AVAILABLE') {
      throw new BookingError('booking.error.sale-not-available');
    }
    const timeError = proposedTimeError(await sellerCalendar(tx, sellerId, now), date, now);
    if (timeError) throw new BookingError(timeError as BookingErrorKey, 'date');
    return append(tx, row.id, sellerId, { visit: { kind: 'proposal', date: date.toISOString() } });
  });
}

/** The buyer takes a proposed time: the visit is booked and accepted at once. Returns the booking's uid. */
export async function acceptProposal(
  ctx: Ctx,
  buyer: { userId: string; role: 'user' | 'editor' | 'moderator' | 'admin' },
  conversationId: string,
  messageId: number,
  now = new Date(),
): Promise<{ uid: string }> {
  const [row] = await ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!row || (row.sellerId !== buyer.userId && row.buyerId !== buyer.userId)) {
    throw new ConversationError('conversation.error.not-found');
  }
  if (row.buyerId !== buyer.userId) throw new ConversationError('conversation.error.not-buyer');
  const [proposal] = await ctx.db
    .select({ visit: messages.visit })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  if (proposal?.visit?.kind !== 'proposal') throw new ConversationError('conversation.error.proposal-not-found');
  // Neither a block nor a proposal the block withdrew lets the seller's address and phone reach the buyer.
  if (proposal.visit.withdrawn || (row.sellerId && (await blockedBetween(ctx.db, buyer.userId, row.sellerId)))) {
    throw new ConversationError('conversation.error.blocked');
  }
  const [answered] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), sql`(${messages.visit}->>'proposalId')::bigint = ${messageId}`),
    )
    .limit(1);
  if (answered) throw new BookingError('booking.error.already-booked');
  if (!row.saleId) throw new BookingError('booking.error.sale-not-available');
  return bookProposedVisit(ctx, buyer, { saleUid: row.saleId, date: new Date(proposal.visit.date), messageId }, now);
}
