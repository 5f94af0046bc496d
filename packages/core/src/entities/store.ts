import * as z from 'zod';
import { dateTimeSchema } from './wireFormats.js';

/**
 * A store the signed-in user may open (spec: store picker, plan gating and billing). The server
 * sends only the first five fields today, so the plan and billing fields are optional.
 */
export const storeSchema = z.object({
  store_hash: z.string().min(1),
  name: z.string(),
  currency: z.string().length(3),
  timezone_name: z.string(),
  active: z.boolean(),
  /** The plan or tier; names beyond premium and enterprise are not shown in the spec. */
  plan: z.string().nullish(),
  /** The feature names the plan includes (import-export, multi-store, ...). */
  plan_features: z.array(z.string()).optional(),
  is_sandbox: z.boolean().optional(),
  on_trial: z.boolean().optional(),
  /** Subscribers from before the plans keep every feature (metafields.md, section 1). */
  is_original_subscriber: z.boolean().optional(),
  trial_ends_at: dateTimeSchema.nullish(),
  has_free_access: z.boolean().optional(),
  /** The payment customer id; null means none was created yet. */
  stripe_id: z.string().nullish(),
});
export type Store = z.infer<typeof storeSchema>;
