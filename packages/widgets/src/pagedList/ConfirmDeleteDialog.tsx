import { commonMessages } from '@metafields/core';
import { AlertDialog, useMessages } from '@metafields/design-system';
import { pagedListMessages } from './messages.js';
import { ReturnFocus } from '../ReturnFocus.js';

export interface ConfirmDeleteDialogProps<Item> {
  /** The item the dialog is about; kept while the dialog fades out. */
  item: Item | null;
  /** The item's name, for the title 'Delete {name}?'. */
  nameOf: (item: Item) => string;
  /** What deleting means, such as 'Deleting a field is permanent'. */
  message: (item: Item) => string;
  /** Whether the dialog shows (controlled); it shows only with an `item`. */
  isOpen: boolean;
  /** Called with `false` when the dialog closes: Cancel, Escape or a finished delete. */
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes once the dialog is gone: the row menu's button that opened it. */
  returnFocusTo: () => HTMLElement | null;
  /**
   * Deletes the item. A promise keeps progress on Delete until it settles; a rejection leaves
   * the dialog open.
   */
  onConfirm: (item: Item) => void | Promise<unknown>;
}

/** 'Delete {name}?', saying what deleting means, with Delete and Cancel. */
export function ConfirmDeleteDialog<Item>({
  item,
  nameOf,
  message,
  isOpen,
  onOpenChange,
  returnFocusTo,
  onConfirm,
}: ConfirmDeleteDialogProps<Item>) {
  const t = useMessages(pagedListMessages);
  const tCommon = useMessages(commonMessages);
  return (
    <AlertDialog
      isOpen={isOpen && item !== null}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('pagedList.delete.title', { name: item === null ? '' : nameOf(item) })}
      primaryActionLabel={tCommon('common.action.delete')}
      onConfirm={() => (item === null ? undefined : onConfirm(item))}
    >
      {item !== null && message(item)}
      <ReturnFocus to={returnFocusTo} />
    </AlertDialog>
  );
}
