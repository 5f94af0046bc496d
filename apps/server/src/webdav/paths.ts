import * as z from 'zod';

/** Longest path and segment accepted; WebDAV servers and file systems refuse longer ones. */
const MAX_PATH = 1024;
const MAX_SEGMENT = 255;

const PATH_MESSAGE = "Use a path inside the store's files, such as content/manuals.";

/**
 * Whether one path segment (a folder or file name) stays where it is: no `.` or `..`, no
 * slashes or backslashes, no control characters, and no `%` (which a server could decode into
 * any of those). Names are then percent-encoded, so anything else is sent literally.
 */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT &&
    segment !== '.' &&
    segment !== '..' &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[/\\%\u0000-\u001f\u007f]/.test(segment)
  );
}

/**
 * A path below the store's WebDAV folder as segments, or undefined when it could leave that
 * folder: absolute URLs (`http://…`, `//host`), backslashes, `..` and encoded tricks are all
 * refused before anything is sent. One leading or trailing slash is tolerated, as users type
 * `/content/` and `content` alike; the empty path is the folder itself.
 */
export function pathSegments(path: string): string[] | undefined {
  if (path.length > MAX_PATH) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined;
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  return segments.every(isSafeSegment) ? segments : undefined;
}

/** The path as the API shows it: segments joined by `/`, no leading or trailing slash. */
export const joinPath = (segments: readonly string[]): string => segments.join('/');

/** The URL of a path below `baseUrl` (which ends with `/`), each segment percent-encoded. */
export function davUrl(baseUrl: string, segments: readonly string[], folder = false): string {
  const encoded = segments.map(encodeURIComponent).join('/');
  return `${baseUrl}${encoded}${folder && encoded !== '' ? '/' : ''}`;
}

/** A zod field for such a path, answering 422 with the field's message when it is unsafe. */
export const davPath = (options: { allowRoot: boolean }) =>
  z
    .string({ error: PATH_MESSAGE })
    .refine((value) => {
      const segments = pathSegments(value);
      return segments !== undefined && (options.allowRoot || segments.length > 0);
    }, PATH_MESSAGE)
    .transform((value) => pathSegments(value) ?? []);
