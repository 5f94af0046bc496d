import { Readable } from 'node:stream';
import { changeHistoryQuerySchema, type ChangeHistoryQuery } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { storeOfRequest } from '../stores/storeAccess.js';
import { csvRows, writeCsv } from '../templates/csvFile.js';
import { parseInput } from '../validation.js';
import { createChangeHistory, type ChangeFilter } from './changeHistory.js';
import { changeHistoryCsvHeader, changeHistoryCsvRow } from './historyCsv.js';

export const historyBase = '/api/stores/:storeHash/history';

/** Changes an export reads at once: a page of the database, a chunk of the answer. */
const CSV_PAGE = 500;

const filterOf = (query: ChangeHistoryQuery): ChangeFilter => ({
  recordType: query.record_type,
  recordId: query.record_id,
  jobId: query.job_id,
});

/**
 * The change history (issue 28), read as the store's metafields are: by the store's users and
 * its API tokens (a read scope is enough), also once the app is uninstalled.
 * - `GET {base}?record_type=&record_id=&job_id=&page=&limit=`: a page of changes, newest first
 *   (50 by default), `{ data, meta: { total } }`;
 * - `GET {base}.csv?<the same filters>`: all of them as CSV, newest first, read and sent a page
 *   at a time, paged by id so that changes made meanwhile neither repeat nor skip a row.
 */
export function historyRoutes(app: FastifyInstance, context: AreaContext): void {
  const history = createChangeHistory(context.database);

  async function queryOf(request: FastifyRequest) {
    const store = await storeOfRequest(request, context, { allowInactive: true });
    return {
      storeHash: store.store_hash,
      query: parseInput(changeHistoryQuerySchema, request.query ?? {}),
    };
  }

  app.get(historyBase, async (request) => {
    const { storeHash, query } = await queryOf(request);
    const filter = filterOf(query);
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const [data, total] = await Promise.all([
      history.page(storeHash, filter, { page, limit }),
      history.count(storeHash, filter),
    ]);
    return { data, meta: { total } };
  });

  app.get(`${historyBase}.csv`, async (request, reply) => {
    const { storeHash, query } = await queryOf(request);
    const filter = filterOf(query);
    async function* chunks() {
      yield `${writeCsv([[...changeHistoryCsvHeader]])}\r\n`;
      let beforeId: number | undefined;
      for (;;) {
        const page = await history.page(
          storeHash,
          { ...filter, beforeId },
          { page: 1, limit: CSV_PAGE },
        );
        if (page.length > 0) yield csvRows(page.map(changeHistoryCsvRow));
        if (page.length < CSV_PAGE) return;
        beforeId = page.at(-1)?.id;
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="change-history-${storeHash.replace(/[^\w-]/g, '_')}.csv"`,
      )
      .send(Readable.from(chunks()));
  });
}
