import { I18nProvider, RouterProvider, isRTL } from 'react-aria-components';
import type { ComponentProps, ReactNode } from 'react';
import { MessagesProvider } from '../i18n/MessagesProvider.js';
import type { MessageCatalog } from '../i18n/formatMessage.js';
import type { ThemeName } from '../themes/themes.js';
import { ThemeRoot } from './DesignSystemProvider.styles.js';

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
  children?: ReactNode;
}

/**
 * The root every screen or partner widget renders under: theme, locale, direction, messages and
 * routing. Render `GlobalStyles` once as well, which defines the variables the theme selects.
 */
export function DesignSystemProvider({
  theme = 'light',
  locale = 'en-US',
  messages,
  navigate,
  useHref,
  children,
}: DesignSystemProviderProps) {
  const content = (
    <MessagesProvider locale={locale} messages={messages}>
      <ThemeRoot data-ms-theme={theme} dir={isRTL(locale) ? 'rtl' : 'ltr'} lang={locale}>
        {children}
      </ThemeRoot>
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
