import { PopoverContext, composeRenderProps, useSlottedContext } from 'react-aria-components';
import type { DialogRenderProps, PopoverProps as RACPopoverProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { PopoverDialog, PopoverTitle, StyledArrow, StyledPopover } from './Popover.styles.js';
import { useOverlayTheme } from './useOverlayTheme.js';

export type PopoverPlacement = NonNullable<RACPopoverProps['placement']>;

export interface PopoverFrameProps extends Omit<RACPopoverProps, 'className' | 'style'> {
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The floating surface: react-aria's `Popover` in the theme and direction of its trigger. The
 * package puts a menu, a list or a dialog inside; see `Popover` for the public one.
 */
export function PopoverFrame({ showArrow = false, children, ...props }: PopoverFrameProps) {
  const context = useSlottedContext(PopoverContext, props.slot);
  const { ref, ...overlayProps } = useOverlayTheme(props.triggerRef ?? context?.triggerRef);
  return (
    <StyledPopover
      // Room for the arrow between the trigger and the surface.
      offset={showArrow ? 12 : 8}
      {...props}
      {...overlayProps}
      ref={ref}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <StyledArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </StyledArrow>
          )}
          {content}
        </>
      ))}
    </StyledPopover>
  );
}

export interface PopoverProps extends Omit<
  PopoverFrameProps,
  'children' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-details'
> {
  /**
   * A heading at the top that names the dialog. Without one, give the popover an `aria-label`.
   */
  title?: ReactNode;
  /** The dialog's name when it has no visible `title`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * The content. A function receives `close`, for a button inside that should close the popover.
   */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
}

/**
 * Non-modal content anchored to a trigger (react-aria's `Popover` holding a `Dialog`): filters,
 * quick edits, details. Put it in a `DialogTrigger` after the button that opens it. Focus moves
 * into the popover when it opens and back to the trigger when it closes; Escape or a press
 * outside closes it.
 */
export function Popover({
  title,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: PopoverProps) {
  return (
    <PopoverFrame {...props}>
      <PopoverDialog aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
        {(renderProps) => (
          <>
            {title != null && <PopoverTitle slot="title">{title}</PopoverTitle>}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </PopoverDialog>
    </PopoverFrame>
  );
}
