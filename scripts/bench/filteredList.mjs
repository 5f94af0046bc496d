// The products list filtered by a 50-condition rule (one AND group), on the large store: the
// rule becomes query parameters through core's `toPlatformQuery`, as the list's filter does,
// and the list is read through the server's /bc-api gateway with them, as the products page
// asks for it. Requests go one after another, so each figure is one person's wait; the budget
// is the server's for its list endpoints (ARCHITECTURE.md: p99 under 50 ms).
import { toPlatformQuery } from '@metafields/core';
import { demoSession } from './session.mjs';

/** Timed reads, after a few untimed ones that warm the caches and the connection. */
const RUNS = 200;
const WARM_UP = 20;
const CONDITIONS = 50;
const MAPPING_RUNS = 1000;

/** The products page's own request (ProductsPage, spec section 7), before the filter's params. */
const productsList = {
  limit: '25',
  include_fields: 'id,is_visible,sku,name,primary_image,price,sale_price',
  include: 'primary_image',
  sort: 'total_sold',
  direction: 'desc',
};

/**
 * Ten kinds of condition over every product field that reaches the platform, each repeated five
 * times with its own value: bounds that narrow one another, equal values that agree, so the
 * group stays satisfiable and becomes one request that has rows to answer.
 * @param {number} index
 */
function conditionAt(index) {
  const round = Math.floor(index / 10);
  const condition = (
    /** @type {string} */ field,
    /** @type {string} */ operator,
    /** @type {string} */ value,
  ) => ({ field, operator, value, field_filter: '', modifier: '' });
  switch (index % 10) {
    case 0:
      return condition('id', '>', String(round));
    case 1:
      return condition('id', '<', String(1_000_000 - round));
    case 2:
      return condition('date_modified', '!<date', `200${round}-01-01`);
    case 3:
      return condition('date_modified', '<date', `209${round}-12-31`);
    case 4:
      return condition('date_modified', '!<xdaysago', String(36_500 + round));
    case 5:
      return condition('is_visible', 'true', '');
    case 6:
      return condition('availability', '==', 'available');
    case 7:
      return condition('condition', '==', 'new');
    case 8:
      return condition('keyword', 'contains', 'a');
    default:
      return condition('id', '>', String(10 + round));
  }
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? NaN;

const round2 = (/** @type {number} */ value) => Math.round(value * 100) / 100;

/** @param {string} baseUrl */
export async function filteredList(baseUrl) {
  const rule = [Array.from({ length: CONDITIONS }, (_, index) => conditionAt(index))];
  const today = new Date().toISOString().slice(0, 10);

  const query = toPlatformQuery('products', rule, { today });
  // The mapping runs in the browser on every change of the rule: its cost, once warm.
  const mappingStarted = performance.now();
  for (let run = 0; run < MAPPING_RUNS; run++) toPlatformQuery('products', rule, { today });
  const mappingMs = (performance.now() - mappingStarted) / MAPPING_RUNS;
  // One AND group, every condition expressible: one request, or the figure would not be the list's.
  const [filter] = query.queries;
  if (query.queries.length !== 1 || query.unsupported.length > 0 || filter === undefined) {
    throw new Error(`the rule did not become one query: ${JSON.stringify(query)}`);
  }
  const url = `${baseUrl}/bc-api/stores/demo/v3/catalog/products?${new URLSearchParams({
    ...productsList,
    ...filter,
  })}`;

  const { cookie } = await demoSession(baseUrl);
  const read = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = /** @type {{ data: unknown[] }} */ (await response.json());
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (body.data.length === 0) throw new Error(`the filtered list is empty: ${url}`);
    return ms;
  };
  for (let run = 0; run < WARM_UP; run++) await read();
  const times = [];
  for (let run = 0; run < RUNS; run++) times.push(await read());
  times.sort((a, b) => a - b);
  return {
    runs: RUNS,
    params: Object.keys(filter).length,
    mappingMs: Math.round(mappingMs * 1000) / 1000,
    median: round2(percentile(times, 0.5)),
    p95: round2(percentile(times, 0.95)),
    p99: round2(percentile(times, 0.99)),
  };
}
