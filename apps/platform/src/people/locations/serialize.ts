export interface LocationRow {
  store_hash: string;
  id: number;
  code: string;
  label: string;
  description: string;
  managed_by_external_source: number;
  type_id: string;
  enabled: number;
  storefront_visibility: number;
  time_zone: string;
  address: string;
  operating_hours: string;
  special_hours: string;
  created_at: string;
  updated_at: string;
}

/** `LocationResponse` of locations.v3.yml, in the document's field order. */
export function serializeLocation(row: LocationRow) {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    description: row.description,
    managed_by_external_source: row.managed_by_external_source === 1,
    type_id: row.type_id,
    enabled: row.enabled === 1,
    operating_hours: JSON.parse(row.operating_hours) as unknown,
    time_zone: row.time_zone,
    created_at: row.created_at,
    updated_at: row.updated_at,
    address: JSON.parse(row.address) as unknown,
    storefront_visibility: row.storefront_visibility === 1,
    special_hours: JSON.parse(row.special_hours) as unknown,
  };
}
