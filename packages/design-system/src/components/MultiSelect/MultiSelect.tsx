import { ComboBoxStateContext, TagGroup } from 'react-aria-components';
import type {
  ComboBoxProps as RACComboBoxProps,
  Key,
  ValidationResult,
} from 'react-aria-components';
import { use, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { ComboBoxButton, ComboBoxGroup, ComboBoxInput } from '../ComboBox/private.js';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import { FieldPopover, Option, OptionListBox, OptionSection } from '../Select/private.js';
import type { OptionProps, OptionSectionProps } from '../Select/private.js';
import { Spinner } from '../Spinner/Spinner.js';
import { multiSelectMessages } from './messages.js';
import {
  ChosenTag,
  ChosenTagList,
  ChosenTagText,
  RemoveButton,
  StyledMultiSelect,
} from './MultiSelect.styles.js';

export interface MultiSelectProps<T extends object = object> extends Omit<
  RACComboBoxProps<T, 'multiple'>,
  | 'children'
  | 'className'
  | 'style'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'allowsCustomValue'
  | 'allowsEmptyCollection'
> {
  /** The visible label; it also names the list of chosen options. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `validate`) fails. A function receives the validation result, to word each failure.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Example input for the search box; never a substitute for the label. */
  placeholder?: string;
  /** The ids of the chosen options (controlled). */
  selectedKeys?: Iterable<Key>;
  /** The ids of the options chosen at first (uncontrolled). */
  defaultSelectedKeys?: Iterable<Key>;
  /** Called with every id chosen after an option is added or removed. */
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Options are being fetched (for `items` filtered by the caller in `onInputChange`). */
  isLoading?: boolean;
  /** What the open list says when no option matches. Defaults to the translated "No results". */
  emptyState?: ReactNode;
  /** `MultiSelectItem`s and `MultiSelectSection`s, or a function of one of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
  style?: CSSProperties;
}

/**
 * Several choices from a list: a search box that filters the options (react-aria's `ComboBox`
 * in multiple selection), each option with a checkbox; the chosen ones show under the field as
 * tags. Enter or a click toggles the highlighted option and keeps the list open; a tag goes
 * with its remove button ("Remove Orders"), or with Backspace or Delete while it has focus.
 */
export function MultiSelect<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  isLoading = false,
  emptyState,
  children,
  ...props
}: MultiSelectProps<T>) {
  const t = useMessages(multiSelectMessages);
  const labelTextId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolledKeys, setUncontrolledKeys] = useState<Key[]>(() => [
    ...(defaultSelectedKeys ?? []),
  ]);
  // react-aria compares the value by identity and resets the search text when it changes, so a
  // controlled value keeps one array while its keys stay the same, even if the caller passes a
  // new Set on every render.
  const keySignature = selectedKeys === undefined ? undefined : JSON.stringify([...selectedKeys]);
  const controlledKeys = useMemo(
    () => (keySignature === undefined ? undefined : (JSON.parse(keySignature) as Key[])),
    [keySignature],
  );
  const value = controlledKeys ?? uncontrolledKeys;

  return (
    <StyledMultiSelect
      {...props}
      selectionMode="multiple"
      value={value}
      onChange={(keys) => {
        setUncontrolledKeys(keys);
        onSelectionChange?.(new Set(keys));
      }}
      allowsEmptyCollection
    >
      {label != null && (
        <FieldLabel isRequired={props.isRequired}>
          <span id={labelTextId}>{label}</span>
        </FieldLabel>
      )}
      <ComboBoxGroup isReadOnly={props.isReadOnly}>
        <ComboBoxInput ref={inputRef} placeholder={placeholder} />
        {isLoading && <Spinner size="small" />}
        {!props.isReadOnly && (
          <ComboBoxButton>
            <Icon name="chevronDown" size="small" />
          </ComboBoxButton>
        )}
      </ComboBoxGroup>
      <ChosenTags
        aria-labelledby={label != null ? labelTextId : props['aria-labelledby']}
        aria-label={label != null ? undefined : props['aria-label']}
        isReadOnly={props.isReadOnly ?? false}
        isDisabled={props.isDisabled ?? false}
        inputRef={inputRef}
      />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FieldPopover>
        <OptionListBox
          items={props.items ?? props.defaultItems}
          renderEmptyState={() =>
            isLoading ? <Spinner size="small" /> : (emptyState ?? t('multiSelect.empty'))
          }
        >
          {children}
        </OptionListBox>
      </FieldPopover>
    </StyledMultiSelect>
  );
}

interface ChosenTagsProps {
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  isReadOnly: boolean;
  isDisabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The chosen options as tags, read from the combo box's state. */
function ChosenTags({ isReadOnly, isDisabled, inputRef, ...labelling }: ChosenTagsProps) {
  const state = use(ComboBoxStateContext);
  if (!state || state.selectedItems.length === 0) return null;
  const canRemove = !isReadOnly && !isDisabled;
  const remove = (keys: Set<Key>) => {
    const remaining = state.selectedItems.map((item) => item.key).filter((key) => !keys.has(key));
    state.setValue(remaining);
    // The removed tag had focus; with no tag left to take it, the search box does.
    if (remaining.length === 0) inputRef.current?.focus();
  };
  return (
    <TagGroup
      {...labelling}
      onRemove={canRemove ? remove : undefined}
      disabledKeys={isDisabled ? state.selectedItems.map((item) => item.key) : undefined}
    >
      <ChosenTagList>
        {state.selectedItems.map((item) => (
          <ChosenTag key={item.key} id={item.key} textValue={item.textValue}>
            {({ allowsRemoving }) => (
              <>
                <ChosenTagText>{item.textValue}</ChosenTagText>
                {allowsRemoving && (
                  <RemoveButton slot="remove">
                    <Icon name="close" size="small" />
                  </RemoveButton>
                )}
              </>
            )}
          </ChosenTag>
        ))}
      </ChosenTagList>
    </TagGroup>
  );
}

export type MultiSelectItemProps<T extends object = object> = OptionProps<T>;

/** One option of a `MultiSelect`; its `id` is what `selectedKeys` holds. */
export function MultiSelectItem<T extends object>(props: MultiSelectItemProps<T>) {
  return <Option {...props} />;
}

export type MultiSelectSectionProps<T extends object = object> = OptionSectionProps<T>;

/** A titled group of options in a `MultiSelect`. */
export function MultiSelectSection<T extends object>(props: MultiSelectSectionProps<T>) {
  return <OptionSection {...props} />;
}
