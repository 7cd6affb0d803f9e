/** The translation keys of the push islands; their pages pass the texts down (src/lib/translator.ts). */
export const PUSH_DEVICES_KEYS = [
  'push.devices.*',
  'push.kind.*',
  'push.offer.done',
  'push.offer.denied',
  'push.error.*',
  'server-error',
  'too-many-requests',
] as const;

/** The offer after a first message or a visit asked for (PushOffer.tsx): the pages that show it list these too. */
export const PUSH_OFFER_KEYS = ['push.offer.*'] as const;
