import { lazyPurifier } from './purifier.js';

const svgPurifier = lazyPurifier();
const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * An uploaded SVG image made safe: the storefront serves it from the store's own address, where
 * a script in it would run with the storefront's cookies. DOMPurify's SVG profile keeps the
 * drawing and drops scripts, event handlers, `javascript:` links, `foreignObject` and the like.
 * The result is serialised as XML, so that it is still a well-formed `.svg` file. Undefined when
 * nothing of an SVG image is left (the file was not one).
 */
export function sanitiseSvg(bytes: Buffer): Buffer | undefined {
  const { purify, window } = svgPurifier();
  const body = purify.sanitize(bytes.toString('utf8'), {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  });
  // With RETURN_DOM, DOMPurify answers the body element that holds the sanitised content.
  const root = (body as Element).firstElementChild;
  if (root?.namespaceURI !== svgNamespace || root.localName !== 'svg') return undefined;
  const xml = new window.XMLSerializer().serializeToString(root);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, 'utf8');
}
