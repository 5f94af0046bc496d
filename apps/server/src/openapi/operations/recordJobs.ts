import { exportRequestSchema, jobSchema } from '@metafields/core';
import { previewModeField, previewOperations } from './importPreview.js';
import * as z from 'zod';
import { jobLimitsNote } from '../../jobs/jobLimits.js';
import {
  recordParamsSchema,
  variantParamsSchema,
} from '../../metafieldJobs/recordTransferRecord.js';
import {
  MAX_RECORD_FILE_BYTES,
  recordBase,
  recordTypes,
  variantBase,
} from '../../metafieldJobs/recordTransferRoutes.js';
import { openApiPath } from '../coverage.js';
import type { ApiOperation } from '../operation.js';
import { csvUploadForm } from './csvUploadForm.js';

const tag = 'Record metafield jobs';

const gated =
  'Needs the `import-export` feature; starting and cancelling need an installed store, and starting a record the platform has (404 ‘Product not found’ and the like). The history and downloads stay open once the app is uninstalled.';

const job = z.object({
  ...jobSchema.shape,
  total: z.number().int().nonnegative().nullable(),
});
const one = z.object({ data: job });
const history = z.object({
  data: z.array(job),
  meta: z.object({ total: z.number().int().nonnegative() }),
});

const importForm = csvUploadForm({
  file: 'In the list import’s layouts. Every row must name this record; the others are the job’s row errors and are not applied.',
  maxBytes: MAX_RECORD_FILE_BYTES,
  eitherName: true,
  fields: {
    importType: { type: 'string', enum: ['shared', 'custom'], default: 'custom' },
    ...previewModeField,
  },
});

const titleOf = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The export and import jobs of one record address. */
function operationsOf(type: string, base: string, params: z.ZodObject): ApiOperation[] {
  const path = openApiPath(base);
  const jobParams = params.extend({ jobId: z.coerce.number().int().positive() });
  const name = titleOf(type);
  const exportBody = z.strictObject({
    ...exportRequestSchema.shape,
    ...(type === 'product' && {
      of: z
        .enum(['record', 'variants'])
        .optional()
        .describe('The product’s own metafields (`record`, the default) or its variants’.'),
    }),
  });
  const family = (kind: 'export' | 'import'): ApiOperation[] => [
    {
      id: `list${name}Metafield${titleOf(kind)}Jobs`,
      method: 'GET',
      path: `${path}/${kind}/jobs`,
      summary: `The ${kind} history of one ${type}`,
      description: `The ${type}’s ${kind}s of the retention week, most recent first. ${gated}`,
      tag,
      access: 'store',
      params,
      answers: [{ status: 200, description: 'The jobs.', schema: history }],
    },
    {
      id: `download${name}Metafield${titleOf(kind)}Job`,
      method: 'GET',
      path: `${path}/${kind}/jobs/{jobId}/download`,
      summary: `Download the file of one ${type}’s ${kind}`,
      description:
        kind === 'export'
          ? 'The CSV of a completed export, or the part written before a cancel. 404 while there is none.'
          : 'The file as uploaded, once the import is over. 404 while there is none.',
      tag,
      access: 'store',
      params: jobParams,
      answers: [
        {
          status: 200,
          description: 'The file.',
          mediaType: 'text/csv',
          schema: z.string(),
          headers: {
            'Content-Disposition': {
              description: 'A download.',
              schema: z.string().regex(/^attachment; filename="[^"]+"$/),
            },
          },
        },
      ],
    },
    {
      id: `cancel${name}Metafield${titleOf(kind)}Job`,
      method: 'DELETE',
      path: `${path}/${kind}/jobs/{jobId}/batch`,
      summary: `Cancel one ${type}’s ${kind}`,
      description: `The job stops after its current batch. One already over answers 409. ${gated}`,
      tag,
      access: 'store',
      params: jobParams,
      answers: [{ status: 200, description: 'The job, asked to stop.', schema: one }],
      errors: [409],
    },
  ];
  return [
    {
      id: `start${name}MetafieldExportJob`,
      method: 'POST',
      path: `${path}/export/jobs`,
      summary: `Start an export of one ${type}’s metafields`,
      description: `The list’s export restricted to this ${type}: with a filter, the ${type} is exported only when it matches${type === 'product' ? ' (its variants: when the product matches)' : ''}. ${jobLimitsNote} ${gated}`,
      tag,
      access: 'store',
      params,
      body: { json: exportBody },
      answers: [{ status: 201, description: 'The job, pending.', schema: one }],
      errors: [429, 502, 504],
    },
    {
      id: `start${name}MetafieldImportJob`,
      method: 'POST',
      path: `${path}/import/jobs`,
      summary: `Start an import of one ${type}’s metafields`,
      description: `The list’s import restricted to this ${type}: a file that cannot be read or whose header has any problem answers 422 and nothing is made; rows of another record are the job’s row errors. ${jobLimitsNote} ${gated}`,
      tag,
      access: 'store',
      params,
      body: { multipart: importForm },
      answers: [
        {
          status: 201,
          description: 'The job. `error` is there when some rows were refused.',
          schema: z.object({ data: job, error: z.string().optional() }),
        },
      ],
      errors: [413, 415, 429, 502, 504],
    },
    ...family('export'),
    ...family('import'),
    ...previewOperations({
      name: `${name}MetafieldImportJob`,
      jobPath: `${path}/import/jobs/{jobId}`,
      tag,
      params: jobParams,
      job,
      gated,
    }),
    {
      id: `undo${name}MetafieldImportJob`,
      method: 'POST',
      path: `${path}/import/jobs/{jobId}/undo`,
      summary: `Undo an import of one ${type}’s metafields`,
      description: `The list import’s undo, for this ${type}’s import: a job (type \`undo\`) that puts back each metafield still as the import left it (a created one is removed, a removed one made again) and lists the rows of any changed since as errors ('Row N: The value was changed since this import; it was left as it is.'). Only a completed or cancelled import that changed something can be undone (409 'This import cannot be undone.' otherwise). ${jobLimitsNote} ${gated}`,
      tag,
      access: 'store',
      params: jobParams,
      answers: [{ status: 201, description: 'The undo job.', schema: one }],
      errors: [409, 429],
    },
  ];
}

/** A record tab's export and import jobs, for every type (issue 23). */
export const recordJobOperations: ApiOperation[] = [
  ...recordTypes.flatMap(({ singular, plural }) =>
    operationsOf(singular, recordBase(plural), recordParamsSchema),
  ),
  ...operationsOf('variant', variantBase, variantParamsSchema),
];
