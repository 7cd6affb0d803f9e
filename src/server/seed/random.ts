/** A seeded pseudo-random generator (mulberry32): the demo comes out the same on every machine. */

export interface Random {
  /** In [0, 1). */
  next(): number;
  float(min: number, max: number): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements. */
  sample<T>(list: readonly T[], count: number): T[];
  digits(count: number): string;
  /** A UUID (version 4 layout) from the generator, so ids repeat between runs too. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    float: (min, max) => min + next() * (max - min),
    int,
    chance: (p) => next() < p,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)]!;
    },
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '4';
      hex[16] = ['8', '9', 'a', 'b'][int(0, 3)]!;
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return random;
}
