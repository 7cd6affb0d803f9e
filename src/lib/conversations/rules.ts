/** Rules of conversations shared by the server and the /messages island: lengths and the safety reminder. */

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages per page when scrolling back through a conversation, and the most one call may ask. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;

/** Nine Portuguese digits (2xx landlines, 9xx mobiles), or an international number, spaces/dots/dashes allowed. */
const PHONE = /(?:\+|\b00)\d[\d\s.-]{7,16}\d|\b[29](?:[\s.-]?\d){8}\b/;
/** An IBAN: two letters, two check digits, then 11 to 30 letters or digits, in groups or not. */
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]){11,30}\b/i;
/** Links and handles that move a conversation to a messaging app, out of our sight. */
const MESSAGING_APP =
  /\b(?:wa\.me|whatsapp|api\.whatsapp\.com|t\.me|telegram|signal\.me|signal\.group|m\.me|messenger\.com|viber)\b/i;

/**
 * Whether a message hands out a phone number, an IBAN or a messaging-app link: the conversation then shows
 * a discreet reminder (pay only after seeing the animal; stay here, where a report reaches the moderators).
 */
export function needsContactReminder(text: string): boolean {
  return PHONE.test(text) || IBAN.test(text) || MESSAGING_APP.test(text);
}
