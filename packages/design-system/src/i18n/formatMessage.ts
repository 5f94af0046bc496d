import { compileMessage, formatCompiled, type CompiledMessage } from './compileMessage.js';

/** Values for a message's placeholders: `{ count: 3 }` for `{count, plural, …}`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** Translations of one language, keyed by message id. */
export type MessageCatalog = Readonly<Record<string, string>>;

// Parsing is the expensive part of formatting; a parsed message is kept for the life of the
// page. `null` remembers a message that does not parse, so it is tried only once.
const compiled = new Map<string, CompiledMessage | null>();

function compiledFor(message: string): CompiledMessage | null {
  let parts = compiled.get(message);
  if (parts === undefined) {
    try {
      parts = compileMessage(message);
    } catch {
      parts = null;
    }
    compiled.set(message, parts);
  }
  return parts;
}

function tryFormat(message: string, locale: string, values: MessageValues | undefined) {
  const parts = compiledFor(message);
  if (!parts) return undefined;
  try {
    return formatCompiled(parts, locale, values);
  } catch {
    // A missing placeholder value.
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
