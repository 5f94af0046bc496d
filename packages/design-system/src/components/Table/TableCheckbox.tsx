import { useLayoutEffect, useRef } from 'react';
import { SelectionMark } from './SelectionMark.js';
import { CheckboxFrame } from './Table.styles.js';

export interface TableCheckboxProps {
  'aria-label': string;
  /** Adds the row's name to the label: 'Select' then reads 'Select Trail Tent'. */
  'aria-labelledby'?: string;
  id?: string;
  /** Whether the box is ticked. */
  isSelected: boolean;
  /** Draws a dash, for "Select all" when some but not all rows are selected. */
  isIndeterminate?: boolean;
  /** Greys the box out and ignores clicks, as for a disabled row. */
  isDisabled?: boolean;
  /** The box was clicked: toggle the row's selection (or every row's). */
  onChange: () => void;
}

/**
 * The selection checkbox of a row, or "Select all" in the header. Out of the tab order: the grid
 * is one tab stop, and the arrows reach the checkbox as a cell's control.
 */
export function TableCheckbox({
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
  ...labelling
}: TableCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, never an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <CheckboxFrame>
      <input
        ref={input}
        type="checkbox"
        tabIndex={-1}
        checked={isSelected}
        disabled={isDisabled}
        onChange={onChange}
        {...labelling}
      />
      <SelectionMark isIndeterminate={isIndeterminate} />
    </CheckboxFrame>
  );
}
