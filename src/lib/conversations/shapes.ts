/**
 * Conversations as zod schemas: the API's answers and request bodies, the /ws push and the bus event between
 * instances share them (their ids name them in the OpenAPI and AsyncAPI documents); each type is what zod infers
 * (decision 212). Plain zod, no OpenAPI extension, so the real-time modules can load them outside the API. Describe
 * with `.meta()`, never `.openapi()`: these may be built before the API loads that extension, and zod gives an
 * instance only the methods of its time. The browser imports the types only.
 */
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_PHOTOS_MAX, PHOTO_KEY } from './rules.ts';

export const isoDate = z.string().meta({ format: 'date-time' });
export const messageId = z.number().int().min(0);

/**
 * A visit in a conversation (decision 148): the seller proposes a time the buyer accepts in one click, and every
 * change of the buyer's visit of this advert appears as it happens.
 */
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
export type VisitNote = z.infer<typeof VisitNoteSchema>;

export const photoKey = z.string().regex(PHOTO_KEY, 'validation.invalid-format');

/**
 * A photo in a message (issue 40): its key and size. Only the two people of the conversation (and moderators, once
 * it is reported) can fetch it, from `photoPath` (src/lib/conversations/photos.ts) with their token.
 */
export const MessagePhotoSchema = z
  .object({
    key: photoKey.meta({ description: 'Read it from GET /private/conversation/{uid}/photo/{key}/{width}.webp' }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'MessagePhoto' });
export type MessagePhoto = z.infer<typeof MessagePhotoSchema>;

/**
 * One message. `body` is null once its writer deleted their account (the text is gone), and for a visit note,
 * which `visit` carries instead; a message of photos alone has an empty body.
 */
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

export type Message = z.infer<typeof MessageSchema>;

const eventCounts = {
  unread: z.number().int().meta({ description: "The receiver's unread messages in this conversation" }),
  totalUnread: z.number().int().meta({ description: "The receiver's unread messages in all conversations" }),
};

/** What /ws pushes on /user/queue/messages, to every connection of both people. */
export const ConversationEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('message'),
      conversationId: z.uuid(),
      // A reference to Message (a description here would inline the whole schema).
      message: MessageSchema,
      ...eventCounts,
    }),
    z.object({
      type: z.literal('receipt'),
      conversationId: z.uuid(),
      otherDeliveredId: messageId.meta({
        description: "The other person's pointers (the ticks on the receiver's messages)",
      }),
      otherReadId: messageId,
      ...eventCounts,
    }),
  ])
  .meta({
    id: 'ConversationEvent',
    description:
      "A new message (`type: message`) or a move of the other person's read or delivered pointers (`type: receipt`)",
  });
export type ConversationEvent = z.infer<typeof ConversationEventSchema>;

