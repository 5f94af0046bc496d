import * as z from 'zod';

/** `permission_set`'s enum, as every document lists it. */
export const PERMISSION_SETS = [
  'app_only',
  'read',
  'write',
  'read_and_sf_access',
  'write_and_sf_access',
] as const;
export type PermissionSet = (typeof PERMISSION_SETS)[number];

/** The documented bounds of `metafield_Base`. */
export const LIMITS = {
  namespace: { min: 1, max: 64 },
  key: { min: 1, max: 64 },
  value: { min: 1, max: 65_535 },
  description: { min: 0, max: 255 },
} as const;

/** The platform's limit of metafields on one resource for one client id. */
export const MAX_PER_RESOURCE_AND_CLIENT = 250;

const missing = (input: unknown) => input === undefined;

function text(field: string, min: number, max: number) {
  const bounds = min > 0 ? `${min} to ${max}` : `at most ${max}`;
  return z
    .string({
      error: (issue) =>
        missing(issue.input) ? `${field} is required` : `${field} must be a string`,
    })
    .min(min, { error: `${field} must be ${bounds} characters long` })
    .max(max, { error: `${field} must be ${bounds} characters long` });
}

const permissionSet = z.enum(PERMISSION_SETS, {
  error: (issue) =>
    missing(issue.input)
      ? 'permission_set is required'
      : `permission_set must be one of: ${PERMISSION_SETS.join(', ')}`,
});

function integer(field: string) {
  return z.int({
    error: (issue) =>
      missing(issue.input) ? `${field} is required` : `${field} must be an integer`,
  });
}

/** `metafield_Base` for a POST: namespace, key, value and permission_set are required. */
export function createSchema(descriptionMin: number) {
  return z.object({
    namespace: text('namespace', LIMITS.namespace.min, LIMITS.namespace.max),
    key: text('key', LIMITS.key.min, LIMITS.key.max),
    value: text('value', LIMITS.value.min, LIMITS.value.max),
    permission_set: permissionSet,
    description: text('description', descriptionMin, LIMITS.description.max).optional(),
  });
}
export type MetafieldInput = z.infer<ReturnType<typeof createSchema>>;

/** `MetafieldBase_Put`: every field optional; only those sent change. */
export function updateSchema(descriptionMin: number) {
  return createSchema(descriptionMin).partial();
}
export type MetafieldChanges = z.infer<ReturnType<typeof updateSchema>>;

/** An item of a batch POST: a new metafield and the id of its resource. */
export const batchCreateItem = createSchema(0).extend({
  resource_id: integer('resource_id').nonnegative({ error: 'resource_id must not be negative' }),
});

/** A metafield id in a batch; the locations document types the update's `id` as a string. */
const metafieldId = (field: string) =>
  z.union([integer(field), z.string().regex(/^\d+$/).transform(Number)], {
    error: (issue) =>
      missing(issue.input) ? `${field} is required` : `${field} must be an integer`,
  });

/** An item of a batch PUT: the id of the metafield and the fields to change. */
export const batchUpdateItem = updateSchema(0).extend({ id: metafieldId('id') });

export const batchDeleteItem = metafieldId('id');

/**
 * zod's issues as the `errors` object of a 422: one message per field, the first found.
 * `prefix` names the item of a batch (`"3.key"`).
 */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const name = `${prefix}${field === '' ? 'body' : field}`;
    errors[name] ??=
      issue.code === 'invalid_type' && field === '' ? 'must be an object' : issue.message;
  }
  return errors;
}
