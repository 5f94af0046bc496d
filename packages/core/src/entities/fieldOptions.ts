import * as z from 'zod/mini';

/** Whether a reference field holds one entity or a list (both documents, section 3). */
export const entityListTypes = ['single', 'list'] as const;
export type EntityListType = (typeof entityListTypes)[number];

/** How a url field's values are written (custom-resources-and-account.md, section 3). */
export const urlTypes = ['absolute', 'relative'] as const;
export type UrlType = (typeof urlTypes)[number];

/** min and max are numbers, character counts, or dates (ISO text) for date fields. */
export const optionLimitSchema = z.union([z.number(), z.string()]);

/** A select option; one added or pasted in the form has no id until it is saved. */
export const selectOptionSchema = z.object({
  id: z.optional(z.union([z.number(), z.string()])),
  value: z.string(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;
