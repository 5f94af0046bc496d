import { useRef } from 'react';

/** Letters typed within this long of each other make one search, as in a native select. */
export const typeAheadPauseMs = 1000;

/**
 * What a person has typed for type-ahead: `add` returns the search so far (the key joins it
 * when it came within the pause, else starts a new one); `reset` ends it (another key came).
 */
export function useTypedText() {
  const typed = useRef({ text: '', at: 0 });
  return {
    add(key: string, at: number): string {
      const last = typed.current;
      const text = (at - last.at < typeAheadPauseMs ? last.text : '') + key;
      typed.current = { text, at };
      return text;
    },
    reset() {
      typed.current.text = '';
    },
  };
}

/**
 * The first item, looking from `start` on and round to the beginning, whose name starts with
 * `text` as the collator compares (a base-sensitivity collator ignores case and accents).
 */
export function firstStartingWith<T>(
  items: readonly T[],
  start: number,
  text: string,
  nameOf: (item: T) => string | null,
  collator: Intl.Collator,
): T | undefined {
  const from = Math.max(0, Math.min(start, items.length));
  return [...items.slice(from), ...items.slice(0, from)].find((item) => {
    const name = nameOf(item);
    return name !== null && collator.compare(name.slice(0, text.length), text) === 0;
  });
}
