/** Elevation. The shadow colour is the text colour at low opacity, so it reads on both themes. */
export const shadow = {
  none: 'none',
  raised: '0 1px 6px rgb(49 52 64 / 0.2)',
  floating: '0 2px 12px rgb(49 52 64 / 0.2)',
} as const;
