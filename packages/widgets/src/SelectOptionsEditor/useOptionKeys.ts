import type { SelectOption } from '@metafields/core';
import { useRef } from 'react';

/**
 * Stable React keys for option rows, which may have no id yet. A key follows its option object
 * through core's moves and removals (they keep the objects); `carry` hands it to the copy an
 * edit makes, so the text field being typed in is not remounted.
 */
export function useOptionKeys() {
  const keys = useRef(new WeakMap<SelectOption, string>());
  const next = useRef(0);
  const keyOf = (option: SelectOption): string => {
    let key = keys.current.get(option);
    if (key === undefined) {
      next.current += 1;
      key = `option-${next.current}`;
      keys.current.set(option, key);
    }
    return key;
  };
  const carry = (from: SelectOption, to: SelectOption) => keys.current.set(to, keyOf(from));
  return { keyOf, carry };
}
