import * as z from 'zod';
import { permissionSets } from '../permissionSets.js';
import { maxLength, requiredText } from './inputFields.js';
import { metafieldLimits } from '../constants.js';

const { namespace, key, description, value } = metafieldLimits;

/** What the metafield form sends on create (metafields.md, sections 3 and 5). */
export const metafieldInputSchema = z.object({
  namespace: requiredText().max(namespace, maxLength(namespace)),
  key: requiredText().max(key, maxLength(key)),
  description: z.string().max(description, maxLength(description)).optional(),
  value: requiredText().max(value, maxLength(value)),
  permission_set: z.enum(permissionSets).default('write'),
});
export type MetafieldInput = z.infer<typeof metafieldInputSchema>;
