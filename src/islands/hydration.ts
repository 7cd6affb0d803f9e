import { useSyncExternalStore } from 'react';

/**
 * `useStore` options for islands the server renders: hydrate with the store's initial value, as the
 * server did, then show the live one. A store already filled when an island hydrates (the bell loaded
 * the notifications before /notifications' list woke up) would otherwise make React's first render
 * differ from the server's HTML (React error #418) and throw the server's markup away.
 */
export const HYDRATE_AS_SERVER = { ssr: 'initial' } as const;

/**
 * False in the server's HTML and until the island has hydrated, then true: for controls that do nothing before
 * their script runs. A button disabled until then shows a person on a slow phone that it is not ready yet, where an
 * enabled one would swallow the tap (and a browser test would click it too early).
 */
export function useHydrated(): boolean {
  // The server's snapshot while rendering on the server and hydrating, the client's after; a component first
  // mounted in the browser (a card added to a list) is enabled from its first render.
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

const noChanges = () => () => {};
