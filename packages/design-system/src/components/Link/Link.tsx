import type { LinkProps as RACLinkProps } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { StyledLink } from './Link.styles.js';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`). */
  isExternal?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A link (react-aria's `Link`). An internal `href` goes through the router that
 * `DesignSystemProvider` was given, so navigation stays in the app without a page load.
 */
export function Link({ isExternal = false, ...props }: LinkProps) {
  return (
    <StyledLink {...props} {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })} />
  );
}
