import { Collection } from 'react-aria-components';
import type {
  Key,
  MenuItemProps as RACMenuItemProps,
  MenuProps as RACMenuProps,
  MenuSectionProps as RACMenuSectionProps,
  SeparatorProps as RACSeparatorProps,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import {
  ItemDescription,
  ItemLabel,
  ItemText,
  SectionHeader,
  SelectionMark,
  StyledMenu,
  StyledMenuItem,
  StyledMenuSection,
  StyledSeparator,
} from './Menu.styles.js';

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className' | 'style' | 'render'> {
  className?: string;
  style?: CSSProperties;
}

/**
 * A list of actions (react-aria's `Menu`): arrow keys move between items, skipping disabled
 * ones, typing a label's first letters jumps to it, Enter or Space runs the focused item's
 * action (`onAction` with its key). Usually opened by an `ActionMenu`; alone, give it an
 * `aria-label`.
 */
export function Menu<T extends object>({
  items,
  children,
  dependencies,
  onAction,
  ...props
}: MenuProps<T>) {
  return (
    <StyledMenu
      {...props}
      // The styled menu is not generic; the value it passes back is one of `items`.
      onAction={onAction && ((key: Key, value: unknown) => onAction(key, value as T))}
    >
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledMenu>
  );
}

export type MenuItemVariant = 'default' | 'danger';

export interface MenuItemProps<T = object> extends Omit<
  RACMenuItemProps<T>,
  'children' | 'className' | 'style'
> {
  /** The label; also what type-ahead matches when it is a string. */
  children: ReactNode;
  /** A second line under the label, in smaller text; it is read as part of the item's name. */
  description?: ReactNode;
  /** A decorative icon before the label. */
  icon?: IconName;
  /** `danger` for destructive actions such as Delete. @default 'default' */
  variant?: MenuItemVariant;
  className?: string;
  style?: CSSProperties;
}

/**
 * One action of a `Menu`. Give it an `id` (the key `onAction` receives) and, when its label is
 * not plain text, a `textValue` for type-ahead.
 */
export function MenuItem<T extends object>({
  children,
  description,
  icon,
  variant = 'default',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <StyledMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <SelectionMark>{isSelected && <Icon name="check" size="small" />}</SelectionMark>
          )}
          {icon && <Icon name={icon} size="small" />}
          {/* No label/description slots: the item's name is all of its text, so what people see is
              what voice control and screen readers call it (WCAG 2.5.3), as in Select. */}
          <ItemText>
            <ItemLabel>{children}</ItemLabel>
            {description != null && <ItemDescription> {description}</ItemDescription>}
          </ItemText>
        </>
      )}
    </StyledMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className' | 'style'> {
  /** A heading over the section's items that names the group. Without one, give an `aria-label`. */
  title?: ReactNode;
  className?: string;
}

/** A group of related items, with an optional heading; sections after the first are ruled off. */
export function MenuSection<T extends object>({
  title,
  items,
  children,
  dependencies,
  ...props
}: MenuSectionProps<T>) {
  return (
    <StyledMenuSection {...props}>
      {title != null && <SectionHeader>{title}</SectionHeader>}
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledMenuSection>
  );
}

export interface MenuSeparatorProps extends Omit<RACSeparatorProps, 'className' | 'style'> {
  className?: string;
}

/** A rule between items; screen readers announce it as a separator. */
export function MenuSeparator(props: MenuSeparatorProps) {
  return <StyledSeparator {...props} />;
}
