import { changeHistoryPageSchema, changeHistoryQuerySchema } from '@metafields/core';
import * as z from 'zod';
import { changeHistoryCsvHeader } from '../../history/historyCsv.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Change history';
const base = '/api/stores/{storeHash}/history';

const filters =
  'Filtered by `record_type` and `record_id` (one record’s changes) or `job_id` (one job’s), or neither (the store’s). Changes are kept 90 days unless the server is configured otherwise (`CHANGE_HISTORY_DAYS`).';

/** The change history of a store (issue 28). */
export const changeHistoryOperations: ApiOperation[] = [
  {
    id: 'listChangeHistory',
    method: 'GET',
    path: base,
    summary: 'The changes made to metafields and custom-resource values, newest first',
    description: `Every change the app made, by a person, an API token or a job: who, when, the old and new value, and which job or request. ${filters} Readable with a read-only token, and once the app is uninstalled.`,
    tag,
    access: 'store',
    query: changeHistoryQuerySchema,
    answers: [{ status: 200, description: 'A page of changes.', schema: changeHistoryPageSchema }],
  },
  {
    id: 'exportChangeHistory',
    method: 'GET',
    path: `${base}.csv`,
    summary: 'The change history as CSV',
    description: `The same changes, all of them (\`page\` and \`limit\` are ignored), newest first, with the columns ${changeHistoryCsvHeader.map((name) => `\`${name}\``).join(', ')}. Cells a spreadsheet would read as a formula start with an apostrophe. ${filters}`,
    tag,
    access: 'store',
    query: changeHistoryQuerySchema,
    answers: [
      {
        status: 200,
        description: 'The CSV file.',
        mediaType: 'text/csv',
        schema: z.string(),
        headers: {
          'Content-Disposition': { description: 'A download.', schema: z.string() },
        },
      },
    ],
  },
];
