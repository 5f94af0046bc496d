import { startTransition, useEffect, useState } from 'react';

const all = Number.POSITIVE_INFINITY;

/**
 * How many of `total` rows to mount now: `first` in the first frame, then `step` more per task
 * until all are mounted. A long rule (50 conditions of react-aria fields) costs a quarter of a
 * second to mount at once; in steps, the first conditions show within a frame and the page
 * stays responsive while the rest fill in below. Once everything has mounted (or fitted in the
 * first frame), rows added later mount at once, so focus can move to a new condition in the
 * same render.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(() => (total <= first ? all : first));

  useEffect(() => {
    if (count === all) return;
    const timer = setTimeout(() =>
      startTransition(() => setCount((shown) => (shown + step >= total ? all : shown + step))),
    );
    return () => clearTimeout(timer);
  }, [count, total, step]);

  return Math.min(count, total);
}
