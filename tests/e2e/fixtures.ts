// Shared Playwright helpers: the site's routes, the information pages on disk, and an axe check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { LISBOA_SINTRA, saleBody } from '../helpers/sale-body.ts';
import { confirmEmail } from './outbox.ts';

/**
 * Marks a journey that changes what every person sees (a broadcast to everyone, an article's notifications, the
 * pages the footer links) or needs it unchanged while it runs: it runs alone, after the journeys that run two at a
 * time (playwright.config.ts, decision 172).
 */
export const EXCLUSIVE = { tag: '@exclusive' };

/** Pages every visitor can open (200), besides the information pages. */
export const PUBLIC_ROUTES = ['/home', '/sales', '/blog', '/breeders', '/user-profile', '/appointment'];

/** A sale or article that does not exist (or is not public): a helpful 404 page, never an error page. */
export const NOT_FOUND_ROUTES = ['/sales/sale-detail?searchValue=abc-123', '/blog/detail/nao-existe'];

/** Pages that need a session: without one the server sends the visitor to /login. */
export const GUARDED_ROUTES = ['/user-dashboard', '/notifications', '/sale', '/my-sales'];

export interface InfoPage {
  path: string;
  title: string;
}

/** The information pages, read from src/content/info: each Markdown file is one page at /<file name>. */
export function infoPages(): InfoPage[] {
  const dir = path.resolve('src/content/info');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const title = /^title:\s*"?(.*?)"?\s*$/m.exec(text)?.[1];
      if (!title) throw new Error(`${name} has no title in its front-matter`);
      return { path: `/${name.replace(/\.md$/, '')}`, title };
    });
}

/** Puts the two session cookies in the browser, as the client does after a login. */
export async function setSessionCookies(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'access_token', value: token, url: baseURL, sameSite: 'Lax' },
    { name: 'current_user', value: encodeURIComponent(JSON.stringify({ name: 'Ana' })), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Creates an account through the public API and signs it in; returns the session token. */
export async function signUp(
  request: APIRequestContext,
  email = `shell.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`,
): Promise<string> {
  const password = 'Patinhas2024';
  const created = await request.post('/api/public/signup', {
    data: { name: 'Ana', surname: 'Silva', email, password, userType: 'TUTOR', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const signedIn = await request.post('/api/public/authenticate', { data: { username: email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  return token;
}

/** A breeder account with its e-mail confirmed and its DGAV number, as publishing requires; returns its token. */
export async function signUpBreeder(request: APIRequestContext, dgavNumber = 'DGAV 321/2024'): Promise<string> {
  const email = `criador.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const created = await request.post('/api/public/signup', {
    data: { name: 'Rita', surname: 'Costa', email, password: 'Patinhas2024', userType: 'BREEDER', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const breederToken = await token(request, email, 'Patinhas2024');
  const profile = await request.put('/api/user-profile', { data: { dgavNumber }, headers: auth(breederToken) });
  expect(profile.status(), await profile.text()).toBe(200);
  return breederToken;
}

/** The smallest document an application for certification accepts: a PDF by its first bytes. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The breeder applies for certification through the API and the e2e admin approves it (decision 176). */
export async function certifyBreeder(request: APIRequestContext, breederToken: string): Promise<void> {
  const applied = await request.post('/api/private/certification', {
    data: {
      dgavNumber: 'DGAV-123456',
      premises: 'Canil em moradia com quintal vedado de 400 m², boxes aquecidas e maternidade.',
      documents: [{ name: 'registo-dgav.pdf', data: TINY_PDF.toString('base64') }],
    },
    headers: auth(breederToken),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { uid } = (await applied.json()) as { uid: string };
  const approved = await request.post(`/api/private/admin/certification/${uid}/decision`, {
    data: { decision: 'APPROVE', reason: 'Registo DGAV confirmado no certificado.' },
    headers: auth(await adminToken(request)),
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** Runs axe (WCAG 2.x A and AA, and best practices) on the page and fails with a readable list. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to gather the frames'
  // results, which doubled each check's cost (1.9 s against 0.8 s at 360 px on /home) and the site has no
  // cross-origin frames to gather.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const readable = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(readable, `axe violations on ${page.url()}`).toEqual([]);
}

/** The Authorization header of an API call made with a session token. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the public API; returns the session token. */
export async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/public/authenticate', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let admin: Promise<string> | undefined;

/**
 * The administrator the e2e server creates at start-up, signed in once per worker (a token lives ten days, and no
 * journey signs the administrator out): each sign-in is a production Argon2id check on the server.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  admin ??= token(request, E2E_ADMIN.email, E2E_ADMIN.password).catch((error: unknown) => {
    admin = undefined;
    throw error;
  });
  return admin;
}

/**
 * A photo uploaded and a sale published through the API by a breeder (every legal field filled, a Cão de Água
 * in Lisbon); `fields` overrides any of them. The sale is PENDING until an admin approves it. Returns its uid.
 */
export async function publishSale(
  request: APIRequestContext,
  sellerToken: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c9a26b' } })
    .jpeg()
    .toBuffer();
  const photo = await request.post('/api/private/sale/file', {
    data: { source: jpeg.toString('base64') },
    headers: auth(sellerToken),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { uid: image } = (await photo.json()) as { uid: string };
  const created = await request.post('/api/private/sale', {
    headers: auth(sellerToken),
    data: saleBody(LISBOA_SINTRA, [image], {
      title: `Cão de Água ${Date.now()}`,
      // Unique across the site, also between two journeys publishing in the same millisecond.
      microchip: `6200981${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      // Each advert its own mother: one chip on every journey's adverts would be one mother under many owners, a
      // `mother` flag on each (decision 222).
      motherMicrochip: `6200982${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      ...fields,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uid: string }).uid;
}

/** The administrator approves a sale through the API (it becomes public). */
export async function approveSale(request: APIRequestContext, saleUid: string): Promise<void> {
  const approved = await request.put(`/api/private/admin/sale/${saleUid}/approve`, {
    headers: auth(await adminToken(request)),
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * The seller deletes an advert a journey left waiting for the moderators: their queue, oldest first, is read by
 * other journeys, whose adverts must stay on its first page.
 */
export async function withdrawSale(request: APIRequestContext, sellerToken: string, uid: string): Promise<void> {
  const res = await request.delete(`/api/private/my-sale-delete/${uid}`, { headers: auth(sellerToken) });
  expect(res.status(), await res.text()).toBe(204);
}
