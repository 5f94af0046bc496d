import { useState } from 'react';

/**
 * An action the host carries out (a save, a delete, a file to read): when it returns a promise,
 * the widget keeps the button that started it busy until the promise settles.
 */
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
