import * as z from 'zod/mini';

/** One condition of the rule builder; every part is text, empty until chosen. */
export const filterConditionSchema = z.object({
  field: z.string(),
  operator: z.string(),
  value: z.string(),
  field_filter: z.string(),
  modifier: z.string(),
});
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** Conditions joined by 'And'. */
export const filterGroupSchema = z.array(filterConditionSchema);
export type FilterGroup = z.infer<typeof filterGroupSchema>;

/** Groups joined by 'Or'. */
export const filterRuleSchema = z.array(filterGroupSchema);
export type FilterRule = z.infer<typeof filterRuleSchema>;
