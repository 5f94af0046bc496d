import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify, the library the widgets sanitise with in the browser, over a jsdom window. Each
 * profile gets its own instance, so that one profile's hooks never run for another's values.
 * The window is made on first use: most requests sanitise nothing, and jsdom is slow to start.
 */
export function lazyPurifier(setUp: (purify: DOMPurify) => void = () => {}) {
  let made: { purify: DOMPurify; window: JSDOM['window'] } | undefined;
  return () => {
    if (!made) {
      const { window } = new JSDOM('');
      const purify = createDOMPurify(window);
      setUp(purify);
      made = { purify, window };
    }
    return made;
  };
}
