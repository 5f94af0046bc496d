import * as z from 'zod/mini';
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
  started_at: z.nullable(dateTimeSchema),
  finished_at: z.nullable(dateTimeSchema),
  progress_percent: z.number().check(z.gte(0), z.lte(100)),
  items_processed_count: z.number().check(z.int(), z.nonnegative()),
  errors: z.array(z.string()),
  download_url: z.nullish(z.string()),
});
export type Job = z.infer<typeof jobSchema>;
