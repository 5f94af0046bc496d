import { importPreviewPageSchema } from '@metafields/core';
import * as z from 'zod';
import { downloadQuery } from '../../jobs/jobRoutes.js';
import type { TemplateImportAnswer } from '../../templates/templateImport.js';
import { MAX_TEMPLATE_FILE_BYTES } from '../../templates/transferRoutes.js';
import { exportBody } from '../../templates/transferRoutes.js';
import type { ApiOperation } from '../operation.js';
import { typeParams } from './templates.js';
import { csvUploadForm } from './csvUploadForm.js';
import { previewModeField } from './importPreview.js';

const tag = 'Templates';

const gated =
  'Needs the `shared-metafields` feature and an installed store, as saving a template does.';

/** What an import did; `satisfies` keeps it in step with the route's type. */
const importResult = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  errors: z
    .record(z.string(), z.string())
    .describe(
      'The rows not imported, each as its line: `Row 4, column key: key is required.` Empty when every row was.',
    ),
}) satisfies z.ZodType<TemplateImportAnswer>;

/** One file, in either field, and the mode. */
const importForm = {
  ...csvUploadForm({
    file: 'The templates, in the export’s layout.',
    maxBytes: MAX_TEMPLATE_FILE_BYTES,
    eitherName: true,
    fields: previewModeField,
  }),
  minProperties: 1,
  maxProperties: 2,
};

/** `{type}-shared-fields-export.csv`, the type as the address names it. */
const contentDisposition = z
  .string()
  .regex(/^attachment; filename="[a-z]+-shared-fields-export\.(?:csv|xlsx)"$/)
  .describe('`attachment; filename="{type}-shared-fields-export.csv"`, the type as addressed.');

/** A type's templates as a CSV file, out and back in. */
export const templateTransferOperations: ApiOperation[] = [
  {
    id: 'importTemplates',
    method: 'POST',
    path: '/api/stores/{storeHash}/templates/import/{type}',
    summary: 'Import templates from a CSV file',
    description: `Each good row updates the template of its namespace and key, else creates one, all in one transaction; bad rows are reported and never applied. With \`mode\` \`preview\` nothing is written: the answer is what each row would do, every change of the file on one page (a templates file is small). A file without a usable header answers 422 on \`files\`, one that is not CSV 422 on its field, one too large 413. ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    body: { multipart: importForm },
    answers: [
      {
        status: 200,
        description: 'What the import did, under `data.data` as the app’s import notices read it.',
        schema: z.union([
          z.object({ data: z.object({ data: importResult }) }),
          importPreviewPageSchema,
        ]),
      },
    ],
    errors: [413, 415],
  },
  {
    id: 'exportTemplates',
    method: 'POST',
    path: '/api/stores/{storeHash}/templates/export/{type}',
    summary: 'Export a type’s templates as a CSV file',
    description: `Every template of the type in sort order, in the layout import reads back; with \`format=xlsx\` as an Excel workbook named \`.xlsx\`. No body, or an empty object. ${gated}`,
    tag,
    access: 'store',
    params: typeParams,
    query: downloadQuery,
    body: { json: exportBody, optional: true },
    answers: [
      {
        status: 200,
        description: 'The file, UTF-8 with a byte order mark, CRLF line ends.',
        mediaType: 'text/csv',
        schema: z.string(),
        headers: {
          'Content-Disposition': { description: 'A download.', schema: contentDisposition },
        },
      },
    ],
  },
];
