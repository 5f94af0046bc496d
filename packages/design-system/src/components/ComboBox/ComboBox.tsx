import type { ComboBoxProps as RACComboBoxProps, ValidationResult } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import { FieldPopover, Option, OptionListBox, OptionSection } from '../Select/private.js';
import type { OptionProps, OptionSectionProps } from '../Select/private.js';
import { Spinner } from '../Spinner/Spinner.js';
import { ComboBoxButton, ComboBoxGroup, ComboBoxInput, StyledComboBox } from './ComboBox.styles.js';
import { comboBoxMessages } from './messages.js';

export interface ComboBoxProps<T extends object = object> extends Omit<
  RACComboBoxProps<T, 'single'>,
  | 'children'
  | 'className'
  | 'style'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'allowsEmptyCollection'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `validate`) fails. A function receives the validation result, to word each failure.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  /**
   * Options are being fetched (for `items` filtered by the caller in `onInputChange`): a
   * spinner shows in the field, and in the list while it is empty.
   */
  isLoading?: boolean;
  /** What the open list says when no option matches. Defaults to the translated "No results". */
  emptyState?: ReactNode;
  /** `ComboBoxItem`s and `ComboBoxSection`s, or a function of one of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
  style?: CSSProperties;
}

/**
 * A text input that suggests options as you type (react-aria's `ComboBox`). With
 * `defaultItems` or `ComboBoxItem` children it filters the options itself; with `items` the
 * caller filters them, from `onInputChange`, so options can come from a server. Arrow keys move
 * through the suggestions, Enter chooses, Escape restores the input. `allowsCustomValue` keeps
 * text that matches no option.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  isLoading = false,
  emptyState,
  children,
  ...props
}: ComboBoxProps<T>) {
  const t = useMessages(comboBoxMessages);
  return (
    <StyledComboBox {...props} allowsEmptyCollection>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <ComboBoxGroup isReadOnly={props.isReadOnly}>
        <ComboBoxInput placeholder={placeholder} />
        {isLoading && <Spinner size="small" />}
        {!props.isReadOnly && (
          <ComboBoxButton>
            <Icon name="chevronDown" size="small" />
          </ComboBoxButton>
        )}
      </ComboBoxGroup>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FieldPopover>
        <OptionListBox
          items={props.items ?? props.defaultItems}
          renderEmptyState={() =>
            isLoading ? <Spinner size="small" /> : (emptyState ?? t('comboBox.empty'))
          }
        >
          {children}
        </OptionListBox>
      </FieldPopover>
    </StyledComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = OptionProps<T>;

/** One suggestion of a `ComboBox`; its `id` is the value the field reports. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <Option {...props} />;
}

export type ComboBoxSectionProps<T extends object = object> = OptionSectionProps<T>;

/** A titled group of suggestions in a `ComboBox`. */
export function ComboBoxSection<T extends object>(props: ComboBoxSectionProps<T>) {
  return <OptionSection {...props} />;
}
