import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { isReferenceContentType } from '@metafields/api-client';
import type { ValueEditorServices } from '@metafields/widgets';
import { apiClientAtom } from '../../atoms/api.js';
import { useStoreHash } from '../../layout/useStoreHash.js';

/**
 * The reference pickers' calls for the value editors: products, categories, brands, pages and
 * locations through the gateway's lists. References to custom resources and file uploads are
 * not offered yet; their editors find nothing.
 */
export function useReferenceServices(): Partial<ValueEditorServices> {
  const storeHash = useStoreHash();
  const references = useAtomValue(apiClientAtom).references;
  return useMemo(
    () => ({
      findReferences: async ({ contentType, search, page, perPage }) =>
        isReferenceContentType(contentType)
          ? references.find(storeHash, contentType, { search, page, perPage })
          : { records: [], total: 0 },
      lookUpReferences: async ({ contentType }, ids) =>
        isReferenceContentType(contentType) ? references.lookUp(storeHash, contentType, ids) : [],
    }),
    [references, storeHash],
  );
}
