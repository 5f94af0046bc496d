import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import {
  FieldGroupBody,
  FieldGroupDescription,
  FieldGroupLegend,
  StyledFieldset,
} from './FieldGroup.styles.js';

export interface FieldGroupProps {
  /** The group's heading, its `<legend>`: screen readers say it on entering any field inside. */
  title?: ReactNode;
  /** Help text for the whole group, under the title and linked to it as its description. */
  description?: ReactNode;
  /**
   * `2` sets fields side by side when the group is at least 36rem wide, and stacks them when it
   * is narrower. A field spans both columns with `style={{ gridColumn: '1 / -1' }}`.
   * @default 1
   */
  columns?: 1 | 2;
  /** Names the group when it has no visible title. */
  'aria-label'?: string;
  /** The fields. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A titled set of related fields, such as "Shipping" or "Inventory": a `<fieldset>` with its
 * `<legend>`, even vertical spacing, and an optional two-column layout.
 */
export function FieldGroup({
  title,
  description,
  columns = 1,
  children,
  ...props
}: FieldGroupProps) {
  const descriptionId = useId();
  return (
    <StyledFieldset {...props} aria-describedby={description != null ? descriptionId : undefined}>
      {title != null && <FieldGroupLegend>{title}</FieldGroupLegend>}
      {description != null && (
        <FieldGroupDescription id={descriptionId}>{description}</FieldGroupDescription>
      )}
      <FieldGroupBody data-columns={columns}>{children}</FieldGroupBody>
    </StyledFieldset>
  );
}
