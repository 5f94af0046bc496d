import type { ColorTheme } from '../tokens/color.js';

/**
 * The dark theme: the same roles on deep slate surfaces. Fills that carry white text (primary,
 * critical) keep the light theme's hues; text-coloured accents are lightened to read on dark.
 */
export const darkTheme = {
  text: '#ECEEF5',
  'text-subdued': '#A9AEC4',
  'text-disabled': '#6B7089',
  'text-primary': '#8FA8FF',
  'text-critical': '#FF8A93',
  'text-warning': '#F5B94A',
  'text-success': '#6FD483',
  'text-on-primary': '#FFFFFF',
  'text-on-critical': '#FFFFFF',
  'bg-page': '#121318',
  'bg-surface': '#1C1E26',
  'bg-surface-subdued': '#23262F',
  'bg-surface-hover': '#272B3A',
  'bg-surface-pressed': '#2F3548',
  'bg-surface-selected': '#25305A',
  'bg-disabled': '#2A2D38',
  'bg-primary': '#3C64F4',
  'bg-primary-hover': '#2852EB',
  'bg-primary-pressed': '#0B38D9',
  'bg-critical': '#DB3643',
  'bg-critical-hover': '#CC1F1F',
  'bg-critical-pressed': '#AD0000',
  border: '#343846',
  'border-strong': '#7A8099',
  'border-critical': '#FF8A93',
  'border-selected': '#8FA8FF',
  'focus-ring': '#8FA8FF',
} as const satisfies ColorTheme;
