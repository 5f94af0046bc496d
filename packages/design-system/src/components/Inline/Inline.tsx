import type { HTMLAttributes } from 'react';
import type { LayoutElement, SpaceScale } from '../Box/Box.js';
import { StyledInline } from './Inline.styles.js';

/** How children line up across the row: by their top, middle, bottom or text baseline. */
export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
/** Where children sit along the row: from its start (the left in English), centred, at its end. */
export type InlineJustify = 'start' | 'center' | 'end' | 'space-between';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, across and between lines. @default '200' */
  gap?: SpaceScale;
  /**
   * How children line up across the row: by top, middle, bottom or text baseline.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * Where children sit along the row; `space-between` spreads them to both ends.
   * @default 'start'
   */
  justify?: InlineJustify;
  /** Children move to a new line when the row is full. @default true */
  wrap?: boolean;
  /** A list (`ul`, `ol`) loses its bullets and indent; its children should be `li`. @default 'div' */
  as?: LayoutElement;
}

/**
 * Lays children out in a row that follows the reading direction (right to left in Hebrew) and
 * wraps onto new lines when it runs out of room: buttons, badges, filters.
 */
export function Inline({
  gap = '200',
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  ...props
}: InlineProps) {
  return (
    <StyledInline
      as={as}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
      {...props}
    />
  );
}
