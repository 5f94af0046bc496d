import { useEffect, useRef, useState } from 'react';
import type { LoadPickerPage, PickerItem, PickerPage, PickerQuery } from './types.js';

type Settled<Item extends PickerItem> = { key: string } & (
  { page: PickerPage<Item> } | { failed: true }
);

export interface PickerPageState<Item extends PickerItem> {
  /** The query's page is on its way. */
  isLoading: boolean;
  /** The query failed (and no retry is under way). */
  isFailed: boolean;
  /** The query's page once it arrived. */
  page: PickerPage<Item> | undefined;
  /** The total of the last page that arrived: paging keeps it while the next one loads. */
  lastTotal: number | undefined;
  retry: () => void;
}

/**
 * One page of items through the user's loader. A newer query supersedes an older one, whose
 * late answer is ignored. The loader is read from a ref: hosts often pass a new function on
 * every render, which must not ask again; what it loads from changes through `scope` instead.
 */
export function usePickerPage<Item extends PickerItem>(
  load: LoadPickerPage<Item>,
  { search, page, perPage }: PickerQuery,
  scope = '',
): PickerPageState<Item> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<Item> | undefined>(undefined);
  const key = JSON.stringify([scope, search, page, perPage, attempt]);

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
