/**
 * Spacing on a 4px grid. A key is the multiple of 4px times 100, as in Polaris' `space.ts`:
 * `space.200` is 8px, `space.400` is 16px. Values are rem so that they follow the user's text size.
 */
export const space = {
  '0': '0',
  '025': '0.0625rem',
  '050': '0.125rem',
  '100': '0.25rem',
  '150': '0.375rem',
  '200': '0.5rem',
  '300': '0.75rem',
  '400': '1rem',
  '500': '1.25rem',
  '600': '1.5rem',
  '800': '2rem',
  '1000': '2.5rem',
  '1200': '3rem',
  '1600': '4rem',
} as const;
