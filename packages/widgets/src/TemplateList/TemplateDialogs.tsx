import {
  commonMessages,
  templateDeleteWarning,
  type ResourceType,
  type Template,
} from '@metafields/core';
import { AlertDialog, Button, Dialog, Modal, useMessages } from '@metafields/design-system';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pagedListMessages } from '../pagedList/messages.js';
import { templateListMessages } from './messages.js';
import { GraphQLExample } from '../GraphQLExample/index.js';
import { ReturnFocus } from '../ReturnFocus.js';
import { useCoreMessage } from '../useCoreMessage.js';

interface TemplateDialogProps {
  /** The template the dialog is about; kept while the dialog fades out. */
  template: Template | null;
  /** Whether the dialog shows (controlled); it shows only with a `template`. */
  isOpen: boolean;
  /** Called with `false` when the dialog closes: Cancel, Close, Escape or a finished delete. */
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes once the dialog is gone: the row menu's button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

export interface TemplateDeleteDialogProps extends TemplateDialogProps {
  /**
   * Deletes the template. A promise keeps progress on the button until it settles; a rejection
   * leaves the dialog open.
   */
  onConfirm: (template: Template) => void | Promise<unknown>;
  /** Counts the metafields the delete would remove, when the template does not say. */
  metafieldCountOf?: ((template: Template) => Promise<number | undefined>) | undefined;
}

/**
 * How many metafields go with the template: its own count, else the host's once it answers;
 * undefined while counting, after a failure, or without a way to count.
 */
function useMetafieldCount(
  template: Template | null,
  isOpen: boolean,
  countOf: TemplateDeleteDialogProps['metafieldCountOf'],
) {
  const [counted, setCounted] = useState<{ id: number; count: number | undefined }>();
  const known = template?.metafield_count ?? undefined;
  // The latest way to count, without asking again each time the host passes a new function.
  const countOfRef = useRef(countOf);
  useLayoutEffect(() => {
    countOfRef.current = countOf;
  });
  useEffect(() => {
    const count = countOfRef.current;
    if (!isOpen || template === null || known !== undefined || !count) return;
    let current = true;
    count(template).then(
      (count) => current && setCounted({ id: template.id, count }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isOpen, template, known]);
  return known ?? (counted?.id === template?.id ? counted?.count : undefined);
}

/** 'Delete {name}?' with core's warning of how many metafields go with the template. */
export function TemplateDeleteDialog({
  template,
  isOpen,
  onOpenChange,
  returnFocusTo,
  onConfirm,
  metafieldCountOf,
}: TemplateDeleteDialogProps) {
  const t = useMessages(pagedListMessages);
  const tCommon = useMessages(commonMessages);
  const coreMessage = useCoreMessage();
  const count = useMetafieldCount(template, isOpen, metafieldCountOf);
  return (
    <AlertDialog
      isOpen={isOpen && template !== null}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('pagedList.delete.title', { name: template?.name ?? '' })}
      primaryActionLabel={tCommon('common.action.delete')}
      onConfirm={() => (template === null ? undefined : onConfirm(template))}
    >
      {/* The count may come after the dialog opens: the warning is then read again. */}
      <span aria-live="polite">
        {template !== null && coreMessage(templateDeleteWarning(count))}
      </span>
      <ReturnFocus to={returnFocusTo} />
    </AlertDialog>
  );
}

export interface TemplateGraphqlDialogProps extends TemplateDialogProps {
  /** The template's record type ('product', 'order'…), whose storefront query is shown. */
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
