import { jobSchema, resourceTypes } from '@metafields/core';
import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES } from '../../metafieldJobs/importRoutes.js';
import { jobLimitsNote } from '../../jobs/jobLimits.js';
import { idParam } from '../../validation.js';
import type { ApiOperation } from '../operation.js';
import { csvUploadForm } from './csvUploadForm.js';
import { previewModeField, previewOperations } from './importPreview.js';

const tag = 'Metafield import';
const base = '/api/stores/{storeHash}/metafields/import/{type}';

/** The route reads core's resource types, singular or plural. */
const typeName = z.enum(resourceTypes.flatMap((entry) => [entry.singular, entry.plural]));
const typeParams = z.object({ type: typeName });
const jobParams = typeParams.extend({ id: idParam });

const job = z.object({
  ...jobSchema.shape,
  total: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('The good rows of the file: what progress counts towards.'),
});

const gated =
  'Needs the `import-export` feature; the history and downloads stay open once the app is uninstalled, starting and cancelling need an installed store.';

const importForm = csvUploadForm({
  file: 'Custom layout: `resource_id` (and `product_id` for variants), `namespace`, `key`, `value`, optional `permission_set`, `description` and `mode` (`delete` removes the metafield). Shared layout: `id` (and `product_id` for variants), then one `namespace.key` column per shared metafield of the type; an empty cell leaves the metafield alone.',
  maxBytes: MAX_IMPORT_FILE_BYTES,
  eitherName: true,
  fields: {
    importType: { type: 'string', enum: ['shared', 'custom'], default: 'custom' },
    ...previewModeField,
  },
});

/** Metafield import jobs of one resource type. */
export const metafieldImportOperations: ApiOperation[] = [
  {
    id: 'startMetafieldImport',
    method: 'POST',
    path: base,
    summary: 'Start a metafield import from a CSV file',
    description: `The file is checked at once: one that is not CSV, cannot be read (broken quoting) or whose header has any problem (a missing, unknown or repeated column; a \`namespace.key\` column with no shared metafield of the type) answers 422 and nothing is made. Otherwise a job is created with the bad rows already listed as errors ('Row N: …') and applies the good ones in the background: each metafield is created, updated when it differs, or removed (\`mode\` delete). ${jobLimitsNote} ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    body: { multipart: importForm },
    answers: [
      {
        status: 201,
        description:
          'The job. `error` (“Some {type} were not updated”) is there when some rows were refused.',
        schema: z.object({ data: job, error: z.string().optional() }),
      },
    ],
    errors: [413, 415, 429],
  },
  {
    id: 'listMetafieldImports',
    method: 'GET',
    path: base,
    summary: 'The import history of a type: the retention week, most recent first',
    description: gated,
    tag,
    access: 'store',
    params: typeParams,
    answers: [
      {
        status: 200,
        description: 'The jobs.',
        schema: z.object({
          data: z.array(job),
          meta: z.object({ total: z.number().int().nonnegative() }),
        }),
      },
    ],
  },
  {
    id: 'downloadMetafieldImport',
    method: 'GET',
    path: `${base}/{id}/download`,
    summary: 'Download an import’s uploaded file',
    description: `The file as uploaded, under its own name, once the job is completed or cancelled. ${gated}`,
    tag,
    access: 'store',
    params: jobParams,
    answers: [
      {
        status: 200,
        description: 'The uploaded file.',
        mediaType: 'text/csv',
        schema: z.string(),
        headers: {
          'Content-Disposition': {
            description: 'A download named as the file was uploaded.',
            schema: z.string(),
          },
        },
      },
    ],
  },
  ...previewOperations({
    name: 'MetafieldImport',
    jobPath: `${base}/{id}`,
    tag,
    params: jobParams,
    job,
    gated,
  }),
  {
    id: 'undoMetafieldImport',
    method: 'POST',
    path: `${base}/{id}/undo`,
    summary: 'Undo an import: put back what it changed',
    description: `Starts a job (type \`undo\`) that takes back the changes the import made, as the change history recorded them: each metafield still as the import left it gets its earlier value back (a created one is removed, a removed one made again); one changed since is left as it is, its rows listed as errors ('Row N: The value was changed since this import; it was left as it is.'). Only a completed or cancelled import that changed something can be undone (409 'This import cannot be undone.' for a preview, one still running, or one that changed nothing). ${jobLimitsNote} ${gated}`,
    tag,
    access: 'store',
    params: jobParams,
    answers: [{ status: 201, description: 'The undo job.', schema: z.object({ data: job }) }],
    errors: [409, 429],
  },
  {
    id: 'cancelMetafieldImport',
    method: 'DELETE',
    path: `${base}/{id}/batch`,
    summary: 'Cancel an import between batches',
    description: `Rows applied by then stay. A job already over answers 409 ('Unable to cancel import at this time'). ${gated}`,
    tag,
    access: 'store',
    params: jobParams,
    answers: [
      { status: 200, description: 'The job, cancel requested.', schema: z.object({ data: job }) },
    ],
    errors: [409],
  },
];
