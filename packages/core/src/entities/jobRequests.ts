import * as z from 'zod';
import { validationMessages } from './messages.js';

/** Which metafields an import or export covers: exportType and importType (metafields.md). */
export const exportTypes = ['shared', 'custom'] as const;
export type ExportType = (typeof exportTypes)[number];

/** A filter field's value as the rule builder's query mapping produces it. */
export const filterFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);

/** POST /metafields/export/{type}: the filter fields plus exportType. */
export const exportRequestSchema = z
  .object({ exportType: z.enum(exportTypes) })
  .catchall(filterFieldValueSchema);
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
  importType: z.enum(exportTypes).optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;
