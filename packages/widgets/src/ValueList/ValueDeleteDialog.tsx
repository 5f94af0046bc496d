import { commonMessages, type CustomObjectValue } from '@metafields/core';
import { AlertDialog, useMessages } from '@metafields/design-system';
import { ReturnFocus } from '../ReturnFocus.js';
import { valueListMessages } from './messages.js';

/** What a delete confirmation is about: one row's value, or the selected ones. */
export interface ValueDeleteTarget {
  values: readonly CustomObjectValue[];
  /** The bulk action (DELETE with `id:in`), not a row's Delete. */
  isBulk: boolean;
}

export interface ValueDeleteDialogProps {
  /** The values to delete; kept while the dialog fades out. */
  target: ValueDeleteTarget | null;
  /** Whether the dialog shows (controlled). */
  isOpen: boolean;
  /** Called with `false` as it closes: Cancel, Escape, or a finished delete. */
  onOpenChange: (isOpen: boolean) => void;
  /** A value's name, to say which one a single delete removes. */
  nameOf: (value: CustomObjectValue) => string;
  /** Deletes the target; Delete stays busy until the promise settles, then the dialog closes. */
  onConfirm: () => Promise<void>;
  /** Where focus goes if the button that opened the dialog went with the delete. */
  returnFocusTo: () => HTMLElement | null;
}

/** 'Delete item?' or 'Delete 3 items?': the values list's delete confirmation, one or many. */
export function ValueDeleteDialog({
  target,
  isOpen,
  onOpenChange,
  nameOf,
  onConfirm,
  returnFocusTo,
}: ValueDeleteDialogProps) {
  const t = useMessages(valueListMessages);
  const tCommon = useMessages(commonMessages);
  const values = target?.values ?? [];
  const count = values.length;
  const single = count === 1 ? values[0] : undefined;
  return (
    <AlertDialog
      isOpen={isOpen && target !== null}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('valueList.deleteDialog.title', { count })}
      primaryActionLabel={tCommon('common.action.delete')}
      onConfirm={onConfirm}
    >
      {single
        ? t('valueList.deleteDialog.one', { name: nameOf(single) })
        : t('valueList.deleteDialog.many', { count })}
      <ReturnFocus to={returnFocusTo} />
    </AlertDialog>
  );
}
