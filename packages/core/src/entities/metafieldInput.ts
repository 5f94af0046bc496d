import * as z from 'zod/mini';
import { permissionSets } from '../permissionSets.js';
import { maxLength, requiredText } from './inputFields.js';
import { metafieldLimits } from '../constants.js';

const { namespace, key, description, value } = metafieldLimits;

/** What the metafield form sends on create (metafields.md, sections 3 and 5). */
export const metafieldInputSchema = z.object({
  namespace: requiredText().check(z.maxLength(namespace, maxLength(namespace))),
  key: requiredText().check(z.maxLength(key, maxLength(key))),
  description: z.optional(z.string().check(z.maxLength(description, maxLength(description)))),
  value: requiredText().check(z.maxLength(value, maxLength(value))),
  permission_set: z._default(z.enum(permissionSets), 'write'),
});
export type MetafieldInput = z.infer<typeof metafieldInputSchema>;
