import { exportTypes, resourceTypes, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import { jobRecordSchema, recordJobType } from './exportRequest.js';
import { importTemplateSchema } from './importFile.js';

/**
 * What an import job keeps of its request: the layout, and for the shared one the templates as
 * they were at upload, so that the job reads its file exactly as the upload was checked even if
 * the templates change meanwhile.
 */
export const importParamsSchema = z.object({
  importType: z.enum(exportTypes),
  templates: z.array(importTemplateSchema),
  /** A record tab's import (issue 23): rows of any other record are its row errors. */
  record: jobRecordSchema.optional(),
  /** A preview (issue 28): the job reads the file and the platform, and writes nothing. */
  preview: z.boolean().optional(),
  /**
   * An undo (issue 28): the id of the import whose changes the job takes back, read from the
   * change history; such a job has no file.
   */
  undoOf: z.number().int().positive().optional(),
});
export type ImportParams = z.infer<typeof importParamsSchema>;

/**
 * The record type an import job reads and writes: its record's (a record tab's import), or
 * its subject's (a type's list import); undefined for a subject that names no type.
 */
export function importRecordType(subject: string, params: ImportParams): ResourceType | undefined {
  if (params.record) return recordJobType(params.record);
  return resourceTypes.find((entry) => entry.singular === subject)?.singular;
}
