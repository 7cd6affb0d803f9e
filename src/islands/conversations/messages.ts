/** The translation keys of the /messages island; its page passes their texts down (src/lib/translator.ts). */
export const MESSAGES_PAGE_KEYS = [
  'messages.*',
  'conversation.error.*',
  'booking.error.*',
  'too-many-requests',
  'server-error',
] as const;
