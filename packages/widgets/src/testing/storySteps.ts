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
