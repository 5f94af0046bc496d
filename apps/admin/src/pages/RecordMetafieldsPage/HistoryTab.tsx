import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { ChangeHistoryQuery } from '@metafields/core';
import { ChangeHistory } from '@metafields/widgets';
import { apiClientAtom } from '../../atoms/api.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';

/**
 * A record's History tab (issue 28): every change the app made to its metafields, by whom and
 * from which job or request, with the old and new value, newest first; and the same as CSV.
 */
export function HistoryTab() {
  const { owner } = useRecordRoute();
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  const query = useMemo<ChangeHistoryQuery>(
    () => ({ record_type: owner.type, record_id: owner.id }),
    [owner.type, owner.id],
  );
  const loadPage = useCallback(
    ({ page, limit }: { page: number; limit: number }) =>
      client.history.list(storeHash, { ...query, page, limit }),
    [client, storeHash, query],
  );
  return (
    <ChangeHistory
      loadPage={loadPage}
      timeZone={store?.timezone_name ?? 'UTC'}
      csvHref={client.history.csvUrl(storeHash, query)}
    />
  );
}
