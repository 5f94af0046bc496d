import { describe, expect, it } from 'vitest';
import { compileMessage, formatCompiled, MessageSyntaxError } from './compileMessage.js';

const format = (
  message: string,
  values: Record<string, string | number | Date> = {},
  locale = 'en-US',
) => formatCompiled(compileMessage(message), locale, values);

describe('compileMessage and formatCompiled (the ICU subset)', () => {
  it('fills arguments, formatting numbers for the locale', () => {
    expect(format('{count} of {name}', { count: 1234.5, name: 'Mugs' })).toBe('1,234.5 of Mugs');
    expect(format('{count}', { count: 1234.5 }, 'de-DE')).toBe('1.234,5');
  });

  it('chooses plural options by exact value, then by the locale’s category', () => {
    const message = '{n, plural, =0 {no rows} one {# row} other {# rows}}';
    expect(format(message, { n: 0 })).toBe('no rows');
    expect(format(message, { n: 1 })).toBe('1 row');
    expect(format(message, { n: 2500 })).toBe('2,500 rows');
    const russian = '{n, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}';
    expect(format(russian, { n: 22 }, 'ru-RU')).toBe('22 товара');
    expect(format(russian, { n: 5 }, 'ru-RU')).toBe('5 товаров');
  });

  it('applies an offset to the category and to #', () => {
    const message =
      '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}';
    expect(format(message, { n: 1, name: 'Ada' })).toBe('Ada');
    expect(format(message, { n: 2, name: 'Ada' })).toBe('Ada and 1 other');
    expect(format(message, { n: 4, name: 'Ada' })).toBe('Ada and 3 others');
  });

  it('supports ordinals and select, falling back to other', () => {
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe(
      '22nd',
    );
    const select = '{type, select, brand {Brand} category {Category} other {Record}} not found';
    expect(format(select, { type: 'brand' })).toBe('Brand not found');
    expect(format(select, { type: 'page' })).toBe('Record not found');
  });

  it('formats number styles and ICU date and time styles', () => {
    expect(format('{p, number, percent}', { p: 0.25 })).toBe('25%');
    expect(format('{n, number, integer}', { n: 2.6 })).toBe('3');
    const day = new Date(Date.UTC(2025, 2, 14, 12));
    expect(format('{d, date, medium}', { d: day }, 'de-DE')).toBe('14. März 2025');
    expect(format('{d, date}', { d: day })).toBe('Mar 14, 2025');
  });

  it('follows ICU apostrophe quoting', () => {
    expect(format("It''s {name}''s", { name: 'Ada' })).toBe("It's Ada's");
    expect(format("Type '{name}' literally", { name: 'x' })).toBe('Type {name} literally');
    expect(format("delete ''{ns}: {key}''", { ns: 'care', key: 'wash' })).toBe(
      "delete 'care: wash'",
    );
    expect(format("{n, plural, other {'#' is # }}", { n: 3 })).toBe('# is 3 ');
    expect(format("don't", {})).toBe("don't");
  });

  it('refuses what it does not support, and malformed messages', () => {
    expect(() => compileMessage('{n, number, ::currency/EUR}')).toThrow(MessageSyntaxError);
    expect(() => compileMessage('{d, date, ::yyyyMMdd}')).toThrow(MessageSyntaxError);
    expect(() => compileMessage('{n, spellout}')).toThrow(/not supported/);
    expect(() => compileMessage('{n, plural, one {#}}')).toThrow(/"other" option is required/);
    expect(() => compileMessage('{n, plural, offset:x other {#}}')).toThrow(/whole number/);
    expect(() => compileMessage('unbalanced }')).toThrow(/unexpected/);
    expect(() => compileMessage('{}')).toThrow(/needs a name/);
    expect(() => compileMessage('{n, select, {x} other {y}}')).toThrow(/needs a selector/);
  });

  it('throws on a missing value, so the caller can fall back', () => {
    expect(() => format('Hello {name}')).toThrow(/no value for "name"/);
  });
});
