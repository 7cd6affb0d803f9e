/** How a message reads in words: its visit note, its line in the list, the ticks under the writer's last one. */
import type { Conversation, Message } from '../../lib/api/conversations.ts';
import { formatVisitTime } from '../../lib/bookings/format.ts';
import type { VisitNote } from '../../lib/conversations/shapes.ts';
import type { Translate } from '../../lib/translator.ts';

/** A visit note in words: "Proposta de visita: sáb., 29 nov., 10:00" (decision 148). */
export function visitText(t: Translate, visit: VisitNote): string {
  const date = formatVisitTime(visit.date);
  return visit.kind === 'proposal'
    ? t('messages.visit.proposal', { date })
    : t(`messages.visit.${visit.status}`, { date });
}

/** The line the list shows for a message: its text, its photos, its visit note, or that the text is gone. */
export function lineOf(t: Translate, message: Message): string {
  if (message.body === '' && message.photos.length > 0) {
    return t('messages.photos.line', { count: message.photos.length });
  }
  return message.body ?? (message.visit ? visitText(t, message.visit) : t('messages.deleted-text'));
}

/** The ticks of one of the reader's own messages: sent, delivered to the other's device, read. */
export function stateOf(message: Message, conversation: Conversation | null): 'sent' | 'delivered' | 'read' {
  if (!conversation) return 'sent';
  if (message.id <= conversation.otherReadId) return 'read';
  if (message.id <= conversation.otherDeliveredId) return 'delivered';
  return 'sent';
}
