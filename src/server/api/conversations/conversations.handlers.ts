/** Conversation handlers: the person is always the token's, never a parameter. */
import { MESSAGES_PAGE_SIZE } from '../../../lib/conversations/rules.ts';
import {
  aboutSale as findAboutSale,
  DEFAULT_PAGE_SIZE,
  getConversation,
  listConversations,
  markConversation,
  readMessages,
  setBlocked,
  totalUnread,
  writeFromSale,
  writeInConversation,
} from '../../domain/conversations/conversations.ts';
import { ConversationError } from '../../domain/conversations/errors.ts';
import { MessagesBusy } from '../../domain/conversations/admission.ts';
import { readMessagePhoto, uploadMessagePhoto } from '../../domain/conversations/photos.ts';
import { acceptProposal as acceptVisitProposal, proposeVisit } from '../../domain/bookings/proposals.ts';
import { ImageError } from '../../files/image-error.ts';
import { bookingRefusals } from '../bookings/bookings.handlers.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './conversations.routes.ts';

const STATUS = {
  'conversation.error.not-found': 404,
  'conversation.error.sale-not-found': 404,
  'conversation.error.own-sale': 422,
  'conversation.error.blocked': 403,
  'conversation.error.account-deleted': 403,
  'conversation.error.not-seller': 403,
  'conversation.error.not-buyer': 403,
  'conversation.error.proposal-not-found': 404,
  'conversation.error.photo-not-found': 422,
  'conversation.error.too-many-photos': 429,
} as const;

/** Runs a domain call, turning its refusals (and a visit's, decision 148) into the API's error shape. */
async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await bookingRefusals(call);
  } catch (error) {
    if (error instanceof ConversationError) throw new ApiError(STATUS[error.key], error.key);
    if (error instanceof MessagesBusy) {
      throw new ApiError(503, 'conversation.error.busy', undefined, { 'Retry-After': String(error.retryAfterSeconds) });
    }
    throw error;
  }
}

const notFound = () => new ApiError(404, 'conversation.error.not-found');

export const start: AppRouteHandler<typeof routes.start> = async (c) => {
  const { saleUid, body, photos } = c.req.valid('json');
  const sent = await refusals(() =>
    writeFromSale(c.get('ctx').db, c.get('principal').userId, saleUid, { body, photos }),
  );
  return c.json({ conversationUid: sent.conversationId, created: sent.created, message: sent.message }, 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  return c.json(await listConversations(c.get('ctx').db, c.get('principal').userId, page, size), 200);
};

export const unread: AppRouteHandler<typeof routes.unread> = async (c) =>
  c.json(await totalUnread(c.get('ctx').db, c.get('principal').userId), 200);

export const aboutSale: AppRouteHandler<typeof routes.aboutSale> = async (c) =>
  c.json(
    await refusals(() => findAboutSale(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid)),
    200,
  );

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const conversation = await getConversation(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid);
  if (!conversation) throw notFound();
  return c.json(conversation, 200);
};

export const messagesOf: AppRouteHandler<typeof routes.messagesOf> = async (c) => {
  const { before, after, size = MESSAGES_PAGE_SIZE } = c.req.valid('query');
  if (before !== undefined && after !== undefined) {
    throw new ApiError(400, 'validation-error', { 'query.after': 'conversation.error.before-or-after' });
  }
  const slice = await readMessages(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid, {
    before,
    after,
    size,
  });
  if (!slice) throw notFound();
  return c.json(slice, 200);
};

export const write: AppRouteHandler<typeof routes.write> = async (c) => {
  const message = await refusals(() =>
    writeInConversation(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json')),
  );
  return c.json(message, 201);
};

async function mark(
  c:
    | Parameters<AppRouteHandler<typeof routes.markRead>>[0]
    | Parameters<AppRouteHandler<typeof routes.markDelivered>>[0],
  state: 'read' | 'delivered',
): Promise<void> {
  const found = await markConversation(
    c.get('ctx').db,
    c.get('principal').userId,
    c.req.valid('param').uid,
    state,
    c.req.valid('json').upTo,
  );
  if (!found) throw notFound();
}

export const markRead: AppRouteHandler<typeof routes.markRead> = async (c) => {
  await mark(c, 'read');
  return c.body(null, 204);
};

export const markDelivered: AppRouteHandler<typeof routes.markDelivered> = async (c) => {
  await mark(c, 'delivered');
  return c.body(null, 204);
};

export const block: AppRouteHandler<typeof routes.block> = async (c) => {
  const found = await setBlocked(
    c.get('ctx').db,
    c.get('principal').userId,
    c.req.valid('param').uid,
    c.req.valid('json').blocked,
  );
  if (!found) throw notFound();
  return c.body(null, 204);
};

export const propose: AppRouteHandler<typeof routes.propose> = async (c) => {
  const message = await refusals(() =>
    proposeVisit(c.get('ctx'), c.get('principal').userId, c.req.valid('param').uid, new Date(c.req.valid('json').date)),
  );
  return c.json(message, 201);
};

export const acceptProposal: AppRouteHandler<typeof routes.acceptProposal> = async (c) => {
  const { uid, messageId } = c.req.valid('param');
  const booked = await refusals(() => acceptVisitProposal(c.get('ctx'), c.get('principal'), uid, messageId));
  return c.json({ bookingUid: booked.uid }, 201);
};

export const uploadPhoto: AppRouteHandler<typeof routes.uploadPhoto> = async (c) => {
  try {
    const result = await uploadMessagePhoto(c.get('ctx'), c.get('principal').userId, c.req.valid('json').source);
    if (!result.ok) throw new ApiError(429, result.message);
    return c.json(result.photo, 201);
  } catch (error) {
    if (error instanceof ImageError) {
      const message = `image.error.${error.code}`;
      throw new ApiError(error.status, message, { source: message });
    }
    throw error;
  }
};

export const photo: AppRouteHandler<typeof routes.photo> = async (c) => {
  const { uid, key, name } = c.req.valid('param');
  const object = await readMessagePhoto(c.get('ctx'), c.get('principal'), uid, key, Number.parseInt(name, 10));
  if (!object) throw new ApiError(404, 'not-found');
  return new Response(object.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(object.bytes.length),
      // Never kept by the browser: a shared computer's next user could read it back after sign-out (decision 195).
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
