/** How a pipeline ended: every item settled, or `stop` asked it to start no more. */
export type PipelineEnd = 'finished' | 'stopped';

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs `work` over the items with at most `limit` in flight, and hands each result to `settle`
 * in the items' order, each as soon as it and every item before it are done: a job's batches
 * overlap (one reads the platform while another writes), yet its checkpoint only ever moves
 * past batches that are all applied.
 *
 * `stop` is asked before each item starts; once it answers true no more start, the ones in
 * flight finish and are settled, and the pipeline answers 'stopped'. A failure of `work` starts
 * no more items either: the items before the failed one are settled as they finish, none after
 * it, and the failure is thrown once every item in flight is done. A failure of `settle` or
 * `stop` is thrown as soon as those in flight are done, settling nothing more. Nothing it
 * started is left running when it returns or throws.
 */
export async function pipeline<T, R>(
  items: Iterable<T>,
  limit: number,
  work: (item: T) => Promise<R>,
  settle: (result: R, item: T) => void | Promise<void>,
  stop: () => boolean | Promise<boolean> = () => false,
): Promise<PipelineEnd> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be ≥ 1: ${limit}`);
  const upcoming = items[Symbol.iterator]();
  const inFlight: Array<{ item: T; outcome: Promise<Outcome<R>> }> = [];
  let failed = false;
  let stopped = false;
  let exhausted = false;

  const start = async () => {
    while (inFlight.length < limit && !failed && !stopped && !exhausted) {
      const next = upcoming.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      // Asked only when there is an item to start: with none left, the pipeline has finished.
      // A synchronous answer is taken at once, so items start together when nothing waits.
      const asked = stop();
      if (typeof asked === 'boolean' ? asked : await asked) {
        stopped = true;
        return;
      }
      const item = next.value;
      const outcome = Promise.resolve()
        .then(() => work(item))
        .then(
          (value): Outcome<R> => ({ ok: true, value }),
          (error: unknown): Outcome<R> => {
            failed = true;
            return { ok: false, error };
          },
        );
      inFlight.push({ item, outcome });
    }
  };

  const failWith = async (error: unknown): Promise<never> => {
    failed = true;
    await Promise.all(inFlight.map((entry) => entry.outcome));
    throw error;
  };

  try {
    await start();
  } catch (error) {
    return failWith(error);
  }
  for (let head = inFlight.shift(); head; head = inFlight.shift()) {
    const outcome = await head.outcome;
    if (!outcome.ok) return failWith(outcome.error);
    try {
      await settle(outcome.value, head.item);
      await start();
    } catch (error) {
      return failWith(error);
    }
  }
  return stopped ? 'stopped' : 'finished';
}
