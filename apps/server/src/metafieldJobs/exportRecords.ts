import {
  toPlatformQuery,
  type FilterRule,
  type PlatformQueryParams,
  type ResourceType,
} from '@metafields/core';
import * as z from 'zod';
import { platformFailed, type PlatformCall } from '../platformClient/json.js';
import {
  filterResourceOf,
  hasFilter,
  type ExportParams,
  type JobRecordScope,
} from './exportRequest.js';

/** One platform call, answered: the routes' `platformJson`, a job's `jobPlatformJson`. */
export type PlatformFetch = (call: PlatformCall) => Promise<{ status: number; body: unknown }>;

/** A record an export covers: its id, and for a variant its product's. */
export interface ExportRecord {
  id: number;
  product_id?: number;
}

/** The platform's largest page. */
export const PAGE_SIZE = 250;

interface RecordList {
  path: string;
  /** The field holding the record's id (the category trees list names it `category_id`). */
  idField: 'id' | 'category_id';
  /** Catalog lists take `include_fields`, so a page carries the ids only. */
  fields?: string;
}

/**
 * Each type's record list. Filtered types use the endpoint core's filter mapping targets
 * (`filters/platformParams.ts`): categories the trees list, which knows `tree_id` and
 * `category_id` (the deprecated `/v3/catalog/categories` serves one tree and neither filter);
 * variants their products (the variants list has no such filters). Orders are the v2 list,
 * a bare array without paging meta.
 */
const recordLists: Record<Exclude<ResourceType, 'variant' | 'order'>, RecordList> = {
  brand: { path: 'v3/catalog/brands', idField: 'id', fields: 'id' },
  category: { path: 'v3/catalog/trees/categories', idField: 'category_id', fields: 'category_id' },
  channel: { path: 'v3/channels', idField: 'id' },
  customer: { path: 'v3/customers', idField: 'id' },
  location: { path: 'v3/inventory/locations', idField: 'id' },
  product: { path: 'v3/catalog/products', idField: 'id', fields: 'id' },
};
const productList = recordLists.product;
const variantList: RecordList = {
  path: 'v3/catalog/variants',
  idField: 'id',
  fields: 'id,product_id',
};

const v3Page = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  meta: z.object({
    pagination: z.object({
      total: z.number().int().nonnegative(),
      total_pages: z.number().int().nonnegative(),
    }),
  }),
});
const orderPage = z.array(z.object({ id: z.number().int() }));
const orderCount = z.object({ count: z.number().int().nonnegative() });
const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The queries of the export's records: one per OR group, `[{}]` for all, `[]` for none. */
export function recordQueries(type: ResourceType, params: ExportParams): PlatformQueryParams[] {
  const resource = filterResourceOf(type);
  if (resource === undefined || !hasFilter(params.filter)) return [{}];
  return toPlatformQuery(resource, params.filter as FilterRule, { today: params.today }).queries;
}

async function v3ListPage(
  askPlatform: PlatformFetch,
  list: RecordList,
  query: PlatformQueryParams,
  page: number,
  limit = PAGE_SIZE,
) {
  const answer = await askPlatform({
    method: 'GET',
    path: list.path,
    query: {
      ...query,
      ...(list.fields && { include_fields: list.fields }),
      limit: String(limit),
      page: String(page),
    },
  });
  const parsed = v3Page.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw platformFailed();
  const records = parsed.data.data.flatMap((row): ExportRecord[] => {
    const id = idOf(row[list.idField]);
    const productId = idOf(row['product_id']);
    if (id === undefined) return [];
    return [
      list === variantList && productId !== undefined ? { id, product_id: productId } : { id },
    ];
  });
  return {
    records,
    total: parsed.data.meta.pagination.total,
    pages: parsed.data.meta.pagination.total_pages,
  };
}

async function v3List(askPlatform: PlatformFetch, list: RecordList, query: PlatformQueryParams) {
  const records: ExportRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await v3ListPage(askPlatform, list, query, page);
    records.push(...answer.records);
    if (page >= answer.pages || answer.records.length === 0) return records;
  }
}

/** A v2 list answers 204 without a body once past its last page. */
async function orderList(askPlatform: PlatformFetch, query: PlatformQueryParams) {
  const records: ExportRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await askPlatform({
      method: 'GET',
      path: 'v2/orders',
      query: { ...query, limit: String(PAGE_SIZE), page: String(page) },
    });
    if (answer.status === 204) return records;
    const parsed = orderPage.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw platformFailed();
    records.push(...parsed.data.map((row) => ({ id: row.id })));
    if (parsed.data.length < PAGE_SIZE) return records;
  }
}

/** Ids per `product_id:in`: a query string the platform takes without question. */
const PRODUCT_CHUNK = 100;

