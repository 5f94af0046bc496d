import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/** A sales channel; the category tree shows its icon, and channel 1 is the default. */
export const channelSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon_url: z.optional(z.string()),
  available: z.optional(z.boolean()),
});
export type Channel = z.infer<typeof channelSchema>;
