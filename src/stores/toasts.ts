/** Toast messages: show with duplicate suppression, timed dismissal, and a queue that survives a page load. */
import { atom } from 'nanostores';
import { need } from '../lib/shell/on-demand.ts';
import { QUEUE_KEY } from '../lib/toast-queue.ts';

export { QUEUE_KEY };

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastInput {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it goes away by itself; 0 keeps it until closed. */
  life?: number;
}

export interface Toast {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail: string;
  life: number;
}

/** The specification's toast duration. */
export const TOAST_LIFE_MS = 10_000;

type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const sameMessage = (
  a: Pick<Toast, 'severity' | 'summary' | 'detail'>,
  b: Pick<Toast, 'severity' | 'summary' | 'detail'>,
) => a.severity === b.severity && a.summary === b.summary && a.detail === b.detail;

/** Shows a toast; returns its id, or null when the same message is already visible. */
export function showToast(input: ToastInput): number | null {
  const toast: Toast = {
    id: nextId++,
    severity: input.severity,
    summary: input.summary,
    detail: input.detail ?? '',
    life: input.life ?? TOAST_LIFE_MS,
  };
  if ($toasts.get().some((shown) => sameMessage(shown, toast))) return null;
  $toasts.set([...$toasts.get(), toast]);
  // The region that draws toasts is loaded on the first one (decision 214).
  void need('toasts');
  if (toast.life > 0)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.life),
    );
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const rest = $toasts.get().filter((toast) => toast.id !== id);
  if (rest.length !== $toasts.get().length) $toasts.set(rest);
}

/** Removes every toast and its timer (tests, and a page that wants a clean slate). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}

function defaultStorage(): QueueStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): queued toasts are then simply lost.
    return undefined;
  }
}

function readQueue(storage: QueueStorage): ToastInput[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isToastInput) : [];
  } catch {
    return [];
  }
}

function isToastInput(value: unknown): value is ToastInput {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['success', 'info', 'warn', 'error'].includes(v['severity'] as string) &&
    typeof v['summary'] === 'string' &&
    (v['detail'] === undefined || typeof v['detail'] === 'string') &&
    (v['life'] === undefined || typeof v['life'] === 'number')
  );
}

/** Keeps a toast for the next page load (call it right before navigating away). */
export function queueToast(input: ToastInput, storage: QueueStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(QUEUE_KEY, JSON.stringify([...readQueue(storage), input]));
  } catch {
    // Quota or disabled storage: the toast is a courtesy, the navigation matters more.
  }
}

/** Shows the toasts queued by the previous page, once. Called by the toast region when the page loads. */
export function showQueuedToasts(storage: QueueStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  const queued = readQueue(storage);
  try {
    storage.removeItem(QUEUE_KEY);
  } catch {
    // Nothing to clean up when storage refuses.
  }
  for (const input of queued) showToast(input);
}
