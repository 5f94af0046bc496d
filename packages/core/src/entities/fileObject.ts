import * as z from 'zod/mini';

/** A file picked for a file or file-and-label field; the label is set in 'Update label'. */
export const fileObjectSchema = z.object({
  id: z.union([z.number().check(z.int()), z.string().check(z.minLength(1))]),
  label: z.optional(z.string()),
  url: z.string(),
  name: z.string(),
  extension: z.string(),
});
export type FileObject = z.infer<typeof fileObjectSchema>;

/**
 * A stored file's name as people know it: the name with its extension. The file store keeps
 * them apart ('manual' and 'pdf'); a file object whose name already ends in its extension is
 * left as it is.
 */
export function fileDisplayName({ name, extension }: Pick<FileObject, 'name' | 'extension'>) {
  if (extension === '' || name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) return name;
  return `${name}.${extension}`;
}
