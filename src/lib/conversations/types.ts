/** Conversations as the API answers them and /ws pushes them (one definition for the server and the browser). */

/**
 * A visit in a conversation (decision 148): the seller proposes a time the buyer accepts in one click, and every
 * change of the buyer's visit of this advert appears as it happens.
 */
export type VisitNote =
  /** `withdrawn`: one of the two blocked the other before the buyer took it (issue 37). */
  | { kind: 'proposal'; date: string; withdrawn?: boolean }
  | {
      kind: 'booking';
      bookingUid: string;
      status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
      date: string;
      /** The proposal this visit answers (the buyer accepted it). */
      proposalId?: number;
      /** The seller's reason for declining. */
      reason?: string;
      /** Cancelled by the seller's deleting or selling the advert (decision 138). */
      bySeller?: boolean;
      /** The animals of a litter the visitor asked to meet (issue 39), by name. */
      animals?: string[];
    };

/**
 * A photo in a message (issue 40): its key and size. Only the two people of the conversation (and moderators, once
 * it is reported) can fetch it, from `photoPath` (src/lib/conversations/photos.ts) with their token.
 */
export interface MessagePhoto {
  key: string;
  width: number;
  height: number;
}

/**
 * One message. `body` is null once its writer deleted their account (the text is gone), and for a visit note,
 * which `visit` carries instead; a message of photos alone has an empty body.
 */
export interface Message {
  id: number;
  conversationId: string;
  /** Written by the person reading this answer. */
  mine: boolean;
  body: string | null;
  visit: VisitNote | null;
  /** In the order they were attached; empty for most messages. */
  photos: MessagePhoto[];
  createdAt: string;
}

/** The other person of a conversation; null uid once they deleted their account ("conta eliminada"). */
export interface ConversationPerson {
  uid: string | null;
  name: string | null;
  avatar: string | null;
}

export interface Conversation {
  uid: string;
  /** The person reading is the buyer (who wrote from the advert) or the seller (the advert's owner). */
  role: 'buyer' | 'seller';
  /** The advert it is about; uid null once the advert was deleted (the title stays as it was). */
  sale: { uid: string | null; title: string; image: string | null };
  other: ConversationPerson;
  lastMessage: Message | null;
  /** Messages of the other person after the last one the reader read. */
  unread: number;
  /** The highest message id the other person's devices received / read: ticks on the reader's own messages. */
  otherDeliveredId: number;
  otherReadId: number;
  /** The reader blocked the other person, or the other person blocked the reader: nobody can write. */
  blockedByMe: boolean;
  blockedByOther: boolean;
  createdAt: string;
}

export interface ConversationPage {
  content: Conversation[];
  totalElements: number;
}

/** Messages of one conversation in ascending id order, and whether more lie beyond them in the asked direction. */
export interface MessageSlice {
  content: Message[];
  more: boolean;
}

/** What /ws pushes on /user/queue/messages, to every connection of both people. */
export type ConversationEvent =
  | {
      type: 'message';
      conversationId: string;
      message: Message;
      /** The receiver's unread messages in this conversation and in all of them (the top bar's badge). */
      unread: number;
      totalUnread: number;
    }
  | {
      type: 'receipt';
      conversationId: string;
      /** The other person's pointers (ticks on the receiver's messages). */
      otherDeliveredId: number;
      otherReadId: number;
      unread: number;
      totalUnread: number;
    };
