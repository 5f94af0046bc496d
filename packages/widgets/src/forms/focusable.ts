import type { Ref } from 'react';

/**
 * What a widget's `ref` gives a form library: `focus()` moves focus to the widget's first
 * control (react-hook-form calls it on the first invalid field after a failed submit).
 */
export interface FocusableHandle {
  focus: () => void;
}

/** The props a widget takes to sit in a partner's form (react-hook-form's `Controller` gives them). */
export interface FormControlProps {
  /** The name of a hidden input holding the value, for a native form submission. */
  name?: string | undefined;
  /** Called when focus leaves the whole widget (its popovers and dialogs count as inside). */
  onBlur?: (() => void) | undefined;
  /** `focus()` moves focus to the first control (React 19 ref prop). */
  ref?: Ref<FocusableHandle> | undefined;
  /** Disables every control. */
  isDisabled?: boolean | undefined;
}

// What a person can Tab to, react-aria's date segments and editable regions included.
const focusableSelector = [
  'input:not([type="hidden"]):not([disabled])',
  'button:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focuses the first control inside `root`; false when it holds none (all disabled). */
export function focusFirstControl(root: HTMLElement | null): boolean {
  const first = root?.querySelector<HTMLElement>(focusableSelector);
  first?.focus();
  return first != null;
}

/** How a value travels in a native form submission: text as it is, anything else as JSON. */
export function formDataValue(value: unknown): string {
  if (value == null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
