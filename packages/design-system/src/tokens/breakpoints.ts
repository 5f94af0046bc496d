/**
 * Viewport widths where layouts change. CSS cannot read custom properties inside `@media`, so
 * styles interpolate these values directly: `@media (min-width: ${breakpoints.medium})`.
 */
export const breakpoints = {
  small: '30em',
  medium: '48em',
  large: '64em',
  xlarge: '90em',
} as const;
