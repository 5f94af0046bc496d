import {
  commonMessages,
  customResourceMessages,
  type ContentType,
  type CustomObjectField,
  type CustomResourceSummary,
} from '@metafields/core';
import { VisuallyHidden, useMessages } from '@metafields/design-system';
import { ItemName } from '../pagedList/ItemName.js';
import { CellText, NameText } from '../pagedList/pagedList.styles.js';
import type { MenuButtonOf } from '../pagedList/rowDialog.js';
import { RowActionMenu } from '../pagedList/RowActionMenu.js';
import { useCoreMessage } from '../useCoreMessage.js';
import { fieldContentTypeName } from './fieldContentTypeName.js';
import { DisplayNameMark, FieldRowGrid } from './FieldTable.styles.js';

export interface FieldRowProps {
  /** The field shown. */
  field: CustomObjectField;
  /** The content types GET /content-types lists, to name a type core does not know. */
  contentTypes: readonly ContentType[];
  /** The store's custom resources, to name a reference field's type by its resource. */
  customResources: readonly CustomResourceSummary[];
  /** Where the field's form is; else `onOpen` opens it. */
  href?: string | undefined;
  /** Opens the field's form, when there is no `href`. */
  onOpen?: ((field: CustomObjectField) => void) | undefined;
  /** Delete was chosen from the row menu, with a way back to the menu's button. */
  onDelete: (field: CustomObjectField, menuButton: MenuButtonOf) => void;
}

/**
 * One field of the table: its name as a link to its form, marked '(Display name)' when values
 * are named by it, its content type's human name and the row menu. The content type is
 * prefixed, for screen readers, with its column's name, which the screen shows once above.
 */
export function FieldRow({
  field,
  contentTypes,
  customResources,
  href,
  onOpen,
  onDelete,
}: FieldRowProps) {
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(customResourceMessages);
  const coreMessage = useCoreMessage();
  const open = onOpen && (() => onOpen(field));

  return (
    <FieldRowGrid>
      <NameText title={field.name}>
        <ItemName name={field.name} href={href} onOpen={open} />
        {field.use_as_display_name && (
          <DisplayNameMark> {tResource('fieldTable.displayNameMark')}</DisplayNameMark>
        )}
      </NameText>
      <CellText>
        <VisuallyHidden>{tCommon('common.field.contentType')} </VisuallyHidden>
        {coreMessage(fieldContentTypeName(field.content_type, contentTypes, customResources))}
      </CellText>
      <RowActionMenu
        name={field.name}
        href={href}
        onEdit={open}
        onDelete={(menuButton) => onDelete(field, menuButton)}
      />
    </FieldRowGrid>
  );
}
