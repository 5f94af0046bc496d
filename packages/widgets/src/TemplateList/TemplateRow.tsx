import {
  commonMessages,
  contentTypeDisplayName,
  templateMessages,
  templateUniqueId,
  type CustomResourceSummary,
  type Template,
} from '@metafields/core';
import { MenuItem, VisuallyHidden, useMessages } from '@metafields/design-system';
import { ItemName } from '../pagedList/ItemName.js';
import { CellText, NameText } from '../pagedList/pagedList.styles.js';
import type { MenuButtonOf } from '../pagedList/rowDialog.js';
import { RowActionMenu } from '../pagedList/RowActionMenu.js';
import { NamespaceAndKey, TemplateRowGrid } from './TemplateList.styles.js';
import { useCoreMessage } from '../useCoreMessage.js';

export type TemplateRowAction = 'delete' | 'viewGraphql';

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
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();
  const open = onOpen && (() => onOpen(template));

  return (
    <TemplateRowGrid>
      <NameText title={template.name}>
        <ItemName name={template.name} href={href} onOpen={open} />
      </NameText>
      <CellText>
        <VisuallyHidden>{tTemplate('templateList.column.namespaceAndKey')} </VisuallyHidden>
        <NamespaceAndKey>{templateUniqueId(template)}</NamespaceAndKey>
      </CellText>
      <CellText>
        <VisuallyHidden>{tCommon('common.field.contentType')} </VisuallyHidden>
        {coreMessage(contentTypeDisplayName(template.content_type, customResources))}
      </CellText>
      <RowActionMenu
        name={template.name}
        href={href}
        onEdit={open}
        onDelete={(menuButton) => onAction('delete', template, menuButton)}
        onAction={(key, menuButton) => {
          if (key === 'viewGraphql') onAction('viewGraphql', template, menuButton);
        }}
      >
        <MenuItem id="viewGraphql">{tTemplate('templateList.action.viewGraphql')}</MenuItem>
      </RowActionMenu>
    </TemplateRowGrid>
  );
}
