import { useLocale } from 'react-aria-components';
import { useCallback } from 'react';

const themeAttribute = 'data-ms-theme';

interface ElementRef {
  readonly current: Element | null;
}

/**
 * The element whose theme an overlay takes: its trigger when it has one (popovers, tooltips),
 * else the element that had focus when it opened (a modal opened from a button), else the first
 * themed root of the page (a modal opened by code).
 */
function themeSource(overlay: Element, anchor: Element | null | undefined): Element | null {
  const document = overlay.ownerDocument;
  const focused = document.activeElement;
  const opener =
    anchor ?? (focused && focused !== document.body && !overlay.contains(focused) ? focused : null);
  return (
    opener?.closest(`[${themeAttribute}]`) ??
    document.querySelector(`[${themeAttribute}]:not([data-ms-overlay])`)
  );
}

export interface OverlayThemeProps {
  ref: (overlay: HTMLElement | null) => void;
  dir: 'ltr' | 'rtl';
  lang: string;
  'data-ms-overlay': true;
}

/**
 * Props for the root element of an overlay. react-aria renders overlays at the end of the body,
 * outside the element `DesignSystemProvider` themes, so the overlay copies the theme of where it
 * opened from (a menu in a dark panel opens dark) and takes the locale's direction and language
 * from react-aria's context.
 *
 * The theme is read from the DOM because the provider exposes it only as an attribute; the ref
 * sets the attribute before the first paint, so the overlay never flashes in the light theme.
 */
export function useOverlayTheme(anchorRef?: ElementRef): OverlayThemeProps {
  const { locale, direction } = useLocale();
  const ref = useCallback(
    (overlay: HTMLElement | null) => {
      if (!overlay) return;
      const theme = themeSource(overlay, anchorRef?.current)?.getAttribute(themeAttribute);
      if (theme) overlay.setAttribute(themeAttribute, theme);
    },
    [anchorRef],
  );
  return { ref, dir: direction, lang: locale, 'data-ms-overlay': true };
}
