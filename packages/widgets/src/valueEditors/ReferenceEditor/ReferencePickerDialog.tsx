import { isBuiltInContentTypeSlug, pageSizes } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { PickerDialog } from '../../PickerDialog/index.js';
import type { LoadPickerPage } from '../../PickerDialog/index.js';
import type { ReferenceRecord, ReferenceSource } from '../services/index.js';
import { useValueEditorServices } from '../services/index.js';
import { referencePickerMessages } from './messages.js';

export interface ReferencePickerDialogProps {
  /** Whether the dialog shows (controlled); every opening starts afresh from `chosen`. */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, the Close button and after confirming. */
  onOpenChange: (isOpen: boolean) => void;
  /** The resource whose records are offered. */
  source: ReferenceSource;
  /** One record (radio buttons) or several (checkboxes). */
  selectionMode: 'single' | 'multiple';
  /** The dialog's title, such as 'Choose products'. */
  title: string;
  /** The ids chosen as the dialog opens; they stay chosen until the person changes them. */
  chosen: readonly number[];
  /**
   * The person confirmed: the chosen ids in the order they were chosen (none when they cleared
   * every checkbox), and the records among them the dialog showed, for their names.
   */
  onConfirm: (ids: number[], records: ReferenceRecord[]) => void;
}

/**
 * The reference picker (metafields.md 'Pickers'; the custom-resource picker of the value form):
 * the shared picker dialog over the resource's records through the host's `findReferences`.
 */
export function ReferencePickerDialog({
  source,
  chosen,
  onConfirm,
  ...props
}: ReferencePickerDialogProps) {
  const t = useMessages(referencePickerMessages);
  const { findReferences } = useValueEditorServices();
  const { contentType, customObjectId } = source;
  const loadPage: LoadPickerPage<ReferenceRecord> = ({ search, page, perPage }) =>
    findReferences({
      contentType,
      ...(customObjectId !== undefined && { customObjectId }),
      search,
      page,
      perPage,
    }).then(({ records, total }) => ({ items: records, total }));
  return (
    <PickerDialog
      {...props}
      chosen={chosen.map(String)}
      loadPage={loadPage}
      scope={JSON.stringify([contentType, customObjectId ?? null])}
      // Built-in resources use the selector modal's sizes; a custom resource's picker its own.
      pageSizes={
        isBuiltInContentTypeSlug(contentType)
          ? pageSizes.selectorModal
          : pageSizes.customResourcePicker
      }
      texts={{
        search: t('valueEditors.referencePicker.search'),
        list: t('valueEditors.referencePicker.records', { contentType }),
        loading: t('valueEditors.referencePicker.loading'),
        emptyTitle: t('valueEditors.referencePicker.empty.title'),
        emptyDescription: (isSearching) =>
          isSearching ? t('valueEditors.referencePicker.empty.search') : undefined,
        chosenCount: (count) => t('valueEditors.referencePicker.chosenCount', { count }),
        pages: t('valueEditors.referencePicker.pages'),
        confirm: t('valueEditors.referencePicker.confirm'),
      }}
      onConfirm={(ids, records) => onConfirm(ids.map(Number), records)}
    />
  );
}
