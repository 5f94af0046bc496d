import { describe, expect, it } from 'vitest';
import { defineMessages } from './defineMessages.js';
import { formatMessage } from './formatMessage.js';

const english = defineMessages({
  'test.count': '{count, plural, one {# item} other {# items}}',
  'test.greeting': 'Hello, {name}',
  'test.total': 'Total: {amount, number}',
  'test.exported': 'Exported {date, date, medium}',
});

describe('defineMessages', () => {
  it('returns the definitions unchanged', () => {
    expect(english['test.greeting']).toBe('Hello, {name}');
  });
});

describe('formatMessage', () => {
  it('formats the English default when there is no catalogue', () => {
    expect(
      formatMessage('en-US', undefined, 'test.greeting', english['test.greeting'], { name: 'Ada' }),
    ).toBe('Hello, Ada');
  });

  it('formats the English default when the catalogue lacks the key', () => {
    expect(formatMessage('en-US', {}, 'test.count', english['test.count'], { count: 1 })).toBe(
      '1 item',
    );
    expect(formatMessage('en-US', {}, 'test.count', english['test.count'], { count: 3 })).toBe(
      '3 items',
    );
  });

  it('uses the translation, with the locale’s plural rules', () => {
    const hebrew = {
      'test.count': '{count, plural, one {פריט אחד} two {שני פריטים} other {# פריטים}}',
    };
    expect(formatMessage('he-IL', hebrew, 'test.count', english['test.count'], { count: 1 })).toBe(
      'פריט אחד',
    );
    expect(formatMessage('he-IL', hebrew, 'test.count', english['test.count'], { count: 2 })).toBe(
      'שני פריטים',
    );
    expect(formatMessage('he-IL', hebrew, 'test.count', english['test.count'], { count: 7 })).toBe(
      '7 פריטים',
    );
  });

  it('formats numbers and dates of a translation for its locale', () => {
    const german = {
      'test.total': 'Summe: {amount, number}',
      'test.exported': 'Exportiert am {date, date, medium}',
    };
    expect(
      formatMessage('de-DE', german, 'test.total', english['test.total'], { amount: 1234.5 }),
    ).toBe('Summe: 1.234,5');
    const date = new Date(Date.UTC(2025, 2, 14, 12));
    expect(
      formatMessage('de-DE', german, 'test.exported', english['test.exported'], { date }),
    ).toBe(
      `Exportiert am ${new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' }).format(date)}`,
    );
  });

  it('falls back to English when a translation does not parse', () => {
    const broken = { 'test.greeting': 'Hallo, {name' };
    expect(
      formatMessage('de-DE', broken, 'test.greeting', english['test.greeting'], { name: 'Ada' }),
    ).toBe('Hello, Ada');
  });

  it('falls back to English when a translation names a placeholder that has no value', () => {
    const mistyped = { 'test.greeting': 'Hallo, {nmae}' };
    expect(
      formatMessage('de-DE', mistyped, 'test.greeting', english['test.greeting'], { name: 'Ada' }),
    ).toBe('Hello, Ada');
  });

  it('applies English plural rules to English defaults in any locale', () => {
    // Japanese has only the "other" plural form; English text still needs "one".
    expect(
      formatMessage('ja-JP', undefined, 'test.count', english['test.count'], { count: 1 }),
    ).toBe('1 item');
  });

  it('keeps a regional English locale’s number format for defaults', () => {
    expect(
      formatMessage('en-IN', undefined, 'test.total', english['test.total'], { amount: 1234567 }),
    ).toBe('Total: 12,34,567');
  });

  it('returns the default as written when even it cannot be formatted, rather than throwing', () => {
    expect(formatMessage('en-US', undefined, 'test.greeting', english['test.greeting'])).toBe(
      'Hello, {name}',
    );
  });

  it('gives the same result when a cached formatter is reused', () => {
    const first = formatMessage('fr-FR', undefined, 'test.total', english['test.total'], {
      amount: 1,
    });
    const second = formatMessage('fr-FR', undefined, 'test.total', english['test.total'], {
      amount: 2,
    });
    expect([first, second]).toEqual(['Total: 1', 'Total: 2']);
  });
});
