import type { SelectOption } from '@metafields/core';

/**
 * Options are keyed by their place in the list: an option added in the template form has no id
 * until it is saved, and ids may be numbers or text.
 */
export const optionKey = (index: number) => `option-${index}`;

/** Whether a chosen item names this option: by id when it has one, else by its text. */
function names(item: unknown, option: SelectOption): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { id, value } = item as { id?: unknown; value?: unknown };
  if (id !== undefined && id !== null)
    return option.id !== undefined && String(option.id) === String(id);
  return option.value === value;
}

/**
 * The keys of the offered options that a value names. A value may be a list of `{ id, value }`
 * or one such item; an item naming an option no longer offered is left out.
 */
export function chosenKeys(value: unknown, options: readonly SelectOption[]): string[] {
  const items: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  return options.flatMap((option, index) =>
    items.some((item) => names(item, option)) ? [optionKey(index)] : [],
  );
}

/**
 * The chosen options, whole and in the field's order, as core's `serialiseFieldValue` sends
 * select items; nothing chosen is null.
 */
export function chosenOptions(
  keys: Iterable<unknown>,
  options: readonly SelectOption[],
): SelectOption[] | null {
  const chosen = new Set([...keys].map(String));
  const list = options.filter((_, index) => chosen.has(optionKey(index)));
  return list.length > 0 ? list.map((option) => ({ ...option })) : null;
}
