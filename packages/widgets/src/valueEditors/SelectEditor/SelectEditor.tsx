import type { SelectOption } from '@metafields/core';
import {
  MultiSelect,
  MultiSelectItem,
  Select,
  SelectItem,
  useMessages,
} from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { messages } from './messages.js';
import { chosenKeys, chosenOptions, optionKey } from './selectedOptions.js';

const noneKey = 'none';

/**
 * A select field's value: one option (a select list, with 'None' first to clear it) or, when the
 * field's `multiselect` option is on, several (a searchable list whose choices show as tags).
 * Options come from the field's `select_options`. Reports the chosen options whole, as a list of
 * `{ id, value }`, or null when none is chosen. A value naming an option no longer offered shows
 * as nothing chosen.
 */
export function SelectEditor({
  field,
  value,
  onChange,
  isReadOnly = false,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<SelectOption[]>) {
  const t = useMessages(messages);
  const options = field.options?.select_options ?? [];
  const keys = chosenKeys(value, options);
  const shared = {
    label: field.label,
    description: field.description,
    isReadOnly,
    isDisabled,
    isInvalid: errorMessage != null || undefined,
    errorMessage,
  };
  const items = options.map((option, index) => (
    <SelectItem key={optionKey(index)} id={optionKey(index)} textValue={option.value}>
      {option.value}
    </SelectItem>
  ));

  if (field.options?.multiselect) {
    return (
      <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
        <MultiSelect
          {...shared}
          selectedKeys={keys}
          onSelectionChange={(next) => onChange(chosenOptions(next, options))}
        >
          {options.map((option, index) => (
            <MultiSelectItem key={optionKey(index)} id={optionKey(index)} textValue={option.value}>
              {option.value}
            </MultiSelectItem>
          ))}
        </MultiSelect>
      </ValueEditorFrame>
    );
  }

  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <Select
        {...shared}
        value={keys[0] ?? null}
        onChange={(key) =>
          onChange(key === null || key === noneKey ? null : chosenOptions([key], options))
        }
      >
        <SelectItem key={noneKey} id={noneKey} textValue={t('valueEditors.select.none')}>
          {t('valueEditors.select.none')}
        </SelectItem>
        {items}
      </Select>
    </ValueEditorFrame>
  );
}
