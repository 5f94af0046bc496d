import type { ReactNode } from 'react';
import { chooseLanguage } from '@metafields/core';
import { GlobalStyles } from '@metafields/design-system';
import { WidgetsProvider } from '@metafields/widgets';

// The person's language from the browser's list: { code: 'de', locale: 'de-DE', … }, else English.
const language = chooseLanguage(navigator.languages);

/** Renders once around every screen of your app that shows widgets. */
export function WidgetsRoot({ children }: { children: ReactNode }) {
  return (
    <WidgetsProvider
      theme="light" // or 'dark', 'high-contrast'
      // Loads the language's messages itself (English needs none): pass `messages={await
      // loadMessages(locale)}` instead where you render on a server.
      locale={language.locale} // number and date formats, and right to left for he, fa, ur, ckb
      navigate={(path) => window.history.pushState(null, '', path)} // your router's navigate
    >
      <GlobalStyles />
      {children}
    </WidgetsProvider>
  );
}
