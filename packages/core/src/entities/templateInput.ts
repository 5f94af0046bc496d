import * as z from 'zod';
import { maxLength, requiredText } from './inputFields.js';
import { metafieldLimits } from '../constants.js';
import { templateOptionsSchema } from './template.js';
import { withTextLimitDefaults } from './textLimitDefaults.js';
import { idSchema } from './wireFormats.js';

const { namespace, key, description } = metafieldLimits;

/**
 * What the template form sends (metafields.md, sections 3 and 5). Namespace and key become the
 * namespace and key of every metafield the template writes, so they carry the metafield limits.
 */
export const templateInputSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredText(),
    namespace: requiredText().max(namespace, maxLength(namespace)).default('shared'),
    meta_key: requiredText().max(key, maxLength(key)),
    description: z.string().max(description, maxLength(description)).optional(),
    // The blank template is rich text.
    content_type: requiredText().default('rich_text'),
    options: templateOptionsSchema.optional(),
    use_on_storefront: z.boolean().default(true),
    sort_order: z.number().int().positive().optional(),
  })
  .transform(withTextLimitDefaults);
export type TemplateInput = z.infer<typeof templateInputSchema>;
