import {
  numberInputLimits,
  textInputLimits,
  textOptionLimitDefaults,
  urlError,
  validationMessages,
  type CustomObjectField,
} from '@metafields/core';
import { filled, valueMessages as m } from './valueMessages.js';

/** A field value as stored and answered: text, a number, or a list of items. */
export type StoredFieldValue = string | number | unknown[];

/** What one field's rule made of what was sent: the value to keep, or why it is refused. */
export type Checked = { value: StoredFieldValue } | { error: string };

const ok = (value: StoredFieldValue): Checked => ({ value });
const fail = (error: string): Checked => ({ error });

type Options = NonNullable<CustomObjectField['options']>;

/** Text, within the field's lengths; a text field without lengths takes core's defaults. */
export function checkText(raw: unknown, field: CustomObjectField): Checked {
  if (typeof raw !== 'string') return fail(m.notText);
  if (field.content_type !== 'text') return ok(raw);
  const options = field.options ?? {};
  const { minLength, maxLength } = textInputLimits({
    min: options.min ?? textOptionLimitDefaults.min,
    max: options.max ?? textOptionLimitDefaults.max,
  });
  const length = [...raw].length;
  if (minLength !== undefined && length < minLength)
    return fail(filled(m.tooShort, { min: minLength }));
  if (maxLength !== undefined && length > maxLength) {
    return fail(filled(validationMessages['validation.maxLength'], { max: maxLength }));
  }
  return ok(raw);
}

const integerText = /^\s*-?\d+\s*$/;
const decimalText = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
/**
 * No number a field keeps needs more characters than this (a double has 17 significant digits),
 * so longer text is refused before a pattern reads it.
 */
const numberTextMaxLength = 100;

/** A number, sent as a number or as its text, within the field's min and max. */
export function checkNumber(raw: unknown, field: CustomObjectField, whole: boolean): Checked {
  let number: number;
  if (typeof raw === 'number') number = raw;
  else if (
    typeof raw === 'string' &&
    raw.length <= numberTextMaxLength &&
    (whole ? integerText : decimalText).test(raw)
  ) {
    number = Number(raw);
  } else return fail(whole ? m.notWholeNumber : m.notNumber);
  if (!Number.isFinite(number)) return fail(m.notNumber);
  if (whole && !Number.isInteger(number)) return fail(m.notWholeNumber);
  const { min, max } = numberInputLimits(whole ? 'integer' : 'decimal', field.options ?? {});
  if (min !== undefined && number < min) return fail(filled(m.belowMin, { min }));
  if (max !== undefined && number > max) return fail(filled(m.aboveMax, { max }));
  return ok(number);
}

/** Booleans travel as the strings 'true' and 'false' (spec section 3); a JSON boolean is taken too. */
export function checkBoolean(raw: unknown): Checked {
  if (typeof raw === 'boolean') return ok(raw ? 'true' : 'false');
  return raw === 'true' || raw === 'false' ? ok(raw) : fail(m.notBoolean);
}

const color = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A hex color as a color input writes it. */
export function checkColor(raw: unknown): Checked {
  return typeof raw === 'string' && color.test(raw) ? ok(raw) : fail(m.notColor);
}

export function checkUrl(raw: unknown, field: CustomObjectField): Checked {
  if (typeof raw !== 'string') return fail(m.notText);
  const error = urlError(raw, field.options?.url_type ?? 'absolute');
  return error ? fail(filled(error.defaultMessage, error.values ?? {})) : ok(raw);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const datetimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Whether year, month and day name a real day (no 31 February). */
function realDay(match: RegExpExecArray): boolean {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date (YYYY-MM-DD) or date and time (ISO 8601), between the field's min and max dates. */
export function checkDate(raw: unknown, field: CustomObjectField, withTime: boolean): Checked {
  const wrong = fail(withTime ? m.notDatetime : m.notDate);
  if (typeof raw !== 'string') return wrong;
  const match = (withTime ? datetimePattern : datePattern).exec(raw);
  if (!match || !realDay(match) || Number.isNaN(Date.parse(raw.replace(' ', 'T')))) return wrong;
  return withinDates(raw, field.options ?? {}) ?? ok(raw);
}

/**
 * The bounds compare by day when the value or the bound is a bare date, so that a date-only
 * max includes its whole day; otherwise by instant.
 */
function withinDates(raw: string, options: Options): Checked | undefined {
  const day = raw.slice(0, 10);
  const key = (bound: string, value: string) =>
    bound.length <= 10 || value.length <= 10 ? [bound.slice(0, 10), day] : [bound, value];
  const at = (text: string) => Date.parse(text.replace(' ', 'T'));
  if (typeof options.min === 'string' && options.min !== '') {
    const [bound, value] = key(options.min, raw) as [string, string];
    if (at(value) < at(bound)) return fail(filled(m.dateBeforeMin, { min: options.min }));
  }
  if (typeof options.max === 'string' && options.max !== '') {
    const [bound, value] = key(options.max, raw) as [string, string];
    if (at(value) > at(bound)) return fail(filled(m.dateAfterMax, { max: options.max }));
  }
  return undefined;
}

/** JSON as text that parses; a list or object sent as such is JSON already. */
export function checkJson(raw: unknown): Checked {
  if (Array.isArray(raw)) return ok(raw);
  // An object sent as such is kept as its JSON text: a stored value is text, a number or a list.
  if (typeof raw === 'object' && raw !== null) return ok(JSON.stringify(raw));
  if (typeof raw !== 'string') return fail(m.notJson);
  try {
    JSON.parse(raw);
    return ok(raw);
  } catch {
    return fail(m.notJson);
  }
}
