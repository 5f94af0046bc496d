/**
 * The v3 customers' cursors: base64 of `{"id":204}`, as the document's example `eyJpZCI6MjA0fQ`
 * is. The cursor names the customer at the edge of a page; the page beyond it follows from that
 * customer's place in the sort.
 */
export function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ id }))
    .toString('base64')
    .replace(/(?<!=)=+$/, '');
}

export function decodeCursor(cursor: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const id = (parsed as { id?: unknown }).id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
