/**
 * Accounts made and used the way a person does it (issue 52): sign-up, the mailed link, sign-in, each from a browser
 * (an address and the `device` cookie the server gave it, kept here like a cookie jar).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/server/context.ts';
import { freshIp, type TestApi } from './api.ts';
import type { TestUser } from './context.ts';

/** One browser of one person: its address, and its `device` cookie once the server gave one. */
export interface Browser {
  ip: string;
  device?: string;
}

/** A browser at a new address that carries no cookie yet. */
export const newBrowser = (ip = freshIp()): Browser => ({ ip });

const cookieOf = (browser: Browser) => (browser.device ? { cookie: `device=${browser.device}` } : undefined);

/** Keeps the `device` cookie an answer gave, as a browser would. */
function keep(browser: Browser, res: Response) {
  const given = /(?:^|[\s,])device=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (given) browser.device = given[1]!;
}

/** Signs `user` in from `browser`; returns a fresh token. */
export async function signInFrom(api: TestApi, browser: Browser, user: { email: string; password: string }) {
  const headers = cookieOf(browser);
  const res = await api.post(
    '/public/authenticate',
    { username: user.email, password: user.password },
    { ip: browser.ip, ...(headers && { headers }) },
  );
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  keep(browser, res);
  return ((await res.json()) as { token: string }).token;
}

/** Signs up through the API from `browser`, opens the mailed link, signs in from the same browser. */
export async function signUpFrom(
  ctx: AppContext,
  api: TestApi,
  browser: Browser,
  { name = 'Ana', surname = 'Silva', userType = 'TUTOR' }: { name?: string; surname?: string; userType?: string } = {},
): Promise<TestUser> {
  const email = `pessoa-${randomUUID()}@example.pt`;
  const password = 'Patinhas2024';
  const headers = cookieOf(browser);
  const created = await api.post(
    '/public/signup',
    { name, surname, email, password, userType, acceptTerms: true },
    { ip: browser.ip, ...(headers && { headers }) },
  );
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
  keep(browser, created);
  const { uid } = (await created.json()) as { uid: string };
  const link = ctx.mailer.outbox.findLast((m) => m.to === email && m.link?.includes('/confirm-email'))?.link;
  if (!link) throw new Error('no confirmation mail');
  const confirmed = await api.post('/public/confirm-email', { token: new URL(link).searchParams.get('token') });
  if (confirmed.status !== 200) throw new Error(`confirmation: ${confirmed.status} ${await confirmed.text()}`);
  return { uid, email, password, token: await signInFrom(api, browser, { email, password }) };
}
