import type { RadioFieldProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription } from '../Field/private.js';
import { RadioCircle, StyledRadioButton, StyledRadioField } from './Radio.styles.js';

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  /** The option's label, beside the circle. Clicking it chooses the option too. */
  children?: ReactNode;
  /** Help text under the option's label, linked to it as its description. */
  description?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** One option of a `RadioGroup`, with an optional description of its own. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <StyledRadioField {...props}>
      <StyledRadioButton>
        <RadioCircle />
        {children != null && <span>{children}</span>}
      </StyledRadioButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
    </StyledRadioField>
  );
}
