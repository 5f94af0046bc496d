/** Any origin will do: it only shows whether a path would leave the app's own pages. */
const PROBE_ORIGIN = 'http://app.invalid';

/**
 * Where `/load` sends the browser: the deep link of the `url` claim, inside the store's pages
 * of the admin app (`/products/12/metafields` → `/stores/{hash}/products/12/metafields`), or
 * the store's home. Only a plain path qualifies: `//host`, backslashes, control characters or
 * `..` segments that climb out of the store could send the browser elsewhere, so they fall back.
 */
export function appPathFor(storeHash: string, url: string | undefined): string {
  const home = `/stores/${storeHash}`;
  if (url === undefined || url === '/' || !url.startsWith('/') || url.startsWith('//')) return home;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f\s]/.test(url)) return home;
  let target: URL;
  try {
    target = new URL(`${home}${url}`, PROBE_ORIGIN);
  } catch {
    return home;
  }
  if (target.origin !== PROBE_ORIGIN) return home;
  if (target.pathname !== home && !target.pathname.startsWith(`${home}/`)) return home;
  return `${target.pathname}${target.search}${target.hash}`;
}
