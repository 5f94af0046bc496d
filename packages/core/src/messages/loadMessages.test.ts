import { describe, expect, it } from 'vitest';
import { contentTypeMessages } from '../contentTypes.js';
import { validationMessages } from '../entities/messages.js';
import { filterMessages } from '../filters/messages.js';
import { interfaceLanguages, matchLanguage } from '../languages.js';
import { catalogueCodeFor } from '../locales/index.js';
import { loadMessages } from './loadMessages.js';

describe('catalogueCodeFor (a BCP 47 tag to a catalogue)', () => {
  it.each([
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt_br'],
    ['pt-PT', 'pt_br'],
    ['zh-CN', 'zh_cn'],
    ['zh-Hans', 'zh_cn'],
    ['zh-Hans-CN', 'zh_cn'],
    ['sv', 'se'],
    ['sv-FI', 'se'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['ckb-IQ', 'ckb'],
    ['he', 'he'],
    ['HE-il', 'he'],
    ['pt_BR', 'pt_br'],
    [' fr-CA ', 'fr'],
  ])('%s reads the %s catalogue', (tag, code) => {
    expect(catalogueCodeFor(tag)).toBe(code);
  });

  it.each([
    'en',
    'en-GB',
    'nb',
    'no',
    // 'se' is Northern Sami as a BCP 47 tag, not the spec's Swedish file; 'ua' is no language.
    'se',
    'ua',
    '',
    'x',
    'constructor',
    '__proto__',
  ])('%s reads English', (tag) => {
    expect(catalogueCodeFor(tag)).toBe('en');
  });

  it("chooses as core's matchLanguage does for every interface language's tags", () => {
    const tags = interfaceLanguages.flatMap(({ locale }) => [
      locale,
      locale.toUpperCase(),
      locale.split('-')[0] ?? '',
      `${locale.split('-')[0] ?? ''}-XX`,
    ]);
    for (const tag of [...tags, 'zh-TW', 'sv-SE', 'nb', 'es-419']) {
      expect(catalogueCodeFor(tag), tag).toBe(matchLanguage([tag])?.code ?? 'en');
    }
  });
});

describe('loadMessages', () => {
  it("answers core's English defaults for English and an unknown language", async () => {
    const english = await loadMessages('en-US');
    for (const definitions of [contentTypeMessages, validationMessages, filterMessages]) {
      for (const [key, message] of Object.entries(definitions)) expect(english[key]).toBe(message);
    }
    await expect(loadMessages('nb-NO')).resolves.toBe(english);
  });

  it('answers the translations of the language a tag names', async () => {
    const german = await loadMessages('de-AT');
    expect(german['resourceList.filter.orders']).toBe('Bestellungen filtern');
    expect(german['filters.action.removeAllFilters']).toBe('Alle Filter entfernen');
    expect((await loadMessages('pt-BR'))['resourceList.filter.orders']).not.toBe('Filter orders');
  });

  it("holds, in every language, only core's own messages", async () => {
    const english = await loadMessages('en');
    // A widget's message, declared in @metafields/widgets, is not core's.
    expect(english).not.toHaveProperty('ruleBuilder.field.label');
    for (const { locale } of interfaceLanguages) {
      const catalogue = await loadMessages(locale);
      expect(Object.keys(catalogue).length, locale).toBeGreaterThan(0);
      const foreign = Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key));
      expect(foreign, locale).toEqual([]);
    }
  });
});
