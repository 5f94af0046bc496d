import { StyledCheckbox } from './SelectionCheckbox.styles.js';

/**
 * The checkbox of a row, or the "select all" checkbox of the header. react-aria fills in the
 * selection state and a translated label through the `selection` slot.
 */
export function SelectionCheckbox() {
  return (
    <StyledCheckbox slot="selection">
      {({ isIndeterminate }) => (
        <span className="box">
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            {isIndeterminate ? (
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
