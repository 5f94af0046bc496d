import { useMessages } from '../../i18n/MessagesProvider.js';
import { spinnerMessages } from './messages.js';
import { StyledSpinner } from './Spinner.styles.js';

export interface SpinnerProps {
  /** How big it is: 14, 16 or 28px across. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** What is loading, for screen readers. Defaults to the translated "Loading". */
  'aria-label'?: string;
  className?: string;
}

/**
 * An indeterminate progress indicator (`role="progressbar"`). It takes the surrounding text
 * colour. Inside a `Button`, react-aria links it to the button's name while pending.
 */
export function Spinner({ size = 'medium', 'aria-label': ariaLabel, className }: SpinnerProps) {
  const t = useMessages(spinnerMessages);
  return (
    <StyledSpinner
      isIndeterminate
      aria-label={ariaLabel ?? t('spinner.label')}
      data-size={size}
      className={className}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className="track" cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </StyledSpinner>
  );
}
