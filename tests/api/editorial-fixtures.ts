// The set-up the editorial areas' tests share (articles, information pages): a context without rate limits, its API,
// an empty database before each test with an editor (Eva), an admin (Helena) and a plain user (Rui), and the check
// that a call is the editorial team's alone.
import { beforeEach, expect } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';

export interface EditorialTeam {
  editor: TestUser;
  admin: TestUser;
  reader: TestUser;
}

export async function useEditorialTests() {
  const ctx = await useTestContext({ RATE_LIMITS: 'off' });
  // Filled again before each test: read its people inside the tests.
  const team = {} as EditorialTeam;
  beforeEach(async () => {
    await resetDatabase(ctx);
    team.editor = await signUp(ctx, { role: 'editor', name: 'Eva' });
    team.admin = await signUp(ctx, { role: 'admin', name: 'Helena' });
    team.reader = await signUp(ctx, { name: 'Rui' });
  });

  /** `call` (made with the token given, or none) is refused to a visitor (401) and a plain user (403); an editor may. */
  async function expectEditorsOnly(call: (token?: string) => Promise<Response>): Promise<void> {
    const visitor = await call();
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ status: 401, message: 'unauthorized' });
    const user = await call(team.reader.token);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ status: 403, message: 'forbidden' });
    expect((await call(team.editor.token)).status).toBeLessThan(300);
  }

  return { ctx, team, expectEditorsOnly, ...testApi(ctx) };
}
