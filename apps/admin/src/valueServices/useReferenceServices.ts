import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { isReferenceContentType } from '@metafields/api-client';
import type { ValueEditorServices } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { customResourceIdOfAtom } from '../atoms/customResources.js';
import { useStoreHash } from '../layout/useStoreHash.js';

/**
 * The reference pickers' calls for the value editors: products, categories, brands, pages and
 * locations through the gateway's lists; a custom resource's values, named by its display field,
 * through the server. A content type that names neither finds nothing.
 */
export function useReferenceServices(): Pick<
  ValueEditorServices,
  'findReferences' | 'lookUpReferences'
> {
  const storeHash = useStoreHash();
  const { references, customResources } = useAtomValue(apiClientAtom);
  const customResourceIdOf = useAtomValue(customResourceIdOfAtom);
  return useMemo(
    () => ({
      findReferences: async ({ search, page, perPage, ...source }) => {
        const query = { search, page, perPage };
        if (isReferenceContentType(source.contentType)) {
          return references.find(storeHash, source.contentType, query);
        }
        const objectId = await customResourceIdOf(source);
        return objectId === undefined
          ? { records: [], total: 0 }
          : customResources.findValues(storeHash, objectId, query);
      },
      lookUpReferences: async (source, ids) => {
        if (isReferenceContentType(source.contentType)) {
          return references.lookUp(storeHash, source.contentType, ids);
        }
        const objectId = await customResourceIdOf(source);
        return objectId === undefined ? [] : customResources.lookUpValues(storeHash, objectId, ids);
      },
    }),
    [references, customResources, customResourceIdOf, storeHash],
  );
}
