/** Rules of conversations shared by the server and the /messages island: lengths (the risk notes: risk-signals.ts). */

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages per page when scrolling back through a conversation, and the most one call may ask. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;
