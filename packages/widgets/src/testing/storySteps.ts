import { expect, userEvent } from 'storybook/test';
import { wysiwygStorageKey } from '../valueEditors/wysiwyg/index.js';

/** Presses Tab (or Shift+Tab) until `element` has focus: the way a keyboard user gets there. */
export async function tabTo(element: HTMLElement, shift = false): Promise<void> {
  for (let presses = 0; presses < 40 && document.activeElement !== element; presses += 1) {
    await userEvent.tab({ shift });
  }
  await expect(element).toHaveFocus();
}

/**
 * A `beforeEach` that starts a story with no remembered rich-text choice and leaves the storage
 * as it found it afterwards.
 */
export function withoutRememberedWysiwyg(): () => void {
  const before = localStorage.getItem(wysiwygStorageKey);
  localStorage.removeItem(wysiwygStorageKey);
  return () => {
    if (before === null) localStorage.removeItem(wysiwygStorageKey);
    else localStorage.setItem(wysiwygStorageKey, before);
  };
}

/**
 * A slow callback for stories that show a pending state (`onExport` returning a promise). A
 * person trying the story waits `ms`; a play function calls `hold()` first and `release()` once
 * it has seen the pending state, since on a busy machine it may take longer than any fixed time
 * to get there. (The design system's stories have the same in their own `testing/`.)
 */
export function slowWork(ms: number) {
  let held: (() => void)[] | undefined;
  return {
    run: () =>
      new Promise<void>((resolve) => {
        if (held) held.push(resolve);
        else setTimeout(resolve, ms);
      }),
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
  };
}
