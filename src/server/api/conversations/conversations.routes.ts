/**
 * Conversation calls (issue 17, decisions 145 and 146): writing from an advert, the list, one conversation,
 * its messages back and forth, read and delivered marks, blocking. Only the two people of a conversation
 * reach it: anyone else gets 404, exactly as for a uid that does not exist.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_PHOTO_WIDTHS, MESSAGES_MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../../../lib/conversations/rules.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/conversations/conversations.ts';
import { MAX_UNSENT_PHOTOS } from '../../domain/conversations/photos.ts';
import {
  BlockChoiceSchema,
  ConversationAboutSaleSchema,
  ConversationPageSchema,
  ConversationSchema,
  ConversationStartSchema,
  MessageMarkSchema,
  MessagePhotoSchema,
  MessagePhotoUploadSchema,
  MessageSchema,
  MessageSentSchema,
  MessageSliceSchema,
  MessageTextSchema,
  photoKey,
  ProposalAcceptedSchema,
  VisitProposalSchema,
} from '../../../lib/conversations/shapes.ts';
import { PHOTO_BODY_LIMIT } from '../sales/sales.routes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, imageRefusals } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo } from '../middleware/body-limit.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { pageQuery, uidParam } from '../params.ts';

const tags = ['Conversations'];

const photoNotFound = '`conversation.error.photo-not-found`: a photo key the caller did not upload, or already sent';

const uid = z.object({ uid: uidParam });

const conversationNotFound = errorResponse(
  '`conversation.error.not-found`: no such conversation, or one the caller takes no part in',
);
const refusedWrite = errorResponse(
  '`conversation.error.blocked`: one of the two blocked the other; `conversation.error.account-deleted`: the other person deleted their account',
);

/** Too many messages at this moment on this instance (issue 41): refused at once rather than queued. */
const busy = {
  ...errorResponse(
    '`conversation.error.busy`: the site takes more messages than it can deliver at this moment; nothing was sent, ' +
      'send it again after `Retry-After`',
  ),
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before sending again',
      schema: { type: 'string' as const, pattern: '^[1-9][0-9]*$' },
    },
  },
};

export const start = createRoute({
  method: 'post',
  path: '/private/conversation',
  tags,
  summary: 'Write to the seller of an advert',
  description:
    'Creates the conversation of this advert and caller on the first message and reuses it after (one per advert ' +
    'and buyer). Counts against the per-account limits of new conversations and of messages.',
  security: bearerSecurity,
  middleware: [
    requireAuth,
    limitPerAccount(RATE_RULES.conversationStart),
    limitPerAccount(RATE_RULES.message),
  ] as const,
  request: {
    body: jsonBody(ConversationStartSchema),
  },
  responses: {
    201: json(MessageSentSchema, 'Sent'),
    403: refusedWrite,
    404: errorResponse('`conversation.error.sale-not-found`: no such advert, or one not public'),
    422: errorResponse(`\`conversation.error.own-sale\`: the caller owns the advert; ${photoNotFound}`),
    503: busy,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/private/conversation',
  tags,
  summary: 'My conversations, the one with the newest message first',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { query: pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) },
  responses: { 200: json(ConversationPageSchema, 'A page') },
});

export const unread = createRoute({
  method: 'get',
  path: '/private/conversation/unread',
  tags,
  summary: 'How many messages wait for me, over all my conversations',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.number().int().openapi({ example: 2 }), 'Unread messages') },
});

export const aboutSale = createRoute({
  method: 'get',
  path: '/private/conversation/sale/{uid}',
  tags,
  summary: 'The advert I am about to write about, and my conversation about it if there is one',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: uid },
  responses: {
    200: json(ConversationAboutSaleSchema, 'The advert and the conversation (null before the first message)'),
    404: errorResponse('`conversation.error.sale-not-found`: no such advert, or one not public'),
    422: errorResponse('`conversation.error.own-sale`: the caller owns the advert'),
  },
});

export const one = createRoute({
  method: 'get',
  path: '/private/conversation/{uid}',
  tags,
  summary: 'One of my conversations',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: uid },
  responses: { 200: json(ConversationSchema, 'The conversation'), 404: conversationNotFound },
});

const messageCursor = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,15})$/, 'validation.integer')
  .transform(Number)
  .optional()
  .openapi({ type: 'string', example: '120' });

export const messagesOf = createRoute({
  method: 'get',
  path: '/private/conversation/{uid}/message',
  tags,
  summary: 'Messages of one of my conversations, by message id',
  description:
    'Without a cursor: the newest. `before`: older than that id (scrolling back). `after`: newer than that id, ' +
    'oldest first: what a client that reconnects missed since its last message id. Always ascending by id.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    params: uid,
    query: z.object({
      before: messageCursor,
      after: messageCursor,
      size: z
        .string()
        .regex(/^[1-9][0-9]{0,2}$/, 'validation.integer')
        .transform(Number)
        .refine((n) => n <= MESSAGES_MAX_PAGE_SIZE, 'validation.too-big')
        .optional()
        .openapi({
          type: 'string',
          example: String(MESSAGES_PAGE_SIZE),
          description: `1 to ${MESSAGES_MAX_PAGE_SIZE}, default ${MESSAGES_PAGE_SIZE}`,
        }),
    }),
  },
  responses: { 200: json(MessageSliceSchema, 'Messages'), 404: conversationNotFound },
});

