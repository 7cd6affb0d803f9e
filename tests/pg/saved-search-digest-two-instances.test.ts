// The saved searches' morning digest on two instances of one PostgreSQL (issue 19, decision 155): both look at the
// same moment, exactly one sends it, and an instance started later the same day (a restart) does not send it again.
// Runs in the PostgreSQL pass only (`npm run test:pg`): two instances cannot share PGlite.
import { describe, expect, it } from 'vitest';
import { sendDailyDigest } from '../../src/server/domain/searches/digest.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';
import { insertSale } from '../api/sales-fixtures.ts';

describe('the morning digest on two instances of one PostgreSQL', async () => {
  const { instanceA, instanceB, a, b } = await useTwoInstances();

  it('is sent once per day, whichever instances look and however often', async () => {
    await resetDatabase(instanceA);
    const admin = await signUp(instanceA, { role: 'admin' });
    const seller = await signUp(instanceA, { userType: 'BREEDER', dgavNumber: 'DGAV 2/2024' });
    const people = [await signUp(instanceA), await signUp(instanceA)];
    for (const [i, person] of people.entries()) {
      const res = await (i ? b : a).post(
        '/private/saved-search',
        { filters: { species: 'DOG' }, frequency: 'DAILY' },
        { token: person.token },
      );
      expect(res.status).toBe(201);
    }
    for (const [i, title] of ['Labrador preto', 'Labrador amarelo'].entries()) {
      const uid = await insertSale(instanceA, seller.uid, LISBOA_SINTRA, {
        status: 'PENDING',
        approvedAt: null,
        title,
      });
      expect(
        (await (i ? b : a).put(`/private/admin/sale/${uid}/approve`, undefined, { token: admin.token })).status,
      ).toBe(200);
    }

    const nine = new Date('2026-12-10T09:00:00Z');
    const results = await Promise.all([
      sendDailyDigest(instanceA, nine),
      sendDailyDigest(instanceB, nine),
      sendDailyDigest(instanceA, new Date('2026-12-10T09:01:00Z')),
      sendDailyDigest(instanceB, new Date('2026-12-10T09:01:00Z')),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([2]);
    const mails = [...instanceA.mailer.outbox, ...instanceB.mailer.outbox];
    expect(mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    expect(mails.every((m) => m.subject === '2 anúncios novos para as suas pesquisas')).toBe(true);

    // An instance started later the same day finds the day claimed in the database.
    const restarted = await useTestContext();
    expect(await sendDailyDigest(restarted, new Date('2026-12-10T15:00:00Z'))).toBeNull();
    expect(restarted.mailer.outbox).toEqual([]);
    // The next morning there is nothing new to send, but the day is claimed once again.
    expect(
      await Promise.all([
        sendDailyDigest(instanceB, new Date('2026-12-11T08:30:00Z')),
        sendDailyDigest(restarted, new Date('2026-12-11T08:30:00Z')),
      ]),
    ).toEqual(expect.arrayContaining([0, null]));
  });
});
