import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/**
 * What an import's row would do (issue 28): create a metafield, update one (old and new value),
 * leave it as it is, delete it (a row asking for removal), or nothing, refused with a reason.
 */
export const importPreviewOutcomes = [
  'create',
  'update',
  'unchanged',
  'delete',
  'refused',
] as const;
export type ImportPreviewOutcome = (typeof importPreviewOutcomes)[number];

/**
 * One change of a preview, as `GET …/import/{type}/{id}/preview` answers it. A shared row makes
 * one change per filled cell; a refused row has only its row and reason.
 */
export const importPreviewRowSchema = z.object({
  row: z.number().check(z.int(), z.positive()),
  outcome: z.enum(importPreviewOutcomes),
  record_id: z.nullable(idSchema),
  namespace: z.nullable(z.string()),
  key: z.nullable(z.string()),
  old_value: z.nullable(z.string()),
  new_value: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** How many changes of each outcome a preview holds. */
const countsSchema = z.object({
  create: count,
  update: count,
  unchanged: count,
  delete: count,
  refused: count,
});
export type ImportPreviewCounts = Record<ImportPreviewOutcome, number>;

/** A page of a preview's changes, filtered by outcome or not, with every outcome's count. */
export const importPreviewPageSchema = z.object({
  data: z.array(importPreviewRowSchema),
  meta: z.object({
    total: count,
    counts: countsSchema,
  }),
});
export type ImportPreviewPage = z.infer<typeof importPreviewPageSchema>;

/** The query of a preview's page: an outcome to keep (all when absent) and the page. */
export const importPreviewQuerySchema = z.object({
  outcome: z.optional(z.enum(importPreviewOutcomes)),
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(250))),
});

/** Which page of a preview's changes to read: one outcome's, or all of them. */
export interface ImportPreviewPageRequest {
  outcome?: ImportPreviewOutcome | undefined;
  page: number;
  limit: number;
}
