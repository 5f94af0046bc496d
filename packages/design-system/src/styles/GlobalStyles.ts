import { createGlobalStyle } from 'styled-components';
import {
  baseTypography,
  reducedMotionDeclarations,
  themeDeclarations,
  tokenDeclarations,
} from './themeCss.js';
import { token } from '../tokens/token.js';

/**
 * The app's way to style the whole document; render it once, near the root, beside a
 * `DesignSystemProvider` (without `scoped`). It emits every token as a CSS custom property on
 * `:root`, the themes' colour roles under `[data-ms-theme]` (the light theme also at `:root`, so
 * content portalled outside a themed element still has colours), the reduced-motion durations,
 * and base typography, margin and background on `body`.
 *
 * It restyles the host's `body`: a partner app embedding widgets in its own page should not
 * render it, but pass `scoped` to `DesignSystemProvider` instead, which puts the same tokens and
 * type on the provider's own element. Fonts load only from
 * `import '@metafields/design-system/fonts.css'`, in either mode.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${tokenDeclarations}
  }

  :root,
  [data-ms-theme='light'] {
    ${themeDeclarations.light}
  }

  [data-ms-theme='dark'] {
    ${themeDeclarations.dark}
  }

  [data-ms-theme='high-contrast'] {
    ${themeDeclarations['high-contrast']}
  }

  @media (prefers-reduced-motion: reduce) {
    :root {
      ${reducedMotionDeclarations}
    }
  }

  body {
    margin: 0;
    ${baseTypography}
    color: ${token('color.text')};
    background-color: ${token('color.bg-page')};
  }
`;
