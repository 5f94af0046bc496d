/**
 * Whether a raw path (after the store, still percent-encoded) tries to leave the store's API:
 * a segment that decodes to `.` or `..`, or hides a separator (`%2f`, `%5c`, `\`). Such a path
 * is refused as invalid before the allow-list is even consulted, so the attempt is named for
 * what it is rather than answered as an unknown call.
 */
export function escapesStore(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape cannot be read safely either way.
      return true;
    }
    return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
  });
}
