// @vitest-environment happy-dom
// A new information page keeps what was typed before the island woke up (a slow phone): the address typed by hand
// stays the person's own when the title changes afterwards, the position stays, and leaving asks first.
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { hydrate, serverRendered } from '../../../tests/helpers/hydrate.tsx';
import InfoPageEditor from './InfoPageEditor.tsx';
import { INFO_PAGE_EDITOR_KEYS } from './messages.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

it('adopts the title, address, description, body and position typed into the server-rendered form', async () => {
  const island = <InfoPageEditor messages={pickMessages(INFO_PAGE_EDITOR_KEYS)} />;
  const host = await serverRendered(island);
  const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const typed = {
    title: 'Campanha',
    slug: 'vacinas-de-novembro',
    description: 'Vacinação a preço reduzido.',
    body: '## Quando',
    order: '7',
  };
  for (const [name, value] of Object.entries(typed)) input(name).value = value;
  const hydrated = await hydrate(host, island);
  // A later title no longer suggests the address: the one typed by hand is kept.
  act(() => void fireEvent.change(input('title'), { target: { value: 'Campanha de vacinação' } }));
  expect(Object.fromEntries(Object.keys(typed).map((name) => [name, input(name).value]))).toEqual({
    ...typed,
    title: 'Campanha de vacinação',
  });
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  expect(leaving.defaultPrevented).toBe(true);
  hydrated.done();
});
