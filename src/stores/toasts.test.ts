// The toast store: duplicate suppression, lifetimes, dismissal and the cross-page queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  clearToasts,
  dismissToast,
  QUEUE_KEY,
  queueToast,
  showQueuedToasts,
  showToast,
  TOAST_LIFE_MS,
} from './toasts.ts';

/** An in-memory Web Storage with the three calls the queue uses. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const recovery = {
  severity: 'success',
  summary: 'Recuperação Solicitada',
  detail: 'Verifique a sua caixa de email.',
} as const;

describe('showToast', () => {
  it('shows a toast with its texts', () => {
    const id = showToast(recovery);
    expect(id).not.toBeNull();
    expect($toasts.get()).toEqual([{ id, ...recovery, life: TOAST_LIFE_MS }]);
  });

  it('does not show the same severity, summary and detail twice while visible', () => {
    showToast(recovery);
    expect(showToast(recovery)).toBeNull();
    expect($toasts.get()).toHaveLength(1);
  });

  it('shows messages that differ in severity, summary or detail', () => {
    showToast(recovery);
    showToast({ ...recovery, severity: 'info' });
    showToast({ ...recovery, summary: 'Outro' });
    showToast({ ...recovery, detail: 'Outro' });
    expect($toasts.get()).toHaveLength(4);
  });

  it('keeps a success toast for 10000 ms by default, then removes it', () => {
    showToast(recovery);
    vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('honours a custom life, and life 0 keeps the toast until dismissed', () => {
    showToast({ ...recovery, life: 500 });
    const sticky = showToast({ severity: 'error', summary: 'Erro', life: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((t) => t.id)).toEqual([sticky]);
  });

  it('asks for the region that draws toasts with the first one, and only then (decision 214)', async () => {
    // Fresh modules: the toasts of the tests above have asked already.
    vi.resetModules();
    const { provide } = await import('../lib/shell/on-demand.ts');
    const store = await import('./toasts.ts');
    const region = vi.fn(async () => ({}));
    provide(['toasts'], region);
    store.queueToast(recovery, memoryStorage());
    expect(region).not.toHaveBeenCalled();
    store.showToast(recovery);
    store.showToast({ ...recovery, summary: 'Outro' });
    expect(region).toHaveBeenCalledTimes(1);
    store.clearToasts();
  });

  it('shows the same message again once the first one is gone', () => {
    const first = showToast(recovery);
    dismissToast(first ?? -1);
    expect(showToast(recovery)).not.toBeNull();
  });
});

describe('dismissToast', () => {
  it('removes only that toast', () => {
    const a = showToast(recovery);
    const b = showToast({ severity: 'info', summary: 'Olá' });
    dismissToast(a ?? -1);
    expect($toasts.get().map((t) => t.id)).toEqual([b]);
  });
});

describe('queueToast', () => {
  it('keeps toasts for the next page, which shows them once', () => {
    const storage = memoryStorage();
    queueToast(recovery, storage);
    queueToast({ severity: 'info', summary: 'Bem-vindo' }, storage);
    expect($toasts.get()).toHaveLength(0);

    showQueuedToasts(storage);
    expect($toasts.get().map((t) => t.summary)).toEqual(['Recuperação Solicitada', 'Bem-vindo']);
    expect(storage.data.has(QUEUE_KEY)).toBe(false);

    clearToasts();
    showQueuedToasts(storage);
    expect($toasts.get()).toHaveLength(0);
  });

  it('ignores a corrupted or hostile queue', () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, '{not json');
    showQueuedToasts(storage);
    storage.setItem(QUEUE_KEY, JSON.stringify([{ severity: 'boom', summary: 1 }, 'x', null, recovery]));
    showQueuedToasts(storage);
    expect($toasts.get().map((t) => t.summary)).toEqual([recovery.summary]);
  });

  it('does nothing without storage', () => {
    queueToast(recovery, undefined);
    showQueuedToasts(undefined);
    expect($toasts.get()).toHaveLength(0);
  });
});
