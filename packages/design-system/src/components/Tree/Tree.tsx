import { createContext, use, useCallback, useId, useState } from 'react';
import { Collection, TreeItemContent } from 'react-aria-components';
import type {
  Key,
  TreeItemProps as RACTreeItemProps,
  TreeProps as RACTreeProps,
} from 'react-aria-components';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { SelectionCheckbox } from '../Table/private.js';
import { treeMessages } from './messages.js';
import {
  ChevronButton,
  ChevronSpacer,
  ItemIcon,
  ItemTitle,
  StyledTree,
  StyledTreeItem,
  UnavailableReason,
} from './Tree.styles.js';

export interface TreeProps<T extends object> extends Omit<
  RACTreeProps<T>,
  'className' | 'style' | 'renderEmptyState'
> {
  /** What to show when there are no items. @default the translated "No items" */
  renderEmptyState?: () => ReactNode;
  className?: string;
  style?: CSSProperties;
}

// Disabled items stay focusable (disabledBehavior 'selection'), so react-aria would still run
// the tree's onAction for them; items register here so that the tree can refuse.
const UnavailableKeysContext = createContext<Set<Key> | null>(null);

/**
 * A tree of nested items (react-aria's `Tree`, a `treegrid`). ArrowUp and ArrowDown move
 * between visible rows; ArrowRight expands a row; ArrowLeft collapses it, or moves from a child
 * to its parent (both reversed in right-to-left text); Enter acts on a row (`onAction`). Expansion is controlled through `expandedKeys`/`onExpandedChange` or starts from
 * `defaultExpandedKeys`. With `selectionMode`, each row has a checkbox (a round mark for
 * `single`) and Space selects.
 *
 * Disabled items (`isDisabled` on a `TreeItem`, or `disabledKeys`) cannot be selected or acted
 * on, but stay focusable and expandable, so that a keyboard user can reach them and hear why
 * (`disabledReason`). Pass `disabledBehavior="all"` to take them out of navigation instead.
 */
export function Tree<T extends object>({
  items,
  children,
  dependencies,
  renderEmptyState,
  disabledBehavior = 'selection',
  onAction,
  ...props
}: TreeProps<T>) {
  const t = useMessages(treeMessages);
  const [unavailableKeys] = useState(() => new Set<Key>());
  return (
    <UnavailableKeysContext value={unavailableKeys}>
      <StyledTree
        {...props}
        disabledBehavior={disabledBehavior}
        {...(onAction && {
          onAction: (key: Key) => {
            if (!unavailableKeys.has(key)) onAction(key);
          },
        })}
        renderEmptyState={() => renderEmptyState?.() ?? t('tree.empty')}
      >
        <Collection items={items} dependencies={dependencies}>
          {children}
        </Collection>
      </StyledTree>
    </UnavailableKeysContext>
  );
}

export interface TreeItemProps<T extends object = object> extends Omit<
  RACTreeItemProps<T>,
  'children' | 'className' | 'style' | 'textValue'
> {
  /** The item's title. */
  title: ReactNode;
  /**
   * The item as plain text, for type-ahead and the row's accessible name.
   * @default the title, when it is a string
   */
  textValue?: string;
  /** An icon before the title. */
  icon?: IconName;
  /**
   * Why a disabled item is unavailable ("Available on the Enterprise plan"): a warning icon
   * that shows the text on hover and focus, and the row's accessible description.
   */
  disabledReason?: ReactNode;
  /** Nested data: the children to render with `children` as a function, like `Tree`'s `items`. */
  childItems?: Iterable<T>;
  /** Nested `TreeItem`s, or a function rendering each of `childItems`. */
  children?: ReactNode | ((item: T) => ReactElement);
}

/**
 * One row of a `Tree`, with a chevron button when it has children (named "Expand"/"Collapse"
 * by react-aria, after the row), a selection checkbox in selection mode, an optional icon, and
 * its nested items as `children`.
 */
export function TreeItem<T extends object = object>({
  title,
  textValue,
  icon,
  disabledReason,
  childItems,
  children,
  isDisabled = false,
  onAction,
  ...props
}: TreeItemProps<T>) {
  const reasonId = useId();
  const hasReason = isDisabled && disabledReason != null;
  const unavailableKeys = use(UnavailableKeysContext);
  const { id } = props;
  // react-aria's tree rows take no aria-describedby prop yet (its source says "TODO: support
  // description in the tree row"), so the row is described once it is in the page.
  const describeRow = useCallback(
    (row: HTMLDivElement | null) => {
      if (!row || !isDisabled) return;
      row.setAttribute('aria-disabled', 'true');
      if (hasReason) row.setAttribute('aria-describedby', reasonId);
      if (id !== undefined) unavailableKeys?.add(id);
      return () => {
        row.removeAttribute('aria-disabled');
        row.removeAttribute('aria-describedby');
        if (id !== undefined) unavailableKeys?.delete(id);
      };
    },
    [isDisabled, hasReason, reasonId, id, unavailableKeys],
  );

  return (
    <StyledTreeItem
      {...props}
      ref={describeRow}
      textValue={textValue ?? (typeof title === 'string' ? title : '')}
      isDisabled={isDisabled}
      data-unavailable={isDisabled || undefined}
      {...(!isDisabled && onAction && { onAction })}
    >
      <TreeItemContent>
        {({ hasChildItems, selectionMode, selectionBehavior }) => (
          <>
            {hasChildItems ? (
              <ChevronButton slot="chevron">
                <span>
                  <Icon name="chevronRight" size="small" />
                </span>
              </ChevronButton>
            ) : (
              <ChevronSpacer />
            )}
            {selectionMode !== 'none' && selectionBehavior === 'toggle' && (
              <SelectionCheckbox shape={selectionMode === 'single' ? 'radio' : 'checkbox'} />
            )}
            {icon && (
              <ItemIcon>
                <Icon name={icon} size="small" />
              </ItemIcon>
            )}
            <ItemTitle>{title}</ItemTitle>
            {hasReason && (
              <UnavailableReason>
                <Icon name="alert" size="small" />
                <span role="tooltip" id={reasonId}>
                  {disabledReason}
                </span>
              </UnavailableReason>
            )}
          </>
        )}
      </TreeItemContent>
      {childItems !== undefined && typeof children === 'function' ? (
        <Collection items={childItems}>{children}</Collection>
      ) : (
        typeof children !== 'function' && children
      )}
    </StyledTreeItem>
  );
}
