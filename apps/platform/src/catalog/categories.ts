import * as z from 'zod';
import { filter, flag, integerFilters } from '../lists/filters.js';
import { intValue, listOf } from '../lists/values.js';
import { placeholders, sql } from '../sql.js';
import { inFilters, keywordFilter, textFilters, type ListSpec } from './listQuery.js';

export interface CategoryRow {
  store_hash: string;
  id: number;
  category_uuid: string;
  tree_id: number;
  parent_id: number;
  name: string;
  description: string;
  views: number;
  sort_order: number;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  layout_file: string;
  image_url: string;
  is_visible: number;
  search_keywords: string;
  default_product_sort: string;
  url_path: string;
  url_is_customized: number;
}

/** The default channel's tree: the only one the deprecated categories endpoints serve. */
export const DEFAULT_TREE_ID = 1;

function common(row: CategoryRow) {
  return {
    name: row.name,
    description: row.description,
    views: row.views,
    sort_order: row.sort_order,
    page_title: row.page_title,
    meta_keywords: JSON.parse(row.meta_keywords) as string[],
    meta_description: row.meta_description,
    layout_file: row.layout_file,
    image_url: row.image_url,
    is_visible: row.is_visible === 1,
    search_keywords: row.search_keywords,
    default_product_sort: row.default_product_sort,
  };
}

/** `category_Full` of the deprecated `/catalog/categories` (categories_catalog.v3.yml). */
export function serializeCategory(row: CategoryRow) {
  return {
    id: row.id,
    parent_id: row.parent_id,
    ...common(row),
    custom_url: { url: row.url_path, is_customized: row.url_is_customized === 1 },
  };
}

/** `GetCategories` of `/catalog/trees/categories` (category-trees_catalog.v3.yml). */
export function serializeTreeCategory(row: CategoryRow) {
  return {
    category_id: row.id,
    category_uuid: row.category_uuid,
    parent_id: row.parent_id,
    tree_id: row.tree_id,
    ...common(row),
    url: { path: row.url_path, is_customized: row.url_is_customized === 1 },
  };
}

const pageTitle = textFilters('page_title');
const keyword = keywordFilter(['name', 'description', 'search_keywords']);

/** `GET /catalog/categories`' parameters (getCategories). */
export const categoryList: ListSpec = {
  filters: [
    ...integerFilters('id'),
    ...textFilters('name'),
    ...integerFilters('parent_id'),
    ...pageTitle,
    keyword,
    flag('is_visible', 'is_visible'),
  ],
  sorts: { name: 'name', id: 'id', parent_id: 'parent_id', sort_order: 'sort_order' },
};

const uuidValue = z
  .string()
  .trim()
  .pipe(z.uuid({ error: 'must be a UUID' }));

/** `GET /catalog/trees/categories`' parameters (getAllCategories). */
export const treeCategoryList: ListSpec = {
  filters: [
    ...inFilters('category_uuid', 'category_uuid', uuidValue),
    ...inFilters('category_id', 'id', intValue),
    ...inFilters('tree_id', 'tree_id', intValue),
    ...inFilters('parent_id', 'parent_id', intValue),
    ...pageTitle,
    ...textFilters('name'),
    keyword,
    flag('is_visible', 'is_visible'),
  ],
};

const ids = listOf(intValue);

/** `GET /catalog/trees`' parameters (getCategoryTrees). */
export const treeList: ListSpec = {
  filters: [
    filter('id:in', ids, (v) => sql(`id IN (${placeholders(v.length)})`, ...v)),
    // The platform's reference pages also call the tree id filter `tree_id:in`.
    filter('tree_id:in', ids, (v) => sql(`id IN (${placeholders(v.length)})`, ...v)),
    // Trees assigned to any of the channels.
    filter('channel_id:in', ids, (v) =>
      sql(
        `EXISTS (SELECT 1 FROM json_each(category_trees.channels) AS channel
          WHERE channel.value IN (${placeholders(v.length)}))`,
        ...v,
      ),
    ),
  ],
};
