import type { CSSProperties, HTMLAttributes } from 'react';
import type { breakpoints } from '../../tokens/breakpoints.js';
import type { LayoutElement, SpaceScale } from '../Box/Box.js';
import { StyledGrid } from './Grid.styles.js';

/** A viewport width from the breakpoint tokens, from which a value applies. */
export type GridBreakpoint = keyof typeof breakpoints;

/**
 * A column count, or counts by viewport width: `{ base: 1, medium: 2, large: 3 }` is one column
 * on phones, two from the `medium` breakpoint (48em) and three from `large` (64em). A width
 * left out keeps the count of the next smaller one.
 */
export type GridColumns = number | ({ base?: number } & Partial<Record<GridBreakpoint, number>>);

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * How many columns: a count, or counts by viewport width (`{ base: 1, medium: 2 }`).
   * @default 1
   */
  columns?: GridColumns;
  /**
   * Instead of a count, as many columns as fit with each item at least this wide (a CSS length
   * such as `'16rem'`); an item never grows wider than the grid. Takes precedence over `columns`.
   */
  minItemWidth?: string;
  /** Space between rows and columns. @default '400' */
  gap?: SpaceScale;
  /** Space between rows; overrides `gap` there. */
  rowGap?: SpaceScale;
  /** Space between columns; overrides `gap` there. */
  columnGap?: SpaceScale;
  /** How items line up in their row when they differ in height. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** A list (`ul`, `ol`) loses its bullets and indent; its children should be `li`. @default 'div' */
  as?: LayoutElement;
}

const widths = ['small', 'medium', 'large', 'xlarge'] as const satisfies readonly GridBreakpoint[];

type GridVariables = Record<`--ms-grid-${string}`, string | number>;

/** Resolves the count at every width, each falling back to the next smaller one. */
function columnVariables(columns: GridColumns): GridVariables {
  const counts = typeof columns === 'number' ? { base: columns } : columns;
  let count = counts.base ?? 1;
  const variables: GridVariables = { '--ms-grid-columns': count };
  for (const width of widths) {
    count = counts[width] ?? count;
    variables[`--ms-grid-columns-${width}`] = count;
  }
  return variables;
}

/**
 * Lays children out in columns of equal width: a fixed count, counts that change with the
 * viewport, or as many as fit at a minimum width. Items flow in the reading direction.
 */
export function Grid({
  columns = 1,
  minItemWidth,
  gap = '400',
  rowGap,
  columnGap,
  align = 'stretch',
  as = 'div',
  style,
  ...props
}: GridProps) {
  const variables: GridVariables = {
    ...columnVariables(columns),
    ...(minItemWidth !== undefined && { '--ms-grid-min-item-width': minItemWidth }),
  };
  return (
    <StyledGrid
      as={as}
      data-gap={gap}
      data-row-gap={rowGap}
      data-column-gap={columnGap}
      data-align={align}
      data-min-item-width={minItemWidth === undefined ? undefined : ''}
      style={{ ...variables, ...style } as CSSProperties}
      {...props}
    />
  );
}
