import type { HTMLAttributes } from 'react';
import { StyledBadge } from './Badge.styles.js';

export type BadgeVariant = 'primary' | 'success' | 'warning' | 'danger' | 'secondary' | 'info';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** What the badge says about its subject. @default 'secondary' */
  variant?: BadgeVariant;
}

/**
 * A short status label in a small pill, such as a job's "Completed" or a plan's "Premium".
 * It is plain text to assistive technology: the label must say the status on its own, since
 * the colour only repeats it.
 */
export function Badge({ variant = 'secondary', ...props }: BadgeProps) {
  return <StyledBadge data-variant={variant} {...props} />;
}
