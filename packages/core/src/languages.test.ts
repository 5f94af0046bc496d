import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  interfaceLanguageFor,
  interfaceLanguages,
  languageOf,
  matchLanguage,
} from './languages.js';

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

  it('matches nothing when no tag is an interface language', () => {
    expect(matchLanguage(['xx', 'yy-ZZ'])).toBeUndefined();
    expect(matchLanguage(['de-AT'])?.code).toBe('de');
  });

  it('speaks the person’s own choice, else the browser’s language', () => {
    expect(interfaceLanguageFor({ language: 'ja' }, ['de-DE']).locale).toBe('ja-JP');
    expect(interfaceLanguageFor({ language: null }, ['de-DE']).code).toBe('de');
    expect(interfaceLanguageFor(null, ['he-IL']).direction).toBe('rtl');
    expect(interfaceLanguageFor(undefined, []).code).toBe('en');
    expect(languageOf('pt_br').name).toBe('Português (Brasil)');
  });
});
