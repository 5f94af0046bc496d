import {
  commonMessages,
  contentTypeDisplayName,
  templateMessages,
  templateUniqueId,
  type CustomResourceSummary,
  type Template,
} from '@metafields/core';
import {
  ActionMenu,
  Link,
  MenuItem,
  VisuallyHidden,
  useMessages,
  type Key,
} from '@metafields/design-system';
import { templateListMessages } from './messages.js';
import { useCallback, useRef } from 'react';
import { CellText, MenuCell, NameText, NamespaceAndKey, RowGrid } from './TemplateList.styles.js';
import { useCoreMessage } from '../useCoreMessage.js';

export type TemplateRowAction = 'edit' | 'delete' | 'viewGraphql';

/** The button of the row's menu, for focus to return to after a dialog. */
export type MenuButtonOf = () => HTMLElement | null;

export interface TemplateRowProps {
  /** The template shown. */
  template: Template;
  /** The store's custom resources, to name a content type that is one of them. */
  customResources: readonly CustomResourceSummary[];
  /** Where the template's form is; else `onOpen` opens it. */
  href?: string | undefined;
  /** Opens the template's form, when there is no `href`. */
  onOpen?: ((template: Template) => void) | undefined;
  /** An item of the row menu was chosen, with the template and a way back to the menu's button. */
  onAction: (action: TemplateRowAction, template: Template, menuButton: MenuButtonOf) => void;
}

/**
 * One template of the list: its name as a link to its form, namespace.key, its content type's
 * human name (else the slug) and the row menu. Each value but the name is prefixed, for screen
 * readers, with its column's name, which the screen shows once above the list.
 */
export function TemplateRow({
  template,
  customResources,
  href,
  onOpen,
  onAction,
}: TemplateRowProps) {
  const t = useMessages(templateListMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();
  const menuCell = useRef<HTMLSpanElement>(null);
  const menuButton = useCallback(() => menuCell.current?.querySelector('button') ?? null, []);

  const open = () => onOpen?.(template);
  const name =
    href !== undefined ? (
      <Link href={href}>{template.name}</Link>
    ) : onOpen !== undefined ? (
      <Link onPress={open}>{template.name}</Link>
    ) : (
      template.name
    );

  return (
    <RowGrid>
      <NameText title={template.name}>{name}</NameText>
      <CellText>
        <VisuallyHidden>{tTemplate('templateList.column.namespaceAndKey')} </VisuallyHidden>
        <NamespaceAndKey>{templateUniqueId(template)}</NamespaceAndKey>
      </CellText>
      <CellText>
        <VisuallyHidden>{tCommon('common.field.contentType')} </VisuallyHidden>
        {coreMessage(contentTypeDisplayName(template.content_type, customResources))}
      </CellText>
      <MenuCell ref={menuCell}>
        <ActionMenu
          aria-label={t('templateList.rowActions', { name: template.name })}
          onAction={(key: Key) => {
            const action = key as TemplateRowAction;
            // A link item navigates by itself; without a link, opening is the host's.
            if (action === 'edit' && href !== undefined) return;
            if (action === 'edit') open();
            else onAction(action, template, menuButton);
          }}
        >
          <MenuItem id="edit" icon="edit" {...(href !== undefined && { href })}>
            {tCommon('common.action.edit')}
          </MenuItem>
          <MenuItem id="delete" icon="trash" variant="danger">
            {tCommon('common.action.delete')}
          </MenuItem>
          <MenuItem id="viewGraphql">{tTemplate('templateList.action.viewGraphql')}</MenuItem>
        </ActionMenu>
      </MenuCell>
    </RowGrid>
  );
}
