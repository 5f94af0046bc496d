import { describe, expect, it } from 'vitest';
import { sanitiseHtml, sanitiseRichText, sanitisedMarkup } from './markup.js';

/** What a script could hide in: each must come out of either profile without anything live. */
const attacks = [
  '<p>Hi<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload="alert(1)"></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><button>Go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="x:expression(alert(1))" onclick="alert(1)">x</p>',
];
const live = /<script|<iframe|<form|onerror|onload|onclick|javascript:|action=/i;

describe('sanitiseRichText', () => {
  it('keeps what the rich-text editor writes', () => {
    const written =
      '<h2>Care</h2><p>Wash <strong>cold</strong>, <em>never</em> <u>tumble</u> dry.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote>' +
      '<p><a href="https://example.com/care">more</a> <s>old</s> <sub>1</sub><sup>2</sup> <code>x</code></p>';
    expect(sanitiseRichText(written)).toBe(written);
  });

  it.each(attacks)('takes everything live out of %s', (attack) => {
    expect(sanitiseRichText(attack)).not.toMatch(live);
  });

  it('drops SVG, which the editor never writes', () => {
    expect(sanitiseRichText('<p>a</p><svg><circle r="1"></circle></svg>')).toBe('<p>a</p>');
  });
});

describe('sanitiseHtml', () => {
  it('keeps a page fragment: tables, images, inline SVG, links to a new tab', () => {
    const fragment =
      '<table><tbody><tr><td style="color: red">1</td></tr></tbody></table>' +
      '<img src="https://example.com/a.png" alt="A">' +
      '<svg viewBox="0 0 1 1"><circle r="1"></circle></svg>';
    expect(sanitiseHtml(fragment)).toBe(fragment);
    expect(sanitiseHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each(attacks)('takes everything live out of %s', (attack) => {
    expect(sanitiseHtml(attack)).not.toMatch(live);
  });
});

describe('sanitisedMarkup', () => {
  it('cleans rich text and HTML values and leaves other types as they are', () => {
    const text = '<b onclick="x()">bold</b>';
    expect(sanitisedMarkup('rich_text', text)).toBe('<b>bold</b>');
    expect(sanitisedMarkup('html', text)).toBe('<b>bold</b>');
    expect(sanitisedMarkup('text', text)).toBe(text);
  });
});
