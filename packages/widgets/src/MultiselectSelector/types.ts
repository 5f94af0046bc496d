/** One choosable item: its id (as the filter rule stores it) and the name shown. */
export interface SelectorOption {
  id: string;
  name: string;
}

export interface SelectorPage {
  options: SelectorOption[];
  /** How many options match the search, on every page. */
  total: number;
}

/** What the selector asks its loader for: the search text, the page (from 1) and its size. */
export interface SelectorQuery {
  search: string;
  page: number;
  perPage: number;
}

export type LoadSelectorOptions = (query: SelectorQuery) => Promise<SelectorPage>;
export type LookUpSelectorOptions = (ids: readonly string[]) => Promise<SelectorOption[]>;
