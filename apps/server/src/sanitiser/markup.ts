import { lazyPurifier } from './purifier.js';

/**
 * Rich text: the elements the widgets' editor writes and reads back (`richTextHtml.ts`
 * sanitises with DOMPurify's HTML allow-list), so no value the editor saves loses anything here.
 * SVG and MathML are left out: the editor writes neither, and a storefront shows the value as
 * text formatting, nothing more.
 */
const richTextPurifier = lazyPurifier();

/** What neither profile keeps: frames, plug-ins and forms that post elsewhere. */
const notContent = ['form', 'iframe', 'frame', 'frameset', 'object', 'embed'];
const notContentAttributes = ['action', 'formaction'];

/**
 * HTML: a broader profile for a field whose value is a page fragment (DOMPurify's HTML, SVG and
 * MathML), with links that may open a new tab; still no scripts, event handlers, `javascript:`
 * addresses, frames, forms' actions or foreign objects.
 */
const htmlPurifier = lazyPurifier((purify) => {
  // A link that opens a new tab must not hand that tab a handle on the storefront's window.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
});

/**
 * A rich-text value made safe to show as it is: partner apps and storefronts read values raw
 * from the platform, so the server cleans what the widgets' editor would have cleaned.
 */
export function sanitiseRichText(html: string): string {
  return richTextPurifier().purify.sanitize(html, {
    USE_PROFILES: { html: true },
    // Nor page styles: a storefront shows rich text in its own.
    FORBID_TAGS: [...notContent, 'style'],
    FORBID_ATTR: notContentAttributes,
  });
}

/** An HTML value made safe to show as it is (see `htmlPurifier`). */
export function sanitiseHtml(html: string): string {
  return htmlPurifier().purify.sanitize(html, {
    USE_PROFILES: { html: true, svg: true, svgFilters: true, mathMl: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: notContent,
    FORBID_ATTR: notContentAttributes,
  });
}

/** The value to keep for a field of the content type: markup sanitised, other types as sent. */
export function sanitisedMarkup(contentType: string, text: string): string {
  if (contentType === 'rich_text') return sanitiseRichText(text);
  if (contentType === 'html') return sanitiseHtml(text);
  return text;
}
