import { describe, expect, it } from 'vitest';
import { chooseLanguage, interfaceLanguages } from './languages.js';

describe('interface languages', () => {
  it('are the 23 of the spec, four of them right-to-left', () => {
    expect(interfaceLanguages.map((language) => language.code)).toEqual([
      'ckb',
      'cs',
      'da',
      'de',
      'en',
      'es',
      'fa',
      'fr',
      'he',
      'it',
      'ja',
      'ko',
      'lv',
      'nl',
      'pl',
      'pt_br',
      'ro',
      'ru',
      'se',
      'tr',
      'ua',
      'ur',
      'zh_cn',
    ]);
    expect(interfaceLanguages.filter((l) => l.direction === 'rtl').map((l) => l.code)).toEqual([
      'ckb',
      'fa',
      'he',
      'ur',
    ]);
  });

  it('chooses by exact tag, then by language, else English', () => {
    expect(chooseLanguage(['pt-BR']).code).toBe('pt_br');
    expect(chooseLanguage(['pt-PT']).code).toBe('pt_br');
    expect(chooseLanguage(['sv']).code).toBe('se');
    expect(chooseLanguage(['uk']).code).toBe('ua');
    expect(chooseLanguage(['xx', 'de-AT']).code).toBe('de');
    expect(chooseLanguage(['xx']).code).toBe('en');
    expect(chooseLanguage([]).code).toBe('en');
  });
});
