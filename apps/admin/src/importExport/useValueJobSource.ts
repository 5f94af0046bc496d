import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { CustomObject } from '@metafields/core';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import type { JobSource } from './jobSource.js';
import { useFormatJobType } from './useFormatJobType.js';

/**
 * A custom resource's value jobs (custom resources sections 2 and 7): the import history names
 * the resource ('No recent Recipe imports'), the export history names nothing ('No recent
 * exports'). The spec's histories have no Type column; the import history has one since issue
 * 28 (`withTypes`), so that an import, its preview and its undo can be told apart.
 */
export function useValueJobSource(
  resource: Pick<CustomObject, 'id' | 'name'>,
  { withTypes = false } = {},
): JobSource {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const formatJobType = useFormatJobType();
  const { id, name } = resource;

  return useMemo<JobSource>(
    () => ({
      load: (direction) => client.customResources.jobs.history(storeHash, id, direction),
      kinds: { import: 'valueImport', export: 'valueExport' },
      download: (direction, job) =>
        client.customResources.jobs.download(storeHash, id, direction, job.id),
      cancel: (direction, job) =>
        client.customResources.jobs.cancel(storeHash, id, direction, job.id),
      importName: name,
      ...(withTypes && { formatType: formatJobType }),
      undo: (importId) => client.customResources.jobs.undoImport(storeHash, id, importId),
      preview: {
        loadPage: (previewId, request) =>
          client.customResources.jobs.previewPage(storeHash, id, previewId, request),
        apply: (previewId) => client.customResources.jobs.applyPreview(storeHash, id, previewId),
      },
    }),
    [client, storeHash, id, name, withTypes, formatJobType],
  );
}
