import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { chooseLanguage, type InterfaceLanguage } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { loadCatalog } from './catalogs.js';

/**
 * Chooses the interface language from the browser, loads its catalogue on demand (English
 * needs none: the defaults in code are English) and hands it to the design system, with the
 * router's navigation for its links. Renders inside the router.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [language] = useState<InterfaceLanguage>(() => chooseLanguage(navigator.languages));
  const [messages, setMessages] = useState<Record<string, string>>();

  useEffect(() => {
    let current = true;
    void loadCatalog(language.code).then((catalog) => current && setMessages(catalog));
    document.documentElement.lang = language.locale;
    document.documentElement.dir = language.direction;
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <DesignSystemProvider
      locale={language.locale}
      messages={messages}
      navigate={(to) => void navigate(to)}
    >
      <GlobalStyles />
      {children}
    </DesignSystemProvider>
  );
}
