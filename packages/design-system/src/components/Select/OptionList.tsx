import { Collection } from 'react-aria-components';
import type { ListBoxItemProps, ListBoxProps, ListBoxSectionProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { SelectionMark } from '../Table/SelectionMark.js';
import {
  CheckboxIndicator,
  CheckIndicator,
  OptionDescription,
  OptionLabel,
  SectionHeader,
  StyledListBox,
  StyledOption,
  StyledSection,
} from './OptionList.styles.js';

export interface OptionListBoxProps<T extends object> extends Omit<
  ListBoxProps<T>,
  'className' | 'style'
> {
  className?: string;
}

/** The list of options inside a field's popover (react-aria's `ListBox`). */
export function OptionListBox<T extends object>({
  items,
  children,
  dependencies,
  ...props
}: OptionListBoxProps<T>) {
  return (
    <StyledListBox {...props}>
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledListBox>
  );
}

export interface OptionProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'children' | 'className' | 'style' | 'render'
> {
  /** What the option says. */
  children: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  /** Plain text for type-ahead and for the field's value when `children` is not a string. */
  textValue?: string;
  className?: string;
}

/**
 * One option. A single-choice list marks the chosen option with a check at the end; a
 * multiple-choice list draws a checkbox at the start of every option.
 */
export function Option<T extends object>({
  children,
  description,
  textValue,
  ...props
}: OptionProps<T>) {
  return (
    <StyledOption
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
    >
      {({ selectionMode }) => (
        <>
          {selectionMode === 'multiple' ? (
            <CheckboxIndicator>
              <SelectionMark />
            </CheckboxIndicator>
          ) : (
            <CheckIndicator>
              <Icon name="check" size="small" />
            </CheckIndicator>
          )}
          {/* No label/description slots: the option's name is all of its text, so what people
              see is what voice control and screen readers call it (WCAG 2.5.3). */}
          <OptionLabel>{children}</OptionLabel>
          {description != null && <OptionDescription> {description}</OptionDescription>}
        </>
      )}
    </StyledOption>
  );
}

export interface OptionSectionProps<T extends object = object> extends Omit<
  ListBoxSectionProps<T>,
  'children' | 'className' | 'style'
> {
  /** The heading of the group, which also names it for assistive technology. */
  title: ReactNode;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** A titled group of options. */
export function OptionSection<T extends object>({
  title,
  children,
  items,
  dependencies,
  ...props
}: OptionSectionProps<T>) {
  return (
    <StyledSection {...props}>
      <SectionHeader>{title}</SectionHeader>
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledSection>
  );
}
