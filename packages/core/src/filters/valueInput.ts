import { findFilterField } from './fields.js';
import type { FilterResource } from './filterRule.js';
import { filterMessage } from './messages.js';
import { isListOperator, needsNoValue } from './operators.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/** The inputs a condition's value is entered with (spec section 5, "Value input type"). */
export const valueInputTypes = [
  'categoryPicker',
  'brandPicker',
  'brandPickerMultiple',
  'customerGroupPicker',
  'text',
  'number',
  'select',
  'multiselect',
  'date',
  'days',
  'none',
] as const;

export type ValueInputType = (typeof valueInputTypes)[number];

/** Fields picked from the store's own records rather than typed or chosen from fixed options. */
const pickerFields: Readonly<Record<string, ValueInputType>> = {
  categories: 'categoryPicker',
  category_id: 'categoryPicker',
  customer_group_id: 'customerGroupPicker',
};

/**
 * The input for a condition's value, by field and operator. The operator decides first (no value,
 * days, date), then the field (pickers), then the field's type. A list operator on a selection
 * asks for several values, an equality on a multi-selection for one.
 */
export function valueInputType(
  resource: FilterResource,
  field: string,
  operator: string,
): ValueInputType {
  if (needsNoValue(operator)) return 'none';
  if (operator === '<xdaysago' || operator === '!<xdaysago') return 'days';
  if (operator === '<date' || operator === '!<date') return 'date';
  if (field === 'brand_id') return isListOperator(operator) ? 'brandPickerMultiple' : 'brandPicker';
  const picker = Object.hasOwn(pickerFields, field) ? pickerFields[field] : undefined;
  if (picker !== undefined) return picker;
  if (operator === '>' || operator === '<') return 'number';
  switch (findFilterField(resource, field)?.type) {
    case 'number':
      return 'number';
    case 'selection':
    case 'multi-selection':
      return isListOperator(operator) ? 'multiselect' : 'select';
    default:
      return 'text';
  }
}

/** The badge after a number of days: 'day' for one, 'days ago' otherwise. */
export function daysBadge(days: number): MessageDescriptor {
  return filterMessage('filters.value.daysBadge', { count: days });
}
