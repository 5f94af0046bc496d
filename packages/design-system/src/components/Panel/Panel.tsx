import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  PanelActions,
  PanelBody,
  PanelDescription,
  PanelFooter,
  PanelHeader,
  PanelRoot,
  PanelTitle,
  PanelTitleBlock,
} from './Panel.styles.js';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's heading, which also names the section for screen readers. */
  title?: ReactNode;
  /** The title's level in the page outline, whatever its size. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the end of the header row. */
  actions?: ReactNode;
  /** A row under the body, on a subdued strip: usually buttons, aligned to the end. */
  footer?: ReactNode;
  /** The body without padding, for a list that runs to the panel's edges. */
  isFlush?: boolean;
  /**
   * `section` makes a titled panel a region that screen readers can jump to; use `div` for a
   * panel that is not a part of the page in its own right. @default 'section'
   */
  as?: 'section' | 'div' | 'article' | 'aside';
}

/**
 * A card: a surface that groups one part of a page, with an optional header (title, description
 * and actions), a body and a footer. A titled panel is named by its title.
 */
export function Panel({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  isFlush = false,
  as = 'section',
  children,
  ...props
}: PanelProps) {
  const titleId = useId();
  const hasHeader = title != null || description != null || actions != null;
  const isNamedByTitle =
    title != null && props['aria-label'] === undefined && props['aria-labelledby'] === undefined;

  return (
    <PanelRoot
      as={as}
      aria-labelledby={isNamedByTitle ? titleId : undefined}
      data-has-header={hasHeader || undefined}
      {...props}
    >
      {hasHeader && (
        <PanelHeader>
          <PanelTitleBlock>
            {title != null && (
              <PanelTitle level={headingLevel} id={titleId}>
                {title}
              </PanelTitle>
            )}
            {description != null && <PanelDescription>{description}</PanelDescription>}
          </PanelTitleBlock>
          {actions != null && <PanelActions>{actions}</PanelActions>}
        </PanelHeader>
      )}
      <PanelBody data-flush={isFlush || undefined}>{children}</PanelBody>
      {footer != null && <PanelFooter>{footer}</PanelFooter>}
    </PanelRoot>
  );
}
