/**
 * A formatter for the subset of ICU MessageFormat our catalogues use: `{name}` arguments,
 * `{n, plural, …}` and `{n, selectordinal, …}` (with `=N`, `offset:`, and `#`), `{x, select, …}`,
 * `{n, number}` (also `integer` and `percent`), `{d, date|time[, short|medium|long|full]}`,
 * with ICU's apostrophe quoting. It keeps the full ICU parser (about 11 KB
 * gzip) out of every component; `npm run i18n:check` refuses messages outside the subset, and a
 * test compares this formatter with intl-messageformat over every catalogue.
 */

import { dateTimeFormat, numberFormat, pluralRulesOf } from './intlCache.js';

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; style: 'number' | 'integer' | 'percent' }
  | { kind: 'dateTime'; name: string; type: 'date' | 'time'; style: DateTimeStyle }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Map<string, Part[]> }
  | { kind: 'select'; name: string; options: Map<string, Part[]> };

type DateTimeStyle = 'short' | 'medium' | 'long' | 'full';
/** What an argument that is a Date shows, as `{when}` rather than `{when, date}`. */
const defaultDateTime: Intl.DateTimeFormatOptions = {};

const dateTimeStyles = new Set(['short', 'medium', 'long', 'full']);

// ICU MessageFormat's own date and time styles (as intl-messageformat defines them), which
// differ from Intl's dateStyle/timeStyle presets.
const dateFormats: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const timeFormats: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

export type CompiledMessage = Part[];
export type FormatValues = Readonly<Record<string, string | number | Date>>;

export class MessageSyntaxError extends Error {}

/** Parses a message once; throws MessageSyntaxError on anything outside the subset. */
export function compileMessage(message: string): CompiledMessage {
  const parser = new Parser(message);
  const parts = parser.parseMessage(false);
  if (parser.position < message.length) parser.fail('unexpected "}"');
  return parts;
}

class Parser {
  position = 0;
  constructor(private readonly source: string) {}

  fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${this.position} in "${this.source}"`);
  }

  /** Text, arguments and (inside a plural) `#`, up to an unmatched `}` or the end. */
  parseMessage(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position] as string;
      if (char === '}') break;
      if (char === '{') {
        flush();
        parts.push(this.parseArgument());
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.position += 1;
      } else if (char === "'") {
        text += this.parseApostrophe(inPlural);
      } else {
        text += char;
        this.position += 1;
      }
    }
    flush();
    return parts;
  }

  /** ICU quoting: `''` is one apostrophe; `'` before a syntax character quotes up to the next `'`. */
  private parseApostrophe(inPlural: boolean): string {
    const next = this.source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      let quoted = '';
      this.position += 1;
      while (this.position < this.source.length) {
        const char = this.source[this.position] as string;
        if (char === "'") {
          if (this.source[this.position + 1] === "'") {
            quoted += "'";
            this.position += 2;
            continue;
          }
          this.position += 1;
          return quoted;
        }
        quoted += char;
        this.position += 1;
      }
      return quoted;
    }
    this.position += 1;
    return "'";
  }

  private parseArgument(): Part {
    this.position += 1; // {
    const name = this.readWord();
    if (!name) this.fail('an argument needs a name');
    this.skipSpace();
    if (this.source[this.position] === '}') {
      this.position += 1;
      return { kind: 'argument', name };
    }
    this.expect(',');
    const type = this.readWord();
    if (type === 'number' || type === 'date' || type === 'time')
      return this.parseFormatted(name, type);
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      return this.fail(`"${type}" arguments are not supported`);
    }
    this.expect(',');
    if (type === 'select') return { kind: 'select', name, options: this.parseOptions(false) };
    return this.parsePlural(name, type === 'selectordinal');
  }

  /** `{n, number[, integer|percent]}` and `{d, date|time[, short|medium|long|full]}`. */
  private parseFormatted(name: string, type: 'number' | 'date' | 'time'): Part {
    this.skipSpace();
    let style = '';
    if (this.source[this.position] === ',') {
      this.position += 1;
      style = this.readWord();
    }
    this.expect('}');
    if (type === 'number') {
      if (style !== '' && style !== 'integer' && style !== 'percent')
        this.fail(`number style "${style}" is not supported`);
      return {
        kind: 'number',
        name,
        style: (style || 'number') as 'number' | 'integer' | 'percent',
      };
    }
    if (style !== '' && !dateTimeStyles.has(style))
      this.fail(`${type} style "${style}" is not supported`);
    return {
      kind: 'dateTime',
      name,
      type,
      style: (style || (type === 'date' ? 'medium' : 'short')) as DateTimeStyle,
    };
  }

  private parsePlural(name: string, ordinal: boolean): Part {
    let offset = 0;
    this.skipSpace();
    if (this.source.startsWith('offset:', this.position)) {
      this.position += 'offset:'.length;
      offset = Number(this.readWord());
      if (!Number.isInteger(offset)) this.fail('offset needs a whole number');
    }
    return { kind: 'plural', name, ordinal, offset, options: this.parseOptions(true) };
  }

  private parseOptions(inPlural: boolean): Map<string, Part[]> {
    const options = new Map<string, Part[]>();
    for (;;) {
      this.skipSpace();
      if (this.source[this.position] === '}') break;
      const selector = this.readWord();
      if (!selector) this.fail('an option needs a selector');
      this.expect('{');
      options.set(selector, this.parseMessage(inPlural));
      this.expect('}');
    }
    this.position += 1; // the argument's closing }
    if (!options.has('other')) this.fail('an "other" option is required');
    return options;
  }

  private readWord(): string {
    this.skipSpace();
    const match = /^[^\s{},]+/.exec(this.source.slice(this.position));
    const word = match?.[0] ?? '';
    this.position += word.length;
    return word;
  }

  private skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }

  private expect(char: string): void {
    this.skipSpace();
    if (this.source[this.position] !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }
}

/** Formats a compiled message; throws when a value it needs is missing. */
export function formatCompiled(
  parts: CompiledMessage,
  locale: string,
  values: FormatValues = {},
  pluralValue?: number,
): string {
  let out = '';
  for (const part of parts) {
    switch (part.kind) {
      case 'text':
        out += part.text;
        break;
      case 'pound':
        out += numberFormat(locale).format(pluralValue ?? 0);
        break;
      case 'argument':
        out += display(valueOf(values, part.name), locale);
        break;
      case 'number': {
        out += numberFormat(locale, part.style).format(Number(valueOf(values, part.name)));
        break;
      }
      case 'dateTime': {
        const value = valueOf(values, part.name);
        const date = value instanceof Date ? value : new Date(value);
        const options = part.type === 'date' ? dateFormats[part.style] : timeFormats[part.style];
        out += dateTimeFormat(locale, options).format(date);
        break;
      }
      case 'select': {
        const chosen =
          part.options.get(String(valueOf(values, part.name))) ?? part.options.get('other');
        out += formatCompiled(chosen ?? [], locale, values, pluralValue);
        break;
      }
      case 'plural': {
        const value = Number(valueOf(values, part.name));
        const category = pluralRulesOf(locale, part.ordinal).select(value - part.offset);
        const chosen =
          part.options.get(`=${value}`) ?? part.options.get(category) ?? part.options.get('other');
        out += formatCompiled(chosen ?? [], locale, values, value - part.offset);
        break;
      }
    }
  }
  return out;
}

function valueOf(values: FormatValues, name: string): string | number | Date {
  const value = values[name];
  if (value === undefined) throw new MessageSyntaxError(`no value for "${name}"`);
  return value;
}

function display(value: string | number | Date, locale: string): string {
  if (typeof value === 'number') return numberFormat(locale).format(value);
  if (value instanceof Date) return dateTimeFormat(locale, defaultDateTime).format(value);
  return value;
}
