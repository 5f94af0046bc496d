import {
  changeHistoryPageSchema,
  type ChangeHistoryPage,
  type ChangeHistoryQuery,
} from '@metafields/core';
import type { Http } from './http.js';
import { fileNameOf, type DownloadedFile } from './jobs.js';

/** The query's filters as search parameters, those left out not sent. */
function searchOf(query: ChangeHistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/**
 * A store's change history (issue 28): a page of changes to metafields and custom-resource
 * values, newest first, filtered by record or job; and the same as a CSV file.
 */
export function historyCalls({ call }: Pick<Http, 'call'>, baseUrl: string) {
  const path = (storeHash: string) => `api/stores/${encodeURIComponent(storeHash)}/history`;
  return {
    /** GET /history: a page of changes, `{ data, meta: { total } }`. */
    list: (storeHash: string, query: ChangeHistoryQuery = {}) =>
      call(async (http): Promise<ChangeHistoryPage> =>
        changeHistoryPageSchema.parse(
          await http.get(path(storeHash), { searchParams: searchOf(query) }).json(),
        ),
      ),
    /**
     * The CSV export's address, for a link the browser downloads itself (the session's cookie
     * goes with it): the whole history is streamed, so it is not read into the page.
     */
    csvUrl: (storeHash: string, query: ChangeHistoryQuery = {}) => {
      const search = searchOf(query).toString();
      const prefix = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
      return `${prefix}${path(storeHash)}.csv${search === '' ? '' : `?${search}`}`;
    },
    /** The CSV export, read whole: for callers outside a browser. */
    downloadCsv: (storeHash: string, query: ChangeHistoryQuery = {}) =>
      call(async (http): Promise<DownloadedFile> => {
        const response = await http.get(`${path(storeHash)}.csv`, {
          searchParams: searchOf(query),
        });
        return {
          blob: await response.blob(),
          fileName: fileNameOf(response, 'change-history.csv'),
        };
      }),
  };
}

export type HistoryCalls = ReturnType<typeof historyCalls>;
