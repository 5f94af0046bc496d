import {
  TooltipContext,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  useSlottedContext,
} from 'react-aria-components';
import type {
  TooltipProps as RACTooltipProps,
  TooltipTriggerComponentProps,
} from 'react-aria-components';
import type { CSSProperties } from 'react';
import { useOverlayTheme } from '../Popover/private.js';
import { StyledTooltip, TooltipArrow } from './Tooltip.styles.js';

export type TooltipPlacement = NonNullable<RACTooltipProps['placement']>;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows. Keyboard focus shows
   * it at once; once one tooltip is showing, the next shows without delay.
   * @default 600
   */
  delay?: number;
}

/**
 * Wraps a focusable element (a `Button`, an `IconButton`, a `Link`) and a `Tooltip`: the tooltip
 * shows while the pointer rests on the element or keyboard focus is on it, hides on Escape, and
 * describes the element (`aria-describedby`) while it shows.
 */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'className' | 'style'> {
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A short description of its trigger (react-aria's `Tooltip`), in the theme of the trigger. It
 * only supplements: never put the only label of a control, or anything interactive, in it.
 */
export function Tooltip({ showArrow = false, children, ...props }: TooltipProps) {
  const context = useSlottedContext(TooltipContext);
  const { ref, ...overlayProps } = useOverlayTheme(props.triggerRef ?? context?.triggerRef);
  return (
    <StyledTooltip offset={showArrow ? 8 : 6} {...props} {...overlayProps} ref={ref}>
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <TooltipArrow>
              <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
                <path d="M0 0 L4 4 L8 0" />
              </svg>
            </TooltipArrow>
          )}
          {content}
        </>
      ))}
    </StyledTooltip>
  );
}
