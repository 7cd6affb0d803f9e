/**
 * A conversation's message and its live event as zod schemas: the API's answers, the /ws push and the bus event
 * between instances share them (their ids name them in the OpenAPI and AsyncAPI documents). Plain zod, no OpenAPI
 * extension, so the real-time modules can load them outside the API. Describe with `.meta()`, never `.openapi()`:
 * these may be built before the API loads that extension, and zod gives an instance only the methods of its time.
 */
import { z } from 'zod';
import { MESSAGE_PHOTOS_MAX, PHOTO_KEY } from './rules.ts';

export const isoDate = z.string().meta({ format: 'date-time' });
export const messageId = z.number().int().min(0);

export const VisitNoteSchema = z
  .union([
    z
      .object({
        kind: z.literal('proposal'),
        date: isoDate.meta({ description: 'Start of the one-hour visit' }),
        withdrawn: z
          .boolean()
          .optional()
          .meta({ description: 'One of the two blocked the other before it was taken: it can no longer be' }),
      })
      .meta({ id: 'VisitProposalNote' }),
    z
      .object({
        kind: z.literal('booking'),
        bookingUid: z.uuid(),
        status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']),
        date: isoDate,
        proposalId: messageId.optional().meta({ description: 'The proposal the buyer accepted' }),
        reason: z.string().optional().meta({ description: "The seller's reason for declining" }),
        bySeller: z
          .boolean()
          .optional()
          .meta({ description: 'Cancelled by the seller deleting the advert or marking it sold' }),
        animals: z
          .array(z.string())
          .optional()
          .meta({ description: 'The animals of a litter the visitor asked to meet, by name (issue 39)' }),
      })
      .meta({ id: 'VisitChangeNote' }),
  ])
  .meta({ id: 'VisitNote' });

export const photoKey = z.string().regex(PHOTO_KEY, 'validation.invalid-format');

export const MessagePhotoSchema = z
  .object({
    key: photoKey.meta({ description: 'Read it from GET /private/conversation/{uid}/photo/{key}/{width}.webp' }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'MessagePhoto' });

export const MessageSchema = z
  .object({
    id: messageId.meta({
      description: 'Grows with every message; within a conversation, in the order they were sent',
    }),
    conversationId: z.uuid(),
    mine: z.boolean().meta({ description: 'Written by the caller' }),
    body: z
      .string()
      .nullable()
      .meta({ description: 'Plain text; null once its writer deleted their account, and for a visit note' }),
    visit: z
      .union([VisitNoteSchema, z.null()])
      .meta({ description: 'A visit proposed by the seller, or a change of the visit (decision 148)' }),
    photos: z.array(MessagePhotoSchema).meta({
      description: `Up to ${MESSAGE_PHOTOS_MAX} photos, in the order attached; the body may be empty when there are photos`,
    }),
    createdAt: isoDate,
  })
  .meta({ id: 'Message' });

/** What /ws pushes on /user/queue/messages. */
export const ConversationEventSchema = z
  .object({
    type: z.enum(['message', 'receipt']),
    conversationId: z.uuid(),
    // A reference to Message, with `type: message` (a description here would inline the whole schema).
    message: MessageSchema.optional(),
    otherDeliveredId: messageId.optional().meta({ description: "With `receipt`: the other person's pointers" }),
    otherReadId: messageId.optional(),
    unread: z.number().int().meta({ description: "The receiver's unread messages in this conversation" }),
    totalUnread: z.number().int().meta({ description: "The receiver's unread messages in all conversations" }),
  })
  .meta({ id: 'ConversationEvent' });
