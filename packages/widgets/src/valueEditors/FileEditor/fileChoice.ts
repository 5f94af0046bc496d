import { isImagePreviewable, selectableFiles } from '@metafields/core';
import type { FileObject } from '@metafields/core';
import type { ValueEditorOptions } from '../types.js';

/** A file field's value: the chosen files, one in single mode, up to 999 in list mode. */
export type FileValue = readonly FileObject[];

/** Whether the field takes a list of files (`entity_list_type: 'list'`) rather than one. */
export function takesFileList(options: ValueEditorOptions | undefined): boolean {
  return options?.entity_list_type === 'list';
}

/** How many files the field holds at most: 1 in single mode, 999 in list mode. */
export function maxFileCount(options: ValueEditorOptions | undefined): number {
  return takesFileList(options) ? selectableFiles.list : selectableFiles.single;
}

/**
 * How many more files a list may take, given the files it holds and those still uploading; a
 * single file field always has room, since a new file replaces the old.
 */
export function roomForFiles(
  options: ValueEditorOptions | undefined,
  heldCount: number,
  uploadingCount: number,
): number {
  if (!takesFileList(options)) return selectableFiles.single;
  return Math.max(0, selectableFiles.list - heldCount - uploadingCount);
}

/**
 * The value once uploaded files join it: in list mode after the files it holds, in single mode
 * the first new file in place of the old. Null when nothing is left.
 */
export function valueWithUploaded(
  options: ValueEditorOptions | undefined,
  value: FileValue,
  uploaded: FileValue,
): FileValue | null {
  if (uploaded.length === 0) return value.length > 0 ? value : null;
  return takesFileList(options) ? [...value, ...uploaded] : uploaded.slice(0, 1);
}

/** The value without one of its files (found by id); null when none is left. */
export function valueWithout(value: FileValue, removed: FileObject): FileValue | null {
  const rest = value.filter((file) => file.id !== removed.id);
  return rest.length > 0 ? rest : null;
}

/** The value with one file's label changed (found by id). */
export function valueWithLabel(value: FileValue, file: FileObject, label: string): FileValue {
  return value.map((held) => (held.id === file.id ? { ...held, label } : held));
}

/**
 * Whether a file shows an image preview: png, jpg, jpeg, webp, gif and svg (spec section 5),
 * known by its name or, for a name without one, by its extension.
 */
export function hasImagePreview(file: FileObject): boolean {
  return isImagePreviewable(file.name) || isImagePreviewable(`.${file.extension}`);
}
