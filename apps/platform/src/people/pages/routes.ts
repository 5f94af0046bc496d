import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import { ERROR_TYPE } from '../../errors.js';
import { paginate, rawQueryOf } from '../../lists/pagination.js';
import { flattenQuery, intValue } from '../../lists/values.js';
import { and, sql } from '../../sql.js';
import { answeringErrors, ResponseError } from '../shared/responseError.js';
import { selectPage } from '../shared/selectPage.js';
import { invalidPageInput, parsePageListQuery } from './listQuery.js';
import { serializePage, type PageRow } from './serialize.js';

const pageNotFound = (id: string) =>
  new ResponseError(404, {
    status: 404,
    title: `A Page was not found with an ID of ${id}`,
    type: ERROR_TYPE,
  });

/** `GET /v3/content/pages` and `GET /v3/content/pages/{pageId}` (pages.v3.yml). */
export function pageRoutes(scope: FastifyInstance, { db }: AreaContext): void {
  scope.get(
    '/v3/content/pages',
    answeringErrors(async (request) => {
      const store = storeOf(request);
      const query = parsePageListQuery(flattenQuery(request.query));
      const { rows, total } = selectPage<PageRow>(
        db,
        'pages',
        and([sql('store_hash = ?', store.store_hash), ...query.where]),
        'id',
        query.paging,
      );
      const data = rows.map((row) => serializePage(row, query.withBody));
      const pagination = paginate({
        total,
        count: data.length,
        page: query.paging.page,
        limit: query.paging.limit,
        rawQuery: rawQueryOf(request.url),
      });
      return { data, meta: { pagination } };
    }),
  );

  scope.get(
    '/v3/content/pages/:pageId',
    answeringErrors(async (request) => {
      const store = storeOf(request);
      const { pageId } = request.params as { pageId: string };
      const id = intValue.safeParse(pageId);
      if (!id.success) throw invalidPageInput([pageId]);
      // The same filters as the list: a page that does not meet them is not found.
      const query = parsePageListQuery(flattenQuery(request.query));
      const where = and([
        sql('store_hash = ? AND id = ?', store.store_hash, id.data),
        ...query.where,
      ]);
      const row = db
        .prepare<unknown[], PageRow>(`SELECT * FROM pages WHERE ${where.text}`)
        .get(...where.params);
      if (!row) throw pageNotFound(pageId);
      return { data: serializePage(row, query.withBody), meta: {} };
    }),
  );
}
