// Rate limits on two instances of one PostgreSQL (decision 113): the counters live in the database, so a
// client alternating between instances (as nginx's round robin makes it) meets each limit once, not once
// per instance. Runs in the PostgreSQL pass only (`npm run test:pg`): two instances cannot share PGlite.
import { describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../src/server/api/middleware/rate-limit.ts';
import { freshIp } from '../helpers/api.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { signUp } from '../helpers/context.ts';

describe('rate limits on two instances of one PostgreSQL', async () => {
  const { instanceA, a, b } = await useTwoInstances();
  /** The n-th call (from 0) goes to A, then B, then A... */
  const alternate = (n: number) => (n % 2 ? b : a);

  it("locks an account's sign-in at the 11th attempt in total, wherever each attempt landed", async () => {
    const owner = await signUp(instanceA);
    const { limit } = RATE_RULES.authenticateAccount;
    for (let n = 0; n < limit; n++) {
      const res = await alternate(n).post('/public/authenticate', { username: owner.email, password: 'Errada123' });
      expect(res.status, `attempt ${n + 1}`).toBe(401);
    }
    // The right password, on either instance: refused (per-instance counters would let both in).
    const credentials = { username: owner.email, password: owner.password };
    expect((await a.post('/public/authenticate', credentials)).status).toBe(429);
    expect((await b.post('/public/authenticate', credentials)).status).toBe(429);
  });

  it("clears the account's counter on both instances when a sign-in through one of them succeeds", async () => {
    const owner = await signUp(instanceA);
    const { limit } = RATE_RULES.authenticateAccount;
    for (let n = 0; n < limit - 1; n++) {
      await alternate(n).post('/public/authenticate', { username: owner.email, password: 'Errada123' });
    }
    expect((await a.post('/public/authenticate', { username: owner.email, password: owner.password })).status).toBe(
      200,
    );
    // B counts from zero again: ten more wrong attempts before the lock.
    for (let n = 0; n < limit; n++) {
      expect((await b.post('/public/authenticate', { username: owner.email, password: 'Errada123' })).status).toBe(401);
    }
    expect((await b.post('/public/authenticate', { username: owner.email, password: owner.password })).status).toBe(
      429,
    );
  });

  it('limits one address across both instances (signups: 10 an hour)', async () => {
    const ip = freshIp();
    const { limit } = RATE_RULES.signupIp;
    for (let n = 0; n < limit; n++) {
      const res = await alternate(n).post('/public/signup', {}, { ip });
      expect(res.status, `signup ${n + 1}`).toBe(400);
    }
    expect((await a.post('/public/signup', {}, { ip })).status).toBe(429);
    expect((await b.post('/public/signup', {}, { ip })).status).toBe(429);
    // Another address is not affected.
    expect((await b.post('/public/signup', {})).status).toBe(400);
  });

  it("limits one account's writes across both instances (visit requests: 20 an hour)", async () => {
    const member = await signUp(instanceA);
    const { limit } = RATE_RULES.booking;
    for (let n = 0; n < limit; n++) {
      const res = await alternate(n).post('/private/booking', {}, { token: member.token });
      expect(res.status, `request ${n + 1}`).toBe(400);
    }
    expect((await b.post('/private/booking', {}, { token: member.token })).status).toBe(429);
    expect((await a.post('/private/booking', {}, { token: member.token })).status).toBe(429);
  });
});
