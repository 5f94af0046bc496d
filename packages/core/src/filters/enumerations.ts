import type { FilterResource } from './filterRule.js';
import type { FilterMessageKey } from './messages.js';

/** A fixed option of a filter value: what is stored, and its label. */
export interface FilterOption {
  value: string;
  label: FilterMessageKey;
}

/** The spec's enumerations (section 3), in its order. */
export const availabilityOptions = [
  { value: 'available', label: 'filters.availability.available' },
  { value: 'preorder', label: 'filters.availability.preorder' },
  { value: 'disabled', label: 'filters.availability.disabled' },
] as const satisfies readonly FilterOption[];

export const conditionOptions = [
  { value: 'new', label: 'filters.condition.new' },
  { value: 'used', label: 'filters.condition.used' },
  { value: 'refurbished', label: 'filters.condition.refurbished' },
] as const satisfies readonly FilterOption[];

export const inventoryTrackingOptions = [
  { value: 'none', label: 'filters.inventoryTracking.none' },
  { value: 'product', label: 'filters.inventoryTracking.product' },
  { value: 'variant', label: 'filters.inventoryTracking.variant' },
] as const satisfies readonly FilterOption[];

export const productTypeOptions = [
  { value: 'physical', label: 'filters.productType.physical' },
  { value: 'digital', label: 'filters.productType.digital' },
] as const satisfies readonly FilterOption[];

/** The contains modifier: empty means anywhere in the text. */
export const containsModifierOptions = [
  { value: '', label: 'filters.modifier.anywhere' },
  { value: 'whole-words', label: 'filters.modifier.wholeWords' },
] as const satisfies readonly FilterOption[];

/**
 * The fixed options of a field, when it has some. Other selections (order statuses, channels,
 * brands, categories, customer groups) come from the store, so the caller supplies them.
 */
export function fixedOptions(
  resource: FilterResource,
  field: string,
): readonly FilterOption[] | undefined {
  if (resource !== 'products' && resource !== 'variants') return undefined;
  if (field === 'availability') return availabilityOptions;
  if (field === 'condition') return conditionOptions;
  return undefined;
}
