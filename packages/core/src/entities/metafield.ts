import * as z from 'zod';
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
  description: z.string().optional(),
  permission_set: z.enum(permissionSets),
  owner_client_id: z.string().optional(),
  resource_type: z.enum(resourceTypes.map((type) => type.singular)).optional(),
  resource_id: idSchema.optional(),
  date_created: dateTimeSchema.optional(),
  date_modified: dateTimeSchema.optional(),
});
export type Metafield = z.infer<typeof metafieldSchema>;
