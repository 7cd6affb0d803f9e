/**
 * Two instances of the site on one database (tests/pg, tests/nats; decisions 146, 187): two contexts with the same
 * environment, their API clients, and on request a /ws server each. Must be called in a describe or file body.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AppContext } from '../../src/server/context.ts';
import type { Env } from '../../src/server/env.ts';
import { startServer, type TestServer } from '../realtime/helpers.ts';
import { testApi, type TestApi } from './api.ts';
import { useTestContext } from './context.ts';

export interface TwoInstances {
  instanceA: AppContext;
  instanceB: AppContext;
  a: TestApi;
  b: TestApi;
}

export async function useTwoInstances(env: Partial<Env> = {}): Promise<TwoInstances> {
  const instanceA = await useTestContext(env);
  const instanceB = await useTestContext(env);
  return { instanceA, instanceB, a: testApi(instanceA), b: testApi(instanceB) };
}

export interface TwoServers extends TwoInstances {
  /** Set before the first test: each instance's /ws on a free port. */
  serverA: TestServer;
  serverB: TestServer;
}

/** Two instances, each with its /ws server listening for the file's tests and closed after them. */
export async function useTwoServers(env: Partial<Env> = {}): Promise<TwoServers> {
  const two = (await useTwoInstances(env)) as TwoServers;
  beforeAll(async () => {
    two.serverA = await startServer(two.instanceA.realtime);
    two.serverB = await startServer(two.instanceB.realtime);
  });
  afterAll(async () => {
    await two.serverA.close();
    await two.serverB.close();
  });
  return two;
}

/** Polls until `check` holds: the other instance hears of a commit a moment after it. */
export async function eventually(
  check: () => Promise<boolean>,
  failure = 'instance B never saw the write',
): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(failure);
}
