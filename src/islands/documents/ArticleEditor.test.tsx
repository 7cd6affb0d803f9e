// @vitest-environment happy-dom
// The article editor keeps what was typed before the island woke up (a slow phone): the text stays on screen through
// the next render and counts as a change, so leaving asks first.
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { hydrate, serverRendered } from '../../../tests/helpers/hydrate.tsx';
import ArticleEditor from './ArticleEditor.tsx';
import { ARTICLE_EDITOR_KEYS } from './messages.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('ArticleEditor before hydration', () => {
  it('keeps the title, summary and text typed into the server-rendered form', async () => {
    const island = <ArticleEditor messages={pickMessages(ARTICLE_EDITOR_KEYS)} />;
    const container = await serverRendered(island);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('title').value = 'Passeios de verão';
    field('summary').value = 'Como passear o cão quando está calor.';
    field('body').value = '## Água';
    const hydrated = await hydrate(container, island);
    // Any render after hydration writes the state into the controlled fields: they must hold what was typed.
    await act(async () => {
      container.querySelector<HTMLButtonElement>('[role="tab"]:not([aria-selected="true"])')?.click();
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('[role="tab"]:not([aria-selected="true"])')?.click();
    });
    expect(field('title').value).toBe('Passeios de verão');
    expect(field('summary').value).toBe('Como passear o cão quando está calor.');
    expect(field('body').value).toBe('## Água');
    // A change the leave guard protects: leaving the page asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    hydrated.done();
  });
});
