import type { FilterResource } from './filterRule.js';
import type { FilterMessageKey } from './messages.js';

/** Types of a filterable field (spec sections 3 and 5); mixed is text, number or date. */
export const filterFieldTypes = [
  'date',
  'number',
  'selection',
  'multi-selection',
  'text',
  'bool',
  'mixed',
] as const;

export type FilterFieldType = (typeof filterFieldTypes)[number];

export interface FilterField {
  field: string;
  type: FilterFieldType;
  label: FilterMessageKey;
  /** Offered only to stores with multistore support (the Channel of categories). */
  multistoreOnly?: boolean;
}

const productFields = [
  { field: 'id', type: 'number', label: 'filters.field.id' },
  { field: 'brand_id', type: 'selection', label: 'filters.field.brand' },
  { field: 'categories', type: 'multi-selection', label: 'filters.field.categories' },
  { field: 'availability', type: 'selection', label: 'filters.field.purchasability' },
  { field: 'condition', type: 'selection', label: 'filters.field.condition' },
  { field: 'is_visible', type: 'bool', label: 'filters.field.visible' },
  { field: 'keyword', type: 'text', label: 'filters.field.keyword' },
  { field: 'date_modified', type: 'date', label: 'filters.field.dateModified' },
] as const satisfies readonly FilterField[];

/** The selectable fields of each resource, in the spec's order (section 3). */
export const filterFieldCatalogue = {
  orders: [
    { field: 'date_created', type: 'date', label: 'filters.field.dateCreated' },
    { field: 'date_modified', type: 'date', label: 'filters.field.dateModified' },
    { field: 'status_id', type: 'selection', label: 'filters.field.status' },
    { field: 'total', type: 'number', label: 'filters.field.grandTotal' },
    { field: 'channel_id', type: 'selection', label: 'filters.field.channel' },
    { field: 'id', type: 'number', label: 'filters.field.id' },
  ],
  // The spec gives no type for the customers' dates; they are dates like the orders' ones.
  customers: [
    { field: 'date_created', type: 'date', label: 'filters.field.dateCreated' },
    { field: 'date_modified', type: 'date', label: 'filters.field.dateModified' },
    { field: 'company', type: 'text', label: 'filters.field.company' },
    { field: 'customer_group_id', type: 'multi-selection', label: 'filters.field.customerGroup' },
    { field: 'name', type: 'text', label: 'filters.field.name' },
  ],
  // Variants are filtered through their products (the export counts products for variants).
  products: productFields,
  variants: productFields,
  categories: [
    {
      field: 'tree_id',
      type: 'multi-selection',
      label: 'filters.field.channel',
      multistoreOnly: true,
    },
    { field: 'category_id', type: 'multi-selection', label: 'filters.field.category' },
    { field: 'name', type: 'text', label: 'filters.field.name' },
  ],
} as const satisfies Record<FilterResource, readonly FilterField[]>;

/** The fields the builder offers for a resource; the categories' Channel needs multistore. */
export function filterFields(
  resource: FilterResource,
  store: { multistore: boolean },
): FilterField[] {
  const fields: readonly FilterField[] = filterFieldCatalogue[resource];
  return fields.filter((field) => store.multistore || field.multistoreOnly !== true);
}

/** A field of a resource's catalogue, whatever the store's plan. */
export function findFilterField(resource: FilterResource, field: string): FilterField | undefined {
  const fields: readonly FilterField[] = filterFieldCatalogue[resource];
  return fields.find((candidate) => candidate.field === field);
}
