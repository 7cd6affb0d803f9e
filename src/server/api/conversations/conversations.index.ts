/** Binds the conversation routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './conversations.handlers.ts';
import * as routes from './conversations.routes.ts';

export function conversationsRouter() {
  const router = createRouter()
    .openapi(routes.start, handlers.start)
    .openapi(routes.list, handlers.list)
    .openapi(routes.unread, handlers.unread)
    .openapi(routes.aboutSale, handlers.aboutSale)
    .openapi(routes.one, handlers.one)
    .openapi(routes.messagesOf, handlers.messagesOf)
    .openapi(routes.write, handlers.write)
    .openapi(routes.uploadPhoto, handlers.uploadPhoto)
    .openapi(routes.photo, handlers.photo)
    .openapi(routes.markRead, handlers.markRead)
    .openapi(routes.markDelivered, handlers.markDelivered)
    .openapi(routes.block, handlers.block)
    .openapi(routes.propose, handlers.propose)
    .openapi(routes.acceptProposal, handlers.acceptProposal);
  return router;
}
