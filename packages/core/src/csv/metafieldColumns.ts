import type { Metafield } from '../entities/metafield.js';
import type { ResourceType } from '../resourceTypes.js';

/**
 * Columns the two metafield layouts share. Variant metafields live under their product on the
 * platform (/v3/catalog/products/{product_id}/variants/{variant_id}/metafields), so variant
 * files carry a product_id column beside the variant's own id; no other resource type has it.
 */
export const productIdColumn = 'product_id';

export function needsProductId(resourceType: ResourceType): boolean {
  return resourceType === 'variant';
}

/** A record of a metafield file: its id, and for a variant its product's id. */
export interface CsvRecordRef {
  id: number;
  product_id?: number;
}

/** The fields of a metafield the layouts write. */
export type CsvMetafield = Pick<Metafield, 'namespace' | 'key' | 'value'> &
  Partial<Pick<Metafield, 'permission_set' | 'description'>>;

/** One metafield value read from a file, with the record it belongs to. */
export interface ImportedMetafieldValue {
  resource_id: number;
  /** Only for variants. */
  product_id?: number;
  namespace: string;
  key: string;
  value: string;
}
