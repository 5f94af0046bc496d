import { describe, expect, it } from 'vitest';
import { indexPage } from './indexPage.js';

/** The shape of Vite's build of apps/admin/index.html. */
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/img/logo.svg" />
    <title>Metafield Studio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Heading-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <style>body { margin: 0 }</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('indexPage', () => {
  it('puts the nonce on every script, style and loading link, and in the csp-nonce meta', () => {
    const html = indexPage(built)({ nonce: 'N0nce+/=', meta: {} });
    expect(html).toContain(
      '<script nonce="N0nce+/=" type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain(
      '<link nonce="N0nce+/=" rel="modulepreload" crossorigin href="/assets/Heading-abc.js">',
    );
    expect(html).toContain(
      '<link nonce="N0nce+/=" rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
    expect(html).toContain('<style nonce="N0nce+/=">body { margin: 0 }</style>');
    // styled-components reads meta[property="csp-nonce"] and its nonce property.
    expect(html).toContain('<meta property="csp-nonce" nonce="N0nce+/=" />');
    // The icon loads no script or style: left as it was.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/img/logo.svg" />');
    const tags = html.match(/<(script|style|link)\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(5);
    expect(html.match(/nonce="N0nce\+\/="/g)).toHaveLength(5);
  });

  it('adds the meta tags inside the head, escaped, and a new nonce on each render', () => {
    const render = indexPage(built);
    const first = render({ nonce: 'one', meta: { 'csrf-token': 'tok"en<&>' } });
    expect(first).toContain('<meta name="csrf-token" content="tok&quot;en&lt;&amp;&gt;" />\n');
    expect(first.indexOf('csrf-token')).toBeLessThan(first.indexOf('</head>'));
    const second = render({ nonce: 'two', meta: { 'csrf-token': '$&' } });
    expect(second).not.toContain('one');
    expect(second.match(/nonce="two"/g)).toHaveLength(5);
    // A replacement pattern in a value stays literal.
    expect(second).toContain('content="$&amp;"');
  });

  it('leaves a tag that already has a nonce alone', () => {
    const html = indexPage('<head><script nonce="fixed" src="/a.js"></script></head>')({
      nonce: 'new',
      meta: {},
    });
    expect(html).toContain('<script nonce="fixed" src="/a.js"></script>');
  });

  it('refuses a page without a head to put the meta tags in', () => {
    expect(() => indexPage('<html><body></body></html>')).toThrow('has no </head>');
  });
});
