/**
 * `useStore` options for islands the server renders: hydrate with the store's initial value, as the
 * server did, then show the live one. A store already filled when an island hydrates (the bell loaded
 * the notifications before /notifications' list woke up) would otherwise make React's first render
 * differ from the server's HTML (React error #418) and throw the server's markup away.
 */
export const HYDRATE_AS_SERVER = { ssr: 'initial' } as const;
