import { useEffect, useRef, useState } from 'react';
import type { LoadSelectorOptions, SelectorPage, SelectorQuery } from './types.js';

type Settled = { key: string } & ({ page: SelectorPage } | { failed: true });

export interface SelectorPageState {
  /** The query's page is on its way. */
  isLoading: boolean;
  /** The query failed. */
  isFailed: boolean;
  page: SelectorPage | undefined;
  /** The total of the last page that arrived: paging keeps it while the next one loads. */
  lastTotal: number | undefined;
  retry: () => void;
}

/**
 * One page of options through the host's loader. A newer query supersedes an older one, whose
 * late answer is ignored. The loader is read from a ref: hosts often pass a new function on
 * every render, which must not ask again.
 */
export function useSelectorPage(
  loadOptions: LoadSelectorOptions,
  { search, page, perPage }: SelectorQuery,
): SelectorPageState {
  const loader = useRef(loadOptions);
  useEffect(() => {
    loader.current = loadOptions;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | undefined>(undefined);
  const key = JSON.stringify([search, page, perPage, attempt]);

  useEffect(() => {
    let isCurrent = true;
    loader.current({ search, page, perPage }).then(
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
  }, [key, search, page, perPage]);

  const isCurrent = settled?.key === key;
  return {
    isLoading: !isCurrent,
    isFailed: isCurrent && 'failed' in settled,
    page: isCurrent && 'page' in settled ? settled.page : undefined,
    lastTotal: settled && 'page' in settled ? settled.page.total : undefined,
    retry: () => setAttempt((count) => count + 1),
  };
}
