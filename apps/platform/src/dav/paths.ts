import { PlatformError } from '../errors.js';

/** Where a WebDAV request points: the store, its mount path, and the path below it. */
export interface DavTarget {
  storeHash: string;
  /** `/stores/{hash}/dav`, the prefix of every href the server returns. */
  rootPath: string;
  /** The path below the mount, still percent-encoded, always starting with `/`. */
  subPath: string;
}

const DAV_URL = /^\/stores\/([^/?#]*)\/dav(\/[^?#]*)?(?:[?#].*)?$/;
const STORE_HASH = /^[a-z0-9]{1,32}$/;

const badPath = (): PlatformError =>
  new PlatformError(400, 'The path must not leave the WebDAV folder.');

/**
 * A segment is refused if, once decoded, it could move out of its folder: `.`, `..`, or a
 * slash, backslash or NUL smuggled in percent-encoded. The library would resolve `..` inside
 * the store's folder anyway; refusing outright keeps that a second line of defence.
 */
function isSafeSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '.' && decoded !== '..' && !/[/\\\0]/.test(decoded);
}

/** The target of a request URL under `/stores/{hash}/dav`; throws a 400 for traversal. */
export function davTargetOf(url: string): DavTarget | undefined {
  const match = DAV_URL.exec(url);
  if (!match) return undefined;
  const [, storeHash = '', rest] = match;
  if (!STORE_HASH.test(storeHash)) return undefined;
  const subPath = rest ?? '/';
  if (!subPath.split('/').every(isSafeSegment)) throw badPath();
  return { storeHash, rootPath: `/stores/${storeHash}/dav`, subPath };
}

/**
 * Checks the `Destination` of a COPY or MOVE: it must stay in the same store's folder
 * (RFC 4918 lets a server refuse a destination it will not write to, with 403).
 */
export function checkDestination(destination: string | undefined, target: DavTarget): void {
  if (destination === undefined) return;
  let pathname: string;
  try {
    pathname = new URL(destination, 'http://destination.invalid').pathname;
  } catch {
    throw badPath();
  }
  // `new URL` has already removed plain dot segments; encoded ones are caught by davTargetOf.
  const other = davTargetOf(pathname);
  if (!other || other.storeHash !== target.storeHash) {
    throw new PlatformError(403, "The destination is outside this store's WebDAV folder.");
  }
}
