import { jobSchema } from '@metafields/core';
import * as z from 'zod';
import { downloadQuery } from '../../jobs/jobRoutes.js';
import { objectParamsSchema } from '../../customResources/addresses.js';
import { MAX_VALUE_FILE_BYTES, valueExportBody } from '../../customResources/valueJobRoutes.js';
import { jobLimitsNote } from '../../jobs/jobLimits.js';
import { idParam } from '../../validation.js';
import type { ApiOperation } from '../operation.js';
import { csvUploadForm } from './csvUploadForm.js';
import { previewModeField, previewOperations } from './importPreview.js';

const tag = 'Custom resource values import and export';
const values = '/api/stores/{storeHash}/custom-objects/{id}/values';

const exportParams = objectParamsSchema.extend({ exportId: idParam });
const importParams = objectParamsSchema.extend({ importId: idParam });

const job = z.object({
  ...jobSchema.shape,
  total: z.number().int().nonnegative().nullable().describe('Rows to do, once known.'),
});
const one = z.object({ data: job });
const history = z.object({
  data: z.array(job),
  meta: z.object({ total: z.number().int().nonnegative() }),
});

const gated =
  'Needs the `custom-objects` and `import-export` features (core’s `isValueImportExportAllowed`); another store’s resource answers 404 as an unknown one.';
const writeGate = `${gated} Starting and cancelling also need an installed store; the history and downloads stay readable without one.`;

const layout =
  'One column `id`, then one per field named by its key, in field order; lists, files and references as JSON; cells starting with a formula character escaped.';

const importForm = csvUploadForm({
  file: `The values file. ${layout}`,
  maxBytes: MAX_VALUE_FILE_BYTES,
  fields: previewModeField,
});

const csvDownload = (description: string) => ({
  status: 200,
  description,
  mediaType: 'text/csv',
  schema: z.string(),
  headers: {
    'Content-Disposition': {
      description: 'A download: `{resource key}-values-{YYYY-MM-DD}.csv`, or the uploaded name.',
      schema: z.string(),
    },
  },
});

/** A custom resource's values as CSV jobs: history, start, cancel and download. */
export const valueJobOperations: ApiOperation[] = [
  {
    id: 'listValueExports',
    method: 'GET',
    path: `${values}/export`,
    summary: 'The resource’s value exports of the last week',
    description: `Most recent first; polled while one runs. ${gated}`,
    tag,
    access: 'store',
    params: objectParamsSchema,
    answers: [{ status: 200, description: 'The exports.', schema: history }],
  },
  {
    id: 'startValueExport',
    method: 'POST',
    path: `${values}/export`,
    summary: 'Start an export of all the resource’s values',
    description: `No body, or an empty object. The file: ${layout} ${jobLimitsNote} ${writeGate}`,
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { json: valueExportBody, optional: true },
    answers: [{ status: 201, description: 'The export, pending.', schema: one }],
    errors: [429],
  },
  {
    id: 'cancelValueExport',
    method: 'DELETE',
    path: `${values}/export/{exportId}`,
    summary: 'Cancel a running value export',
    description: `It stops between batches; the rows written stay downloadable. One already over answers 409. ${writeGate}`,
    tag,
    access: 'store',
    params: exportParams,
    answers: [{ status: 200, description: 'The export, asked to stop.', schema: one }],
    errors: [409],
  },
  {
    id: 'downloadValueExport',
    method: 'GET',
    path: `${values}/export/{exportId}/download`,
    summary: 'Download a value export’s file',
    description: `Not shown in the spec: the history gives it as \`download_url\` once the export is completed or cancelled (a cancelled one’s file is partial). CSV, or with \`format=xlsx\` an Excel workbook whose boolean, date and integer fields are typed cells. ${gated}`,
    tag,
    access: 'store',
    params: exportParams,
    query: downloadQuery,
    answers: [csvDownload('The file, UTF-8 with a byte order mark, CRLF line ends.')],
  },
  {
    id: 'listValueImports',
    method: 'GET',
    path: `${values}/import`,
    summary: 'The resource’s value imports of the last week',
    description: `Most recent first; polled while one runs. Refused rows are in each job’s \`errors\` as \`Row 4, column price: Enter a number.\` ${gated}`,
    tag,
    access: 'store',
    params: objectParamsSchema,
    answers: [{ status: 200, description: 'The imports.', schema: history }],
  },
  {
    id: 'startValueImport',
    method: 'POST',
    path: `${values}/import`,
    summary: 'Start an import of values from a CSV file',
    description: `A row without an id creates a value; one with an id updates that value of this resource (another’s id is the row’s error); an empty cell leaves its field as it is. Rows follow the value form’s rules, read-only fields included unless an API token started the import. A header that is not the layout (an unknown or repeated column, \`id\` not first) answers 422 on \`files\` and starts nothing; a file over the limit 413. ${jobLimitsNote} ${writeGate}`,
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { multipart: importForm },
    answers: [
      {
        status: 201,
        description:
          'The import, pending; `error` (‘Some {resources} were not updated’) when rows were refused while the file was read.',
        schema: one.extend({ error: z.string().optional() }),
      },
    ],
    errors: [413, 415, 429],
  },
  {
    id: 'cancelValueImport',
    method: 'DELETE',
    path: `${values}/import/{importId}`,
    summary: 'Cancel a running value import',
    description: `It stops between batches; the batches applied stay applied. One already over answers 409. ${writeGate}`,
    tag,
    access: 'store',
    params: importParams,
    answers: [{ status: 200, description: 'The import, asked to stop.', schema: one }],
    errors: [409],
  },
  {
    id: 'downloadValueImport',
    method: 'GET',
    path: `${values}/import/{importId}/download`,
    summary: 'Download a value import’s uploaded file',
    description: `Not shown in the spec: the history gives it as \`download_url\` once the import is completed or cancelled. ${gated}`,
    tag,
    access: 'store',
    params: importParams,
    answers: [csvDownload('The file as it was uploaded.')],
  },
  ...previewOperations({
    name: 'ValueImport',
    jobPath: `${values}/import/{importId}`,
    tag,
    params: importParams,
    job,
    gated: writeGate,
  }),
  {
    id: 'undoValueImport',
    method: 'POST',
    path: `${values}/import/{importId}/undo`,
    summary: 'Undo a value import: put back what it changed',
    description: `Starts a job (type \`undo\`) that takes back the changes the import made, as the change history recorded them, value by value: a value still as the import left it gets its fields' earlier values back (one the import created is removed); one changed since (or removed since) is left as it is, its rows listed as errors ('Row N: The value was changed since this import; it was left as it is.'). Only a completed or cancelled import that changed something can be undone (409 'This import cannot be undone.' for a preview, an undo, one still running, or one that changed nothing). ${jobLimitsNote} ${writeGate}`,
    tag,
    access: 'store',
    params: importParams,
    answers: [{ status: 201, description: 'The undo job.', schema: one }],
    errors: [409, 429],
  },
];
