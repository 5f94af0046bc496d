import { describe, expect, it } from 'vitest';
import { parseTemplateValue, templateValueText } from './templateMetafieldValue.js';

describe('reading a shared metafield value for its editor', () => {
  it('gives nothing for no metafield or empty text', () => {
    for (const text of [null, undefined, '', '  '])
      for (const type of ['text', 'integer', 'boolean', 'select', 'product', 'json'])
        expect(parseTemplateValue(text, type)).toBeNull();
  });

  it('keeps the text of text-like types, json included', () => {
    expect(parseTemplateValue('Cold wash', 'text')).toBe('Cold wash');
    expect(parseTemplateValue('<p>Hi</p>', 'rich_text')).toBe('<p>Hi</p>');
    expect(parseTemplateValue('{"a": 1}', 'json')).toBe('{"a": 1}');
    expect(parseTemplateValue('2024-05-01', 'date')).toBe('2024-05-01');
    expect(parseTemplateValue('#ff0000', 'color')).toBe('#ff0000');
  });

  it('reads integer and decimal as numbers, anything else as nothing', () => {
    expect(parseTemplateValue('42', 'integer')).toBe(42);
    expect(parseTemplateValue(' 4.25 ', 'decimal')).toBe(4.25);
    expect(parseTemplateValue('-3', 'integer')).toBe(-3);
    expect(parseTemplateValue('many', 'integer')).toBeNull();
  });

  it("reads booleans as 'true' or 'false'", () => {
    expect(parseTemplateValue('true', 'boolean')).toBe('true');
    expect(parseTemplateValue('FALSE', 'boolean')).toBe('false');
    expect(parseTemplateValue('yes', 'boolean')).toBeNull();
  });

  it('reads references as a list of items, from JSON or a plain id', () => {
    expect(parseTemplateValue('[{"id":3},{"id":5}]', 'product')).toEqual([{ id: 3 }, { id: 5 }]);
    expect(parseTemplateValue('{"id":3}', 'brand')).toEqual([{ id: 3 }]);
    expect(parseTemplateValue('12', 'category')).toEqual([{ id: 12 }]);
    expect(parseTemplateValue('[{"id":7}]', 'recipes')).toEqual([{ id: 7 }]);
    expect(parseTemplateValue('[1, {"id":2}]', 'page')).toEqual([{ id: 2 }]);
    expect(parseTemplateValue('not an id', 'location')).toBeNull();
    expect(parseTemplateValue('[broken', 'product')).toBeNull();
    expect(parseTemplateValue('[]', 'product')).toBeNull();
  });

  it('reads select options from JSON or a plain option value', () => {
    expect(parseTemplateValue('[{"id":1,"value":"Red"}]', 'select')).toEqual([
      { id: 1, value: 'Red' },
    ]);
    expect(parseTemplateValue('Red', 'select')).toEqual([{ value: 'Red' }]);
  });

  it('reads files from JSON only', () => {
    const file = { id: 4, name: 'guide.pdf', url: 'https://cdn/guide.pdf', label: 'Guide' };
    expect(parseTemplateValue(JSON.stringify([file]), 'file_and_label')).toEqual([file]);
    expect(parseTemplateValue('guide.pdf', 'file')).toBeNull();
  });
});

describe('writing an editor value as metafield text ("object values are sent as serialised text")', () => {
  it('sends empty values as null', () => {
    for (const value of [null, undefined, '', []])
      expect(templateValueText(value, 'text')).toBeNull();
  });

  it('sends scalars as their text', () => {
    expect(templateValueText('Cold wash', 'text')).toBe('Cold wash');
    expect(templateValueText(42, 'integer')).toBe('42');
    expect(templateValueText(0, 'decimal')).toBe('0');
    expect(templateValueText('false', 'boolean')).toBe('false');
    expect(templateValueText(true, 'boolean')).toBe('true');
  });

  it('sends references as their ids, select options and files whole, as JSON', () => {
    expect(templateValueText([{ id: 3, name: 'Mug' }], 'product')).toBe('[{"id":3}]');
    expect(templateValueText([{ id: 1, value: 'Red' }], 'select')).toBe('[{"id":1,"value":"Red"}]');
  });

  it('writes back what it read', () => {
    const cases: [string, string][] = [
      ['Cold wash', 'text'],
      ['42', 'integer'],
      ['4.25', 'decimal'],
      ['true', 'boolean'],
      ['[{"id":3},{"id":5}]', 'product'],
      ['[{"id":1,"value":"Red"}]', 'select'],
      ['{"a":1}', 'json'],
    ];
    for (const [text, type] of cases)
      expect(templateValueText(parseTemplateValue(text, type), type)).toBe(text);
  });
});
