import * as z from 'zod/mini';

/** The store's app subscription; billing shows the billing manager when it is manageable. */
export const subscriptionSchema = z.object({ is_manageable: z.boolean() });
export type Subscription = z.infer<typeof subscriptionSchema>;
