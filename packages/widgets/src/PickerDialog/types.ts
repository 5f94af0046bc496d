/** One choosable item: its id, the name shown, and an optional second line (such as a SKU). */
export interface PickerItem {
  id: string | number;
  name: string;
  detail?: string | undefined;
}

/** What the dialog asks its loader for: the search text, the page (from 1) and its size. */
export interface PickerQuery {
  search: string;
  page: number;
  perPage: number;
}

export interface PickerPage<Item extends PickerItem> {
  items: Item[];
  /** How many items match the search, on every page. */
  total: number;
}

export type LoadPickerPage<Item extends PickerItem> = (
  query: PickerQuery,
) => Promise<PickerPage<Item>>;

/** The page sizes on offer and the one the dialog opens with. */
export interface PickerPageSizes {
  options: readonly number[];
  defaultSize: number;
}

/** The dialog's texts, translated by its user, which names its items in its own words. */
export interface PickerDialogTexts {
  search: string;
  /** The accessible name of the radio or checkbox group. */
  list: string;
  loading: string;
  emptyTitle: string;
  /** Under the empty title: with a search, or when there is nothing at all. */
  emptyDescription: (isSearching: boolean) => string | undefined;
  chosenCount: (count: number) => string;
  /** The accessible name of the paging. */
  pages: string;
  confirm: string;
}
