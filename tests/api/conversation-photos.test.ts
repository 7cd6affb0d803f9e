// Photos in conversations (issue 40, decision 182): through the image pipeline, sent with a message, read only by
// the two people and, once the conversation is reported, by moderators; never through the public /files route.
import sharp from 'sharp';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import type { Message, MessageSlice } from '../../src/lib/conversations/shapes.ts';
import { createSale, type ErrorBody } from './bookings-fixtures.ts';
import { photoBase64 } from './sales-fixtures.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let conversation: string;
let photo: string;

beforeAll(async () => {
  photo = await photoBase64(900, 600);
});

beforeEach(async () => {
  await resetDatabase(ctx);
  seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
  buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  stranger = await signUp(ctx, { name: 'Marta', surname: 'Lopes' });
  moderator = await signUp(ctx, { role: 'moderator' });
  const saleUid = await createSale(ctx, seller.uid, { title: 'Cadela Serra da Estrela' });
  const res = await post('/private/conversation', { saleUid, body: 'Olá!' }, { token: buyer.token });
  conversation = ((await res.json()) as { conversationUid: string }).conversationUid;
});

async function upload(user: TestUser, source = photo): Promise<string> {
  const res = await post('/private/conversation/photo', { source }, { token: user.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

const send = (user: TestUser, body: string, photos?: string[]) =>
  post(`/private/conversation/${conversation}/message`, { body, ...(photos && { photos }) }, { token: user.token });

const photoOf = (user: TestUser, key: string, width = 320) =>
  get(`/private/conversation/${conversation}/photo/${key}/${width}.webp`, { token: user.token });

it('sends photos with or without text; both people read them as WebP, in the order attached', async () => {
  const keys = [await upload(buyer), await upload(buyer)];
  const res = await send(buyer, '', keys);
  expect(res.status).toBe(201);
  const sent = (await res.json()) as Message;
  expect(sent).toMatchObject({ body: '', mine: true });
  expect(sent.photos.map((p) => p.key)).toEqual(keys);
  expect(sent.photos[0]).toMatchObject({ width: 900, height: 600 });

  const slice = (await (
    await get(`/private/conversation/${conversation}/message`, { token: seller.token })
  ).json()) as MessageSlice;
  expect(slice.content.at(-1)?.photos.map((p) => p.key)).toEqual(keys);

  for (const reader of [buyer, seller]) {
    const image = await photoOf(reader, keys[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // Never kept by the browser: it would outlive the session on a shared computer (decision 195).
    expect(image.headers.get('cache-control')).toBe('no-store');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });
  }
  const large = await sharp(new Uint8Array(await (await photoOf(seller, keys[1]!, 1280)).arrayBuffer())).metadata();
  // Never enlarged: the 900 px photo is its own largest rendition.
  expect(large.width).toBe(900);
});

it('strips the camera’s metadata (place, device) from what it keeps', async () => {
  const withExif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a6' } })
    .withExif({ IFD0: { Make: 'Telemóvel', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' } })
    .jpeg()
    .toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();
  const key = await upload(buyer, withExif.toString('base64'));
  expect((await send(buyer, 'A mãe', [key])).status).toBe(201);
  const kept = await sharp(new Uint8Array(await (await photoOf(seller, key)).arrayBuffer())).metadata();
  expect(kept.exif).toBeUndefined();
});

it('shows a photo to nobody else: a third person, a moderator before any report, the public /files route', async () => {
  const key = await upload(buyer);
  await send(buyer, 'Fotografia do boletim de vacinas', [key]);
  expect((await photoOf(stranger, key)).status).toBe(404);
  expect((await photoOf(moderator, key)).status).toBe(404);
  expect((await get(`/private/conversation/${conversation}/photo/${key}/320.webp`)).status).toBe(401);
  // Not under its key nor its store path on the route that serves advert photos to anyone.
  const files = createFilesRoute(async () => ctx);
  expect((await files.request(`/${key}/320.webp`)).status).toBe(404);
  expect((await files.request(`/chat/${key}/320.webp`)).status).toBe(404);
});

it('lets moderators see the photos of a conversation once it is reported', async () => {
  const key = await upload(seller);
  await send(seller, 'Envio por transportadora, basta o sinal', [key]);
  const report = await post(
    '/private/report',
    { targetType: 'CONVERSATION', targetUid: conversation, reason: 'SCAM' },
    { token: buyer.token },
  );
  expect(report.status).toBe(201);
  expect((await photoOf(moderator, key)).status).toBe(200);
  expect((await photoOf(stranger, key)).status).toBe(404);
  const queue = (await (await get('/private/admin/report', { token: moderator.token })).json()) as {
    messages: { photos: { key: string }[] }[];
  }[];
  expect(queue[0]?.messages.some((m) => m.photos.some((p) => p.key === key))).toBe(true);
});

it('refuses a message of nothing, a fifth photo, a photo sent before and one someone else uploaded', async () => {
  const empty = await send(buyer, '   ');
  expect(empty.status).toBe(400);
  expect(((await empty.json()) as ErrorBody).errors).toMatchObject({ body: 'validation.required' });

  const five = await Promise.all([1, 2, 3, 4, 5].map(() => upload(buyer)));
  const tooMany = await send(buyer, '', five);
  expect(tooMany.status).toBe(400);
  expect(((await tooMany.json()) as ErrorBody).errors).toMatchObject({ photos: 'conversation.error.too-many-photos' });

  expect((await send(buyer, 'Quatro', five.slice(0, 4))).status).toBe(201);
  const again = await send(buyer, 'De novo', [five[0]!]);
  expect(again.status).toBe(422);
  expect(((await again.json()) as ErrorBody).message).toBe('conversation.error.photo-not-found');

  const theirs = await upload(seller);
  expect((await send(buyer, 'Não é minha', [theirs])).status).toBe(422);
  // Nothing was sent by the refused calls: the seller can still send their own photo.
  expect((await send(seller, '', [theirs])).status).toBe(201);
});

it('refuses what is not an image, with the pipeline’s own message', async () => {
  const res = await post(
    '/private/conversation/photo',
    { source: Buffer.from('%PDF-1.4 not an image').toString('base64') },
    { token: buyer.token },
  );
  expect(res.status).toBe(415);
  expect(((await res.json()) as ErrorBody).message).toBe('image.error.unsupported-image-type');
});

it('takes a deleted person’s photos with their text', async () => {
  const key = await upload(buyer);
  await send(buyer, 'Até já', [key]);
  expect((await post('/private/account/delete', { password: buyer.password }, { token: buyer.token })).status).toBe(
    204,
  );
  const slice = (await (
    await get(`/private/conversation/${conversation}/message`, { token: seller.token })
  ).json()) as MessageSlice;
  expect(slice.content.every((m) => m.photos.length === 0)).toBe(true);
  expect((await photoOf(seller, key)).status).toBe(404);
  expect(await ctx.files.get(`chat/${key}/320.webp`)).toBeNull();
});
