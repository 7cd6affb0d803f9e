/** The STOMP destinations of /ws: what SUBSCRIBE accepts and what /api/asyncapi.json documents, from one list. */

/** One destination a client may SUBSCRIBE to, with what the AsyncAPI document says of it. */
export interface Destination {
  /** The `destination` header of SUBSCRIBE and of the MESSAGE frames sent there. */
  address: string;
  /** The channel's key in the AsyncAPI document (also names its receive operation). */
  channel: string;
  title: string;
  /** CommonMark: who receives what there, and when. */
  description: string;
  message: {
    /** The message's key in the document's components. */
    name: string;
    title: string;
    summary: string;
    /**
     * The OpenAPI component (`components.schemas`) of the JSON body: the document copies it from the
     * OpenAPI document the API generates, so the two cannot drift.
     */
    schema: string;
  };
}

/** Every connection of a user receives that user's notifications, as the API lists them. */
export const NOTIFICATIONS = {
  address: '/user/topic/general',
  channel: 'userNotifications',
  title: 'Notifications of the signed-in user',
  description:
    'Every connection of a user receives each notification of that user once it is committed: their own ' +
    'events and the administrators’ broadcasts. The body is the notification exactly as ' +
    '`GET /api/private/notification` lists it. Delivery is at most once per socket: a client refetches that ' +
    'list after each SUBSCRIBE receipt (first connection and every reconnection), since what was sent while it ' +
    'was away is not pushed again.',
  message: {
    name: 'notification',
    title: 'Notification',
    summary: 'A notification of the subscribing user (the OpenAPI `Notification` schema).',
    schema: 'Notification',
  },
} as const satisfies Destination;

/**
 * Every connection of a person receives what happens in their conversations (issue 17, decision 146): there
 * is no destination per conversation, so nobody can subscribe to a conversation of others.
 */
export const CONVERSATIONS = {
  address: '/user/queue/messages',
  channel: 'userConversations',
  title: 'Conversations of the signed-in user',
  description:
    'Every connection of both people of a conversation receives each new message once it is committed ' +
    "(`type: message`, the sender's other tabs too) and each move of the read or delivered pointers " +
    "(`type: receipt`: the other person's pointers, for the ticks), with the receiver's unread counts. " +
    'Delivery is at most once per socket: after each SUBSCRIBE receipt (first connection and every ' +
    'reconnection) a client asks `GET /api/private/conversation/{uid}/message?after=<its last message id>` ' +
    'for the conversation it shows and refetches the list, since what was sent while it was away is not ' +
    'pushed again. Within a conversation message ids grow in commit order, so nothing before that id can ' +
    'still arrive.',
  message: {
    name: 'conversationEvent',
    title: 'Conversation event',
    summary: 'A new message or a read/delivered change (the OpenAPI `ConversationEvent` schema).',
    schema: 'ConversationEvent',
  },
} as const satisfies Destination;

/** Every destination, in the order the document lists them. A new one is added here, and only here. */
export const DESTINATIONS: readonly Destination[] = [NOTIFICATIONS, CONVERSATIONS];

/** Where notifications are pushed. */
export const USER_DESTINATION = NOTIFICATIONS.address;
/** Where conversation events are pushed. */
export const CONVERSATION_DESTINATION = CONVERSATIONS.address;

const ADDRESSES = new Set(DESTINATIONS.map((d) => d.address));

/** Whether SUBSCRIBE may name this destination. */
export function isDestination(address: string): boolean {
  return ADDRESSES.has(address);
}
