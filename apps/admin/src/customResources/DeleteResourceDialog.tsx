import { useAtomValue } from 'jotai';
import {
  actionOutcomeOf,
  commonMessages,
  customResourceDeleteNotice,
  customResourceMessages,
  type CustomObject,
} from '@metafields/core';
import { AlertDialog, useMessages } from '@metafields/design-system';
import { ReturnFocus } from '@metafields/widgets';
import { deleteCustomResourceAtom } from '../atoms/customResources.js';
import { useNotify } from '../notices/useNotify.js';

export interface DeleteResourceDialogProps {
  /** The resource to delete; kept while the dialog fades out. */
  resource: CustomObject | null;
  /** Whether the dialog shows (controlled); it shows only with a `resource`. */
  isOpen: boolean;
  /** Called with `false` when it closes: Cancel, Escape, or the delete done. */
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes once the dialog is gone: the row menu's button, else the table. */
  returnFocusTo?: () => HTMLElement | null;
  /** The resource is deleted: a page of its own leaves it (spec: back to the store). */
  onDeleted?: () => void;
}

/**
 * 'Deleting {plural name} is permanent' with Delete and Cancel (spec section 2). The delete's
 * outcome is a notice, 'Resource deleted.' or 'Resource could not be deleted.', and the list
 * reads again either way.
 */
export function DeleteResourceDialog({
  resource,
  isOpen,
  onOpenChange,
  returnFocusTo,
  onDeleted,
}: DeleteResourceDialogProps) {
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const notify = useNotify();
  const { mutateAsync: remove } = useAtomValue(deleteCustomResourceAtom);

  const confirm = async () => {
    if (resource === null) return;
    try {
      await remove(resource.id);
      notify(customResourceDeleteNotice({ status: 204 }));
      onDeleted?.();
    } catch (error) {
      notify(customResourceDeleteNotice(actionOutcomeOf(error)));
    }
  };

  return (
    <AlertDialog
      isOpen={isOpen && resource !== null}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={tResource('resourcesList.action.deleteResource')}
      primaryActionLabel={tCommon('common.action.delete')}
      onConfirm={confirm}
    >
      {tResource('customResourceSettings.delete.confirm', {
        pluralName: resource?.plural_name ?? '',
      })}
      {returnFocusTo && <ReturnFocus to={returnFocusTo} />}
    </AlertDialog>
  );
}
