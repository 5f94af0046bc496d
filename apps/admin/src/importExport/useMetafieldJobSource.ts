import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { ResourceTypePlural } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { resourceTypeNameMessages } from '../resources/messages.js';
import type { JobSource } from './jobSource.js';
import { useFormatJobType } from './useFormatJobType.js';

/**
 * A record type's metafield jobs (metafields.md sections 2 and 7): both histories name the type
 * ('No recent product imports') and show each job's Type, Shared or Custom.
 */
export function useMetafieldJobSource(resource: ResourceTypePlural): JobSource {
  const formatJobType = useFormatJobType();
  const tType = useMessages(resourceTypeNameMessages);
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const typeName = tType(`resource.typeName.${resource}`);

  return useMemo<JobSource>(
    () => ({
      load: (direction) => client.jobs.history(storeHash, direction, resource),
      kinds: { import: 'metafieldImport', export: 'metafieldExport' },
      download: (direction, job) => client.jobs.download(storeHash, direction, resource, job.id),
      cancel: (direction, job) => client.jobs.cancel(storeHash, direction, resource, job.id),
      importName: typeName,
      exportName: typeName,
      formatType: formatJobType,
      undo: (id) => client.jobs.undoImport(storeHash, resource, id),
      preview: {
        loadPage: (id, request) => client.jobs.previewPage(storeHash, resource, id, request),
        apply: (id) => client.jobs.applyPreview(storeHash, resource, id),
      },
    }),
    [client, storeHash, resource, typeName, formatJobType],
  );
}
