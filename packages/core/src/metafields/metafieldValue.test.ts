import { describe, expect, it } from 'vitest';
import {
  isJsonText,
  metafieldValueFormat,
  metafieldValuePreview,
  metafieldValuePreviewMaxLength,
} from './metafieldValue.js';

describe('metafieldValueFormat', () => {
  it('reads a JSON object or array as JSON', () => {
    expect(metafieldValueFormat('{"size": "M"}')).toBe('json');
    expect(metafieldValueFormat(' ["a", "b"] ')).toBe('json');
  });

  it('reads text with tags as HTML', () => {
    expect(metafieldValueFormat('<p>Hand wash</p>')).toBe('html');
    expect(metafieldValueFormat('Line one<br/>line two')).toBe('html');
    expect(metafieldValueFormat('<a href="https://example.com">Guide</a>')).toBe('html');
  });

  it('reads anything else as text, bare JSON scalars and broken JSON included', () => {
    expect(metafieldValueFormat('Hand wash only')).toBe('text');
    expect(metafieldValueFormat('42')).toBe('text');
    expect(metafieldValueFormat('true')).toBe('text');
    expect(metafieldValueFormat('{"size": ')).toBe('text');
    expect(metafieldValueFormat('a < b and c > d')).toBe('text');
    expect(metafieldValueFormat('')).toBe('text');
  });
});

describe('isJsonText', () => {
  it('says whether the text parses as JSON', () => {
    expect(isJsonText('{"a": 1}')).toBe(true);
    expect(isJsonText('"text"')).toBe(true);
    expect(isJsonText('Hand wash')).toBe(false);
  });
});

describe('metafieldValuePreview', () => {
  it('shows text as one line', () => {
    expect(metafieldValuePreview('Hand wash\n  only')).toEqual({
      kind: 'text',
      text: 'Hand wash only',
    });
    expect(metafieldValuePreview('"quoted"')).toEqual({ kind: 'text', text: 'quoted' });
  });

  it('clips a long text with an ellipsis', () => {
    const preview = metafieldValuePreview('x'.repeat(1000));
    expect(preview).toEqual({
      kind: 'text',
      text: `${'x'.repeat(metafieldValuePreviewMaxLength - 1)}…`,
    });
  });

  it('shows the text of HTML, without its tags', () => {
    expect(
      metafieldValuePreview('<p>Hand <b>wash</b>, &amp; dry</p><p>flat</p><script>x()</script>'),
    ).toEqual({
      kind: 'text',
      text: 'Hand wash, & dry flat',
    });
  });

  it('reads numbers, booleans, dates and dates with times', () => {
    expect(metafieldValuePreview('12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(metafieldValuePreview('false')).toEqual({ kind: 'boolean', value: false });
    expect(metafieldValuePreview('2024-05-02')).toEqual({ kind: 'date', date: '2024-05-02' });
    expect(metafieldValuePreview('2024-05-02T10:30:00+00:00')).toEqual({
      kind: 'dateTime',
      dateTime: '2024-05-02T10:30:00+00:00',
    });
    expect(metafieldValuePreview('2024-13-45')).toEqual({ kind: 'text', text: '2024-13-45' });
  });

  it('shows the first item of a list and how many more', () => {
    expect(metafieldValuePreview('["a","b"]')).toEqual({
      kind: 'list',
      first: { kind: 'text', text: 'a' },
      more: 1,
    });
    expect(metafieldValuePreview('[3]')).toEqual({
      kind: 'list',
      first: { kind: 'number', value: 3 },
      more: 0,
    });
    expect(metafieldValuePreview('[{"id":"1","value":"Red"},{"id":"2","value":"Blue"}]')).toEqual({
      kind: 'list',
      first: { kind: 'text', text: 'Red' },
      more: 1,
    });
    expect(metafieldValuePreview('[]')).toEqual({ kind: 'empty' });
  });

  it("shows a file's name, else the last part of its address", () => {
    expect(
      metafieldValuePreview('{"url":"https://cdn.example.com/files/care.pdf","name":"Care guide"}'),
    ).toEqual({ kind: 'file', name: 'Care guide' });
    expect(
      metafieldValuePreview(
        '[{"id":1,"url":"https://cdn.example.com/m.pdf","name":"manual","extension":"pdf"},{"id":2,"url":"https://cdn.example.com/n.pdf","name":"n","extension":"pdf"}]',
      ),
    ).toEqual({ kind: 'list', first: { kind: 'file', name: 'manual.pdf' }, more: 1 });
    expect(
      metafieldValuePreview('{"url":"https://cdn.example.com/files/size%20chart.png?v=2"}'),
    ).toEqual({ kind: 'file', name: 'size chart.png' });
  });

  it('shows other JSON as compact JSON, and nothing as empty', () => {
    expect(metafieldValuePreview('{ "size": "M" }')).toEqual({
      kind: 'text',
      text: '{"size":"M"}',
    });
    expect(metafieldValuePreview('null')).toEqual({ kind: 'empty' });
    expect(metafieldValuePreview('   ')).toEqual({ kind: 'empty' });
  });
});
