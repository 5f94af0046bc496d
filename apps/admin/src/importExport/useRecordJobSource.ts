import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { MetafieldOwner } from '@metafields/api-client';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import type { JobSource } from './jobSource.js';
import { useFormatJobType } from './useFormatJobType.js';

/**
 * A record's metafield jobs (issue 23; metafields.md sections 2 and 7): the list's jobs
 * restricted to one record, on the list's schedule, named by the record's type ('No recent
 * product imports'), each with its Type, Shared or Custom.
 */
export function useRecordJobSource(owner: MetafieldOwner, typeName: string): JobSource {
  const formatJobType = useFormatJobType();
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();

  return useMemo<JobSource>(
    () => ({
      load: (direction) => client.jobs.record.history(storeHash, owner, direction),
      kinds: { import: 'metafieldImport', export: 'metafieldExport' },
      download: (direction, job) =>
        client.jobs.record.download(storeHash, owner, direction, job.id),
      cancel: (direction, job) => client.jobs.record.cancel(storeHash, owner, direction, job.id),
      importName: typeName,
      exportName: typeName,
      formatType: formatJobType,
      undo: (id) => client.jobs.record.undoImport(storeHash, owner, id),
      preview: {
        loadPage: (id, request) => client.jobs.record.previewPage(storeHash, owner, id, request),
        apply: (id) => client.jobs.record.applyPreview(storeHash, owner, id),
      },
    }),
    [client, storeHash, owner, typeName, formatJobType],
  );
}
