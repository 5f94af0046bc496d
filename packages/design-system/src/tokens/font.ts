/**
 * Type scale close to the store control panel's: 14px body text on 20px lines, semibold headings.
 * The family names the variable build loaded by `GlobalStyles` first, then the static family a
 * host page may already have.
 */
export const font = {
  family: {
    sans: "'Source Sans 3 Variable', 'Source Sans 3', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    '2xl': '2rem',
  },
  weight: {
    regular: '400',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    xs: '1rem',
    sm: '1.25rem',
    md: '1.5rem',
    lg: '1.75rem',
    xl: '2rem',
    '2xl': '2.5rem',
  },
} as const;
