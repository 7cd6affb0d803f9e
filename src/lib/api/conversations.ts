/**
 * Conversation calls of the signed-in person. What the person does (send, open, block, scroll back) goes through
 * the one ky instance; the marks and the badge's count that happen on their own go through a plain fetch with
 * the token, so the loading overlay never flickers for them.
 */
import { messagePhotoPath, type MESSAGE_PHOTO_WIDTHS } from '../conversations/rules.ts';
import type {
  Conversation,
  ConversationAboutSale,
  ConversationPage,
  Message,
  MessagePhoto,
  MessageSent,
  MessageSlice,
  MessageText,
  ProposalAccepted,
} from '../conversations/shapes.ts';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../cookies-read.ts';
import { api, API_BASE } from './client.ts';

export type { Conversation, ConversationEvent, Message, MessagePhoto, MessageSlice } from '../conversations/shapes.ts';

/** The advert a person is about to write about, and their conversation about it (null before the first message). */
export type AboutSale = ConversationAboutSale;
/** What a person sends: text, the keys of photos uploaded for it, or both. */
export type Written = MessageText;

export function fetchConversations(page = 0, size = 50): Promise<ConversationPage> {
  return api.get('private/conversation', { searchParams: { page, size } }).json<ConversationPage>();
}

export function fetchConversation(uid: string): Promise<Conversation> {
  return api.get(`private/conversation/${encodeURIComponent(uid)}`).json<Conversation>();
}

export function fetchAboutSale(saleUid: string): Promise<AboutSale> {
  return api.get(`private/conversation/sale/${encodeURIComponent(saleUid)}`).json<AboutSale>();
}

export function fetchMessages(
  uid: string,
  cursor: { before?: number; after?: number } = {},
  size = 30,
): Promise<MessageSlice> {
  const searchParams: Record<string, number> = { size };
  if (cursor.before !== undefined) searchParams['before'] = cursor.before;
  if (cursor.after !== undefined) searchParams['after'] = cursor.after;
  return api.get(`private/conversation/${encodeURIComponent(uid)}/message`, { searchParams }).json<MessageSlice>();
}

export function writeFromSale(saleUid: string, written: Written): Promise<MessageSent> {
  return api.post('private/conversation', { json: { saleUid, ...written } }).json();
}

export function writeMessage(uid: string, written: Written): Promise<Message> {
  return api.post(`private/conversation/${encodeURIComponent(uid)}/message`, { json: written }).json<Message>();
}

/** Uploads one photo (a data: URL) for a message to come; its key goes in the message. */
export function uploadMessagePhoto(source: string): Promise<MessagePhoto> {
  return api.post('private/conversation/photo', { json: { source } }).json<MessagePhoto>();
}

/** The seller proposes a visit time (decision 148). */
export function proposeVisit(uid: string, date: string): Promise<Message> {
  return api.post(`private/conversation/${encodeURIComponent(uid)}/visit-proposal`, { json: { date } }).json<Message>();
}

/** The buyer accepts a proposed time: the visit is booked and accepted. */
export function acceptProposal(uid: string, messageId: number): Promise<ProposalAccepted> {
  return api
    .post(`private/conversation/${encodeURIComponent(uid)}/visit-proposal/${messageId}/accept`)
    .json<ProposalAccepted>();
}

export async function setBlocked(uid: string, blocked: boolean): Promise<void> {
  await api.put(`private/conversation/${encodeURIComponent(uid)}/block`, { json: { blocked } });
}

/** A background call with the token: no overlay, no toast; failures are the caller's to ignore. */
async function quiet(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const res = await fetch(`${API_BASE}/${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res;
}

/** GET /private/conversation/unread: the top bar's badge. */
export async function fetchUnreadMessages(): Promise<number> {
  return (await (await quiet('private/conversation/unread')).json()) as number;
}

/** A message photo's bytes, read with the person's token (it has no public address): for an object URL. */
export async function fetchMessagePhoto(
  conversationUid: string,
  key: string,
  width: (typeof MESSAGE_PHOTO_WIDTHS)[number],
): Promise<Blob> {
  return (await quiet(messagePhotoPath(conversationUid, key, width))).blob();
}

/** PUT …/read or …/delivered up to a message id. */
export async function markConversation(uid: string, state: 'read' | 'delivered', upTo: number): Promise<void> {
  await quiet(`private/conversation/${encodeURIComponent(uid)}/${state}`, {
    method: 'PUT',
    body: JSON.stringify({ upTo }),
  });
}
