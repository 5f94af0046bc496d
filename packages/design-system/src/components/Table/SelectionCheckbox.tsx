import { StyledCheckbox } from './SelectionCheckbox.styles.js';

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
      {({ isIndeterminate }) => (
        <span className="box">
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            {shape === 'radio' ? (
              <circle cx="8" cy="8" r="3.5" fill="currentColor" />
            ) : isIndeterminate ? (
              <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path
                d="m3.5 8.5 3 3 6-7"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
          </svg>
        </span>
      )}
    </StyledCheckbox>
  );
}
