/** The translation keys of the saved-searches island; its page passes the texts down (src/lib/translator.ts). */
export const SAVED_SEARCHES_KEYS = ['saved-search.*', 'too-many-requests', 'server-error', 'validation-error'] as const;
