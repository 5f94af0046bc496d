import {
  commonMessages,
  templateDeleteWarning,
  type ResourceType,
  type Template,
} from '@metafields/core';
import { AlertDialog, Button, Dialog, Modal, useMessages } from '@metafields/design-system';
import { useEffect } from 'react';
import { templateListMessages } from './messages.js';
import { GraphQLExample } from '../GraphQLExample/index.js';
import { useCoreMessage } from '../useCoreMessage.js';

interface TemplateDialogProps {
  /** The template the dialog is about; kept while the dialog fades out. */
  template: Template | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes once the dialog is gone: the row menu's button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Puts focus back on the row menu's button when the dialog's content unmounts. The dialog opens
 * from a menu item that is gone by then, so the dialog's own restoring has nowhere to go.
 */
function ReturnFocus({ to }: { to: () => HTMLElement | null }) {
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const target = to();
        if (target?.isConnected && document.activeElement === document.body) target.focus();
      });
    },
    [to],
  );
  return null;
}

export interface TemplateDeleteDialogProps extends TemplateDialogProps {
  onConfirm: (template: Template) => void | Promise<unknown>;
}

/** 'Delete {name}?' with core's warning of how many metafields go with the template. */
export function TemplateDeleteDialog({
  template,
  isOpen,
  onOpenChange,
  returnFocusTo,
  onConfirm,
}: TemplateDeleteDialogProps) {
  const t = useMessages(templateListMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();
  return (
    <AlertDialog
      isOpen={isOpen && template !== null}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('templateList.delete.title', { name: template?.name ?? '' })}
      primaryActionLabel={tCommon('common.action.delete')}
      onConfirm={() => (template === null ? undefined : onConfirm(template))}
    >
      {template !== null && coreMessage(templateDeleteWarning(template.metafield_count))}
      <ReturnFocus to={returnFocusTo} />
    </AlertDialog>
  );
}

export interface TemplateGraphqlDialogProps extends TemplateDialogProps {
  entity: ResourceType;
  /** The external help article; offered for orders, which have no storefront query. */
  orderHelpHref?: string | undefined;
}

/** 'View GraphQL': the storefront query reading the template's metafield. */
export function TemplateGraphqlDialog({
  template,
  isOpen,
  onOpenChange,
  returnFocusTo,
  entity,
  orderHelpHref,
}: TemplateGraphqlDialogProps) {
  const t = useMessages(templateListMessages);
  const tCommon = useMessages(commonMessages);
  return (
    <Modal size="large" isOpen={isOpen && template !== null} onOpenChange={onOpenChange}>
      <Dialog
        title={t('templateList.graphql.title', { name: template?.name ?? '' })}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {tCommon('common.action.close')}
          </Button>
        )}
      >
        {template !== null && (
          <GraphQLExample
            metafield={{
              resourceType: entity,
              namespace: template.namespace,
              key: template.meta_key,
            }}
            helpHref={entity === 'order' ? orderHelpHref : undefined}
          />
        )}
        <ReturnFocus to={returnFocusTo} />
      </Dialog>
    </Modal>
  );
}
