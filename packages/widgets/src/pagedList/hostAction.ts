import { useState } from 'react';

/** An action whose promise, while pending, keeps its button busy. */
export type HostAction<Args extends unknown[]> = (...args: Args) => void | Promise<unknown>;

export function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/** Runs a host action, reporting whether it is pending while its promise is. */
export function usePendingAction<Args extends unknown[]>(action: HostAction<Args> | undefined) {
  const [isPending, setPending] = useState(false);
  const run = (...args: Args) => {
    const result = action?.(...args);
    if (!isPromise(result)) return;
    setPending(true);
    result.then(
      () => setPending(false),
      () => setPending(false),
    );
  };
  return [isPending, run] as const;
}
