/** Loading state of the page: requests in flight, and the overlay flag that waits 200 ms before showing. */
import { atom, computed, onMount } from 'nanostores';
import { onApiEvents } from '../lib/api/events.ts';

/** The specification's loading overlay debounce: short requests never flash the overlay. */
export const OVERLAY_DELAY_MS = 200;

/** How many tracked requests are in flight (the API client calls begin/end around each one). */
export const $activeRequests = atom(0);

/** True while at least one tracked request is in flight. */
export const $loading = computed($activeRequests, (count) => count > 0);

export function beginRequest(): void {
  $activeRequests.set($activeRequests.get() + 1);
}

export function endRequest(): void {
  // Never below zero: an unmatched end (e.g. a retried request) must not hide a later load.
  $activeRequests.set(Math.max(0, $activeRequests.get() - 1));
}

// Every API request counts (the client raises these; src/lib/api/events.ts).
onApiEvents({ requestStart: beginRequest, requestEnd: endRequest });

/** Counts `work` as a request while it is pending; resolves or rejects as `work` does. */
export async function trackRequest<T>(work: Promise<T>): Promise<T> {
  beginRequest();
  try {
    return await work;
  } finally {
    endRequest();
  }
}

/**
 * True once `$loading` has stayed true for OVERLAY_DELAY_MS; false at once when loading ends.
 * The timer only runs while something (the overlay element) listens.
 */
export const $overlayVisible = atom(false);

onMount($overlayVisible, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = $loading.subscribe((loading) => {
    clearTimeout(timer);
    timer = undefined;
    if (!loading) {
      $overlayVisible.set(false);
    } else if (!$overlayVisible.get()) {
      timer = setTimeout(() => $overlayVisible.set(true), OVERLAY_DELAY_MS);
    }
  });
  return () => {
    clearTimeout(timer);
    stop();
    $overlayVisible.set(false);
  };
});
