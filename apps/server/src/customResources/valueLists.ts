import { fileObjectSchema, type CustomObjectField, type SelectOption } from '@metafields/core';
import * as z from 'zod';
import { filled, valueMessages as m } from './valueMessages.js';
import type { Checked } from './valueScalars.js';

/** A list field holds at most as many items as the file picker allows (spec section 9). */
export const maxListItems = 999;

const fail = (error: string): Checked => ({ error });

/** The items sent: a list as it is, one object as a list of one (as core's serialiser does). */
const itemsOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : [raw]);

/** Refuses more items than a single or list field may hold. */
function countError(count: number, list: boolean): string | undefined {
  if (!list && count > 1) return m.onlyOne;
  if (count > maxListItems) return filled(m.tooMany, { max: maxListItems });
  return undefined;
}

const isList = (field: CustomObjectField) => field.options?.entity_list_type === 'list';

/**
 * Select values: one option's value as text, or a list of options (whole, as the form sends
 * them, or as their values); each must be among the field's options. A list holds one item
 * unless the field is multiselect. Options are answered as the field defines them.
 */
export function checkSelect(raw: unknown, field: CustomObjectField): Checked {
  const options = field.options?.select_options ?? [];
  const byValue = (value: unknown) => options.find((option) => option.value === value);
  if (typeof raw === 'string') return byValue(raw) ? { value: raw } : fail(m.notSelectOption);
  if (typeof raw !== 'object' || raw === null) return fail(m.notSelectOption);
  const chosen: SelectOption[] = [];
  for (const item of itemsOf(raw)) {
    const parsed = optionItem.safeParse(item);
    const option =
      typeof item === 'string' ? byValue(item) : parsed.success && optionOf(parsed.data, options);
    if (!option) return fail(m.notSelectOption);
    if (!chosen.includes(option)) chosen.push(option);
  }
  return failIfTooMany(chosen, field.options?.multiselect === true);
}

const optionItem = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  value: z.string(),
});
type OptionItem = z.infer<typeof optionItem>;

/** The field's option an item names: by id when it has one, and its value must agree. */
function optionOf<Option extends OptionItem>(item: OptionItem, options: readonly Option[]) {
  return options.find(
    (option) =>
      option.value === item.value &&
      (item.id === undefined || String(option.id) === String(item.id)),
  );
}

function failIfTooMany(items: unknown[], list: boolean): Checked {
  const error = countError(items.length, list);
  return error ? fail(error) : { value: items };
}

/** Files and files with labels: file objects, kept whole (spec section 3). */
export function checkFiles(raw: unknown, field: CustomObjectField): Checked {
  if (typeof raw !== 'object' || raw === null) return fail(m.notFile);
  const files = [];
  for (const item of itemsOf(raw)) {
    const file = fileObjectSchema.safeParse(item);
    if (!file.success) {
      // A file whose address is not http(s) is a file still: say what is wrong with it.
      const urlIssue = file.error.issues.find((issue) => issue.path[0] === 'url');
      return fail(urlIssue?.code === 'custom' ? urlIssue.message : m.notFile);
    }
    files.push(file.data);
  }
  return failIfTooMany(files, isList(field));
}

const entityId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
]);
const entityItem = z.union([entityId, z.object({ id: entityId }).transform(({ id }) => id)]);

/**
 * The ids of a reference to products, categories, brands, pages, locations or another custom
 * resource: items as {id} (spec section 3) or bare ids, each a positive whole number, without
 * repeats; or the error.
 */
export function referenceIds(raw: unknown, field: CustomObjectField): number[] | string {
  if (typeof raw !== 'object' && typeof raw !== 'number' && typeof raw !== 'string') {
    return m.notReference;
  }
  if (raw === null) return m.notReference;
  const ids: number[] = [];
  for (const item of itemsOf(raw)) {
    const id = entityItem.safeParse(item);
    if (!id.success) return m.notReference;
    if (!ids.includes(id.data)) ids.push(id.data);
  }
  return countError(ids.length, isList(field)) ?? ids;
}
