/**
 * The business constants of section 9 of both documents, as named values. Times are in
 * milliseconds, sizes in items.
 */

/** The most items one export may hold. */
export const exportItemLimit = 150_000;

/** Import and export jobs and their files are kept one week. */
export const historyRetentionMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How often a job history is read while a job runs. Imports: 1 s in both documents. Exports:
 * 5 s for custom resource values, and for metafield exports "5 seconds in one reading, 1 second
 * in another": `exportMs` is the 5 s reading, `metafieldExportOtherReadingMs` the 1 s one.
 */
export const historyPolling = {
  importMs: 1000,
  exportMs: 5000,
  metafieldExportOtherReadingMs: 1000,
} as const;

/** A failed history read is retried every 20 s (10 s for metafield export), at most 10 times. */
export const historyRetry = {
  intervalMs: 20_000,
  metafieldExportIntervalMs: 10_000,
  maxAttempts: 10,
} as const;

/** Search boxes wait this long after the last keystroke. */
export const searchDebounce = {
  listMs: 300,
  categorySearchMs: 200,
  multiselectSelectorMs: 100,
} as const;

/** The categories keyword search shows this many results. */
export const categorySearchResultLimit = 5;

/** The platform's text limits of a metafield, in characters. */
export const metafieldLimits = {
  namespace: 64,
  key: 64,
  description: 255,
  value: 65_535,
} as const;

/**
 * The longest name of a template, a custom resource or a field, in characters: the spec's
 * default text limit (section 9; it gives no other for names), so that a name fits the lists,
 * titles and links that show it.
 */
export const nameMaxLength = 255;

/** Default min and max (length) of a template's or field's text options. */
export const textOptionLimitDefaults = { min: 1, max: 255 } as const;

/** The store's default sales channel, open on every plan. */
export const defaultChannelId = 1;

export type SortDirection = 'asc' | 'desc';

/** Page size options and default of one list; `paging: 'client'` pages a fully fetched list. */
export interface PageSizeSetting {
  options: readonly number[];
  defaultSize: number;
  paging: 'server' | 'client';
}

/**
 * Page sizes per list. Where the spec gives a default but no options (resources table, template
 * values list) or options but no default (selector modal), the nearest stated list fills in.
 * The spec names no sizes for the customers, brands and channels lists: they take those of
 * locations, the nearest stated list (another resource list searched by name, 25 to 250, 25 by
 * default). The categories list, filtered, is paged like them.
 */
export const pageSizes = {
  metafields: { options: [10, 25, 50, 100, 250], defaultSize: 10, paging: 'client' },
  variants: { options: [25, 50, 100, 250], defaultSize: 250, paging: 'server' },
  // The platform cannot search locations or channels by name: both are fetched whole and paged here.
  locations: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'client' },
  customers: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  brands: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  channels: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'client' },
  orders: { options: [25, 50, 100], defaultSize: 25, paging: 'server' },
  products: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  categories: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  selectorModal: { options: [25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  customResourcePicker: {
    options: [5, 10, 25, 50, 100, 250],
    defaultSize: 50,
    paging: 'server',
  },
  templates: { options: [5, 10, 25, 50, 100, 250], defaultSize: 25, paging: 'server' },
  templateValues: { options: [25, 50, 100, 250], defaultSize: 50, paging: 'server' },
  customResources: { options: [5, 10, 25, 50, 100, 250], defaultSize: 50, paging: 'server' },
  customResourceFields: {
    options: [5, 10, 25, 50, 100, 250],
    defaultSize: 50,
    paging: 'server',
  },
  customResourceValues: { options: [25, 50, 100, 250], defaultSize: 50, paging: 'server' },
} as const satisfies Record<string, PageSizeSetting>;

/** Default sort of the lists that name one. */
export const defaultSorts = {
  orders: { column: 'date_created', direction: 'desc' },
  products: { column: 'total_sold', direction: 'desc' },
} as const satisfies Record<string, { column: string; direction: SortDirection }>;

/** Fetch sizes of reads that are not paged by the user. */
export const fetchLimits = {
  /** A record's metafields, read in one request (`limit`). */
  metafields: 250,
  /** The templates loaded for one record's shared metafield form (`per_page`). */
  templatesPerRecord: 150,
  /** The custom resources of the resources list and content types (`per_page`). */
  customResources: 999,
  /** Lookups of custom resource values by `id:in` (`per_page`). */
  customResourceValueLookups: 999,
} as const;

/** How many files a file field may select: one in single mode, else up to 999. */
export const selectableFiles = { single: 1, list: 999 } as const;

/** The logout page waits before logging out, then before going to the login page. */
export const logoutDelayMs = 500;
export const loginRedirectDelayMs = 2000;

export const richTextMinHeightPx = 200;
export const valueInputMaxWidth = '26em';

/** Files whose extension is one of these get an image preview. */
export const imagePreviewExtensions = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg'] as const;

/**
 * Whether a file name or URL gets an image preview, by its extension (any letter case). A URL's
 * query and fragment are ignored.
 */
export function isImagePreviewable(fileName: string): boolean {
  const [path = ''] = fileName.split(/[?#]/, 1);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = lastSegment.slice(dot + 1).toLowerCase();
  return (imagePreviewExtensions as readonly string[]).includes(extension);
}
