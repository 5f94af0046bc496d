import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { isMultiStoreAllowed } from '@metafields/core';
import type { RuleBuilderLoaders } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { currentStoreAtom } from '../atoms/stores.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { categoryTreeLoader } from './categoryTreeLoader.js';

/** The platform's largest page: a rule's categories are named in one call. */
const platformPageLimit = 250;

/**
 * The rule builder's option loaders for the current store: brands, customer groups and the
 * category tree, and the look-ups that name a restored rule's ids. One hook, so the Export tab
 * and the filtered lists offer and name the same options.
 */
export function useRuleBuilderLoaders(): RuleBuilderLoaders {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const multistore = isMultiStoreAllowed(useAtomValue(currentStoreAtom));
  return useMemo<RuleBuilderLoaders>(
    () => ({
      categoryTree: categoryTreeLoader(client.categories, storeHash, multistore),
      brands: async ({ search, page, perPage }) => {
        const brands = await client.lists.brands(storeHash, { page, limit: perPage, name: search });
        return {
          options: brands.data.map((brand) => ({ id: String(brand.id), name: brand.name })),
          total: brands.meta.pagination.total,
        };
      },
      // A restored rule holds brand ids: the picker names them from the platform ('Acme', not
      // '#5'). Ids it no longer knows are left out, and the picker keeps showing those as ids.
      lookUpBrands: async (ids) =>
        (
          await client.references.lookUp(
            storeHash,
            'brand',
            ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
          )
        ).map((brand) => ({ id: String(brand.id), name: brand.name })),
      // A restored rule's categories are named in its summary ('Apparel', not '#18'), from every
      // tree at once; ids no longer found stay ids.
      lookUpCategories: async (ids) => {
        const known = ids.filter((id) => /^[1-9]\d{0,15}$/.test(id));
        if (known.length === 0) return [];
        const found = await client.categories.list(storeHash, {
          limit: platformPageLimit,
          query: { 'category_id:in': known.join(',') },
        });
        return found.data.map((category) => ({
          id: String(category.category_id),
          name: category.name,
        }));
      },
      // v2 gives no total: a full page means there may be another one.
      customerGroups: async ({ search, page, perPage }) => {
        const groups = await client.lists.customerGroups(storeHash, {
          page,
          limit: perPage,
          name: search,
        });
        return {
          options: groups.map((group) => ({ id: String(group.id), name: group.name })),
          total: (page - 1) * perPage + groups.length + (groups.length === perPage ? 1 : 0),
        };
      },
      lookUpCustomerGroups: (ids) =>
        Promise.all(
          ids.map(async (id) => {
            const group = await client.lists.customerGroup(storeHash, id);
            return { id, name: group.name };
          }),
        ),
    }),
    [client, storeHash, multistore],
  );
}
