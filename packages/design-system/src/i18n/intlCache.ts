// Building an Intl formatter costs far more than using one: a long rule labels each of its 50
// conditions with two numbers, and a new NumberFormat for each took a tenth of its render. One
// instance per locale and options, kept for the page's life (a handful of each).

const numberStyles = {
  number: {},
  percent: { style: 'percent' },
  integer: { maximumFractionDigits: 0 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function numberFormat(
  locale: string,
  style: keyof typeof numberStyles = 'number',
): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, numberStyles[style]);
    numberFormats.set(key, format);
  }
  return format;
}

/** `options` is one of the caller's constant objects: it is the cache's key. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let byLocale = dateTimeFormats.get(options);
  if (!byLocale) {
    byLocale = new Map();
    dateTimeFormats.set(options, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    byLocale.set(locale, format);
  }
  return format;
}

export function pluralRulesOf(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}|${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules;
}

const collators = new Map<string, Intl.Collator>();

/** Compares text as a person reads it: case and accents aside (type-ahead). */
export function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