/** The other person of a conversation; null uid once they deleted their account ("conta eliminada"). */
export const ConversationPersonSchema = z.object({
  uid: z.uuid().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ConversationPerson = z.infer<typeof ConversationPersonSchema>;

export const ConversationSchema = z
  .object({
    uid: z.uuid(),
    role: z.enum(['buyer', 'seller']).meta({ description: 'The caller wrote from the advert, or owns it' }),
    sale: z
      .object({
        uid: z.uuid().nullable().meta({ description: 'Null once the advert was deleted' }),
        title: z.string(),
        image: z.string().nullable(),
      })
      .meta({ description: 'The advert it is about; its title stays as it was once the advert was deleted' }),
    other: ConversationPersonSchema.meta({
      description: 'The other person; all null once their account was deleted ("conta eliminada")',
    }),
    lastMessage: z
      .union([MessageSchema, z.null()])
      .meta({ description: 'Null only for a conversation without messages' }),
    unread: z.number().int().meta({ description: "The other person's messages the caller has not read" }),
    otherDeliveredId: messageId.meta({
      description: "Up to this id the caller's messages reached the other person",
    }),
    otherReadId: messageId.meta({ description: "Up to this id the other person read the caller's messages" }),
    blockedByMe: z.boolean().meta({ description: 'The caller blocked the other person: neither can write' }),
    blockedByOther: z.boolean().meta({ description: 'The other person blocked the caller: neither can write' }),
    createdAt: isoDate,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationPageSchema = z
  .object({ content: z.array(ConversationSchema), totalElements: z.number().int() })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const MessageSliceSchema = z
  .object({
    content: z.array(MessageSchema).meta({ description: 'Ascending by id' }),
    more: z.boolean().meta({ description: 'More messages lie beyond these in the direction asked' }),
  })
  .meta({
    id: 'MessageSlice',
    description: 'Messages of one conversation, and whether more lie beyond them in the direction asked',
  });
export type MessageSlice = z.infer<typeof MessageSliceSchema>;

/** What a person writes: text, photos uploaded for it, or both; never neither. */
const written = {
  body: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, 'conversation.error.too-long')
    .meta({
      description: `Plain text, up to ${MESSAGE_MAX_LENGTH} characters after trimming; empty only with photos`,
    }),
  photos: z
    .array(photoKey)
    .max(MESSAGE_PHOTOS_MAX, 'conversation.error.too-many-photos')
    .optional()
    .meta({ description: `Keys of up to ${MESSAGE_PHOTOS_MAX} photos the caller uploaded and has not sent yet` }),
};
const saysSomething = (v: { body: string; photos?: string[] | undefined }) =>
  v.body.length > 0 || (v.photos?.length ?? 0) > 0;
const nothingSaid = { message: 'validation.required', path: ['body'] };

export const ConversationStartSchema = z
  .object({ saleUid: z.uuid('validation.invalid-format'), ...written })
  .refine(saysSomething, nothingSaid)
  .meta({
    id: 'ConversationStart',
    example: { saleUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', body: 'Olá! Ainda está disponível?' },
  });
export type ConversationStart = z.input<typeof ConversationStartSchema>;

export const MessageSentSchema = z
  .object({ conversationUid: z.uuid(), created: z.boolean(), message: MessageSchema })
  .meta({ id: 'MessageSent' });
export type MessageSent = z.infer<typeof MessageSentSchema>;

export const MessageTextSchema = z.object(written).refine(saysSomething, nothingSaid).meta({ id: 'MessageText' });
/** What a person sends: text, the keys of photos uploaded for it, or both. */
export type MessageText = z.input<typeof MessageTextSchema>;

export const ConversationAboutSaleSchema = z
  .object({
    sale: z.object({ uid: z.uuid(), title: z.string(), image: z.string().nullable(), seller: z.string() }),
    conversation: z.union([ConversationSchema, z.null()]).meta({ description: 'Null before the first message' }),
  })
  .meta({ id: 'ConversationAboutSale' });
export type ConversationAboutSale = z.infer<typeof ConversationAboutSaleSchema>;

export const MessagePhotoUploadSchema = z
  .object({ source: z.string().min(1, 'validation.required').meta({ description: 'Base64 or data: URL' }) })
  .meta({ id: 'MessagePhotoUpload' });
export type MessagePhotoUpload = z.input<typeof MessagePhotoUploadSchema>;

export const MessageMarkSchema = z
  .object({ upTo: z.number().int('validation.integer').min(0).max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'MessageMark', example: { upTo: 120 } });
export type MessageMark = z.input<typeof MessageMarkSchema>;

export const BlockChoiceSchema = z.object({ blocked: z.boolean() }).meta({ id: 'BlockChoice' });
export type BlockChoice = z.input<typeof BlockChoiceSchema>;

export const VisitProposalSchema = z
  .object({
    date: z.iso.datetime({ offset: true, message: 'booking.error.invalid-date' }).meta({
      description: 'Start of the visit, ISO 8601 with Z or an offset',
      example: '2026-07-11T09:00:00Z',
    }),
  })
  .meta({ id: 'VisitProposal' });
export type VisitProposal = z.input<typeof VisitProposalSchema>;

export const ProposalAcceptedSchema = z.object({ bookingUid: z.uuid() }).meta({ id: 'ProposalAccepted' });
export type ProposalAccepted = z.infer<typeof ProposalAcceptedSchema>;
