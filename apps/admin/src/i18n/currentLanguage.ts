import { interfaceLanguages, languageOf, type InterfaceLanguage } from '@metafields/core';
import { useLocale } from '@metafields/design-system';

/** The interface language the page speaks now (English when its locale is none of the 23). */
export function useCurrentLanguage(): InterfaceLanguage {
  const { locale } = useLocale();
  return interfaceLanguages.find((language) => language.locale === locale) ?? languageOf('en');
}
