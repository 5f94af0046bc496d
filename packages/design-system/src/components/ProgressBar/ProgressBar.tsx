import type { ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import {
  ProgressFill,
  ProgressHeader,
  ProgressLabel,
  ProgressTrack,
  ProgressValue,
  StyledProgressBar,
} from './ProgressBar.styles.js';

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'children' | 'className' | 'style'
> {
  /** The visible label, such as "Exporting products". Without one, give an `aria-label`. */
  label?: ReactNode;
  /**
   * Shows the value text (a percentage, or `valueLabel`, or per `formatOptions`) beside the
   * label. Indeterminate bars have none. @default true
   */
  showValueLabel?: boolean;
  /** The track's thickness; `small` is thinner. @default 'medium' */
  size?: 'small' | 'medium';
  className?: string;
  style?: CSSProperties;
}

/**
 * A linear progress indicator (react-aria's `ProgressBar`, `role="progressbar"`): determinate
 * with `value` between `minValue` and `maxValue` (0 to 100 by default), or `isIndeterminate`
 * while the amount of work is unknown. The value text is formatted for the locale.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'medium',
  ...props
}: ProgressBarProps) {
  return (
    <StyledProgressBar {...props} data-size={size}>
      {({ percentage, valueText, isIndeterminate }) => {
        const hasValueLabel = showValueLabel && !isIndeterminate;
        return (
          <>
            {(label != null || hasValueLabel) && (
              <ProgressHeader>
                {label != null && <ProgressLabel>{label}</ProgressLabel>}
                {hasValueLabel && <ProgressValue>{valueText}</ProgressValue>}
              </ProgressHeader>
            )}
            <ProgressTrack>
              <ProgressFill
                data-indeterminate={isIndeterminate || undefined}
                style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
              />
            </ProgressTrack>
          </>
        );
      }}
    </StyledProgressBar>
  );
}
