// Information pages on several instances (issue 20, decision 154): a write through instance A empties instance
// B's cache of the published pages (PostgreSQL NOTIFY), so B's footer, sitemap and page show it.
// Two instances need one database both can open: tests/pg runs only in the PostgreSQL pass (`npm run test:pg`).
import { describe, expect, it } from 'vitest';
import { publishedInfoPages } from '../../src/server/domain/documents/info-pages/pages.ts';
import { useTwoInstances, eventually } from '../helpers/two-instances.ts';
import { signUp } from '../helpers/context.ts';

describe('information pages on two instances of one PostgreSQL', async () => {
  const { instanceA, instanceB, a } = await useTwoInstances({ RATE_LIMITS: 'off' });
  const onB = async (slug: string) => (await publishedInfoPages(instanceB)).find((p) => p.slug === slug);

  it('B stops listing a page once A takes it off, and shows A’s edit and its return', async () => {
    const editor = await signUp(instanceA, { role: 'editor' });
    const slug = `entre-instancias-${Date.now()}`;
    const created = await a.post(
      '/private/admin/info-page',
      {
        slug,
        title: 'Entre instâncias',
        description: 'Uma página lida por duas instâncias.',
        body: 'Primeiro texto.',
        inFooter: true,
      },
      { token: editor.token },
    );
    expect(created.status).toBe(201);
    // B reads it (and caches the list).
    await eventually(async () => (await onB(slug))?.title === 'Entre instâncias');

    await a.put(`/private/admin/info-page/${slug}`, { body: 'Segundo texto.' }, { token: editor.token });
    await eventually(async () => (await onB(slug))?.html === '<p>Segundo texto.</p>');

    await a.put(`/private/admin/info-page/${slug}/unpublish`, undefined, { token: editor.token });
    await eventually(async () => (await onB(slug)) === undefined);

    await a.put(`/private/admin/info-page/${slug}/publish`, undefined, { token: editor.token });
    await eventually(async () => (await onB(slug)) !== undefined);
    await a.put(`/private/admin/info-page/${slug}/unpublish`, undefined, { token: editor.token });
  });
});
