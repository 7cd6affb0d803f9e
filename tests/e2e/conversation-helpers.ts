/** A conversation two fresh people hold about an approved advert: what the conversation journeys start from. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';
import { approveSale, auth, publishSale, signUp } from './fixtures.ts';

export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;

export interface HeldConversation {
  seller: string;
  buyer: string;
  saleUid: string;
  conversationUid: string;
}

/** The seller's approved advert `title`, and the buyer's first message about it. */
export async function startConversation(
  request: APIRequestContext,
  title: string,
  first = 'Olá! Ainda está disponível?',
): Promise<HeldConversation> {
  const seller = await signUp(request, uniqueEmail('vendedor'));
  const saleUid = await publishSale(request, seller, { title });
  await approveSale(request, saleUid);
  const buyer = await signUp(request, uniqueEmail('compradora'));
  const started = await request.post('/api/private/conversation', {
    data: { saleUid, body: first },
    headers: auth(buyer),
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversationUid } = (await started.json()) as { conversationUid: string };
  return { seller, buyer, saleUid, conversationUid };
}
