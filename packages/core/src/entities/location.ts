import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/** An inventory location (GET /v3/inventory/locations); it has a label, not a name. */
export const locationSchema = z.object({ id: idSchema, label: z.string() });
export type Location = z.infer<typeof locationSchema>;
