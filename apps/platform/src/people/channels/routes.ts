import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import { notFound } from '../../errors.js';
import { paginate, rawQueryOf } from '../../lists/pagination.js';
import { throwIfInvalid, whereOf } from '../../lists/filters.js';
import { enumValue, firstIssue, flattenQuery, intValue, listOf } from '../../lists/values.js';
import { and, sql } from '../../sql.js';
import { readPaging } from '../../lists/paging.js';
import { selectPage } from '../shared/selectPage.js';
import { channelFilters } from './filters.js';
import { serializeChannel, type ChannelRow } from './serialize.js';

const includeValue = listOf(enumValue(['currencies']));

function includesCurrencies(raw: string | undefined, errors: Record<string, string>): boolean {
  if (raw === undefined) return false;
  const parsed = includeValue.safeParse(raw);
  if (parsed.success) return true;
  errors['include'] = firstIssue(parsed.error);
  return false;
}

/** `GET /v3/channels` and `GET /v3/channels/{channel_id}` (channels.v3.yml). */
export function channelRoutes(scope: FastifyInstance, { db }: AreaContext): void {
  scope.get('/v3/channels', async (request) => {
    const store = storeOf(request);
    const query = flattenQuery(request.query);
    const errors: Record<string, string> = {};
    const where = whereOf(query, channelFilters, new Date(), errors);
    const paging = readPaging(query, { default: 50, max: 250 }, errors);
    const currencies = includesCurrencies(query['include'], errors);
    throwIfInvalid(errors);

    const { rows, total } = selectPage<ChannelRow>(
      db,
      'channels',
      and([sql('store_hash = ?', store.store_hash), ...where]),
      'id',
      paging,
    );
    const data = rows.map((row) => serializeChannel(row, store, currencies));
    const pagination = paginate({
      total,
      count: data.length,
      page: paging.page,
      limit: paging.limit,
      rawQuery: rawQueryOf(request.url),
    });
    return { data, meta: { pagination } };
  });

  scope.get('/v3/channels/:channel_id', async (request) => {
    const store = storeOf(request);
    const { channel_id } = request.params as { channel_id: string };
    const id = intValue.safeParse(channel_id);
    const row = id.success
      ? db
          .prepare<[string, number], ChannelRow>(
            'SELECT * FROM channels WHERE store_hash = ? AND id = ?',
          )
          .get(store.store_hash, id.data)
      : undefined;
    // Only 200 and 404 are documented here: an id that is no number finds no channel.
    if (!row) throw notFound('Not found');
    // Only `currencies` can be included; anything else is left out, as no 422 is documented.
    const include = flattenQuery(request.query)['include']?.split(',') ?? [];
    return { data: serializeChannel(row, store, include.includes('currencies')), meta: {} };
  });
}
