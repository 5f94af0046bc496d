import type { HTMLAttributes } from 'react';
import { StyledText } from './Text.styles.js';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `subdued` for secondary information. @default 'default' */
  tone?: 'default' | 'subdued' | 'critical';
  /** A paragraph by default; `span` inside other text. */
  as?: 'p' | 'span';
}

/** Body text in the design system's type and colours. */
export function Text({ tone = 'default', as = 'p', ...props }: TextProps) {
  return <StyledText as={as} data-tone={tone} {...props} />;
}
