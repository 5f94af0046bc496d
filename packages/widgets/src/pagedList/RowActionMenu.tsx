import { commonMessages } from '@metafields/core';
import { ActionMenu, MenuItem, useMessages, type Key } from '@metafields/design-system';
import { useCallback, useRef, type ReactNode } from 'react';
import { pagedListMessages } from './messages.js';
import { MenuCell } from './pagedList.styles.js';
import type { MenuButtonOf } from './rowDialog.js';

export interface RowActionMenuProps {
  /** The row's item by name: the menu button is 'Actions for {name}'. */
  name: string;
  /** The address of the item's form: Edit is a link to it. */
  href?: string | undefined;
  /** Edit, when there is no `href`. */
  onEdit?: (() => void) | undefined;
  /** Delete was chosen; `menuButton` is where focus returns after the confirmation. */
  onDelete: (menuButton: MenuButtonOf) => void;
  /** Items after Edit and Delete, chosen through `onAction`. */
  children?: ReactNode;
  /** One of the `children` items was chosen, by its id. */
  onAction?: ((key: Key, menuButton: MenuButtonOf) => void) | undefined;
}

/** A row's menu: Edit (a link when there is an `href`), Delete, then any further items. */
export function RowActionMenu({
  name,
  href,
  onEdit,
  onDelete,
  children,
  onAction,
}: RowActionMenuProps) {
  const t = useMessages(pagedListMessages);
  const tCommon = useMessages(commonMessages);
  const menuCell = useRef<HTMLSpanElement>(null);
  const menuButton = useCallback(() => menuCell.current?.querySelector('button') ?? null, []);
  return (
    <MenuCell ref={menuCell}>
      <ActionMenu
        aria-label={t('pagedList.rowActions', { name })}
        onAction={(key: Key) => {
          // A link item navigates by itself; without a link, opening is the host's.
          if (key === 'edit') {
            if (href === undefined) onEdit?.();
          } else if (key === 'delete') onDelete(menuButton);
          else onAction?.(key, menuButton);
        }}
      >
        <MenuItem id="edit" icon="edit" {...(href !== undefined && { href })}>
          {tCommon('common.action.edit')}
        </MenuItem>
        <MenuItem id="delete" icon="trash" variant="danger">
          {tCommon('common.action.delete')}
        </MenuItem>
        {children}
      </ActionMenu>
    </MenuCell>
  );
}
