// The blog's cache on several instances: a write through instance A empties instance B's cache (PostgreSQL NOTIFY).
// Two instances need one database both can open: tests/pg runs only in the PostgreSQL pass (`npm run test:pg`).
import { describe, expect, it } from 'vitest';
import { useTwoInstances, eventually } from '../helpers/two-instances.ts';
import { signUp } from '../helpers/context.ts';

describe('articles on two instances of one PostgreSQL', async () => {
  const { instanceA, a, b } = await useTwoInstances({ RATE_LIMITS: 'off' });

  it('B stops serving its cached article once A takes it down, and sees A publish it again', async () => {
    const editor = await signUp(instanceA, { role: 'editor' });
    const created = await a.post(
      '/private/admin/article',
      { title: `Entre instâncias ${Date.now()}`, summary: 'Um artigo lido por duas instâncias.', body: 'Texto.' },
      { token: editor.token },
    );
    const { referenceKey } = (await created.json()) as { referenceKey: string };
    // B reads it (and caches it).
    expect((await b.get(`/public/article/${referenceKey}`)).status).toBe(200);

    await a.put(`/private/admin/article/${referenceKey}/unpublish`, undefined, { token: editor.token });
    await eventually(async () => (await b.get(`/public/article/${referenceKey}`)).status === 404);

    await a.put(`/private/admin/article/${referenceKey}/publish`, undefined, { token: editor.token });
    await eventually(async () => (await b.get(`/public/article/${referenceKey}`)).status === 200);
    await a.call('DELETE', `/private/admin/article/${referenceKey}`, { token: editor.token });
  });
});
