import type { CustomResourcesMessageKey } from './messages.js';
import type { SelectOption } from '../entities/fieldOptions.js';

/** Delimiters offered for pasted select options (spec section 2), comma first by default. */
export const selectOptionDelimiters = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  newLine: '\n',
} as const;
export type SelectOptionDelimiter = keyof typeof selectOptionDelimiters;
export const defaultSelectOptionDelimiter: SelectOptionDelimiter = 'comma';

export const selectOptionDelimiterLabels = {
  comma: 'customResources.selectOptions.delimiter.comma',
  semicolon: 'customResources.selectOptions.delimiter.semicolon',
  tab: 'customResources.selectOptions.delimiter.tab',
  space: 'customResources.selectOptions.delimiter.space',
  pipe: 'customResources.selectOptions.delimiter.pipe',
  newLine: 'customResources.selectOptions.delimiter.newLine',
} as const satisfies Record<SelectOptionDelimiter, CustomResourcesMessageKey>;

/**
 * Pasted text as option values: split on the delimiter, trimmed, stripped of double quotes,
 * empty items dropped. New lines also split on Windows' '\r\n'.
 */
export function parsePastedSelectOptions(
  text: string,
  delimiter: SelectOptionDelimiter = defaultSelectOptionDelimiter,
): string[] {
  const parts =
    delimiter === 'newLine' ? text.split(/\r?\n/) : text.split(selectOptionDelimiters[delimiter]);
  return parts.map((part) => part.trim().replaceAll('"', '').trim()).filter((part) => part !== '');
}

const blankRow = (): SelectOption => ({ value: '' });

/** The rows to edit: never fewer than one. */
export function selectOptionRows(options: readonly SelectOption[] | undefined): SelectOption[] {
  return options && options.length > 0 ? [...options] : [blankRow()];
}

export function addSelectOption(options: readonly SelectOption[]): SelectOption[] {
  return [...options, blankRow()];
}

/** The last row can never be removed. */
export function canRemoveSelectOption(options: readonly SelectOption[]): boolean {
  return options.length > 1;
}

export function removeSelectOption(
  options: readonly SelectOption[],
  index: number,
): SelectOption[] {
  if (!canRemoveSelectOption(options)) return [...options];
  return options.filter((_, i) => i !== index);
}

/** Appends pasted values, replacing blank new rows so the paste does not leave gaps. */
export function appendPastedSelectOptions(
  options: readonly SelectOption[],
  values: readonly string[],
): SelectOption[] {
  const kept = options.filter((option) => option.id !== undefined || option.value.trim() !== '');
  return selectOptionRows([...kept, ...values.map((value) => ({ value }))]);
}

/** Moves one row (drag reorder); an index out of range leaves the list as it is. */
export function moveSelectOption(
  options: readonly SelectOption[],
  from: number,
  to: number,
): SelectOption[] {
  const moved = options[from];
  if (moved === undefined || to < 0 || to >= options.length) return [...options];
  const rest = options.filter((_, i) => i !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}
