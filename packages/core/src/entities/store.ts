import * as z from 'zod/mini';
import { dateTimeSchema } from './wireFormats.js';

/**
 * A store the signed-in user may open (spec: store picker, plan gating and billing). The server
 * sends only the first five fields today, so the plan and billing fields are optional.
 */
export const storeSchema = z.object({
  store_hash: z.string().check(z.minLength(1)),
  name: z.string(),
  currency: z.string().check(z.length(3)),
  timezone_name: z.string(),
  active: z.boolean(),
  /** The plan or tier; names beyond premium and enterprise are not shown in the spec. */
  plan: z.nullish(z.string()),
  /** The feature names the plan includes (import-export, multi-store, ...). */
  plan_features: z.optional(z.array(z.string())),
  is_sandbox: z.optional(z.boolean()),
  on_trial: z.optional(z.boolean()),
  /** Subscribers from before the plans keep every feature (metafields.md, section 1). */
  is_original_subscriber: z.optional(z.boolean()),
  trial_ends_at: z.nullish(dateTimeSchema),
  has_free_access: z.optional(z.boolean()),
  /** The payment customer id; null means none was created yet. */
  stripe_id: z.nullish(z.string()),
});
export type Store = z.infer<typeof storeSchema>;
