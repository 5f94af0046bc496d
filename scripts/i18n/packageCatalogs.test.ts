import { describe, expect, it } from 'vitest';
import { catalogueModule, catalogueTags, ownCatalogue } from './packageCatalogs.mjs';

describe("a package's own catalogue", () => {
  it('keeps only the keys its source declares, in key order', () => {
    const german = { 'b.two': 'Zwei', 'a.one': 'Eins', 'app.only': 'Nur die App' };
    expect(ownCatalogue(new Set(['a.one', 'b.two', 'c.untranslated']), german)).toEqual({
      'a.one': 'Eins',
      'b.two': 'Zwei',
    });
    expect(Object.keys(ownCatalogue(new Set(['a.one', 'b.two']), german))).toEqual([
      'a.one',
      'b.two',
    ]);
  });

  it('is a module whose default export is the catalogue, named by its source', () => {
    const source = catalogueModule('de', { 'a.one': "l'un {n}" });
    expect(source).toContain('from locales/de.json');
    expect(source).toContain('"a.one": "l\'un {n}"');
    expect(source).toContain('export default messages;');
  });
});

describe('catalogueTags', () => {
  it("maps each language's full tag, then a language subtag to the first language that has it", () => {
    const tags = catalogueTags([
      { code: 'pt_br', locale: 'pt-BR' },
      { code: 'se', locale: 'sv-SE' },
      { code: 'ckb', locale: 'ckb' },
      { code: 'pt_pt', locale: 'pt-PT' },
    ]);
    expect(tags).toEqual([
      ['pt-br', 'pt_br'],
      ['sv-se', 'se'],
      ['ckb', 'ckb'],
      ['pt-pt', 'pt_pt'],
      ['pt', 'pt_br'],
      ['sv', 'se'],
    ]);
  });
});
