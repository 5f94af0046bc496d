import type { DragTypes } from 'react-aria-components';

/**
 * Whether a file matches a list in the form of the `accept` attribute: MIME types
 * (`text/csv`), MIME groups (`image/*`) or extensions (`.csv`). No list accepts every file.
 */
export function acceptsFile(
  file: Pick<File, 'name' | 'type'>,
  acceptedFileTypes: readonly string[] | undefined,
): boolean {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((accepted) => {
    const pattern = accepted.trim().toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Whether a drag may carry an accepted file. While dragging, a browser tells only the MIME types
 * of what is dragged, so a list with groups or extensions is settled on drop, by `acceptsFile`.
 */
export function mayAcceptDrag(
  types: DragTypes,
  acceptedFileTypes: readonly string[] | undefined,
): boolean {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const exactTypes = acceptedFileTypes.filter(
    (accepted) => !accepted.startsWith('.') && !accepted.endsWith('/*'),
  );
  return exactTypes.length < acceptedFileTypes.length || types.has(exactTypes);
}
