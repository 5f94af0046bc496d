import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

export const brandSchema = z.object({ id: idSchema, name: z.string() });
export type Brand = z.infer<typeof brandSchema>;
