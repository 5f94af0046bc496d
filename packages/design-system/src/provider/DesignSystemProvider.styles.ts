import { styled } from 'styled-components';
import {
  baseTypography,
  reducedMotionDeclarations,
  themeDeclarations,
  tokenDeclarations,
} from '../styles/themeCss.js';
import { token } from '../tokens/token.js';

// Paints the theme's page background and text colour, and sets the type, on the themed root
// itself: a dark provider on a host's white page reads light on dark, and a widget inside a host
// page with other base styles still reads the theme.
export const ThemeRoot = styled.div`
  color: ${token('color.text')};
  background-color: ${token('color.bg-page')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

// Scoped mode: what `GlobalStyles` puts on `:root` and `body`, on this element instead. Themed
// elements inside (a nested provider, an overlay that copied its opener's theme) take their own
// theme's roles from the descendant selectors, as `[data-ms-theme]` does globally.
export const ScopedThemeRoot = styled(ThemeRoot)`
  ${tokenDeclarations}
  ${baseTypography}

  &[data-ms-theme='light'],
  & [data-ms-theme='light'] {
    ${themeDeclarations.light}
  }

  &[data-ms-theme='dark'],
  & [data-ms-theme='dark'] {
    ${themeDeclarations.dark}
  }

  &[data-ms-theme='high-contrast'],
  & [data-ms-theme='high-contrast'] {
    ${themeDeclarations['high-contrast']}
  }

  @media (prefers-reduced-motion: reduce) {
    & {
      ${reducedMotionDeclarations}
    }
  }
`;

// Where a scoped provider's overlays (popovers, menus, dialogs, tooltips, toasts) portal to,
// instead of `document.body`: inside the scope, so they inherit its tokens and type. It takes no
// room; overlays position themselves (react-aria measures against their containing block).
export const OverlayContainer = styled.div`
  display: contents;
`;
