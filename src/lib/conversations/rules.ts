/** Rules of conversations shared by the server and the /messages island: lengths, photos (the risk notes: risk-signals.ts). */

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages per page when scrolling back through a conversation, and the most one call may ask. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;

/** A photo's key as the API names it: the random part of its store key. */
export const PHOTO_KEY = /^[a-f0-9]{20}$/;

/** Photos one message may carry (issue 40); a message of photos alone needs no text. */
export const MESSAGE_PHOTOS_MAX = 4;

/** The widths a message photo is kept in: the thread shows the small one, a tap opens the large. */
export const MESSAGE_PHOTO_WIDTHS = [320, 1280] as const;

/**
 * Where a message photo is read with the reader's token (never a public /files address): under the API base, for
 * the conversation it was sent in.
 */
export function messagePhotoPath(conversationUid: string, key: string, width: (typeof MESSAGE_PHOTO_WIDTHS)[number]) {
  return `private/conversation/${encodeURIComponent(conversationUid)}/photo/${key}/${width}.webp`;
}
