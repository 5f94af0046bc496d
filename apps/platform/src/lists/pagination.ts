/** `meta.pagination` of the platform's collection responses (`pagination_Full`). */
export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  links: { previous?: string; current: string; next?: string };
}

/**
 * The links are query strings (`?page=2&limit=50`). They keep the request's other parameters,
 * as sent, so that following `next` stays on the same filtered and sorted list.
 */
export function pageLink(rawQuery: string, page: number, limit: number): string {
  const kept = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .filter((part) => {
      const key = decodeURIComponentSafe(part.split('=')[0] ?? '');
      return key !== 'page' && key !== 'limit';
    });
  return `?${[...kept, `page=${page}`, `limit=${limit}`].join('&')}`;
}

/** The query string of a request URL, without the `?`. */
export function rawQueryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function paginate(input: {
  total: number;
  count: number;
  page: number;
  limit: number;
  rawQuery: string;
}): Pagination {
  const { total, count, page, limit, rawQuery } = input;
  const totalPages = Math.ceil(total / limit);
  const link = (to: number) => pageLink(rawQuery, to, limit);
  return {
    total,
    count,
    per_page: limit,
    current_page: page,
    total_pages: totalPages,
    links: {
      ...(page > 1 ? { previous: link(page - 1) } : {}),
      current: link(page),
      ...(page < totalPages ? { next: link(page + 1) } : {}),
    },
  };
}
