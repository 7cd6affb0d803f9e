// The nesting scan that runs before JSON.parse: brackets outside strings only, state kept across chunks.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestingScanner } from './text-guard.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
/** Feeds `text` to a fresh scanner `size` bytes at a time; false once it is too deep. */
function scan(text: string, size = Number.POSITIVE_INFINITY, max = MAX_DEPTH): boolean {
  const next = nestingScanner(max);
  const all = bytes(text);
  for (let i = 0; i < all.length; i += Math.min(size, all.length)) if (!next(all.subarray(i, i + size))) return false;
  return true;
}

describe('nestingScanner', () => {
  it('allows 32 levels and refuses 33, arrays and objects alike', () => {
    expect(scan('['.repeat(32) + ']'.repeat(32))).toBe(true);
    expect(scan('['.repeat(33))).toBe(false);
    expect(scan('{"a":'.repeat(33))).toBe(false);
    // Depth, not count: many shallow containers are fine.
    expect(scan(`[${'[],{},'.repeat(10_000)}1]`)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(scan(JSON.stringify({ a: '['.repeat(100), b: `\\"${'{'.repeat(100)}`, c: '\\' }))).toBe(true);
    expect(scan(`["\\\\"${'['.repeat(40)}`)).toBe(false);
  });

  it('keeps its state across chunk boundaries, byte by byte', () => {
    const hidden = JSON.stringify({ a: `x\\"${'['.repeat(50)}`, é: 'ü' });
    expect(scan(hidden, 1)).toBe(true);
    expect(scan(`${'['.repeat(20)}"\\"["${'['.repeat(13)}`, 1)).toBe(false);
  });
});
