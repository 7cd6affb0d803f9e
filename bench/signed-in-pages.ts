/**
 * The pages signed-in people spend their time on (issue 59, Must 2), as demo people see them: a buyer's and a
 * breeder's dashboard, a long conversation, the breeder's adverts and the buyer's notifications.
 */
import { DEMO_PASSWORD } from '../src/server/seed/demo-people.ts';
import type { LighthouseTarget } from './lighthouse.ts';

/** A breeder of the demo with adverts, and a buyer (a tutor) who wrote to breeders. */
const BREEDER = 'joana.ramalho@demo.patinhas.pt';
const BUYER = 'joao.pereira@demo.patinhas.pt';

/** Signs in through the API and returns the token with the cookies the sign-in form leaves (decision 050). */
async function signIn(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}/api/public/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`${username} could not sign in: ${res.status} (the demo seed makes them)`);
  const { token } = (await res.json()) as { token: string };
  const profile = (await (
    await fetch(`${baseUrl}/api/user-profile`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { uid: string; name: string; surname: string; sourceImage: string | null };
  const card = { uid: profile.uid, name: profile.name, surname: profile.surname, sourceImage: profile.sourceImage };
  const cookies = [
    { name: 'access_token', value: token },
    { name: 'current_user', value: encodeURIComponent(JSON.stringify(card)) },
  ];
  return { token, cookies };
}

/** Messages of the long conversation the bench writes: a buyer and a breeder talking over a few days. */
const CONVERSATION_LENGTH = 40;

/**
 * A long conversation between the buyer and the breeder about one of the breeder's adverts, written through the API
 * (the demo has none): /messages opens on it.
 */
async function longConversation(baseUrl: string, buyer: string, breeder: string): Promise<string> {
  const call = async (path: string, token: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const own = (await call('private/my-sale', breeder)) as { items: { uid: string; status: string }[] };
  const advert = own.items.find((sale) => sale.status === 'APPROVED');
  if (!advert) throw new Error(`${BREEDER} has no approved advert: the demo seed should give them some`);
  const started = (await call('private/conversation', buyer, {
    saleUid: advert.uid,
    body: 'Olá! O cachorro ainda está disponível? Podemos ir vê-lo com a mãe no sábado?',
  })) as { conversationUid: string };
  for (let i = 1; i < CONVERSATION_LENGTH; i += 1) {
    const body =
      i % 2 === 1
        ? `Sim, está. Sábado de manhã é ótimo; traga a caderneta se quiser ver as vacinas (${i}).`
        : `Obrigado! Ele já fez a segunda dose da vacina e a desparasitação? Pergunto por causa do nosso gato (${i}).`;
    await call(`private/conversation/${started.conversationUid}/message`, i % 2 === 1 ? breeder : buyer, { body });
  }
  return started.conversationUid;
}

export async function signedInPages(baseUrl: string): Promise<LighthouseTarget[]> {
  const [breeder, buyer] = await Promise.all([signIn(baseUrl, BREEDER), signIn(baseUrl, BUYER)]);
  const conversation = await longConversation(baseUrl, buyer.token, breeder.token);
  return [
    { label: "a buyer's dashboard", path: '/user-dashboard', cookies: buyer.cookies },
    { label: "a breeder's dashboard", path: '/user-dashboard', cookies: breeder.cookies },
    {
      label: `/messages (${CONVERSATION_LENGTH} messages)`,
      path: `/messages?c=${conversation}`,
      cookies: buyer.cookies,
    },
    { label: '/my-sales', path: '/my-sales', cookies: breeder.cookies },
    { label: '/notifications', path: '/notifications', cookies: buyer.cookies },
  ];
}
