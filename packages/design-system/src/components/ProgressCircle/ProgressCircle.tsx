import type { ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { StyledProgressCircle } from './ProgressCircle.styles.js';

export type ProgressCircleSize = 'small' | 'medium' | 'large';

interface ProgressCircleOwnProps extends Omit<
  RACProgressBarProps,
  'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'
> {
  /** How big the ring is. @default 'medium' (24px; small is 16px, large 40px) */
  size?: ProgressCircleSize;
  className?: string;
  style?: CSSProperties;
}

/** A circle has no room for a visible label, so a name is required: one of these two. */
type ProgressCircleName =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-labelledby': string; 'aria-label'?: string };

export type ProgressCircleProps = ProgressCircleOwnProps & ProgressCircleName;

// On a 32-unit grid, the ring's centre line; `pathLength` makes the dash lengths percentages.
const RADIUS = 13;

/**
 * A circular progress indicator (react-aria's `ProgressBar`, `role="progressbar"`), for a
 * job's progress where a bar does not fit: determinate with `value` (a full ring, its
 * centre filled, at the maximum), or `isIndeterminate`. It takes the accent colour; its name says what is in progress.
 */
export function ProgressCircle({ size = 'medium', ...props }: ProgressCircleProps) {
  return (
    <StyledProgressCircle {...props} data-size={size}>
      {({ percentage, isIndeterminate }) => (
        <svg viewBox="0 0 32 32" fill="none" aria-hidden="true">
          <circle className="track" cx="16" cy="16" r={RADIUS} />
          {/* At 0% the arc's round cap would still paint a dot. */}
          {(isIndeterminate || (percentage ?? 0) > 0) && (
            <circle
              className="fill"
              cx="16"
              cy="16"
              r={RADIUS}
              pathLength={100}
              strokeDasharray={`${isIndeterminate ? 25 : percentage} 100`}
              data-indeterminate={isIndeterminate || undefined}
            />
          )}
          {/* A full ring alone reads as an empty circle: at the maximum its centre fills too. */}
          {!isIndeterminate && (percentage ?? 0) >= 100 && (
            <circle className="full" cx="16" cy="16" r={RADIUS / 2} />
          )}
        </svg>
      )}
    </StyledProgressCircle>
  );
}
