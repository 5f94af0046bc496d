import type { ColorTheme } from '../tokens/color.js';

/**
 * The high-contrast theme: black on white, every border a control boundary, and text at 7:1 or
 * more (WCAG AAA, 1.4.6) so that it also serves people for whom AA is not enough. The focus
 * ring is magenta, not black, so it stands apart from the black control borders.
 */
export const highContrastTheme = {
  text: '#000000',
  'text-subdued': '#262626',
  'text-disabled': '#595959',
  'text-primary': '#0030B3',
  'text-critical': '#990000',
  'text-success': '#0A5214',
  'text-warning': '#6B4500',
  'text-on-primary': '#FFFFFF',
  'text-on-critical': '#FFFFFF',
  'bg-page': '#FFFFFF',
  'bg-surface': '#FFFFFF',
  'bg-surface-subdued': '#F2F2F2',
  'bg-surface-hover': '#E8ECFF',
  'bg-surface-pressed': '#D9E0FF',
  'bg-surface-selected': '#E8ECFF',
  'bg-disabled': '#E6E6E6',
  'bg-primary': '#0030B3',
  'bg-primary-hover': '#00238A',
  'bg-primary-pressed': '#001A66',
  'bg-critical': '#A30000',
  'bg-critical-hover': '#870000',
  'bg-critical-pressed': '#660000',
  border: '#000000',
  'border-strong': '#000000',
  'border-critical': '#A30000',
  'border-selected': '#0030B3',
  'focus-ring': '#B0006B',
} as const satisfies ColorTheme;
