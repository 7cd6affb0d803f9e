/** What /api/asyncapi.json says of each destination of /ws (src/lib/realtime/destinations.ts): who gets what, in which schema. */
import type { z } from 'zod';
import { ConversationEventSchema } from '../../lib/conversations/shapes.ts';
import { NotificationSchema } from '../../lib/notifications/shapes.ts';
import {
  CONVERSATION_DESTINATION,
  NOTIFICATION_DESTINATION,
  UNREAD_COUNT_HEADER,
} from '../../lib/realtime/destinations.ts';

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
    /** The JSON body's zod schema: the API registers it, so the document copies it from the OpenAPI document. */
    payload: z.ZodType;
    /** Its component in `components.schemas` (the schema's id). */
    schema: string;
    /** MESSAGE headers beyond STOMP's own, as JSON Schema: optional ones a client may use. */
    headers?: Record<string, Record<string, unknown>>;
  };
}

/** The component a schema is named by (its `.meta({ id })`): a payload without one would be inlined, unnamed. */
function idOf(schema: z.ZodType): string {
  const id = schema.meta()?.id;
  if (typeof id !== 'string') throw new Error('a destination’s payload needs .meta({ id })');
  return id;
}

/** Every connection of a user receives that user's notifications, as the API lists them. */
export const NOTIFICATIONS: Destination = {
  address: NOTIFICATION_DESTINATION,
  channel: 'userNotifications',
  title: 'Notifications of the signed-in user',
  description:
    'Every connection of a user receives each notification of that user once it is committed: their own ' +
    'events and the administrators’ broadcasts. The body is the notification exactly as ' +
    '`GET /api/private/notification` lists it; a personal one also says the person’s unread count in the ' +
    `\`${UNREAD_COUNT_HEADER}\` header, so a client keeps its list and badge without asking. Delivery is at most ` +
    'once per socket: a client refetches that list and the count after each SUBSCRIBE receipt (first connection ' +
    'and every reconnection), since what was sent while it was away is not pushed again.',
  message: {
    name: 'notification',
    title: 'Notification',
    summary: 'A notification of the subscribing user (the OpenAPI `Notification` schema).',
    payload: NotificationSchema,
    schema: idOf(NotificationSchema),
    headers: {
      [UNREAD_COUNT_HEADER]: {
        type: 'string',
        pattern: '^\\d+$',
        description:
          'The person’s unread notifications once this one was written (`GET /api/private/notification/count` at ' +
          'that moment). Absent on the rows of a broadcast and of a saved search’s matches: a client adds one ' +
          'for an unread notification whose key it did not have.',
      },
    },
  },
};

/**
 * Every connection of a person receives what happens in their conversations (issue 17, decision 146): there
 * is no destination per conversation, so nobody can subscribe to a conversation of others.
 */
export const CONVERSATIONS: Destination = {
  address: CONVERSATION_DESTINATION,
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
    payload: ConversationEventSchema,
    schema: idOf(ConversationEventSchema),
  },
};

/** Every destination, in the order the document lists them: one for each of USER_DESTINATIONS. */
export const DESTINATIONS: readonly Destination[] = [NOTIFICATIONS, CONVERSATIONS];
