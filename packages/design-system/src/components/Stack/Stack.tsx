import type { HTMLAttributes } from 'react';
import type { LayoutElement, SpaceScale } from '../Box/Box.js';
import { StyledStack } from './Stack.styles.js';

/** Where children sit across the stack: at the start or end of lines, centred, or full width. */
export type StackAlign = 'start' | 'center' | 'end' | 'stretch';
/** Where children sit along the stack, when it is taller than they are. */
export type StackJustify = 'start' | 'center' | 'end' | 'space-between';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, as a step of the spacing scale. @default '400' */
  gap?: SpaceScale;
  /**
   * Where children sit across the stack: at the start or end, centred, or full width.
   * @default 'stretch'
   */
  align?: StackAlign;
  /** Where children sit along the stack when it is taller than they are. @default 'start' */
  justify?: StackJustify;
  /** A list (`ul`, `ol`) loses its bullets and indent; its children should be `li`. @default 'div' */
  as?: LayoutElement;
}

/** Lays children out one above the other, evenly spaced. */
export function Stack({
  gap = '400',
  align = 'stretch',
  justify = 'start',
  as = 'div',
  ...props
}: StackProps) {
  return (
    <StyledStack as={as} data-gap={gap} data-align={align} data-justify={justify} {...props} />
  );
}
