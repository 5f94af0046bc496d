/**
 * A slow callback for stories that show a pending state (`onConfirm`, `onExport` returning a
 * promise). A person trying the story waits `ms`; a play function calls `hold()` first and
 * `release()` once it has seen the pending state, since on a busy machine it may take longer
 * than any fixed time to get there, and the work would be over before it looked.
 */
export function slowWork(ms: number) {
  let held: (() => void)[] | undefined;
  return {
    run: () =>
      new Promise<void>((resolve) => {
        if (held) held.push(resolve);
        else setTimeout(resolve, ms);
      }),
    /** From now on the work waits for `release()`. */
    hold: () => {
      held = [];
    },
    /** Ends the held work, and lets later work take `ms` again. */
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
  };
}
