import {
  addSelectOption,
  appendPastedSelectOptions,
  canRemoveSelectOption,
  moveSelectOption,
  removeSelectOption,
  selectOptionRows,
} from '@metafields/core';
import type { SelectOption } from '@metafields/core';
import {
  Button,
  IconButton,
  ReorderableList,
  Text,
  TextField,
  useMessages,
} from '@metafields/design-system';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { ImportOptionsDialog } from './ImportOptionsDialog.js';
import { selectOptionsEditorMessages } from './messages.js';
import { Actions, Group, GroupLabel, OptionRow } from './SelectOptionsEditor.styles.js';
import { useOptionKeys } from './useOptionKeys.js';

export interface SelectOptionsEditorProps {
  /** The options in order; an empty list shows one blank row (a select keeps at least one). */
  value: SelectOption[];
  /** The whole new list, after every edit, move, removal, addition or import. */
  onChange: (options: SelectOption[]) => void;
  /** Names the list ('Select options'). */
  label: ReactNode;
  /** An error about the whole list (the server's `options.select_options`). */
  errorMessage?: ReactNode;
  /** Errors per row, by index (the server's `options.select_options.{index}`). */
  rowErrors?: Readonly<Record<number, string>>;
  /** Shows the options, focusable and readable, with no way to change them. */
  isReadOnly?: boolean;
}

interface OptionItem {
  id: string;
  index: number;
  option: SelectOption;
}

/**
 * A select field's or template's options: add, edit, remove (never the last one), reorder by
 * dragging or by keyboard (a row's handle: Space, the arrows, Space; or its move buttons), and
 * import from pasted text.
 * Every rule is core's (`selectOptions.ts`); the editor reports whole lists through `onChange`.
 */
export function SelectOptionsEditor({
  value,
  onChange,
  label,
  errorMessage,
  rowErrors,
  isReadOnly = false,
}: SelectOptionsEditorProps) {
  const t = useMessages(selectOptionsEditorMessages);
  const labelId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Memoised so the blank row of an empty list keeps its key while it is typed into.
  const rows = useMemo(() => selectOptionRows(value), [value]);
  const { keys, keysAfter } = useOptionKeys(rows);
  // After adding or removing a row, the row whose text field takes focus once it renders.
  const focusKey = useRef<string | null>(null);

  useEffect(() => {
    const key = focusKey.current;
    if (key === null) return;
    focusKey.current = null;
    // The row may render a pass after this one: the field takes focus within a few frames.
    let frame = 0;
    let attempts = 0;
    const focusField = () => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${key}"]`);
      const input = row?.querySelector('input');
      if (!input) {
        if (++attempts < 10) frame = requestAnimationFrame(focusField);
        return;
      }
      input.focus();
    };
    frame = requestAnimationFrame(focusField);
    return () => cancelAnimationFrame(frame);
  });

  const items: OptionItem[] = rows.map((option, index) => ({ id: keys[index]!, index, option }));

  const optionLabel = (index: number) =>
    t('selectOptionsEditor.option.label', { number: index + 1 });

  /** Reports a list the editor made from `rows`, its rows keeping their keys. */
  const change = (next: SelectOption[], edited?: { index: number; option: SelectOption }) => {
    const nextKeys = keysAfter(next, edited);
    onChange(next);
    return nextKeys;
  };

  const edit = (index: number, text: string) => {
    const option = { ...rows[index], value: text };
    change(
      rows.map((row, i) => (i === index ? option : row)),
      { index, option },
    );
  };

  const remove = (index: number) => {
    const nextKeys = change(removeSelectOption(rows, index));
    focusKey.current = nextKeys[Math.min(index, nextKeys.length - 1)] ?? null;
  };

  const add = () => {
    const nextKeys = change(addSelectOption(rows));
    focusKey.current = nextKeys[nextKeys.length - 1] ?? null;
  };

  return (
    <Group
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage != null ? errorId : undefined}
    >
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <div ref={listRef}>
        <ReorderableList<OptionItem>
          aria-labelledby={labelId}
          items={items}
          itemLabel={(item) => item.option.value.trim() || optionLabel(item.index)}
          isDisabled={isReadOnly}
          showMoveButtons={!isReadOnly}
          onMove={(from, to) => change(moveSelectOption(rows, from, to))}
        >
          {(item) => (
            <OptionRow>
              <TextField
                aria-label={optionLabel(item.index)}
                value={item.option.value}
                onChange={(text) => edit(item.index, text)}
                isReadOnly={isReadOnly}
                isInvalid={rowErrors?.[item.index] != null || undefined}
                errorMessage={rowErrors?.[item.index]}
              />
              {!isReadOnly && (
                <IconButton
                  icon="trash"
                  aria-label={t('selectOptionsEditor.option.remove', { number: item.index + 1 })}
                  isDisabled={!canRemoveSelectOption(rows)}
                  onPress={() => remove(item.index)}
                />
              )}
            </OptionRow>
          )}
        </ReorderableList>
      </div>
      {errorMessage != null && (
        <Text id={errorId} tone="critical">
          {errorMessage}
        </Text>
      )}
      {!isReadOnly && (
        <Actions>
          <Button variant="secondary" onPress={add}>
            {t('selectOptionsEditor.add')}
          </Button>
          <ImportOptionsDialog
            onImport={(values) => change(appendPastedSelectOptions(rows, values))}
          />
        </Actions>
      )}
    </Group>
  );
}
