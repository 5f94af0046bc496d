/**
 * The admin's CSP nonce, from `<meta property="csp-nonce" nonce="…">` (the tag styled-components
 * reads too), so the style tags CodeMirror adds pass the page's policy. The browser hides a
 * nonce attribute's value once parsed, so the `nonce` property is read first.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}
