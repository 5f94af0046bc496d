import { ERROR_TYPE } from '../../errors.js';
import { filter, whereOf, type ListFilter } from '../../lists/filters.js';
import { enumValue, firstIssue, intValue, listOf, textValue } from '../../lists/values.js';
import { likeContains, placeholders, sql, type Sql } from '../../sql.js';
import { pageLimits, readPaging, type Paging } from '../../lists/paging.js';
import { ResponseError } from '../shared/responseError.js';

/** The filters of `getPages` (and of `getPage`, which answers 404 when its page fails them). */
const pageFilters: readonly ListFilter[] = [
  filter('channel_id', intValue, (v) => sql('channel_id = ?', v)),
  filter('id:in', listOf(intValue), (v) => sql(`id IN (${placeholders(v.length)})`, ...v)),
  filter('name', textValue, (v) => sql('name = ?', v)),
  // As documented: the name or the body contains the text.
  filter('name:like', textValue, (v) =>
    sql(`name LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\'`, likeContains(v), likeContains(v)),
  ),
];

/**
 * Parameters common on other endpoints that this one refuses with a 400, as its document says
 * it does; which ones the platform counts is not listed, these are the shaping ones.
 */
const REFUSED = ['sort', 'direction', 'include_fields', 'exclude_fields'] as const;

const includeValue = listOf(enumValue(['body']));

export interface PageListQuery {
  where: Sql[];
  paging: Paging;
  withBody: boolean;
}

/** `ResponseErrorItemized`: the pages API lists its 422's problems as strings. */
export const invalidPageInput = (problems: string[]): ResponseError =>
  new ResponseError(422, {
    status: 422,
    title: 'Invalid Input.',
    type: ERROR_TYPE,
    errors: problems,
  });

export function parsePageListQuery(query: Record<string, string>): PageListQuery {
  const refused = REFUSED.filter((name) => query[name] !== undefined);
  if (refused.length > 0) {
    throw new ResponseError(400, {
      status: 400,
      title: 'Bad Request',
      type: ERROR_TYPE,
      detail: `query parameters not supported on this endpoint: ${refused.join(', ')}`,
    });
  }
  const errors: Record<string, string> = {};
  const where = whereOf(query, pageFilters, new Date(), errors);
  const paging = readPaging(query, pageLimits, errors);
  let withBody = false;
  if (query['include'] !== undefined) {
    const include = includeValue.safeParse(query['include']);
    if (include.success) withBody = true;
    else errors['include'] = firstIssue(include.error);
  }
  const problems = Object.entries(errors).map(([name, problem]) => `${name} ${problem}`);
  if (problems.length > 0) throw invalidPageInput(problems);
  return { where, paging, withBody };
}
