import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReferenceRecord, ReferenceSource } from '../services/index.js';
import { useValueEditorServices } from '../services/index.js';

/** Names are kept per resource, so a field switched to another resource asks again. */
const sourceKey = (source: ReferenceSource) =>
  `${source.contentType}:${source.customObjectId ?? ''}`;

/**
 * The names of the chosen records, looked up through the host's `lookUpReferences` once per id
 * and resource. Until a name arrives, or when the lookup fails or leaves the id out, `nameOf`
 * answers undefined. `remember` adds records already at hand, such as those the picker showed,
 * so a fresh choice shows its name at once.
 */
export function useReferenceNames(source: ReferenceSource, ids: readonly number[]) {
  const { lookUpReferences } = useValueEditorServices();
  const key = sourceKey(source);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // Ids asked for already, answered or not: a failed or partial lookup is not repeated.
  const requested = useRef(new Set<string>());

  const remember = useCallback((records: readonly ReferenceRecord[], recordsKey: string) => {
    if (records.length === 0) return;
    setNames((known) => {
      const next = new Map(known);
      for (const record of records) next.set(`${recordsKey}#${record.id}`, record.name);
      return next;
    });
  }, []);

  const { contentType, customObjectId } = source;
  const idsKey = ids.join(',');
  useEffect(() => {
    const wanted = idsKey === '' ? [] : idsKey.split(',').map(Number);
    const missing = wanted.filter((id) => !requested.current.has(`${key}#${id}`));
    if (missing.length === 0) return;
    for (const id of missing) requested.current.add(`${key}#${id}`);
    const lookedUp: ReferenceSource = {
      contentType,
      ...(customObjectId !== undefined && { customObjectId }),
    };
    // No cancelling: a record's name does not depend on which ids are chosen now.
    lookUpReferences(lookedUp, missing).then(
      (records) => remember(records, key),
      () => undefined, // The ids keep showing as '#id'.
    );
  }, [idsKey, key, contentType, customObjectId, lookUpReferences, remember]);

  return {
    nameOf: (id: number): string | undefined => names.get(`${key}#${id}`),
    remember: (records: readonly ReferenceRecord[]) => remember(records, key),
  };
}
