/**
 * What a metafield's form is handed when it opens from the Custom tab: the list's query (its
 * `?tab=custom&search=…&page=…`), so that saving, Cancel and the back link return to the tab
 * and the list as the person left them, and the record page's referer (category search and
 * tree), so that its back link still leads where it did.
 */
export interface MetafieldListState {
  listSearch: string;
  referer?: string;
}

/** The Custom tab, when the form was opened some other way (a link, a reload). */
const customTab = '?tab=custom';

function stringField(state: unknown, name: string): string | undefined {
  if (typeof state !== 'object' || state === null || !(name in state)) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The state to open a form with, from the list page's location. */
export function metafieldListState(location: {
  search: string;
  state: unknown;
}): MetafieldListState {
  const params = new URLSearchParams(location.search);
  // The tab the list is on, even when it was the first tab and the URL did not name it.
  params.set('tab', 'custom');
  const referer = stringField(location.state, 'referer');
  return { listSearch: `?${params.toString()}`, ...(referer !== undefined && { referer }) };
}

/** Where the form returns: the list's query handed over, else the Custom tab. */
export function metafieldListReturn(state: unknown): { search: string; state: unknown } {
  const listSearch = stringField(state, 'listSearch');
  const referer = stringField(state, 'referer');
  return {
    search: listSearch?.startsWith('?') ? listSearch : customTab,
    state: referer === undefined ? null : { referer },
  };
}
