/**
 * The user destinations of /ws, declared once: the server's SUBSCRIBE check and pushes, its AsyncAPI document and the
 * browser's stores all read these (browser-safe: no server code, no zod).
 */

/** Each new notification of the signed-in person (the specification's topic), its body the notification's row. */
export const NOTIFICATION_DESTINATION = '/user/topic/general';
/** What happens in the person's conversations: new messages and read/delivered pointers (issue 17). */
export const CONVERSATION_DESTINATION = '/user/queue/messages';

/** Every destination a client may SUBSCRIBE to. */
export const USER_DESTINATIONS: readonly string[] = [NOTIFICATION_DESTINATION, CONVERSATION_DESTINATION];

/**
 * The MESSAGE header of a notification that gives the person's unread notifications once it was written (decision
 * 199). Absent on the rows of a broadcast or a batch: an unread row the tab did not have adds one.
 */
export const UNREAD_COUNT_HEADER = 'unread-count';

/** Whether SUBSCRIBE may name this destination. */
export function isDestination(address: string): boolean {
  return USER_DESTINATIONS.includes(address);
}
