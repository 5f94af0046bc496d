import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@metafields/core';
import {
  compileMessage,
  formatCompiled,
} from '../../packages/design-system/src/i18n/compileMessage.js';

/**
 * The design system formats messages with its own compact ICU formatter. Every message of every
 * catalogue must read exactly as the reference implementation (intl-messageformat) reads it, for
 * values that walk each plural category and each select option.
 */
const localesDir = path.resolve(import.meta.dirname, '../../locales');

type Sample = Record<string, string | number | Date>;

function samples(message: string): Sample[] {
  const variants: Record<string, (string | number | Date)[]> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) variants[element.value] ??= ['Sample'];
      if (element.type === TYPE.number) variants[element.value] = [0, 1, 1234.5];
      // Dates and times at noon UTC, so that every time zone shows the same day.
      if (element.type === TYPE.date || element.type === TYPE.time) {
        variants[element.value] = [new Date('2026-12-12T12:00:00Z')];
      }
      if (element.type === TYPE.plural) {
        variants[element.value] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000000];
        Object.values(element.options).forEach((option) => walk(option.value));
      }
      if (element.type === TYPE.select) {
        variants[element.value] = [
          ...Object.keys(element.options).filter((key) => key !== 'other'),
          'unknown-value',
        ];
        Object.values(element.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parse(message));
  // One sample per variant of each argument, the others at their first variant.
  const names = Object.keys(variants);
  const base = Object.fromEntries(names.map((name) => [name, variants[name]?.[0] ?? '']));
  return [
    base,
    ...names.flatMap((name) =>
      (variants[name] ?? []).slice(1).map((value) => ({ ...base, [name]: value })),
    ),
  ];
}

describe('the compact formatter reads every catalogue as intl-messageformat does', () => {
  for (const language of interfaceLanguages) {
    it(`${language.code} (${language.locale})`, () => {
      const catalog = JSON.parse(
        fs.readFileSync(path.join(localesDir, `${language.code}.json`), 'utf8'),
      ) as Record<string, string>;
      let compared = 0;
      for (const [key, message] of Object.entries(catalog)) {
        const compiled = compileMessage(message);
        for (const values of samples(message)) {
          const reference = new IntlMessageFormat(message, language.locale).format(values);
          expect(
            formatCompiled(compiled, language.locale, values),
            `${key} with ${JSON.stringify(values)}`,
          ).toBe(reference);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(Object.keys(catalog).length);
    });
  }
});
