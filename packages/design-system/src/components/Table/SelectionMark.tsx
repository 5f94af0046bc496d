export interface SelectionMarkProps {
  /** `radio` draws a dot, for collections where one item at a time is chosen. */
  shape?: 'checkbox' | 'radio';
  /** Draws a dash instead of a tick: some, not all, of the items are selected. */
  isIndeterminate?: boolean;
}

/**
 * The drawn box of a selection checkbox, with its tick, dash or dot (`selectionBox` styles
 * it): shared by the tree's react-aria checkbox and the table's native one.
 */
export function SelectionMark({ shape = 'checkbox', isIndeterminate = false }: SelectionMarkProps) {
  return (
    <span className="box" aria-hidden="true">
      <svg viewBox="0 0 16 16" fill="none">
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
  );
}
