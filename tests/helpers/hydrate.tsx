/**
 * An island as the server sends it, then woken up: for the tests of what a person does on a slow phone before the
 * island hydrates (text typed, boxes ticked), which must survive hydration and the renders after it.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';

/** `island` rendered to HTML in a fresh element on the page: the server's answer, before any script ran. */
export async function serverRendered(island: ReactElement): Promise<HTMLElement> {
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  return container;
}

/** Hydrates `container` with `island`; `done()` unmounts it and takes the element off the page. */
export async function hydrate(container: HTMLElement, island: ReactElement): Promise<{ done(): void }> {
  const { hydrateRoot } = await import('react-dom/client');
  const root = await act(async () => hydrateRoot(container, island));
  return {
    done() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
