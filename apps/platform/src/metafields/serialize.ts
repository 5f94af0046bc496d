import type { PermissionSet } from './fields.js';
import type { ResourceType } from './resources.js';

/** A row of the `metafields` table. */
export interface MetafieldRow {
  id: number;
  store_hash: string;
  resource_type: ResourceType;
  resource_id: number;
  namespace: string;
  key: string;
  value: string;
  description: string;
  permission_set: PermissionSet;
  owner_client_id: string;
  date_created: string;
  date_modified: string;
}

/** `metafield_Full` / `Metafield`, in the documents' order. */
export interface ApiMetafield {
  id: number;
  key: string;
  value: string;
  namespace: string;
  permission_set: PermissionSet;
  resource_type: ResourceType;
  resource_id: number;
  description?: string;
  date_created: string;
  date_modified: string;
  owner_client_id: string;
}

export interface Projection {
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
  /** The variants document gives `description` a minimum length of 1 on its single endpoints. */
  omitEmptyDescription?: boolean;
}

export function serializeMetafield(row: MetafieldRow): ApiMetafield {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    namespace: row.namespace,
    permission_set: row.permission_set,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    description: row.description,
    date_created: row.date_created,
    date_modified: row.date_modified,
    owner_client_id: row.owner_client_id,
  };
}

/** `include_fields` keeps the named fields and `id`; `exclude_fields` drops any but `id`. */
export function projectMetafield(
  row: MetafieldRow,
  projection: Projection = {},
): Partial<ApiMetafield> & { id: number } {
  const metafield: Partial<ApiMetafield> & { id: number } = serializeMetafield(row);
  const { includeFields, excludeFields } = projection;
  if (projection.omitEmptyDescription && metafield.description === '') {
    delete metafield.description;
  }
  if (!includeFields && !excludeFields) return metafield;
  const keep = (name: string) =>
    name === 'id' ||
    ((!includeFields || includeFields.includes(name)) &&
      (!excludeFields || !excludeFields.includes(name)));
  return Object.fromEntries(
    Object.entries(metafield).filter(([name]) => keep(name)),
  ) as Partial<ApiMetafield> & { id: number };
}
