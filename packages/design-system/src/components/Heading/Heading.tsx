import type { HeadingProps as RACHeadingProps } from 'react-aria-components';
import { StyledHeading } from './Heading.styles.js';

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /** The document level, h1 to h6; the size follows it. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
}

/** A heading; inside a dialog or a field group react-aria wires it as the label. */
export function Heading({ level, ...props }: HeadingProps) {
  return <StyledHeading {...props} level={level} data-level={level} />;
}
