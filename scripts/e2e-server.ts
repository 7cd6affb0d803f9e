/**
 * Starts the server for Playwright: the tests' one build (scripts/test-build.ts: made when missing or older than the
 * sources) and a fresh DATA_DIR every run. Beside it, on PORT+2
 * (PORT+1 is listing-limit.spec.ts's own server)
 * and 127.0.0.1 only, the journeys' clock (tests/e2e/clock.ts): time is the outside world, the one thing a journey
 * may move. It moves an accepted visit into the past and runs the review requests due, so a journey can be the day
 * after a visit without waiting for it (issue 38), and make an account older, so its reviews count (issue 55). It moves
 * one advert's publication or its "ainda disponível?" question into the past and runs the fresh adverts' pass
 * (issue 57), so only that advert is due: the other journeys' adverts are fresh.
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
const ADVERT = /^\/sale\/([0-9a-f-]{36})\/(published|asked)-days-ago\/(\d{1,3})$/;
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
      const advert = ADVERT.exec(req.url ?? '');
      if (req.method === 'POST' && advert) {
        // The advert was published (never confirmed since), or its seller asked, that many days ago.
        const ago = sql`now() - make_interval(days => ${Number(advert[3])})`;
        await ctx.db.execute(
          advert[2] === 'published'
            ? sql`update sales set approved_at = ${ago}, confirmed_at = null, confirm_asked_at = null where id = ${advert[1]}`
            : sql`update sales set confirm_asked_at = ${ago} where id = ${advert[1]}`,
        );
        return answer(200, { moved: advert[1] });
      }
      if (req.method === 'POST' && req.url === '/fresh-adverts') {
        return answer(200, await runFreshness(ctx));
      }
      if (req.method === 'POST' && req.url === '/review-requests') {
        return answer(200, { asked: await sendReviewRequests(ctx) });
      }
      answer(404, {});
    })().catch((error: unknown) => answer(500, { error: String(error) }));
  })
  .listen(Number(process.env.PORT ?? 4599) + 2, '127.0.0.1');
