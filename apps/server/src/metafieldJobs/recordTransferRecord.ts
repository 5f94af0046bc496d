import type { CsvRecordRef, ResourceType } from '@metafields/core';
import * as z from 'zod';
import { idParam, parseParams } from '../validation.js';
import { platformFailed, platformJson, type PlatformStore } from '../platformClient/json.js';
import { recordNotFound, requireRecord } from '../templates/recordLookup.js';

/** The record a per-record export or import is for; a variant's carries its product's id. */
export interface TransferRecord extends CsvRecordRef {
  type: ResourceType;
}

export const recordParamsSchema = z.object({ id: idParam });
export const variantParamsSchema = z.object({ productId: idParam, variantId: idParam });

/**
 * The record the address names, once the platform has it: 404 in core's words ('Product not
 * found') when it does not, or when an id is not one.
 */
export async function recordOfAddress(
  platform: PlatformStore,
  type: Exclude<ResourceType, 'variant'>,
  params: unknown,
): Promise<TransferRecord> {
  const { id } = parseParams(recordParamsSchema, params, () => recordNotFound(type));
  await requireRecord(platform, type, id);
  return { type, id };
}

/**
 * The variant the address names, which must be one of the addressed product's: the product
 * first ('Product not found'), then the variant under it ('Variant not found'), so a variant
 * of another product is not reached through this one's address.
 */
export async function variantOfAddress(
  platform: PlatformStore,
  params: unknown,
): Promise<TransferRecord> {
  const productId = parseParams(variantParamsSchema.pick({ productId: true }), params, () =>
    recordNotFound('product'),
  ).productId;
  const { variantId } = parseParams(variantParamsSchema, params, () => recordNotFound('variant'));
  await requireRecord(platform, 'product', productId);
  const answer = await platformJson(platform, {
    method: 'GET',
    path: `v3/catalog/products/${productId}/variants/${variantId}`,
    query: { include_fields: 'id' },
  });
  if (answer.status === 404) throw recordNotFound('variant');
  if (answer.status !== 200) throw platformFailed();
  return { type: 'variant', id: variantId, product_id: productId };
}
