import { useCallback, useEffect, useRef, useState } from 'react';
import type { LookUpSelectorOptions, SelectorOption } from './types.js';

/**
 * The names of the chosen ids, asked of the host's `lookUpOptions` once per id. Until a name
 * arrives, or when the lookup fails or leaves an id out, `nameOf` answers undefined. `remember`
 * adds options at hand (those the dialog showed), so a fresh choice shows its name at once.
 */
export function useOptionNames(lookUpOptions: LookUpSelectorOptions, ids: readonly string[]) {
  const lookUp = useRef(lookUpOptions);
  useEffect(() => {
    lookUp.current = lookUpOptions;
  });
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // Ids asked for already, answered or not: a failed or partial lookup is not repeated.
  const requested = useRef(new Set<string>());

  const remember = useCallback((options: readonly SelectorOption[]) => {
    if (options.length === 0) return;
    setNames((known) => {
      const next = new Map(known);
      for (const option of options) next.set(option.id, option.name);
      return next;
    });
  }, []);

  // Ids are joined with a character no id holds, so the effect runs when the set changes only.
  const idsKey = ids.join('\u001f');
  useEffect(() => {
    const wanted = idsKey === '' ? [] : idsKey.split('\u001f');
    const missing = wanted.filter((id) => !names.has(id) && !requested.current.has(id));
    if (missing.length === 0) return;
    for (const id of missing) requested.current.add(id);
    // No cancelling: an option's name does not depend on which ids are chosen now.
    lookUp.current(missing).then(remember, () => undefined); // The ids keep showing as '#id'.
  }, [idsKey, names, remember]);

  return { nameOf: (id: string): string | undefined => names.get(id), remember };
}
