import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from './wireFormats.js';

/** A customer as the customers list reads it (GET /v3/customers). */
export const customerSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  date_created: dateTimeSchema,
});
export type Customer = z.infer<typeof customerSchema>;
