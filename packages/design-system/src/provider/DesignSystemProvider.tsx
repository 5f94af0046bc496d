import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider, isRTL } from 'react-aria-components';
import { useCallback, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { MessagesProvider } from '../i18n/MessagesProvider.js';
import type { MessageCatalog } from '../i18n/formatMessage.js';
import type { ThemeName } from '../themes/themes.js';
import { OverlayContainer, ScopedThemeRoot, ThemeRoot } from './DesignSystemProvider.styles.js';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface DesignSystemProviderProps {
  /** Colour theme of everything inside. */
  theme?: ThemeName;
  /** BCP 47 locale: sets messages, number and date formats, and text direction. */
  locale?: string;
  /** The locale's message catalogue; without one, widgets show their English defaults. */
  messages?: MessageCatalog | undefined;
  /** Client-side navigation for links and `href` rows (react-aria's `RouterProvider`). */
  navigate?: RouterProviderProps['navigate'];
  /** Turns a router path into a real `href`, such as react-router's `useHref`. */
  useHref?: RouterProviderProps['useHref'];
  /**
   * For a partner's page: the tokens, the theme's colours and the base type are set on the
   * provider's own element, overlays portal into it, and nothing is written to `:root`, `html`
   * or `body`; render no `GlobalStyles`. Without it (the app's way), render `GlobalStyles` once.
   * @default false
   */
  scoped?: boolean;
  children?: ReactNode;
}

/**
 * The root every screen or partner widget renders under: theme, locale, direction, messages and
 * routing. Its element paints the theme's background and text colour. The variables the theme
 * selects come from `GlobalStyles`, rendered once beside it, or, with `scoped`, from the
 * provider's own element.
 */
export function DesignSystemProvider({
  theme = 'light',
  locale = 'en-US',
  messages,
  navigate,
  useHref,
  scoped = false,
  children,
}: DesignSystemProviderProps) {
  const rootProps = { 'data-ms-theme': theme, dir: isRTL(locale) ? 'rtl' : 'ltr', lang: locale };
  const content = (
    <MessagesProvider locale={locale} messages={messages}>
      {scoped ? (
        <ScopedRoot rootProps={rootProps}>{children}</ScopedRoot>
      ) : (
        <ThemeRoot {...rootProps}>{children}</ThemeRoot>
      )}
    </MessagesProvider>
  );
  return (
    <I18nProvider locale={locale}>
      {navigate ? (
        <RouterProvider navigate={navigate} useHref={useHref}>
          {content}
        </RouterProvider>
      ) : (
        content
      )}
    </I18nProvider>
  );
}

interface ScopedRootProps {
  rootProps: { 'data-ms-theme': string; dir: string; lang: string };
  children?: ReactNode;
}

/**
 * The scoped root, with the container its overlays portal into. The container is held in state,
 * not a ref: react-aria asks for it while rendering, and an overlay open on the first render
 * (which has no element yet) renders once the container exists instead of never.
 */
function ScopedRoot({ rootProps, children }: ScopedRootProps) {
  const [overlayContainer, setOverlayContainer] = useState<HTMLElement | null>(null);
  const getContainer = useCallback(() => overlayContainer, [overlayContainer]);
  return (
    <ScopedThemeRoot {...rootProps} data-ms-scoped="">
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      <OverlayContainer ref={setOverlayContainer} data-ms-overlay-container="" />
    </ScopedThemeRoot>
  );
}
