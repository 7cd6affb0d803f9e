/** Small measuring helpers the bench parts share: percentiles, rounding, the process's memory after a full GC. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The p-th percentile of an ascending list (nearest rank); NaN for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Milliseconds to one decimal. */
export const ms = (n: number) => Math.round(n * 10) / 10;
/** Bytes as megabytes to one decimal. */
export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A full collection, twice (weak references and finalisers settle between them). */
function gc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The process's resident set and its JavaScript and native heap, after a full collection. */
export function memory(): { rss: number; heap: number } {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}
