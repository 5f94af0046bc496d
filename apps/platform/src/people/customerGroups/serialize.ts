export interface CustomerGroupRow {
  store_hash: string;
  id: number;
  name: string;
  is_default: number;
  is_group_for_guests: number;
  category_access_type: string;
  category_access_categories: string;
  date_created: string;
  date_modified: string;
}

/** The document's example writes group dates as `2023-07-17 06:30:41` (UTC). */
const groupDate = (stored: string): string => stored.slice(0, 19).replace('T', ' ');

/**
 * `customerGroup_Full` of customers.v2.yml. `discount_rules` is left out: the document types it
 * as a `oneOf` of four array shapes that any list (even an empty one) matches several of, so no
 * value of it can be valid against the document; it is optional there.
 */
export function serializeCustomerGroup(row: CustomerGroupRow) {
  const categories = JSON.parse(row.category_access_categories) as number[];
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default === 1,
    category_access: {
      type: row.category_access_type,
      ...(row.category_access_type === 'specific' ? { categories } : {}),
    },
    date_created: groupDate(row.date_created),
    date_modified: groupDate(row.date_modified),
    is_group_for_guests: row.is_group_for_guests === 1,
  };
}
