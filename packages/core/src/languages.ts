/**
 * The 23 interface languages of the spec. `code` names the file in `locales/`; `locale` is the
 * BCP 47 tag that Intl and react-aria format with.
 */
export const interfaceLanguages = [
  { code: 'ckb', locale: 'ckb', name: 'کوردیی ناوەندی', direction: 'rtl' },
  { code: 'cs', locale: 'cs-CZ', name: 'Čeština', direction: 'ltr' },
  { code: 'da', locale: 'da-DK', name: 'Dansk', direction: 'ltr' },
  { code: 'de', locale: 'de-DE', name: 'Deutsch', direction: 'ltr' },
  { code: 'en', locale: 'en-US', name: 'English', direction: 'ltr' },
  { code: 'es', locale: 'es-ES', name: 'Español', direction: 'ltr' },
  { code: 'fa', locale: 'fa-IR', name: 'فارسی', direction: 'rtl' },
  { code: 'fr', locale: 'fr-FR', name: 'Français', direction: 'ltr' },
  { code: 'he', locale: 'he-IL', name: 'עברית', direction: 'rtl' },
  { code: 'it', locale: 'it-IT', name: 'Italiano', direction: 'ltr' },
  { code: 'ja', locale: 'ja-JP', name: '日本語', direction: 'ltr' },
  { code: 'ko', locale: 'ko-KR', name: '한국어', direction: 'ltr' },
  { code: 'lv', locale: 'lv-LV', name: 'Latviešu', direction: 'ltr' },
  { code: 'nl', locale: 'nl-NL', name: 'Nederlands', direction: 'ltr' },
  { code: 'pl', locale: 'pl-PL', name: 'Polski', direction: 'ltr' },
  { code: 'pt_br', locale: 'pt-BR', name: 'Português (Brasil)', direction: 'ltr' },
  { code: 'ro', locale: 'ro-RO', name: 'Română', direction: 'ltr' },
  { code: 'ru', locale: 'ru-RU', name: 'Русский', direction: 'ltr' },
  // The spec's "se" is Swedish (the country code, as the original app used it), not Northern Sami.
  { code: 'se', locale: 'sv-SE', name: 'Svenska', direction: 'ltr' },
  { code: 'tr', locale: 'tr-TR', name: 'Türkçe', direction: 'ltr' },
  // Likewise "ua" is Ukrainian (language code uk).
  { code: 'ua', locale: 'uk-UA', name: 'Українська', direction: 'ltr' },
  { code: 'ur', locale: 'ur-PK', name: 'اردو', direction: 'rtl' },
  { code: 'zh_cn', locale: 'zh-CN', name: '简体中文', direction: 'ltr' },
] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export type LanguageCode = InterfaceLanguage['code'];

export const defaultLanguage: InterfaceLanguage = interfaceLanguages[4];

/**
 * The best interface language for a list of preferred BCP 47 tags (a browser's
 * `navigator.languages`): an exact region match first, then the language alone, else English.
 */
export function chooseLanguage(preferred: readonly string[]): InterfaceLanguage {
  return matchLanguage(preferred) ?? defaultLanguage;
}

/** As `chooseLanguage`, but undefined when none of the tags is an interface language. */
export function matchLanguage(preferred: readonly string[]): InterfaceLanguage | undefined {
  for (const tag of preferred) {
    const wanted = tag.toLowerCase();
    const exact = interfaceLanguages.find((language) => language.locale.toLowerCase() === wanted);
    if (exact) return exact;
    const base = wanted.split('-')[0];
    const sameLanguage = interfaceLanguages.find(
      (language) => language.locale.toLowerCase().split('-')[0] === base,
    );
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

export const languageCodes = interfaceLanguages.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];

/** The interface language of a code, such as a user's saved choice. */
export const languageOf = (code: LanguageCode): InterfaceLanguage =>
  interfaceLanguages.find((language) => language.code === code) ?? defaultLanguage;

/**
 * The language the interface speaks to a person: their own choice, else the control panel's
 * language for them, else their browser's.
 */
export function interfaceLanguageFor(
  user: { language?: LanguageCode | null | undefined } | null | undefined,
  browserLanguages: readonly string[],
): InterfaceLanguage {
  return user?.language ? languageOf(user.language) : chooseLanguage(browserLanguages);
}
