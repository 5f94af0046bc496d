import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TreePickerNode } from './TreePicker.js';

/** The children of one node (or of the top level, `null`): on their way, failed, or at hand. */
export type ChildrenEntry =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; nodes: readonly TreePickerNode[] };

/**
 * The tree's nodes, loaded a level at a time through the host's `loadChildren`: `request` asks
 * once per parent, `retry` asks again after a failure. The loader is read from a ref, since
 * hosts often pass a new function on every render.
 */
export function useTreeChildren(
  loadChildren: (parentId: string | null) => Promise<TreePickerNode[]>,
  onFailed: (parentId: string | null) => void,
) {
  const latest = useRef({ loadChildren, onFailed });
  useEffect(() => {
    latest.current = { loadChildren, onFailed };
  });
  const [entries, setEntries] = useState<ReadonlyMap<string | null, ChildrenEntry>>(new Map());
  // The same, at once: a parent is asked once, and retried only after failing, whatever
  // renders (or double presses) come between.
  const statuses = useRef(new Map<string | null, ChildrenEntry['status']>());
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const load = useCallback((parentId: string | null) => {
    const settle = (entry: ChildrenEntry) => {
      statuses.current.set(parentId, entry.status);
      if (isMounted.current) setEntries((known) => new Map(known).set(parentId, entry));
    };
    settle({ status: 'loading' });
    latest.current.loadChildren(parentId).then(
      (nodes) => settle({ status: 'loaded', nodes }),
      () => {
        settle({ status: 'failed' });
        if (isMounted.current) latest.current.onFailed(parentId);
      },
    );
  }, []);

  /** Asks for a parent's children unless asked before. */
  const request = useCallback(
    (parentId: string | null) => {
      if (!statuses.current.has(parentId)) load(parentId);
    },
    [load],
  );
  /** Asks again for children that failed to load. */
  const retry = useCallback(
    (parentId: string | null) => {
      if (statuses.current.get(parentId) === 'failed') load(parentId);
    },
    [load],
  );

  const nodesById = useMemo(() => {
    const nodes = new Map<string, TreePickerNode>();
    for (const entry of entries.values())
      if (entry.status === 'loaded') for (const node of entry.nodes) nodes.set(node.id, node);
    return nodes;
  }, [entries]);

  return { entries, nodesById, request, retry };
}
