/** The translation keys of the /messages island; its page passes their texts down (src/lib/translator.ts). */
import { PUSH_OFFER_KEYS } from '../push/messages.ts';

export const MESSAGES_PAGE_KEYS = [
  'messages.*',
  // The animals of a litter a visit request names (issue 39).
  'visits.animals',
  'conversation.error.*',
  'booking.error.*',
  'too-many-requests',
  'server-error',
  // Push offered once a message is sent (issue 42).
  ...PUSH_OFFER_KEYS,
] as const;
