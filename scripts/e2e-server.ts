/**
 * Starts the server for Playwright: the tests' one build (scripts/test-build.ts: made when missing or older than the
 * sources) and a fresh DATA_DIR every run. Beside it, on PORT+2
 * (PORT+1 is listing-limit.spec.ts's own server)
 * and 127.0.0.1 only, the journeys' clock (tests/e2e/clock.ts): time is the outside world, the one thing a journey
 * may move. It moves an accepted visit into the past and runs the review requests due, so a journey can be the day
 * after a visit without waiting for it (issue 38), and make an account older, so its reviews count (issue 55). It runs
 * the fresh adverts' pass as it will be some days from now (issue 57): the seller asked, or the advert lapsed.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { ensureTestBuild, TEST_DIST_DIR } from './test-build.ts';

const dataDir = process.env.DATA_DIR ?? 'data-e2e';
rmSync(dataDir, { recursive: true, force: true });
await ensureTestBuild();
process.env.DIST_DIR = TEST_DIST_DIR;
await import('../src/server/main.ts');

const { sql } = await import('drizzle-orm');
const { sendReviewRequests } = await import('../src/server/domain/reviews/reminders.ts');
const { runFreshness } = await import('../src/server/domain/sales/freshness.ts');
type Context = import('../src/server/context.ts').AppContext;
const context = () => (globalThis as { [key: symbol]: Promise<Context> })[Symbol.for('patinhas.context')]!;

const VISIT = /^\/visit\/([0-9a-f-]{36})\/ended-hours-ago\/(\d{1,4})$/;
const ACCOUNT = /^\/account\/([0-9a-f-]{36})\/made-days-ago\/(\d{1,3})$/;
const FRESH = /^\/fresh-adverts\/in-days\/(\d{1,3})$/;
http
  .createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      const ctx = await context();
      const moved = VISIT.exec(req.url ?? '');
      if (req.method === 'POST' && moved) {
        // The visit's hour ended that many hours ago; it was accepted.
        await ctx.db.execute(
          sql`update bookings set status = 'ACCEPTED', starts_at = now() - make_interval(hours => ${Number(moved[2]) + 1})
            where id = ${moved[1]}`,
        );
        return answer(200, { moved: moved[1] });
      }
      const aged = ACCOUNT.exec(req.url ?? '');
      if (req.method === 'POST' && aged) {
        // The account was made that many days ago (an established writer, decision 196).
        await ctx.db.execute(
          sql`update users set created_at = now() - make_interval(days => ${Number(aged[2])}) where id = ${aged[1]}`,
        );
        return answer(200, { aged: aged[1] });
      }
      const ahead = FRESH.exec(req.url ?? '');
      if (req.method === 'POST' && ahead) {
        // The fresh adverts' pass as it runs that many days from now (asks and lapses are dated then).
        const now = new Date(Date.now() + Number(ahead[1]) * 86_400_000);
        return answer(200, await runFreshness(ctx, now));
      }
      if (req.method === 'POST' && req.url === '/review-requests') {
        return answer(200, { asked: await sendReviewRequests(ctx) });
      }
      answer(404, {});
    })().catch((error: unknown) => answer(500, { error: String(error) }));
  })
  .listen(Number(process.env.PORT ?? 4599) + 2, '127.0.0.1');
