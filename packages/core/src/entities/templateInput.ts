import * as z from 'zod/mini';
import { maxLength, requiredText } from './inputFields.js';
import { metafieldLimits, nameMaxLength } from '../constants.js';
import { templateOptionsSchema } from './template.js';
import { withTextLimitDefaults } from './textLimitDefaults.js';
import { idSchema } from './wireFormats.js';

const { namespace, key, description } = metafieldLimits;

/**
 * What the template form sends (metafields.md, sections 3 and 5). Namespace and key become the
 * namespace and key of every metafield the template writes, so they carry the metafield limits.
 */
const templateInputObject = z.object({
  id: z.optional(idSchema),
  name: requiredText().check(z.maxLength(nameMaxLength, maxLength(nameMaxLength))),
  namespace: z._default(
    requiredText().check(z.maxLength(namespace, maxLength(namespace))),
    'shared',
  ),
  meta_key: requiredText().check(z.maxLength(key, maxLength(key))),
  description: z.optional(z.string().check(z.maxLength(description, maxLength(description)))),
  // The blank template is rich text.
  content_type: z._default(requiredText(), 'rich_text'),
  options: z.optional(templateOptionsSchema),
  use_on_storefront: z._default(z.boolean(), true),
  sort_order: z.optional(z.number().check(z.int(), z.positive())),
});
export const templateInputSchema = z.pipe(
  templateInputObject,
  z.transform((input: z.output<typeof templateInputObject>) => withTextLimitDefaults(input)),
);
export type TemplateInput = z.infer<typeof templateInputSchema>;
