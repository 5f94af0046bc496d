import { pageSizes } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { PickerDialog } from '../PickerDialog/index.js';
import type { LoadPickerPage } from '../PickerDialog/index.js';
import { selectorDialogMessages } from './messages.js';
import type { LoadSelectorOptions, SelectorOption } from './types.js';

export interface SelectorDialogProps {
  /** Whether the dialog shows (controlled); every opening starts from `chosen`. */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, the Close button and after confirming. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading, such as 'Choose brands'. */
  title: string;
  /** One option (radio buttons) or several (checkboxes). */
  selectionMode: 'single' | 'multiple';
  /** The ids chosen as the dialog opens. */
  chosen: readonly string[];
  /** Loads a page of the options matching the search, 25 a page. */
  loadOptions: LoadSelectorOptions;
  /** The person confirmed: the chosen ids, and the options among them the dialog showed. */
  onConfirm: (ids: string[], shown: SelectorOption[]) => void;
}

/** The selector's dialog list: the shared picker dialog over the host's options, 25 a page. */
export function SelectorDialog({ loadOptions, ...props }: SelectorDialogProps) {
  const t = useMessages(selectorDialogMessages);
  const loadPage: LoadPickerPage<SelectorOption> = (query) =>
    loadOptions(query).then(({ options, total }) => ({ items: options, total }));
  return (
    <PickerDialog
      {...props}
      loadPage={loadPage}
      pageSizes={pageSizes.selectorModal}
      texts={{
        search: t('multiselectSelector.dialog.search'),
        list: t('multiselectSelector.dialog.options'),
        loading: t('multiselectSelector.dialog.loading'),
        emptyTitle: t('multiselectSelector.dialog.empty.title'),
        emptyDescription: (isSearching) =>
          t(
            isSearching
              ? 'multiselectSelector.dialog.empty.search'
              : 'multiselectSelector.dialog.empty.none',
          ),
        chosenCount: (count) => t('multiselectSelector.dialog.chosenCount', { count }),
        pages: t('multiselectSelector.dialog.pages'),
        confirm: t('multiselectSelector.dialog.confirm'),
      }}
    />
  );
}
