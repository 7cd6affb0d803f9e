/** The rules of conversations that refuse a request: the translation key says which, the API picks the status. */
import { KeyedError } from '../keyed-error.ts';

export type ConversationErrorKey =
  | 'conversation.error.not-found'
  | 'conversation.error.sale-not-found'
  | 'conversation.error.own-sale'
  | 'conversation.error.blocked'
  | 'conversation.error.account-deleted'
  | 'conversation.error.not-seller'
  | 'conversation.error.not-buyer'
  | 'conversation.error.proposal-not-found'
  | 'conversation.error.photo-not-found'
  | 'conversation.error.too-many-photos';

export class ConversationError extends KeyedError<ConversationErrorKey> {}
