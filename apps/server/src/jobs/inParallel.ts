/**
 * Runs `work` over the items with at most `limit` at once, answering the results in the items'
 * order. A job's platform calls go a few at a time: enough to keep both ends busy, few enough
 * to stay a polite client of the platform's rate limit.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Platform calls a job makes at once. */
export const PLATFORM_CONCURRENCY = 4;
