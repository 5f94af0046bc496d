import { createGlobalStyle } from 'styled-components';
import { darkTheme } from '../themes/dark.js';
import { highContrastTheme } from '../themes/highContrast.js';
import { lightTheme } from '../themes/light.js';
import {
  declarations,
  reducedMotionCustomProperties,
  themeCustomProperties,
  tokenCustomProperties,
} from '../tokens/customProperties.js';
import { token } from '../tokens/token.js';

const tokenDeclarations = declarations(tokenCustomProperties());
const lightDeclarations = declarations(themeCustomProperties(lightTheme));
const darkDeclarations = declarations(themeCustomProperties(darkTheme));
const highContrastDeclarations = declarations(themeCustomProperties(highContrastTheme));
const reducedMotionDeclarations = declarations(reducedMotionCustomProperties());

/**
 * Emits every token as a CSS custom property, the themes' colour roles under
 * `[data-ms-theme]`, the font, and base body typography. Render it once, near the root.
 * The light theme also applies at `:root`, so content portalled outside a themed element
 * still has colours.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${tokenDeclarations}
  }

  :root,
  [data-ms-theme='light'] {
    color-scheme: light;
    ${lightDeclarations}
  }

  [data-ms-theme='dark'] {
    color-scheme: dark;
    ${darkDeclarations}
  }

  [data-ms-theme='high-contrast'] {
    color-scheme: light;
    ${highContrastDeclarations}
  }

  @media (prefers-reduced-motion: reduce) {
    :root {
      ${reducedMotionDeclarations}
    }
  }

  body {
    margin: 0;
    font-family: ${token('font.family.sans')};
    font-size: ${token('font.size.sm')};
    line-height: ${token('font.lineHeight.sm')};
    font-weight: ${token('font.weight.regular')};
    color: ${token('color.text')};
    background-color: ${token('color.bg-page')};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
`;
