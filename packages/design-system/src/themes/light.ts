import type { ColorTheme } from '../tokens/color.js';

/**
 * The light theme, drawn from the store control panel's palette (blue #3C64F4, slate text
 * #313440, cool grey surfaces), with text and control colours darkened where needed for AA.
 */
export const lightTheme = {
  text: '#313440',
  'text-subdued': '#5E637A',
  'text-disabled': '#8C93AD',
  'text-primary': '#2852EB',
  'text-critical': '#CC1F1F',
  'text-success': '#1D7A2C',
  'text-warning': '#8A5A00',
  'text-on-primary': '#FFFFFF',
  'text-on-critical': '#FFFFFF',
  'bg-page': '#F6F7FC',
  'bg-surface': '#FFFFFF',
  'bg-surface-subdued': '#F6F7FC',
  'bg-surface-hover': '#F0F3FF',
  'bg-surface-pressed': '#DBE3FE',
  'bg-surface-selected': '#F0F3FF',
  'bg-disabled': '#ECEEF5',
  'bg-primary': '#3C64F4',
  'bg-primary-hover': '#2852EB',
  'bg-primary-pressed': '#0B38D9',
  'bg-critical': '#DB3643',
  'bg-critical-hover': '#CC1F1F',
  'bg-critical-pressed': '#AD0000',
  border: '#D9DCE9',
  'border-strong': '#858BA3',
  'border-critical': '#CC1F1F',
  'border-selected': '#3C64F4',
  'focus-ring': '#3C64F4',
} as const satisfies ColorTheme;
