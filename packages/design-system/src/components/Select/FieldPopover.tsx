import { PopoverContext, useSlottedContext } from 'react-aria-components';
import type { PopoverProps } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { useOverlayTheme } from '../Popover/useOverlayTheme.js';
import { StyledFieldPopover } from './FieldPopover.styles.js';

export interface FieldPopoverProps extends Omit<PopoverProps, 'className' | 'style'> {
  className?: string;
  style?: CSSProperties;
}

/**
 * The popover a field opens: a list, a calendar, a colour editor. It renders at the end of the
 * body, so it takes the theme and direction of the field it opens from (`useOverlayTheme`).
 */
export function FieldPopover(props: FieldPopoverProps) {
  const context = useSlottedContext(PopoverContext);
  const overlayProps = useOverlayTheme(props.triggerRef ?? context?.triggerRef);
  return <StyledFieldPopover offset={4} {...props} {...overlayProps} />;
}
