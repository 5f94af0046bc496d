import { useEffect, useState } from 'react';
import type { ReferencePage, ReferenceQuery } from '../services/index.js';
import { useValueEditorServices } from '../services/index.js';

type Settled = { key: string } & ({ page: ReferencePage } | { failed: true });

export interface ReferencePageState {
  /** The query's page is on its way. */
  isLoading: boolean;
  /** The query failed (and no retry is under way). */
  isFailed: boolean;
  /** The query's page once it arrived. */
  page: ReferencePage | undefined;
  /** How many records matched the last query that answered: paging keeps it while loading. */
  lastTotal: number | undefined;
  retry: () => void;
}

/**
 * One page of the records a reference may choose, through the host's `findReferences`. A newer
 * query supersedes an older one: a late answer to the older is ignored.
 */
export function useReferencePage(query: ReferenceQuery): ReferencePageState {
  const { findReferences } = useValueEditorServices();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | undefined>(undefined);
  const { contentType, customObjectId, search, page, perPage } = query;
  const key = JSON.stringify([contentType, customObjectId ?? null, search, page, perPage, attempt]);

  useEffect(() => {
    let isCurrent = true;
    findReferences({
      contentType,
      ...(customObjectId !== undefined && { customObjectId }),
      search,
      page,
      perPage,
    }).then(
      (answer) => {
        if (isCurrent) setSettled({ key, page: answer });
      },
      () => {
        if (isCurrent) setSettled({ key, failed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, findReferences, contentType, customObjectId, search, page, perPage]);

  const isCurrent = settled?.key === key;
  return {
    isLoading: !isCurrent,
    isFailed: isCurrent && 'failed' in settled,
    page: isCurrent && 'page' in settled ? settled.page : undefined,
    lastTotal: settled && 'page' in settled ? settled.page.total : undefined,
    retry: () => setAttempt((count) => count + 1),
  };
}
