import * as z from 'zod';
import { jobStatuses } from '../jobs/jobStatuses.js';
import { dateTimeSchema, idSchema } from './wireFormats.js';

/**
 * An import or export history record (section 3 of both documents). A job that has not started
 * or not finished has null times; download_url is absent until the file exists.
 */
export const jobSchema = z.object({
  id: idSchema,
  type: z.string(),
  status: z.enum(jobStatuses),
  started_at: dateTimeSchema.nullable(),
  finished_at: dateTimeSchema.nullable(),
  progress_percent: z.number().min(0).max(100),
  items_processed_count: z.number().int().nonnegative(),
  errors: z.array(z.string()),
  download_url: z.string().nullish(),
});
export type Job = z.infer<typeof jobSchema>;
