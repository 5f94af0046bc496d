import { IntlMessageFormat } from 'intl-messageformat';

/** Values for a message's placeholders: `{ count: 3 }` for `{count, plural, …}`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** Translations of one language, keyed by message id. */
export type MessageCatalog = Readonly<Record<string, string>>;

// Parsing is the expensive part of formatting; a message parsed for a locale is kept for the
// life of the page. `null` remembers a message that does not parse, so it is tried only once.
const formatters = new Map<string, IntlMessageFormat | null>();

function formatterFor(message: string, locale: string): IntlMessageFormat | null {
  const cacheKey = `${locale}\u0000${message}`;
  let formatter = formatters.get(cacheKey);
  if (formatter === undefined) {
    try {
      formatter = new IntlMessageFormat(message, locale);
    } catch {
      formatter = null;
    }
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

function tryFormat(message: string, locale: string, values: MessageValues | undefined) {
  const formatter = formatterFor(message, locale);
  if (!formatter) return undefined;
  try {
    const result = formatter.format(values);
    return Array.isArray(result) ? result.join('') : String(result);
  } catch {
    // A missing or mistyped placeholder value.
    return undefined;
  }
}

// English defaults are English sentences, so they take English plural and select rules
// ("1 item", not Japanese's single "other" form "1 items"). A regional English locale keeps its
// own number and date formats.
function englishLocaleFor(locale: string): string {
  return /^en(-|$)/i.test(locale) ? locale : 'en';
}

/**
 * Formats one message: the catalogue's translation when there is one and it formats, else the
 * English default. Never throws; a default that cannot be formatted is returned as written.
 */
export function formatMessage(
  locale: string,
  catalog: MessageCatalog | undefined,
  key: string,
  english: string,
  values?: MessageValues,
): string {
  const translation = catalog?.[key];
  if (translation !== undefined) {
    const translated = tryFormat(translation, locale, values);
    if (translated !== undefined) return translated;
  }
  return tryFormat(english, englishLocaleFor(locale), values) ?? english;
}
