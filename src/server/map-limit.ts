/** Runs a task over many items with a bound on how many are in flight: the server never starts all at once. */

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
