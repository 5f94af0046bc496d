import { VisuallyHidden as RACVisuallyHidden } from 'react-aria-components';
import type { VisuallyHiddenProps as RACVisuallyHiddenProps } from 'react-aria-components';

export interface VisuallyHiddenProps extends Omit<RACVisuallyHiddenProps, 'elementType'> {
  /** `span` inside text and controls; `div` or a heading where a block belongs. @default 'span' */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'label';
}

/**
 * Content that screen readers read but the screen does not show: a name for an icon-only
 * control, a heading that only structures the page, a live message. With `isFocusable` it
 * appears while it, or something inside it, has focus (a "skip to content" link).
 */
export function VisuallyHidden({ as = 'span', ...props }: VisuallyHiddenProps) {
  return <RACVisuallyHidden elementType={as} {...props} />;
}
