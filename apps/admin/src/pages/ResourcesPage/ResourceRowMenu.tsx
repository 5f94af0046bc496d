import { useRef } from 'react';
import { commonMessages, customResourceMessages, type CustomObject } from '@metafields/core';
import { ActionMenu, MenuItem, useMessages, type Key } from '@metafields/design-system';
import { messages } from './messages.js';
import type { ResourceRow } from './resourceRows.js';

export interface ResourceRowMenuProps {
  /** The row the menu acts on. */
  row: ResourceRow;
  /** 'Delete resource' was chosen, with the menu's button for focus to return to. */
  onDelete: (resource: CustomObject, menuButton: HTMLElement | null) => void;
}

/**
 * A row's menu (spec section 2): View and Manage shared metafields, which are links, and Delete
 * resource on a custom resource, which asks first.
 */
export function ResourceRowMenu({ row, onDelete }: ResourceRowMenuProps) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(customResourceMessages);
  const holder = useRef<HTMLSpanElement>(null);
  const { customResource } = row;
  return (
    <span ref={holder}>
      <ActionMenu
        aria-label={t('resourcesPage.rowActions', { name: row.name })}
        onAction={(key: Key) => {
          if (key === 'delete' && customResource) {
            onDelete(customResource, holder.current?.querySelector('button') ?? null);
          }
        }}
      >
        <MenuItem id="view" href={row.href}>
          {tCommon('common.action.view')}
        </MenuItem>
        <MenuItem id="sharedMetafields" href={row.sharedMetafieldsHref}>
          {tCommon('common.action.manageSharedMetafields')}
        </MenuItem>
        {customResource && (
          <MenuItem id="delete" icon="trash" variant="danger">
            {tResource('resourcesList.action.deleteResource')}
          </MenuItem>
        )}
      </ActionMenu>
    </span>
  );
}
