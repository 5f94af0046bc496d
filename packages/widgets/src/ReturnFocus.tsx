import { useEffect } from 'react';

export interface ReturnFocusProps {
  /** Where focus goes once the dialog is gone, such as the row menu's button that opened it. */
  to: () => HTMLElement | null;
}

/**
 * Put inside a dialog's content: as the content unmounts, focus goes to `to()` if the dialog's
 * own restoring found nowhere to go. Dialogs opened from a row menu or a bulk action return to
 * a button that a delete may have removed, and focus would fall to the page's body.
 */
export function ReturnFocus({ to }: ReturnFocusProps) {
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const target = to();
        if (target?.isConnected && document.activeElement === document.body) target.focus();
      });
    },
    [to],
  );
  return null;
}
