import type { ResourceTypePlural } from '@metafields/core';

/** The entries of a store's navigation, in order, each by where it leads under the store. */
export const navResourceTypes: readonly ResourceTypePlural[] = [
  'products',
  'variants',
  'categories',
  'brands',
  'customers',
  'orders',
  'channels',
  'locations',
];

export type StoreNavEntry =
  'resources' | ResourceTypePlural | 'templates' | 'jobs' | 'settings' | 'billing';

/** The path of an entry under `/stores/{hash}`. */
export function storeNavPath(storeHash: string, entry: StoreNavEntry): string {
  const store = `/stores/${encodeURIComponent(storeHash)}`;
  return entry === 'resources' ? store : `${store}/${entry}`;
}

/**
 * The entry a page belongs to, for the navigation's current-page marker: a record's pages
 * belong to their list (a variant's to Variants or to Products, as the person came), the
 * template screens to Shared metafields; the store's home only to itself.
 */
export function currentStoreNavEntry(pathname: string, storeHash: string): StoreNavEntry | null {
  const store = storeNavPath(storeHash, 'resources');
  if (pathname === store || pathname === `${store}/`) return 'resources';
  if (!pathname.startsWith(`${store}/`)) return null;
  const first = pathname.slice(store.length + 1).split('/')[0];
  const entries: readonly string[] = [
    ...navResourceTypes,
    'templates',
    'jobs',
    'settings',
    'billing',
  ];
  return entries.includes(first ?? '') ? (first as StoreNavEntry) : null;
}
