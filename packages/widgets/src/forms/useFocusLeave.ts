import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FocusEvent } from 'react';

/** Frames to wait for focus that is on nothing (an overlay closing restores it a moment later). */
const restoreFrames = 2;

/**
 * `onFocusCapture`/`onBlurCapture` for a widget's root that call `onLeave` once focus has left
 * the widget. React's focus events bubble through portals, so focus moving into the widget's own
 * popover or dialog is not leaving it; the check waits a frame, for the focus that follows a blur.
 */
export function useFocusLeave(onLeave: (() => void) | undefined) {
  const latest = useRef(onLeave);
  useLayoutEffect(() => {
    latest.current = onLeave;
  });
  const frame = useRef<number | undefined>(undefined);
  const cancel = () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
  };
  useEffect(() => cancel, []);

  return {
    onFocusCapture: cancel,
    onBlurCapture: (_event: FocusEvent) => {
      if (latest.current === undefined) return;
      cancel();
      let waited = 0;
      const check = () => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && waited < restoreFrames) {
          waited += 1;
          frame.current = requestAnimationFrame(check);
          return;
        }
        frame.current = undefined;
        latest.current?.();
      };
      frame.current = requestAnimationFrame(check);
    },
  };
}
