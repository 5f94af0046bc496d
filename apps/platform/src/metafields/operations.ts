import { platformDate } from '../dates.js';
import { refuseChange, refuseDelete } from './access.js';
import { DUPLICATE_TITLE } from './errors.js';
import {
  MAX_PER_RESOURCE_AND_CLIENT,
  type MetafieldChanges,
  type MetafieldInput,
} from './fields.js';
import { isUniqueViolation, type MetafieldRepository } from './repository.js';
import type { MetafieldResource } from './resources.js';
import type { MetafieldRow } from './serialize.js';

/**
 * The writes, shared by the single and the batch endpoints. Each answers the new row or why it
 * failed; the single endpoints throw the failure, the batch endpoints list it per item.
 */

export interface Failure {
  status: 403 | 404 | 409 | 422;
  title: string;
  errors: Record<string, string>;
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (status: Failure['status'], title: string, errors: Record<string, string>) =>
  ({ ok: false, failure: { status, title, errors } }) as const;

export const failures = {
  duplicate: () =>
    fail(409, DUPLICATE_TITLE, { key: 'must be unique per resource, namespace and client' }),
  tooMany: () =>
    fail(422, 'The metafield is not valid.', {
      resource_id: `a client may have at most ${MAX_PER_RESOURCE_AND_CLIENT} metafields on one resource`,
    }),
  resourceMissing: (type: string) =>
    fail(404, `The ${type} was not found.`, { resource_id: `no ${type} has this id` }),
  metafieldMissing: () =>
    fail(404, 'A metafield was not found with this query.', { id: 'no metafield has this id' }),
  forbidden: (reason: string) =>
    fail(403, 'You do not have permission to change this metafield.', { permission_set: reason }),
};

export interface WriteContext {
  repository: MetafieldRepository;
  resource: MetafieldResource;
  storeHash: string;
  clientId: string;
  now: Date;
}

/** Inserts a metafield on a resource already known to exist. */
export function createMetafield(
  context: WriteContext,
  resourceId: number,
  input: MetafieldInput,
): Outcome<MetafieldRow> {
  const { repository, resource, storeHash, clientId } = context;
  const owned = repository.countOwnedBy(storeHash, resource.type, resourceId, clientId);
  if (owned >= MAX_PER_RESOURCE_AND_CLIENT) return failures.tooMany();
  const date = platformDate(context.now);
  const row: Omit<MetafieldRow, 'id'> = {
    store_hash: storeHash,
    resource_type: resource.type,
    resource_id: resourceId,
    namespace: input.namespace,
    key: input.key,
    value: input.value,
    description: input.description ?? '',
    permission_set: input.permission_set,
    owner_client_id: clientId,
    date_created: date,
    date_modified: date,
  };
  try {
    return ok({ id: repository.insert(row), ...row });
  } catch (error) {
    if (isUniqueViolation(error)) return failures.duplicate();
    throw error;
  }
}

/** Applies the fields sent, and only those, if the client may change them. */
export function updateMetafield(
  context: WriteContext,
  row: MetafieldRow,
  changes: MetafieldChanges,
): Outcome<MetafieldRow> {
  const refusal = refuseChange(row, changes, context.clientId);
  if (refusal) return failures.forbidden(refusal.reason);
  const next: MetafieldRow = { ...row, date_modified: platformDate(context.now) };
  for (const field of ['namespace', 'key', 'value', 'permission_set', 'description'] as const) {
    const value = changes[field];
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  try {
    context.repository.update(next);
    return ok(next);
  } catch (error) {
    if (isUniqueViolation(error)) return failures.duplicate();
    throw error;
  }
}

export function deleteMetafield(context: WriteContext, row: MetafieldRow): Outcome<number> {
  const refusal = refuseDelete(row, context.clientId);
  if (refusal) return failures.forbidden(refusal.reason);
  context.repository.delete(row.id);
  return ok(row.id);
}
