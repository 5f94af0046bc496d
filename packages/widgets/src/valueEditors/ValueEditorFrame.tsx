import { useImperativeHandle, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { focusFirstControl, formDataValue, type FocusableHandle } from '../forms/focusable.js';
import { useFocusLeave } from '../forms/useFocusLeave.js';
import { Frame } from './ValueEditorFrame.styles.js';

export interface ValueEditorFrameProps {
  children?: ReactNode;
  className?: string;
  /** With `value`: a hidden input of this name holds the value (see `formDataValue`). */
  name?: string | undefined;
  /** The editor's value, for the hidden input of `name`. */
  value?: unknown;
  /** Called when focus leaves the editor (its popovers and dialogs count as inside). */
  onBlur?: (() => void) | undefined;
  /** `focus()` moves focus to the editor's first control. */
  ref?: Ref<FocusableHandle> | undefined;
}

/**
 * The container every value editor sits in: full width up to 26em. It also gives every editor
 * the same form interop: `name`, `onBlur` and `ref`.
 */
export function ValueEditorFrame({
  children,
  className,
  name,
  value,
  onBlur,
  ref,
}: ValueEditorFrameProps) {
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => void focusFirstControl(root.current) }), []);
  return (
    <Frame ref={root} className={className} {...useFocusLeave(onBlur)}>
      {children}
      {name !== undefined && <input type="hidden" name={name} value={formDataValue(value)} />}
    </Frame>
  );
}
