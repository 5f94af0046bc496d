import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { Link } from '../Link/Link.js';
import { BannerAction, BannerContent, BannerIcon, StyledBanner } from './Banner.styles.js';

export type BannerVariant = 'info' | 'success' | 'warning' | 'critical';

/** A link that follows the message, such as "View plans" or "Review the failed rows". */
export interface BannerActionLink {
  label: ReactNode;
  href: string;
  /** Opens in a new tab (see `Link`). */
  isExternal?: boolean;
}

export interface BannerProps {
  /** The tone, which sets the colour and icon; `critical` is read out at once. @default 'info' */
  variant?: BannerVariant;
  /** A short bold line above the message. */
  title?: ReactNode;
  children?: ReactNode;
  /** A link under the message, rendered with `Link` (internal paths use the app's router). */
  action?: BannerActionLink;
  className?: string;
}

const variantIcons = {
  info: 'info',
  success: 'success',
  warning: 'alert',
  critical: 'error',
} as const satisfies Record<BannerVariant, IconName>;

/**
 * A message inline in a page or panel (an inline alert), with an icon for its tone and an
 * optional link to act on it. Critical banners are alerts (read out at once); the others are
 * polite status messages. The icon is decoration: the words carry the message.
 */
export function Banner({ variant = 'info', title, children, action, className }: BannerProps) {
  return (
    <StyledBanner
      role={variant === 'critical' ? 'alert' : 'status'}
      data-variant={variant}
      className={className}
    >
      <BannerIcon>
        <Icon name={variantIcons[variant]} />
      </BannerIcon>
      <BannerContent>
        {title && <strong>{title}</strong>}
        {children && <div>{children}</div>}
        {action && (
          <BannerAction>
            <Link href={action.href} isExternal={action.isExternal}>
              {action.label}
            </Link>
          </BannerAction>
        )}
      </BannerContent>
    </StyledBanner>
  );
}
