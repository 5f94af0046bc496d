import type { ReactNode } from 'react';
import { StyledBanner } from './Banner.styles.js';

export type BannerVariant = 'info' | 'success' | 'warning' | 'critical';

export interface BannerProps {
  /** @default 'info' */
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message at the top of a page or panel. Critical banners are alerts (read out at once);
 * the others are polite status messages.
 */
export function Banner({ variant = 'info', title, children, className }: BannerProps) {
  return (
    <StyledBanner
      role={variant === 'critical' ? 'alert' : 'status'}
      data-variant={variant}
      className={className}
    >
      {title && <strong>{title}</strong>}
      {children && <div>{children}</div>}
    </StyledBanner>
  );
}
