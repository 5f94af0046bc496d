import type { LinkProps as RACLinkProps } from 'react-aria-components';
import type { CSSProperties } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { StyledLinkButton } from './LinkButton.styles.js';

export interface LinkButtonProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /** Where the link leads; an internal path goes through the app's router. */
  href: string;
  /** The look of the `Button` of the same variant. @default 'primary' */
  variant?: ButtonVariant;
  /** The height of the `Button` of the same size: 28, 36 or 44px. @default 'medium' */
  size?: ButtonSize;
  className?: string;
  style?: CSSProperties;
}

/**
 * A link that looks like a button, for an action that goes to another page ('Add Recipe' opening
 * the value form): screen readers hear a link, and it opens in a new tab like any link.
 * `Button` stays the choice for an action that happens where it is.
 */
export function LinkButton({ variant = 'primary', size = 'medium', ...props }: LinkButtonProps) {
  return <StyledLinkButton {...props} data-variant={variant} data-size={size} />;
}
