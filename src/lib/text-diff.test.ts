import { describe, expect, it } from 'vitest';
import { diffLines } from './text-diff.ts';

describe('diffLines', () => {
  it('keeps common lines and marks what went and what came', () => {
    expect(diffLines('a\nb\nc', 'a\nx\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('says nothing changed for equal texts', () => {
    expect(diffLines('um\ndois', 'um\ndois').every((l) => l.kind === 'same')).toBe(true);
  });
});