export const write = createRoute({
  method: 'post',
  path: '/private/conversation/{uid}/message',
  tags,
  summary: 'Write in one of my conversations',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.message)] as const,
  request: {
    params: uid,
    body: jsonBody(MessageTextSchema),
  },
  responses: {
    201: json(MessageSchema, 'Sent'),
    403: refusedWrite,
    404: conversationNotFound,
    422: errorResponse(photoNotFound),
    503: busy,
  },
});

export const uploadPhoto = createRoute({
  method: 'post',
  path: '/private/conversation/photo',
  tags,
  summary: 'Upload one photo (base64) for a message and get its key',
  description:
    'JPEG, PNG, WebP or AVIF recognised by their bytes, at least 64 px on the shorter side; re-encoded as WebP in ' +
    `${MESSAGE_PHOTO_WIDTHS.join(' and ')} px widths with its metadata (EXIF, GPS) stripped. Kept privately: only the ` +
    'two people of the conversation it is sent in, and moderators once that conversation is reported, can read it. ' +
    `At most ${MAX_UNSENT_PHOTOS} photos uploaded and not yet sent (429 \`conversation.error.too-many-photos\`); one ` +
    'not sent within a day goes.',
  security: bearerSecurity,
  middleware: [
    allowBodyUpTo<AuthEnv>(PHOTO_BODY_LIMIT),
    requireAuth,
    limitPerAccount(RATE_RULES.messagePhoto),
  ] as const,
  request: {
    body: jsonBody(MessagePhotoUploadSchema),
  },
  responses: {
    201: json(MessagePhotoSchema, 'Stored; put its key in the message'),
    ...imageRefusals('image.error.', 'source', '15 MB'),
  },
});

export const photo = createRoute({
  method: 'get',
  path: '/private/conversation/{uid}/photo/{key}/{name}',
  tags,
  summary: 'One photo of a message, for the people of the conversation',
  description:
    'The WebP rendition nearest the asked width. The two people of the conversation, and moderators once the ' +
    'conversation was reported; anyone else gets 404, as for a photo that does not exist.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    params: z.object({
      uid: uidParam,
      key: photoKey,
      name: z
        .string()
        .regex(/^\d{2,4}\.webp$/, 'validation.invalid-format')
        .openapi({ example: `${MESSAGE_PHOTO_WIDTHS[0]}.webp` }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('`not-found`: no such photo in a conversation the caller may read'),
  },
});

const upTo = jsonBody(MessageMarkSchema);

export const markRead = createRoute({
  method: 'put',
  path: '/private/conversation/{uid}/read',
  tags,
  summary: 'I read the messages up to this id',
  description: 'Never moves back, never past the last message; read implies received. Both people are told live.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.conversationMark)] as const,
  request: { params: uid, body: upTo },
  responses: { 204: { description: 'Marked' }, 404: conversationNotFound },
});

export const markDelivered = createRoute({
  method: 'put',
  path: '/private/conversation/{uid}/delivered',
  tags,
  summary: 'One of my devices received the messages up to this id',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.conversationMark)] as const,
  request: { params: uid, body: upTo },
  responses: { 204: { description: 'Marked' }, 404: conversationNotFound },
});

export const block = createRoute({
  method: 'put',
  path: '/private/conversation/{uid}/block',
  tags,
  summary: 'Block (or unblock) the other person of one of my conversations',
  description: 'While either of two people blocks the other, neither can write to the other, in any conversation.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.conversationMark)] as const,
  request: { params: uid, body: jsonBody(BlockChoiceSchema) },
  responses: { 204: { description: 'Done' }, 404: conversationNotFound },
});

const visitRefusal = errorResponse(
  'A booking rule refused the time (`booking.error.*`: past-date, too-far, day-blocked, outside-hours, slot-taken, ' +
    'sale-not-available, already-booked, already-visited, own-sale), with the field `date` when it is about the time',
);

export const propose = createRoute({
  method: 'post',
  path: '/private/conversation/{uid}/visit-proposal',
  tags,
  summary: 'Propose a visit time to the buyer of one of my conversations (seller only)',
  description:
    'Adds a message whose `visit` is the proposal; the buyer accepts it in one click. The booking window, blocked ' +
    "days and the seller's accepted visits apply; any quarter hour from 08:00 to 20:00 may be offered (decision 148).",
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.message)] as const,
  request: {
    params: uid,
    body: jsonBody(VisitProposalSchema),
  },
  responses: {
    201: json(MessageSchema, 'Proposed'),
    400: visitRefusal,
    403: errorResponse('`conversation.error.not-seller`: only the seller proposes'),
    404: conversationNotFound,
    409: visitRefusal,
  },
});

export const acceptProposal = createRoute({
  method: 'post',
  path: '/private/conversation/{uid}/visit-proposal/{messageId}/accept',
  tags,
  summary: 'Accept a visit the seller proposed (buyer only): the visit is booked and accepted at once',
  description:
    "The booking rules apply as for a request; the seller's other requests for that hour are declined, and the buyer " +
    'is mailed the visit with its calendar file. A proposal is accepted once.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.booking)] as const,
  request: {
    params: z.object({
      uid: uidParam,
      messageId: z
        .string()
        .regex(/^[1-9][0-9]{0,15}$/, 'validation.integer')
        .transform(Number)
        .openapi({ type: 'string', example: '120' }),
    }),
  },
  responses: {
    201: json(ProposalAcceptedSchema, 'Booked'),
    400: visitRefusal,
    403: errorResponse('`conversation.error.not-buyer`: only the buyer accepts'),
    404: errorResponse(
      '`conversation.error.not-found` or `conversation.error.proposal-not-found`: no such conversation or proposal',
    ),
    409: visitRefusal,
  },
});
