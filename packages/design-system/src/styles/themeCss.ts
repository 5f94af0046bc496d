import { css } from 'styled-components';
import { darkTheme } from '../themes/dark.js';
import { highContrastTheme } from '../themes/highContrast.js';
import { lightTheme } from '../themes/light.js';
import type { ThemeName } from '../themes/themes.js';
import {
  declarations,
  reducedMotionCustomProperties,
  themeCustomProperties,
  tokenCustomProperties,
} from '../tokens/customProperties.js';
import { token } from '../tokens/token.js';

/**
 * The CSS that `GlobalStyles` puts on the document and a scoped `DesignSystemProvider` puts on
 * its own element: one source, so the two modes cannot drift apart.
 */

/** Every theme-independent token as a custom property declaration. */
export const tokenDeclarations = declarations(tokenCustomProperties());

/** Each theme's colour roles, and the `color-scheme` that gives form controls and scrollbars. */
export const themeDeclarations: Readonly<Record<ThemeName, string>> = {
  light: `color-scheme: light;\n${declarations(themeCustomProperties(lightTheme))}`,
  dark: `color-scheme: dark;\n${declarations(themeCustomProperties(darkTheme))}`,
  'high-contrast': `color-scheme: light;\n${declarations(themeCustomProperties(highContrastTheme))}`,
};

/** Every motion duration at 0ms, for `prefers-reduced-motion: reduce`. */
export const reducedMotionDeclarations = declarations(reducedMotionCustomProperties());

/** The type everything inherits: the app's `body`, or a scoped provider's root. */
export const baseTypography = css`
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  font-weight: ${token('font.weight.regular')};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
`;
