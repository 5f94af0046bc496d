/** The body of POST /metafields/reassign (spec section 7). */
export interface ReassignOwnerBody {
  owner_id: number;
  metafield_ids: number[];
}

export function reassignOwnerBody(
  ownerId: number,
  metafieldIds: readonly number[],
): ReassignOwnerBody {
  return { owner_id: ownerId, metafield_ids: [...metafieldIds] };
}

/** The 'New owner ID' input as an id: a positive whole number, else null. */
export function parseOwnerId(input: string): number | null {
  const trimmed = input.trim();
  return /^[1-9]\d*$/.test(trimmed) ? Number(trimmed) : null;
}
