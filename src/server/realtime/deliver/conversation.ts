/** A conversation's change to both people's sockets here: what each is told comes in the event (decision 188). */
import { CONVERSATION_DESTINATION } from '../../../lib/realtime/destinations.ts';
import { pushedMessageById, pushesOf } from '../../domain/conversations/conversations.ts';
import type { BusEvent } from '../events.ts';
import { messageTail } from '../stomp-frame.ts';
import type { Delivery } from './delivery.ts';

export async function deliverConversation(
  event: Extract<BusEvent, { kind: 'conversation' }>,
  to: Delivery,
): Promise<void> {
  const here = (userId: string) => to.has(userId);
  if (!event.sides.some((side) => side.userId !== null && here(side.userId))) return;
  // Only a message too long for the payload is read, once.
  const message =
    event.messageId > 0
      ? (event.message ?? (await pushedMessageById(to.db, event.conversationId, event.messageId)))
      : undefined;
  if (event.messageId > 0 && !message) return;
  for (const { userId, event: body } of pushesOf(event, message, here)) {
    const json = JSON.stringify(body);
    to.send(userId, CONVERSATION_DESTINATION, json, messageTail(CONVERSATION_DESTINATION, json));
  }
}