async function variantsOfProducts(askPlatform: PlatformFetch, productIds: readonly number[]) {
  const variants: ExportRecord[] = [];
  for (let start = 0; start < productIds.length; start += PRODUCT_CHUNK) {
    const chunk = productIds.slice(start, start + PRODUCT_CHUNK).join(',');
    variants.push(...(await v3List(askPlatform, variantList, { 'product_id:in': chunk })));
  }
  return variants;
}

/** The records of one query (one OR group, or every record for `{}`). */
async function recordsOfQuery(
  askPlatform: PlatformFetch,
  type: ResourceType,
  query: PlatformQueryParams,
): Promise<ExportRecord[]> {
  switch (type) {
    case 'order':
      return orderList(askPlatform, query);
    case 'variant':
      if (Object.keys(query).length === 0) return v3List(askPlatform, variantList, {});
      return variantsOfProducts(
        askPlatform,
        (await v3List(askPlatform, productList, query)).map((record) => record.id),
      );
    default:
      return v3List(askPlatform, recordLists[type], query);
  }
}

/** The id filter of each record list, so a record tab's filtered export reads one record. */
const idQueries: Record<Exclude<ResourceType, 'variant'>, (id: number) => PlatformQueryParams> = {
  brand: (id) => ({ 'id:in': String(id) }),
  category: (id) => ({ 'category_id:in': String(id) }),
  channel: (id) => ({ 'id:in': String(id) }),
  customer: (id) => ({ 'id:in': String(id) }),
  location: (id) => ({ 'location_id:in': String(id) }),
  order: (id) => ({ min_id: String(id), max_id: String(id) }),
  product: (id) => ({ 'id:in': String(id) }),
};

/**
 * A record tab's export (issue 23): the record alone, or a product's variants; with a filter,
 * only when the record (for variants, the product) matches it. The lists are asked for the one
 * id, and their answers kept to it too, in case a list does not know the id filter.
 */
async function recordTabRecords(
  askPlatform: PlatformFetch,
  type: ResourceType,
  params: ExportParams,
  record: JobRecordScope,
): Promise<ExportRecord[]> {
  // Variants are filtered through their products: a variant's product, a product's own.
  const checked = record.type === 'variant' || record.of === 'variants' ? 'product' : record.type;
  const checkedId = record.type === 'variant' ? (record.product_id ?? 0) : record.id;
  if (hasFilter(params.filter)) {
    const only = idQueries[checked](checkedId);
    let matches = false;
    for (const query of recordQueries(type, params)) {
      const found = await recordsOfQuery(askPlatform, checked, { ...query, ...only });
      if (found.some((entry) => entry.id === checkedId)) matches = true;
    }
    if (!matches) return [];
  }
  if (record.of === 'variants') return variantsOfProducts(askPlatform, [record.id]);
  return [
    record.product_id === undefined
      ? { id: record.id }
      : { id: record.id, product_id: record.product_id },
  ];
}

/**
 * Every record the export covers: each group's query run, the results united by id, in id
 * order; null when `cancelRequested` says so between two groups, since a filter of many groups
 * lists for a long while before the first batch, and a cancel must not wait for all of them.
 */
export async function listExportRecords(
  askPlatform: PlatformFetch,
  type: ResourceType,
  params: ExportParams,
  cancelRequested: () => boolean | Promise<boolean> = () => false,
): Promise<ExportRecord[] | null> {
  if (params.record) return recordTabRecords(askPlatform, type, params, params.record);
  const byId = new Map<number, ExportRecord>();
  for (const query of recordQueries(type, params)) {
    if (await cancelRequested()) return null;
    for (const record of await recordsOfQuery(askPlatform, type, query))
      byId.set(record.id, record);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The estimate: how many records the export covers (spec section 2: 'product for variants').
 * A filter counts each OR group's query (a record in two groups counts twice: the estimate is
 * read against the 150,000 limit, and one request per group keeps it cheap); no filter counts
 * the whole list. Each count is one request: the list's `meta.pagination.total` at `limit=1`,
 * or for orders `/v2/orders/count`, which takes the list's filters, since the v2 list carries
 * no total.
 */
export async function countExportRecords(
  askPlatform: PlatformFetch,
  type: ResourceType,
  params: ExportParams,
): Promise<number> {
  let count = 0;
  for (const query of recordQueries(type, params)) {
    if (type === 'order') {
      const answer = await askPlatform({ method: 'GET', path: 'v2/orders/count', query });
      const parsed = orderCount.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw platformFailed();
      count += parsed.data.count;
    } else {
      const list = type === 'variant' ? productList : recordLists[type];
      count += (await v3ListPage(askPlatform, list, query, 1, 1)).total;
    }
  }
  return count;
}
