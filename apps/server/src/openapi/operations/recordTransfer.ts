import { resourceTypes } from '@metafields/core';
import * as z from 'zod';
import {
  MAX_RECORD_FILE_BYTES,
  recordBase,
  recordTypes,
  variantBase,
} from '../../metafieldJobs/recordTransferRoutes.js';
import type { RecordImportResult } from '../../metafieldJobs/recordTransferImport.js';
import {
  recordParamsSchema,
  variantParamsSchema,
} from '../../metafieldJobs/recordTransferRecord.js';
import { openApiPath } from '../coverage.js';
import type { ApiOperation } from '../operation.js';
import { csvUploadForm } from './csvUploadForm.js';

const tag = 'Record metafield transfer';

const gated =
  'Needs the `import-export` feature and an installed store; the record must be on the store platform (404 ‘Product not found’ and the like; a variant must be one of the addressed product’s).';

/** Both read the record and its metafields on the platform: 429 passes on, failures 502/504. */
const platformErrors = [429, 502, 504] as const;

const count = z.number().int().nonnegative();
/** What the import did; `satisfies` keeps it in step with the route's type. */
const importResult = z.object({
  created: count,
  updated: count,
  deleted: count,
  errors: z
    .array(z.string())
    .describe(
      'The rows not applied, each as its line: `Row 4, column key: key is required.`, `Row 5: The row is for product 7, …`. Empty when every row was.',
    ),
}) satisfies z.ZodType<RecordImportResult>;

const importForm = csvUploadForm({
  file: 'In the bulk import’s layouts, every row naming this record. Custom layout: `resource_id` (and `product_id` for variants), `namespace`, `key`, `value`, optional `permission_set`, `description` and `mode` (`delete` removes the metafield). Shared layout: `id` (and `product_id` for variants), then one `namespace.key` column per shared metafield of the type.',
  maxBytes: MAX_RECORD_FILE_BYTES,
  eitherName: true,
  fields: { importType: { type: 'string', enum: ['shared', 'custom'], default: 'custom' } },
});

const fileName = (type: string) =>
  z
    .string()
    .regex(new RegExp(`^attachment; filename="${type}-\\d+-metafields\\.csv"$`))
    .describe(`\`attachment; filename="${type}-{id}-metafields.csv"\`.`);

const titleOf = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The export and the import of one address. */
function operationsOf(type: string, base: string, params: z.ZodObject): ApiOperation[] {
  const path = openApiPath(base);
  const plural = resourceTypes.find((entry) => entry.singular === type)?.plural ?? type;
  return [
    {
      id: `export${titleOf(type)}Metafields`,
      method: 'GET',
      path: `${path}/export`,
      summary: `Export one ${type}’s metafields as a CSV file`,
      description: `Every metafield of the ${type} that the app sees, in id order, in the custom layout the import reads back${type === 'variant' ? ' (with `product_id`)' : ''}. ${gated}`,
      tag,
      access: 'store',
      params,
      answers: [
        {
          status: 200,
          description: 'The file, UTF-8 with a byte order mark, CRLF after every row.',
          mediaType: 'text/csv',
          schema: z.string(),
          headers: {
            'Content-Disposition': { description: 'A download.', schema: fileName(type) },
          },
        },
      ],
      errors: platformErrors,
    },
    {
      id: `import${titleOf(type)}Metafields`,
      method: 'POST',
      path: `${path}/import`,
      summary: `Import one ${type}’s metafields from a CSV file`,
      description: `Answered at once, no job. A file that is not CSV, cannot be read or whose header has any problem answers 422 and nothing is written. Each good row creates its metafield, updates it when it differs, or removes it (\`mode\` delete); a bad row, or one naming another record, is listed in \`errors\` and the others still apply. ${gated}`,
      tag,
      access: 'store',
      params,
      body: { multipart: importForm },
      answers: [
        {
          status: 200,
          description: `What the import changed. \`error\` (“Some ${plural} were not updated”) is there when some rows were not applied.`,
          schema: z.object({ data: importResult, error: z.string().optional() }),
        },
      ],
      errors: [413, 415, ...platformErrors],
    },
  ];
}

/** One record's metafields as a CSV file, out and back in, for every type. */
export const recordTransferOperations: ApiOperation[] = [
  ...recordTypes.flatMap(({ singular, plural }) =>
    operationsOf(singular, recordBase(plural), recordParamsSchema),
  ),
  ...operationsOf('variant', variantBase, variantParamsSchema),
];
