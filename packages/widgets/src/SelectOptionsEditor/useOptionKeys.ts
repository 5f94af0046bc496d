import type { SelectOption } from '@metafields/core';
import { useState } from 'react';

interface RowKeys {
  /** The rows the keys are for, as text: a list that reads differently is a new list. */
  text: string;
  keys: readonly string[];
  /** How many keys were made: the next one is `option-{made + 1}`. */
  made: number;
}

const textOf = (rows: readonly SelectOption[]) => JSON.stringify(rows);

const madeKeys = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `option-${from + i + 1}`);

/**
 * Stable React keys for option rows, which may have no id yet, so that the text field being
 * typed in is not remounted. An edit of the editor's hands the keys on (`keysAfter`): each row of
 * the new list that is an object of the old one keeps its key, and the edited copy of a row
 * keeps that row's. Keys cannot live on the objects themselves: a form library (react-hook-form)
 * hands the options back as copies after every change. A list given from outside that is not
 * the one the last edit made (another field, a discard) gets new keys.
 */
export function useOptionKeys(rows: readonly SelectOption[]) {
  const [state, setState] = useState<RowKeys>(() => ({
    text: textOf(rows),
    keys: madeKeys(0, rows.length),
    made: rows.length,
  }));
  let current = state;
  const text = textOf(rows);
  if (state.text !== text) {
    current = { text, keys: madeKeys(state.made, rows.length), made: state.made + rows.length };
    setState(current);
  }

  /**
   * The keys of `next`, made from `rows` by an edit, and remembered for it; `edited` is the copy
   * an edit of one row made, with that row's index.
   */
  const keysAfter = (
    next: readonly SelectOption[],
    edited?: { index: number; option: SelectOption },
  ): readonly string[] => {
    let made = current.made;
    const used = new Set<string>();
    const keys = next.map((option) => {
      const index = option === edited?.option ? edited.index : rows.indexOf(option);
      let key = current.keys[index];
      // A new row, or the same object twice in a list: a key of its own.
      if (key === undefined || used.has(key)) key = `option-${++made}`;
      used.add(key);
      return key;
    });
    setState({ text: textOf(next), keys, made });
    return keys;
  };

  return { keys: current.keys, keysAfter };
}
