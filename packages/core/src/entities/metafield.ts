import * as z from 'zod/mini';
import { permissionSets } from '../permissionSets.js';
import { resourceTypes } from '../resourceTypes.js';
import { dateTimeSchema, idSchema } from './wireFormats.js';

/**
 * A metafield as the platform returns it (metafields.md, section 3). The single read excludes
 * resource_type, resource_id and date_created, so those are optional; limits are checked on
 * input (`metafieldInputSchema`), not on what the platform already holds.
 */
export const metafieldSchema = z.object({
  id: idSchema,
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.optional(z.string()),
  permission_set: z.enum(permissionSets),
  owner_client_id: z.optional(z.string()),
  resource_type: z.optional(z.enum(resourceTypes.map((type) => type.singular))),
  resource_id: z.optional(idSchema),
  date_created: z.optional(dateTimeSchema),
  date_modified: z.optional(dateTimeSchema),
});
export type Metafield = z.infer<typeof metafieldSchema>;
