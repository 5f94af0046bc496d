/** The body of DELETE /custom-objects/{id}/values (spec section 7). */
export interface BulkDeleteValuesBody {
  'id:in': number[];
}

/** The bulk delete body, or null when nothing is chosen: then nothing is sent (spec section 5). */
export function bulkDeleteValuesBody(ids: readonly number[]): BulkDeleteValuesBody | null {
  return ids.length === 0 ? null : { 'id:in': [...ids] };
}
