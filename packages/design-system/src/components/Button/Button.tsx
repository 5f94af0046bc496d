import { composeRenderProps } from 'react-aria-components';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { Spinner } from '../Spinner/Spinner.js';
import { ButtonLabel, PendingIndicator, StyledButton } from './Button.styles.js';
import { usePendingAnnouncementCleanup } from './usePendingAnnouncementCleanup.js';

export type ButtonVariant = 'primary' | 'secondary' | 'subtle' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style'> {
  /**
   * `primary` for a view's main action, `secondary` for the others, `subtle` in toolbars and rows,
   * `danger` for an action that destroys data.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** The button's height: 28, 36 or 44px. @default 'medium' */
  size?: ButtonSize;
  className?: string;
  style?: CSSProperties;
}

/**
 * A button (react-aria's `Button`): press by pointer, Enter or Space. `isPending` shows a
 * spinner labelled "Loading", ignores presses and stays focusable; `isDisabled` removes it from
 * interaction entirely.
 */
export function Button({ variant = 'primary', size = 'medium', children, ...props }: ButtonProps) {
  usePendingAnnouncementCleanup(props.isPending);
  return (
    <StyledButton {...props} data-variant={variant} data-size={size}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <ButtonLabel>{content}</ButtonLabel>
          {isPending && (
            <PendingIndicator>
              <Spinner size={size === 'large' ? 'medium' : 'small'} />
            </PendingIndicator>
          )}
        </>
      ))}
    </StyledButton>
  );
}
