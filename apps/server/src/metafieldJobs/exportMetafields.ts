import { permissionSets, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import { platformFailed } from '../platformClient/json.js';
import { batchPaths } from '../templates/platformMetafields.js';
import { PAGE_SIZE, type PlatformFetch } from './exportRecords.js';

/** A metafield as the batch lists give it, with what the layouts write. */
const metafieldSchema = z.object({
  id: z.number().int(),
  resource_id: z.number().int(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.enum(permissionSets).optional(),
  description: z.string().optional(),
});
export type ExportMetafield = z.infer<typeof metafieldSchema>;

const metafieldPage = z.object({
  data: z.array(metafieldSchema),
  meta: z.object({
    pagination: z.object({
      total: z.number().int().nonnegative(),
      total_pages: z.number().int().nonnegative(),
    }),
  }),
});

/** One page of the type's batch metafield list (`limit=250`), with the list's totals. */
export async function metafieldPageOf(
  askPlatform: PlatformFetch,
  type: ResourceType,
  page: number,
  query: Record<string, string> = {},
) {
  const answer = await askPlatform({
    method: 'GET',
    path: batchPaths[type],
    query: { ...query, limit: String(PAGE_SIZE), page: String(page) },
  });
  const parsed = metafieldPage.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw platformFailed();
  const { total, total_pages } = parsed.data.meta.pagination;
  return { metafields: parsed.data.data, total, pages: total_pages };
}

/**
 * Every metafield of these records (`resource_id:in`), page after page; `namespaces` narrows the
 * read to the shared layout's columns (unless one holds a comma, which `namespace:in` would split).
 */
export async function metafieldsOfRecords(
  askPlatform: PlatformFetch,
  type: ResourceType,
  ids: readonly number[],
  namespaces?: readonly string[],
): Promise<ExportMetafield[]> {
  const narrow = namespaces !== undefined && !namespaces.some((name) => name.includes(','));
  const query = {
    'resource_id:in': ids.join(','),
    ...(narrow && { 'namespace:in': [...new Set(namespaces)].join(',') }),
  };
  const metafields: ExportMetafield[] = [];
  for (let page = 1; ; page++) {
    const answer = await metafieldPageOf(askPlatform, type, page, query);
    metafields.push(...answer.metafields);
    if (page >= answer.pages || answer.metafields.length === 0) return metafields;
  }
}

const variantProducts = z.object({
  data: z.array(z.object({ id: z.number().int(), product_id: z.number().int() })),
});

/** The product of each variant (a variant's metafield names the variant only). */
export async function productsOfVariants(
  askPlatform: PlatformFetch,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  const products = new Map<number, number>();
  const unique = [...new Set(variantIds)];
  for (let start = 0; start < unique.length; start += PAGE_SIZE) {
    const answer = await askPlatform({
      method: 'GET',
      path: 'v3/catalog/variants',
      query: {
        'id:in': unique.slice(start, start + PAGE_SIZE).join(','),
        include_fields: 'id,product_id',
        limit: String(PAGE_SIZE),
      },
    });
    const parsed = variantProducts.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw platformFailed();
    for (const variant of parsed.data.data) products.set(variant.id, variant.product_id);
  }
  return products;
}
