import { describe, expect, it } from 'vitest';
import { checkCatalog, extractMessages, placeholdersOf, unsupportedFeatures } from './catalog.mjs';

describe('extractMessages', () => {
  it('reads the literal keys and English texts of defineMessages calls', () => {
    const source = `
      import { defineMessages } from '@metafields/design-system';
      export const messages = defineMessages({
        'page.title': 'Products',
        count: '{total, plural, one {# product} other {# products}}',
      });`;
    expect(extractMessages('m.ts', source)).toEqual([
      { key: 'page.title', message: 'Products', line: 4 },
      { key: 'count', message: '{total, plural, one {# product} other {# products}}', line: 5 },
    ]);
  });

  it('refuses a computed text, which a static read could not see', () => {
    expect(() => extractMessages('m.ts', "defineMessages({ 'a.b': name + '!' })")).toThrow(
      /m.ts:1: each message needs a literal/,
    );
  });
});

describe('placeholdersOf', () => {
  it('finds arguments inside plurals and selects, and tags', () => {
    expect(
      placeholdersOf('{count, plural, one {# item in {store}} other {<b>#</b> items}}'),
    ).toEqual(['b', 'count', 'store']);
  });
});

describe('checkCatalog', () => {
  const english = {
    'a.title': 'Hello {name}',
    'a.body': 'Sorry about that.',
    'a.count': '{n, plural, one {# row} other {# rows}}',
  };

  it('counts good translations and leaves missing keys to the English fallback', () => {
    expect(checkCatalog(english, { 'a.title': 'Hallo {name}' })).toEqual({
      problems: [],
      translated: 1,
      total: 3,
    });
  });

  it('reports an extra key, an ICU syntax error and a changed placeholder', () => {
    const { problems, translated } = checkCatalog(english, {
      'a.gone': 'Weg',
      'a.count': '{n, plural, one {# Zeile} other {# Zeilen}',
      'a.title': 'Hallo {nom}',
    });
    expect(translated).toBe(0);
    expect(problems).toEqual([
      'extra key "a.gone" (not in English)',
      expect.stringMatching(/^"a.count": ICU syntax error/),
      '"a.title": placeholders {nom} differ from English {name}',
    ]);
  });
});

describe('unsupportedFeatures', () => {
  it('accepts the subset the runtime formatter supports', () => {
    expect(
      unsupportedFeatures("{n, plural, =0 {none} one {# row} other {# rows}} in '{store}'"),
    ).toEqual([]);
    expect(unsupportedFeatures('{share, number, percent} on {day, date, medium}')).toEqual([]);
  });

  it('names what lies outside it', () => {
    expect(unsupportedFeatures('<b>bold</b> {n, number, ::currency/EUR}')).toEqual([
      '<b> tags',
      'number style of {n}',
    ]);
  });

  it('reports it as a catalogue problem', () => {
    const { problems } = checkCatalog({ 'a.b': 'Hello {name}' }, { 'a.b': '<b>Hallo</b> {name}' });
    expect(problems).toEqual([
      '"a.b": uses <b> tags, which the runtime formatter does not support',
    ]);
  });
});
