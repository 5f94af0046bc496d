import { exportItemLimit, exportRequestSchema, jobSchema } from '@metafields/core';
import * as z from 'zod';
import { jobLimitsNote } from '../../jobs/jobLimits.js';
import { downloadQuery } from '../../jobs/jobRoutes.js';
import { idParam } from '../../validation.js';
import type { ApiOperation } from '../operation.js';
import { typeName } from './templates.js';

const tag = 'Metafield export';
const base = '/api/stores/{storeHash}/metafields/export/{type}';

const typeParams = z.object({ type: typeName });
const jobParams = z.object({ type: typeName, id: idParam });

/** A job as the history shows it, with the total it counts towards when known. */
const exportJob = z.object({
  ...jobSchema.shape,
  total: z.number().int().nonnegative().nullable(),
});
const one = z.object({ data: exportJob });

const gated =
  'Needs the `import-export` feature; starting, estimating and cancelling need an installed store.';

const body = {
  json: exportRequestSchema,
  description:
    '`exportType`: `shared` (one row per record: `id`, for variants `product_id`, then one `namespace.key` column per shared metafield of the type, in sort order) or `custom` (one row per metafield: resource id, namespace, key, value, permission set, description). `filter`: the rule builder’s groups (joined by Or) of conditions (joined by And), for customers, orders, categories, products and variants (through their products); another type with a non-empty filter answers 422.',
};

/** Metafield export jobs of a resource type. */
export const metafieldExportOperations: ApiOperation[] = [
  {
    id: 'startMetafieldExport',
    method: 'POST',
    path: base,
    summary: 'Start a metafield export',
    description: `Creates the job and starts it in the background; follow it in the history. A shared export needs shared metafields of the type (else 422 on \`exportType\`). More than ${exportItemLimit.toLocaleString('en')} items (the estimate's count; orders only without a filter) answers 422 \`export_limit\` with the title 'Cannot start export.'. ${jobLimitsNote} ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    body,
    answers: [{ status: 201, description: 'The job, pending.', schema: one }],
    errors: [429, 502, 504],
  },
  {
    id: 'estimateMetafieldExport',
    method: 'POST',
    path: `${base}/estimate`,
    summary: 'Count the records an export covers',
    description: `The records the filter selects (for variants, their products), each OR group counted on its own; without a filter, the type's records. ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    body,
    answers: [
      {
        status: 200,
        description: 'The count.',
        schema: z.object({ data: z.object({ count: z.number().int().nonnegative() }) }),
      },
    ],
    errors: [429, 502, 504],
  },
  {
    id: 'listMetafieldExports',
    method: 'GET',
    path: base,
    summary: 'The export history of a type',
    description: `The exports of the retention week, most recent first. Readable once the app is uninstalled. ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    answers: [
      {
        status: 200,
        description: 'The jobs.',
        schema: z.object({
          data: z.array(exportJob),
          meta: z.object({ total: z.number().int().nonnegative() }),
        }),
      },
    ],
  },
  {
    id: 'downloadMetafieldExport',
    method: 'GET',
    path: `${base}/{id}/download`,
    summary: 'Download an export’s CSV file (or .xlsx)',
    description:
      'The file of a completed export, or the part written before a cancel. UTF-8 with a byte order mark, CRLF line ends; with `format=xlsx` an Excel workbook (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, named `.xlsx`). 404 while there is none.',
    tag,
    access: 'store',
    params: jobParams,
    query: downloadQuery,
    answers: [
      {
        status: 200,
        description: 'The file, named `{type plural}-metafields-{YYYY-MM-DD}.csv`.',
        mediaType: 'text/csv',
        schema: z.string(),
        headers: {
          'Content-Disposition': {
            description: 'A download.',
            schema: z
              .string()
              .regex(/^attachment; filename="[a-z]+-metafields-\d{4}-\d{2}-\d{2}\.(?:csv|xlsx)"$/),
          },
        },
      },
    ],
  },
  {
    id: 'cancelMetafieldExport',
    method: 'DELETE',
    path: `${base}/{id}/batch`,
    summary: 'Cancel an export',
    description: `The export stops after its current batch, keeping the part written for download. One already over answers 409 'Unable to cancel export at this time'. ${gated}`,
    tag,
    access: 'store',
    params: jobParams,
    answers: [{ status: 200, description: 'The job, asked to stop.', schema: one }],
    errors: [409],
  },
];
