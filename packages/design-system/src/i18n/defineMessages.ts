/** A widget's messages: full message ids mapped to English ICU MessageFormat defaults. */
export type MessageDefinitions = Readonly<Record<string, string>>;

/**
 * Declares messages once, beside the widget that shows them. Returns its argument unchanged;
 * it exists so the extraction script can find every message statically. Write calls as
 * `defineMessages({ 'table.empty': 'No results' })`: string-literal keys and values only.
 */
export function defineMessages<const T extends Record<string, string>>(messages: T): T {
  return messages;
}
