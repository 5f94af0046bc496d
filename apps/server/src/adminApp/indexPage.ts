/** Marks where each response's nonce goes; NUL cannot occur in a built page. */
const nonceSlot = '\u0000nonce\u0000';
const metaSlot = '\u0000meta\u0000';

/** Link types that load a script or a stylesheet, which the page's CSP governs. */
const loadingLink = /\brel\s*=\s*["']?(?:stylesheet|modulepreload|preload)\b/i;
const hasNonce = /\snonce\s*=/i;

export interface PageValues {
  /** The response's CSP nonce (base64: safe inside an attribute as it is). */
  nonce: string;
  /** `<meta name="…" content="…">` tags to add, such as the CSRF token. */
  meta: Record<string, string>;
}

/**
 * Prepares the built admin `index.html` once: every `<script>`, `<style>` and stylesheet or
 * module-preload `<link>` gets a nonce attribute, and the head gets `<meta property="csp-nonce">`,
 * which styled-components, react-aria and Vite's chunk preloader read (its `nonce` property) to
 * put the nonce on the style and link tags they add at runtime.
 */
export function indexPage(html: string): (values: PageValues) => string {
  if (!/<\/head>/i.test(html)) throw new Error('the admin index.html has no </head>');
  const nonceAttribute = ` nonce="${nonceSlot}"`;
  const template = html
    .replace(/<(script|style)\b([^>]*)>/gi, (tag, name: string, attributes: string) =>
      hasNonce.test(attributes) ? tag : `<${name}${nonceAttribute}${attributes}>`,
    )
    .replace(/<link\b([^>]*)>/gi, (tag, attributes: string) =>
      loadingLink.test(attributes) && !hasNonce.test(attributes)
        ? `<link${nonceAttribute}${attributes}>`
        : tag,
    )
    .replace(/<\/head>/i, `  <meta property="csp-nonce"${nonceAttribute} />\n${metaSlot}  </head>`);
  const [before = '', after = ''] = template.split(metaSlot);
  const beforeParts = before.split(nonceSlot);
  const afterParts = after.split(nonceSlot);

  return ({ nonce, meta }) => {
    const tags = Object.entries(meta)
      .map(
        ([name, content]) => `    <meta name="${escape(name)}" content="${escape(content)}" />\n`,
      )
      .join('');
    return beforeParts.join(nonce) + tags + afterParts.join(nonce);
  };
}

function escape(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
