// The loading store: request counting and the overlay's 200 ms debounce.
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $activeRequests,
  $loading,
  $overlayVisible,
  beginRequest,
  endRequest,
  OVERLAY_DELAY_MS,
  trackRequest,
} from './loading.ts';

beforeEach(() => {
  vi.useFakeTimers();
  $activeRequests.set(0);
});

afterEach(() => {
  cleanStores($overlayVisible, $loading);
  $activeRequests.set(0);
  vi.useRealTimers();
});

describe('$loading', () => {
  it('is true while at least one request is in flight', () => {
    expect($loading.get()).toBe(false);
    beginRequest();
    beginRequest();
    expect($loading.get()).toBe(true);
    endRequest();
    expect($loading.get()).toBe(true);
    endRequest();
    expect($loading.get()).toBe(false);
  });

  it('never counts below zero', () => {
    endRequest();
    beginRequest();
    expect($loading.get()).toBe(true);
  });

  it('tracks a promise until it settles, also when it rejects', async () => {
    const tracked = trackRequest(Promise.reject(new Error('boom')));
    expect($loading.get()).toBe(true);
    await expect(tracked).rejects.toThrow('boom');
    expect($loading.get()).toBe(false);
  });
});

describe('$overlayVisible', () => {
  it('shows only after loading has been on for 200 ms', () => {
    keepMount($overlayVisible);
    beginRequest();
    vi.advanceTimersByTime(OVERLAY_DELAY_MS - 1);
    expect($overlayVisible.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect($overlayVisible.get()).toBe(true);
  });

  it('never shows for a request shorter than 200 ms', () => {
    keepMount($overlayVisible);
    beginRequest();
    vi.advanceTimersByTime(150);
    endRequest();
    vi.advanceTimersByTime(1000);
    expect($overlayVisible.get()).toBe(false);
  });

  it('hides at once when loading ends', () => {
    keepMount($overlayVisible);
    beginRequest();
    vi.advanceTimersByTime(500);
    expect($overlayVisible.get()).toBe(true);
    endRequest();
    expect($overlayVisible.get()).toBe(false);
  });

  it('keeps counting from the first request when another starts meanwhile', () => {
    keepMount($overlayVisible);
    beginRequest();
    vi.advanceTimersByTime(120);
    beginRequest();
    vi.advanceTimersByTime(80);
    expect($overlayVisible.get()).toBe(true);
  });

  it('restarts the 200 ms wait for a new load after a short gap', () => {
    keepMount($overlayVisible);
    beginRequest();
    vi.advanceTimersByTime(150);
    endRequest();
    beginRequest();
    vi.advanceTimersByTime(150);
    expect($overlayVisible.get()).toBe(false);
    vi.advanceTimersByTime(50);
    expect($overlayVisible.get()).toBe(true);
  });
});
