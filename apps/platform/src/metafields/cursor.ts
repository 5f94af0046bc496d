/**
 * Cursors of `meta.cursor_pagination`: the documents' example `aWQ6Nw==` is base64 of `id:7`,
 * the id a page starts or ends at.
 */

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64');
}

export function decodeCursor(cursor: string): number | undefined {
  const match = /^id:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
