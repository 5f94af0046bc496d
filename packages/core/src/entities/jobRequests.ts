import * as z from 'zod/mini';
import { filterRuleSchema } from './filterRule.js';
import { validationMessages } from './messages.js';

/** Which metafields an import or export covers: exportType and importType (metafields.md). */
export const exportTypes = ['shared', 'custom'] as const;
export type ExportType = (typeof exportTypes)[number];

/**
 * POST /metafields/export/{type} (and its estimate): the export type, and the rule builder's
 * filter as it stands (groups joined by 'Or' of conditions joined by 'And'); no filter, or an
 * empty one, exports every record. The server maps the filter to the platform's queries.
 */
export const exportRequestSchema = z.strictObject({
  exportType: z.enum(exportTypes),
  filter: z.optional(filterRuleSchema),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/**
 * The uploaded file, described by what both a browser File and a server-side upload have, so
 * that core stays free of the DOM.
 */
export interface ImportFile {
  readonly name: string;
  readonly size: number;
}

const isImportFile = (value: unknown): value is ImportFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ImportFile>).name === 'string' &&
  typeof (value as Partial<ImportFile>).size === 'number';

/**
 * An import upload: the file is required (section 5 of both documents). importType exists only
 * for metafield imports, and only when shared templates exist.
 */
export const importRequestSchema = z.object({
  file: z.custom<ImportFile>(isImportFile, { error: validationMessages['validation.required'] }),
  importType: z.optional(z.enum(exportTypes)),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;
