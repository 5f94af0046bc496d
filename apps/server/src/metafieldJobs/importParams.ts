import { exportTypes } from '@metafields/core';
import * as z from 'zod';
import { importTemplateSchema } from './importFile.js';

/**
 * What an import job keeps of its request: the layout, and for the shared one the templates as
 * they were at upload, so that the job reads its file exactly as the upload was checked even if
 * the templates change meanwhile.
 */
export const importParamsSchema = z.object({
  importType: z.enum(exportTypes),
  templates: z.array(importTemplateSchema),
});
export type ImportParams = z.infer<typeof importParamsSchema>;
