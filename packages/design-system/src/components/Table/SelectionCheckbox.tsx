import { StyledCheckbox } from './SelectionCheckbox.styles.js';
import { SelectionMark } from './SelectionMark.js';

export interface SelectionCheckboxProps {
  /**
   * `radio` draws a round mark, for collections where one item at a time is chosen; the control
   * stays react-aria's selection checkbox. @default 'checkbox'
   */
  shape?: 'checkbox' | 'radio';
}

/**
 * The checkbox of a row, or the "select all" checkbox of the header. react-aria fills in the
 * selection state and a translated label through the `selection` slot.
 */
export function SelectionCheckbox({ shape = 'checkbox' }: SelectionCheckboxProps) {
  return (
    <StyledCheckbox slot="selection" data-shape={shape}>
      {({ isIndeterminate }) => <SelectionMark shape={shape} isIndeterminate={isIndeterminate} />}
    </StyledCheckbox>
  );
}
