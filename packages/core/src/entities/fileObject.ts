import * as z from 'zod';

/** A file picked for a file or file-and-label field; the label is set in 'Update label'. */
export const fileObjectSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  label: z.string().optional(),
  url: z.string(),
  name: z.string(),
  extension: z.string(),
});
export type FileObject = z.infer<typeof fileObjectSchema>;
