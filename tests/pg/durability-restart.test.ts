// PostgreSQL restarted under write load: the running app loses no acknowledged write and recovers on its own
// (the pool reconnects, the LISTEN connection listens again), with no restart of the app. A throw-away
// server of the test's own (pg_ctl stop -m fast / start) when Debian's binaries are there; otherwise our
// backends on the shared server are terminated for the same time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectClient } from '../realtime/helpers.ts';
import {
  approve,
  call,
  createSale,
  ledgerSize,
  missingWrites,
  newAccount,
  prepare,
  restartablePostgres,
  startApp,
  startLoad,
  within,
} from '../durability/harness.ts';

const postgres = await restartablePostgres(process.env.TEST_DATABASE_URL!);
const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-pg-restart-'));
afterAll(async () => {
  await postgres.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`PostgreSQL restarted under load (${postgres.kind})`, () => {
  it('keeps every acknowledged write, answers writes again by itself and pushes notifications again', async () => {
    const app = await startApp({ dataDir, databaseUrl: postgres.url, env: { LOG_LEVEL: 'info' } });
    try {
      const fixture = await within(40_000, 'sign-ups and approved sales', prepare(app.url));
      // A sale the load never hearts: its notification after the restart can only come through the restored LISTEN.
      const extra = await createSale(app.url, fixture.seller.token, 'Cachorro depois do reinício');
      await approve(app.url, fixture.adminToken, extra.body.uid!);
      const seller = await connectClient(`ws://127.0.0.1:${app.port}/ws`, fixture.seller.token, {
        reconnectDelay: 200,
      });

      const load = startLoad(() => app.url, fixture, { pauseMs: 10 });
      await within(20_000, '15 writes before the restart', load.acknowledged(15));
      const started = performance.now();
      await within(30_000, 'PostgreSQL down and up', postgres.restart(1000));
      const restartMs = Math.round(performance.now() - started);
      const beforeRecovery = ledgerSize(load.ledger);
      const back = performance.now();
      // The same process acknowledges writes again without being restarted.
      await within(20_000, 'writes acknowledged after the restart', load.acknowledged(beforeRecovery + 15));
      const recoveryMs = Math.round(performance.now() - back);
      const ledger = await load.stop();
      expect(app.child.exitCode).toBeNull();
      expect(await missingWrites(app.url, fixture, ledger)).toEqual([]);
      // A call caught by the restart got the API's error shape, without internals.
      if (ledger.serverError !== undefined) {
        expect(ledger.serverError).toMatchObject({ status: 500, message: expect.any(String) });
        expect(JSON.stringify(ledger.serverError)).not.toMatch(/node_modules|terminating connection|at .*\.js/);
      }

      // LISTEN is back: a first heart on the extra sale reaches the seller's socket. A NOTIFY committed in the
      // moment before LISTEN is restored is not delivered, so each second another new user hearts it.
      const pushed = () =>
        seller.messages.some((m) => (JSON.parse(m.body) as { referenceKey?: string }).referenceKey === extra.body.uid);
      const deadline = Date.now() + 15_000;
      let hearts = 0;
      while (!pushed() && Date.now() < deadline) {
        const fan = await newAccount(app.url, 'after-restart');
        const heart = await call(app.url, 'PUT', '/private/sale/update-favorite', {
          body: { saleUid: extra.body.uid, favorite: true },
          token: fan.token,
        });
        expect(heart.status).toBe(200);
        hearts += 1;
        for (let i = 0; i < 20 && !pushed(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(pushed()).toBe(true);
      await seller.disconnect();
      // The log says what happened, without the connection string.
      expect(app.output()).toContain('"msg":"database: LISTEN restored"');
      expect(app.output()).not.toContain(postgres.url);
      console.log(
        `PostgreSQL restart (${postgres.kind}): down and up in ${restartMs} ms, ${ledgerSize(ledger)} acknowledged writes, ` +
          `${ledger.failures} calls refused meanwhile, writes acknowledged again ${recoveryMs} ms after it was back, 0 lost; ` +
          `push after ${hearts} heart(s)`,
      );
    } finally {
      await app.kill('SIGTERM');
    }
  }, 180_000);
});
