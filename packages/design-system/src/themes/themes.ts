import type { ColorTheme } from '../tokens/color.js';
import { darkTheme } from './dark.js';
import { highContrastTheme } from './highContrast.js';
import { lightTheme } from './light.js';

export const themes = {
  light: lightTheme,
  dark: darkTheme,
  'high-contrast': highContrastTheme,
} as const satisfies Record<string, ColorTheme>;

/** The value of `data-ms-theme` and of `DesignSystemProvider`'s `theme` prop. */
export type ThemeName = keyof typeof themes;
