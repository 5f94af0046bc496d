import { filter, integerFilters } from '../lists/filters.js';
import { textValue } from '../lists/values.js';
import { sql } from '../sql.js';
import { textFilters, type ListSpec } from './listQuery.js';

export interface BrandRow {
  store_hash: string;
  id: number;
  name: string;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  search_keywords: string;
  image_url: string;
  custom_url: string;
  custom_url_is_customized: number;
}

/** `brand_Full`. */
export function serializeBrand(row: BrandRow) {
  return {
    id: row.id,
    name: row.name,
    page_title: row.page_title,
    meta_keywords: JSON.parse(row.meta_keywords) as string[],
    meta_description: row.meta_description,
    image_url: row.image_url,
    search_keywords: row.search_keywords,
    custom_url: { url: row.custom_url, is_customized: row.custom_url_is_customized === 1 },
  };
}

/** `GET /catalog/brands`' parameters (brands_catalog.v3.yml, getBrands). */
export const brandList: ListSpec = {
  filters: [
    ...integerFilters('id'),
    ...textFilters('name'),
    filter('page_title', textValue, (v) => sql('page_title = ?', v)),
  ],
  sorts: { name: 'name' },
  direction: true,
};
