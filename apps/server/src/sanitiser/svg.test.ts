import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg.js';

const svg = (inner: string, attributes = '') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`,
  );

describe('sanitiseSvg', () => {
  it('keeps the drawing, as a well-formed SVG file', () => {
    const cleaned = sanitiseSvg(svg('<g fill="red"><circle cx="5" cy="5" r="4"/></g>'))?.toString();
    expect(cleaned).toMatch(/^<\?xml [^>]*\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(cleaned).toContain('viewBox="0 0 10 10"');
    expect(cleaned).toContain('<g fill="red"><circle cx="5" cy="5" r="4"/></g>');
  });

  it.each([
    ['a script', '<script>alert(document.cookie)</script>', '', /script|alert/],
    [
      'an event handler',
      '<circle r="1" onclick="alert(1)"/>',
      ' onload="alert(1)"',
      /on(click|load)|alert/,
    ],
    [
      'a javascript: link',
      '<a xlink:href="javascript:alert(1)"><text>x</text></a>',
      '',
      /javascript/,
    ],
    ['a javascript: href', '<a href="javascript:alert(1)"><text>x</text></a>', '', /javascript/],
    [
      'a foreign object',
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
      '',
      /foreignObject|onerror|img/i,
    ],
    [
      'an animation that sets a link',
      '<a><set attributeName="href" to="javascript:alert(1)"/></a>',
      '',
      /javascript|<set/,
    ],
  ])('removes %s', (_name, inner, attributes, dangerous) => {
    const cleaned = sanitiseSvg(svg(inner, attributes))?.toString();
    expect(cleaned).toContain('<svg');
    expect(cleaned).not.toMatch(dangerous);
  });

  it('finds no image in a file that is not SVG', () => {
    expect(sanitiseSvg(Buffer.from('<html><body><p>hello</p></body></html>'))).toBeUndefined();
    expect(sanitiseSvg(Buffer.from('just text'))).toBeUndefined();
  });
});
