import type { Key, SelectProps as RACSelectProps, ValidationResult } from 'react-aria-components';
import { useMemo, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import { FieldPopover } from './FieldPopover.js';
import { Option, OptionListBox, OptionSection } from './OptionList.js';
import type { OptionProps, OptionSectionProps } from './OptionList.js';
import { SelectTrigger, StyledSelect, StyledSelectValue } from './Select.styles.js';

export interface SelectProps<T extends object = object> extends Omit<
  RACSelectProps<T, 'single'>,
  'children' | 'className' | 'style' | 'selectionMode' | 'selectedKey' | 'defaultSelectedKey'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the trigger as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `validate`) fails. A function receives the validation result, to word each failure.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shows the value and keeps focus, but neither opens the list nor changes the value. */
  isReadOnly?: boolean;
  /** The options as data; `children` is then a function that renders one. */
  items?: Iterable<T>;
  /** `SelectItem`s and `SelectSection`s, or a function of one of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
  style?: CSSProperties;
}

/**
 * A single choice from a list that opens under a button (react-aria's `Select`): open with
 * Enter, Space or the arrow keys, move with the arrows, pick with Enter; typing letters on the
 * closed trigger picks the matching option. The value is an option `id`, through
 * `value`/`onChange`; a hidden `<select>` submits it with a form under `name`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isReadOnly = false,
  items,
  children,
  value: valueProp,
  defaultValue = null,
  onChange,
  onSelectionChange,
  isOpen,
  onOpenChange,
  ...props
}: SelectProps<T>) {
  // The value is always held here, so a read-only field can ignore every change react-aria asks
  // for: react-aria's Select has no read-only mode.
  const [uncontrolledValue, setUncontrolledValue] = useState<Key | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : uncontrolledValue;
  // Open state is always controlled: switching react-aria between uncontrolled and `false` when
  // the field turns read-only makes React warn.
  const [ownIsOpen, setOwnIsOpen] = useState(false);
  const open = !isReadOnly && (isOpen ?? ownIsOpen);
  // react-aria builds the whole collection even while the list is closed, and a page of many
  // selects (a rule of 50 conditions) pays for every option. Until a pointer first comes over
  // the field or it takes focus, it only needs the chosen option, for its text and the hidden
  // <select>; from then on it has all of them, so a press opens the whole list and typing
  // letters on the focused trigger finds any option.
  const [isEngaged, setIsEngaged] = useState(false);
  const shownItems = useMemo(
    () => (isEngaged || open || items === undefined ? items : chosenItems(items, value)),
    [isEngaged, open, items, value],
  );

  return (
    <StyledSelect
      {...props}
      value={value}
      onChange={
        isReadOnly
          ? undefined
          : (key) => {
              setUncontrolledValue(key);
              onChange?.(key);
            }
      }
      onSelectionChange={isReadOnly ? undefined : onSelectionChange}
      isOpen={open}
      onPointerEnter={() => setIsEngaged(true)}
      onFocus={(event) => {
        setIsEngaged(true);
        props.onFocus?.(event);
      }}
      onOpenChange={(open) => {
        setOwnIsOpen(open);
        onOpenChange?.(open);
      }}
      data-readonly={isReadOnly || undefined}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <SelectTrigger>
        <StyledSelectValue>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </StyledSelectValue>
        {!isReadOnly && <Icon name="chevronDown" size="small" />}
      </SelectTrigger>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FieldPopover>
        <OptionListBox items={shownItems}>{children}</OptionListBox>
      </FieldPopover>
    </StyledSelect>
  );
}

/** The options whose `id` is the value; all of them when options have no `id` to compare. */
function chosenItems<T extends object>(items: Iterable<T>, value: Key | null): Iterable<T> {
  const all = [...items];
  if (!all.every((item) => 'id' in item)) return all;
  return all.filter((item) => (item as { id: unknown }).id === value);
}

export type SelectItemProps<T extends object = object> = OptionProps<T>;

/** One option of a `Select`; its `id` is the value the field reports. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <Option {...props} />;
}

export type SelectSectionProps<T extends object = object> = OptionSectionProps<T>;

/** A titled group of options in a `Select`. */
export function SelectSection<T extends object>(props: SelectSectionProps<T>) {
  return <OptionSection {...props} />;
}
