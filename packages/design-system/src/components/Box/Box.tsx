import type { HTMLAttributes } from 'react';
import type { ColorRole } from '../../tokens/color.js';
import type { radius } from '../../tokens/radius.js';
import { StyledBox } from './Box.styles.js';
import type { SpaceScale } from './spaceRules.js';

export type { SpaceScale } from './spaceRules.js';

/** A surface colour role (`color.bg-*`). */
export type BoxBackground = Extract<ColorRole, `bg-${string}`>;
/** A border colour role (`color.border*`); the border is one hairline wide. */
export type BoxBorderColor = Extract<ColorRole, `border${string}`>;
export type BoxRadius = keyof typeof radius;
export type BoxShadow = 'raised' | 'floating';
/** The element a layout component renders; pick the one that says what the content is. */
export type LayoutElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; pick the one that says what the content is. @default 'div' */
  as?: LayoutElement;
  /** Padding on all four sides, as a step of the spacing scale. */
  padding?: SpaceScale;
  /** Padding above and below (in the block direction); overrides `padding` there. */
  paddingBlock?: SpaceScale;
  /** Padding at the start and end of lines; overrides `padding` there. */
  paddingInline?: SpaceScale;
  /** Padding above (at the block's start); overrides `paddingBlock` there. */
  paddingBlockStart?: SpaceScale;
  /** Padding below (at the block's end); overrides `paddingBlock` there. */
  paddingBlockEnd?: SpaceScale;
  /** Padding on the side where lines start: the left in English, the right in Hebrew. */
  paddingInlineStart?: SpaceScale;
  /** Padding on the side where lines end: the right in English, the left in Hebrew. */
  paddingInlineEnd?: SpaceScale;
  /** A surface colour role. Primary and critical fills also set their text colour. */
  background?: BoxBackground;
  /** Draws a hairline border in this colour role. */
  borderColor?: BoxBorderColor;
  /** Rounds the corners, as a step of the radius scale. */
  borderRadius?: BoxRadius;
  /** Lifts the box off the page: `raised` a little (cards), `floating` more (overlays). */
  shadow?: BoxShadow;
}

/**
 * The most basic layout element: padding, surface, border, corner radius and elevation, each
 * from the tokens, on the element that fits the content (`as`). Padding is in logical
 * directions, so a box lays out the same way in right-to-left languages.
 */
export function Box({
  as = 'div',
  padding,
  paddingBlock,
  paddingInline,
  paddingBlockStart,
  paddingBlockEnd,
  paddingInlineStart,
  paddingInlineEnd,
  background,
  borderColor,
  borderRadius,
  shadow,
  ...props
}: BoxProps) {
  return (
    <StyledBox
      as={as}
      data-padding={padding}
      data-padding-block={paddingBlock}
      data-padding-inline={paddingInline}
      data-padding-block-start={paddingBlockStart}
      data-padding-block-end={paddingBlockEnd}
      data-padding-inline-start={paddingInlineStart}
      data-padding-inline-end={paddingInlineEnd}
      data-background={background}
      data-border-color={borderColor}
      data-radius={borderRadius}
      data-shadow={shadow}
      {...props}
    />
  );
}
