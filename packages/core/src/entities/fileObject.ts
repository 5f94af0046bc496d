import * as z from 'zod/mini';

/** The longest file address kept: what browsers and servers reliably accept. */
const FILE_URL_MAX_LENGTH = 2048;

/**
 * Whether a file's address is an absolute http(s) URL. Storefronts and partner apps put it in
 * `href` and `src` as it is, so `javascript:`, `data:` and the like must never get that far.
 * Parsed with `URL`, not a regular expression, so a long value costs linear time.
 */
function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** A file picked for a file or file-and-label field; the label is set in 'Update label'. */
export const fileObjectSchema = z.object({
  id: z.union([z.number().check(z.int()), z.string().check(z.minLength(1))]),
  label: z.optional(z.string()),
  url: z.string().check(
    z.maxLength(FILE_URL_MAX_LENGTH),
    z.refine(isHttpUrl, {
      message: 'Enter a file address that starts with http:// or https://.',
    }),
  ),
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
