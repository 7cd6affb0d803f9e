// The e2e server's mail (no SMTP_URL): DATA_DIR/outbox, one JSON file per message. Journeys read the mails a person
// would open: a recovery link, a confirmation link (decision 174).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const outboxDir = path.resolve(`data-e2e-${process.env.E2E_PORT ?? 4599}`, 'outbox');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/** The newest mail sent to `to` whose link opens `linkPath`, waiting for it to be written. */
export async function mailTo(to: string, linkPath: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      if (!existsSync(outboxDir)) return false;
      found = readdirSync(outboxDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMail)
        .filter((m) => m.to === to && m.link !== undefined && new URL(m.link).pathname === linkPath)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMail;
}

/** The link a mail carries in its text, as the person would click it. */
export function linkIn(mail: OutboxMail, linkPath: string): URL {
  const match = new RegExp(`https?://\\S+${linkPath.replace(/[/.]/g, '\\$&')}\\?\\S+`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL((match as RegExpExecArray)[0]);
}

/**
 * Confirms a new account's address through the link mailed at sign-up, as its owner would (decision 174): journeys
 * whose people publish adverts start from confirmed accounts, like every account made before confirmation existed.
 */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkIn(await mailTo(email, '/confirm-email'), '/confirm-email');
  const res = await request.post('/api/public/confirm-email', { data: { token: link.searchParams.get('token') } });
  expect(res.status(), await res.text()).toBe(200);
}
