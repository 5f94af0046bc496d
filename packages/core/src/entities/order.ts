import * as z from 'zod/mini';
import { decimalStringSchema, idSchema } from './wireFormats.js';

/**
 * An order as GET /v2/orders returns it. The v2 API writes dates in RFC 2822
 * ('Wed, 10 Jan 2018 21:05:30 +0000') and money as decimal strings.
 */
export const orderSchema = z.object({
  id: idSchema,
  date_created: z.string(),
  billing_address: z.object({ first_name: z.string(), last_name: z.string() }),
  status_id: idSchema,
  total_inc_tax: decimalStringSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** GET /v2/order_statuses; the pill shows custom_label. */
export const orderStatusSchema = z.object({
  id: idSchema,
  custom_label: z.string(),
  name: z.optional(z.string()),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;
