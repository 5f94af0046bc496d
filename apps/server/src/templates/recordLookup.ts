import { metafieldMessage, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { platformFailed, platformJson, type PlatformStore } from '../platformClient/json.js';

/**
 * How to ask the platform for one record of each type: its single read where the platform has
 * one (orders only under v2), else its list filtered to the id (customers, locations, and
 * variants, which have no single read without their product).
 */
const lookups: Record<ResourceType, (id: number) => { path: string; filter?: string }> = {
  product: (id) => ({ path: `v3/catalog/products/${id}` }),
  variant: () => ({ path: 'v3/catalog/variants', filter: 'id:in' }),
  brand: (id) => ({ path: `v3/catalog/brands/${id}` }),
  category: (id) => ({ path: `v3/catalog/categories/${id}` }),
  channel: (id) => ({ path: `v3/channels/${id}` }),
  customer: () => ({ path: 'v3/customers', filter: 'id:in' }),
  order: (id) => ({ path: `v2/orders/${id}` }),
  location: () => ({ path: 'v3/inventory/locations', filter: 'location_id:in' }),
};

const listAnswer = z.object({ data: z.array(z.looseObject({ id: z.number() })) });

/** 404 in the spec's words for a missing parent record: 'Product not found', … */
export function recordNotFound(type: ResourceType): HttpError {
  return new HttpError(
    404,
    'not_found',
    englishText(metafieldMessage('metafieldPage.parentNotFound', { resource: type })),
  );
}

/** Refuses, with 404, a record the platform does not have. */
export async function requireRecord(
  store: PlatformStore,
  type: ResourceType,
  id: number,
): Promise<void> {
  const { path, filter } = lookups[type](id);
  const query: Record<string, string> = filter ? { [filter]: String(id), limit: '1' } : {};
  const answer = await platformJson(store, { method: 'GET', path, query });
  if (answer.status === 404) throw recordNotFound(type);
  if (answer.status !== 200) throw platformFailed();
  if (!filter) return;
  const parsed = listAnswer.safeParse(answer.body);
  if (!parsed.success) throw platformFailed();
  if (!parsed.data.data.some((record) => record.id === id)) throw recordNotFound(type);
}
