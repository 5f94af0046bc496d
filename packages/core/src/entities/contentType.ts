import * as z from 'zod/mini';

/**
 * A content type as GET /content-types lists it. The slug is a built-in one
 * (`builtInContentTypeSlugs`) or a custom resource's slug, so any non-empty text is allowed.
 */
export const contentTypeSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
});
export type ContentType = z.infer<typeof contentTypeSchema>;
