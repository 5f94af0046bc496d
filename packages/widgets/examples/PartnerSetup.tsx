import { useEffect, useState, type ReactNode } from 'react';
import { chooseLanguage } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles, type MessageCatalog } from '@metafields/design-system';

// The person's language from the browser's list: { code: 'de', locale: 'de-DE', … }, else English.
const language = chooseLanguage(navigator.languages);

/** Renders once around every screen of your app that shows widgets. */
export function WidgetsRoot({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<MessageCatalog>();
  useEffect(() => {
    // Your copy of locales/{code}.json; English needs none, every text has its English default.
    if (language.code === 'en') return;
    void fetch(`/locales/${language.code}.json`)
      .then((response) => response.json() as Promise<MessageCatalog>)
      .then(setMessages);
  }, []);
  return (
    <DesignSystemProvider
      theme="light" // or 'dark', 'high-contrast'
      locale={language.locale} // number and date formats, and right to left for he, fa, ur, ckb
      messages={messages}
      navigate={(path) => window.history.pushState(null, '', path)} // your router's navigate
    >
      <GlobalStyles />
      {children}
    </DesignSystemProvider>
  );
}
