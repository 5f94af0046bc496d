import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { interfaceLanguageFor, languageOf, type InterfaceLanguage } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { chosenLanguageAtom } from '../atoms/language.js';
import { currentUserAtom } from '../atoms/session.js';
import { loadCatalog } from './catalogs.js';

interface ShownLanguage {
  language: InterfaceLanguage;
  messages: Record<string, string> | undefined;
}

/**
 * Speaks the person's language: the one chosen in the language menu, else the one remembered
 * for them (their own choice, else the control panel's), else the browser's. Its catalogue
 * loads on demand (English needs none: the defaults in code are English), and a new language
 * replaces the old one only once its catalogue is here, so a switch never shows a mix. Hands
 * both to the design system, with the router's navigation for its links. Renders inside the
 * router.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: user } = useAtomValue(currentUserAtom);
  const chosen = useAtomValue(chosenLanguageAtom);
  const language = chosen ? languageOf(chosen) : interfaceLanguageFor(user, navigator.languages);
  const [shown, setShown] = useState<ShownLanguage>({ language, messages: undefined });

  useEffect(() => {
    let current = true;
    void loadCatalog(language.code).then((messages) => current && setShown({ language, messages }));
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = shown.language.locale;
    document.documentElement.dir = shown.language.direction;
  }, [shown.language]);

  return (
    <DesignSystemProvider
      locale={shown.language.locale}
      messages={shown.messages}
      navigate={(to, options) => void navigate(to, options)}
    >
      <GlobalStyles />
      {children}
    </DesignSystemProvider>
  );
}
