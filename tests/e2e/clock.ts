/** The journeys' clock (scripts/e2e-server.ts, PORT+2): moves a visit into the past, runs what is then due (reviews, fresh adverts). */
import { expect } from '@playwright/test';

const clock = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4599) + 2}`;

/** The accepted visit `bookingUid` ended `hours` hours ago. */
export async function visitEnded(bookingUid: string, hours: number): Promise<void> {
  const res = await fetch(`${clock}/visit/${bookingUid}/ended-hours-ago/${hours}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** Runs the review requests due now (the job every instance runs every few minutes); how many people were asked. */
export async function sendReviewRequests(): Promise<number> {
  const res = await fetch(`${clock}/review-requests`, { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { asked: number }).asked;
}

/** The account `userUid` was made `days` days ago: past the days after which its reviews count (decision 196). */
export async function accountMade(userUid: string, days: number): Promise<void> {
  const res = await fetch(`${clock}/account/${userUid}/made-days-ago/${days}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** The advert `saleUid` was published `days` days ago and never confirmed since (issue 57). */
export async function advertPublished(saleUid: string, days: number): Promise<void> {
  const res = await fetch(`${clock}/sale/${saleUid}/published-days-ago/${days}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** The seller of `saleUid` was asked "ainda disponível?" `days` days ago and has not answered. */
export async function advertAsked(saleUid: string, days: number): Promise<void> {
  const res = await fetch(`${clock}/sale/${saleUid}/asked-days-ago/${days}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** Runs the fresh adverts' pass due now (the job every instance runs every few minutes). */
export async function runFreshAdverts(): Promise<{ asked: number; lapsed: number }> {
  const res = await fetch(`${clock}/fresh-adverts`, { method: 'POST' });
  expect(res.status).toBe(200);
  return (await res.json()) as { asked: number; lapsed: number };
}
