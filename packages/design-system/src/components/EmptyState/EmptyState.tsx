import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import {
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateMedia,
  EmptyStateTitle,
  StyledEmptyState,
} from './EmptyState.styles.js';

export interface EmptyStateProps {
  /** What is empty, as a heading: "No templates yet". */
  title: ReactNode;
  /** What the person can do about it. */
  description?: ReactNode;
  /** The way forward: a `Button` or a `Link`, or a few of them. */
  action?: ReactNode;
  /** An icon of the set, drawn in a soft circle above the title. */
  icon?: IconName;
  /**
   * A larger picture in place of the icon. It is decoration: give an `<img>` an empty `alt`,
   * since the title already says what the picture would.
   */
  illustration?: ReactNode;
  /** `critical` colours the icon for a failure. @default 'default' */
  tone?: 'default' | 'critical';
  /** The heading's document level, to fit the outline of the page around it. @default 2 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
  style?: CSSProperties;
}

/**
 * The place of content that is not there yet: a heading, a line of explanation and the action
 * that fills it, centred. The heading level follows the page; the size stays the same.
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  illustration,
  tone = 'default',
  headingLevel = 2,
  className,
  style,
}: EmptyStateProps) {
  return (
    <StyledEmptyState data-tone={tone} className={className} style={style}>
      {illustration != null ? (
        <EmptyStateMedia>{illustration}</EmptyStateMedia>
      ) : (
        icon && (
          <EmptyStateIcon>
            <Icon name={icon} size="large" />
          </EmptyStateIcon>
        )
      )}
      <EmptyStateTitle level={headingLevel}>{title}</EmptyStateTitle>
      {description != null && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action != null && <EmptyStateActions>{action}</EmptyStateActions>}
    </StyledEmptyState>
  );
}
