import { commonMessages, searchDebounce } from '@metafields/core';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Modal,
  Radio,
  RadioGroup,
  SearchField,
  Spinner,
  Stack,
  Text,
  ZeroResultsPanel,
  useMessages,
} from '@metafields/design-system';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { orderedSelection } from './orderedSelection.js';
import type { LoadPickerPage, PickerDialogTexts, PickerItem, PickerPageSizes } from './types.js';
import { usePickerPage } from './usePickerPage.js';

export interface PickerDialogProps<Item extends PickerItem> {
  /** Whether the dialog shows (controlled); every opening starts afresh from `chosen`. */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, the Close button and after confirming. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading, such as 'Choose products'. */
  title: string;
  /** One item (radio buttons) or several (checkboxes). */
  selectionMode: 'single' | 'multiple';
  /** The ids chosen as the dialog opens, as strings; they stay chosen until the person changes them. */
  chosen: readonly string[];
  /** Loads a page of items for the search; asked again when the search, page or size changes. */
  loadPage: LoadPickerPage<Item>;
  /** What `loadPage` loads from, such as a resource: a change asks again. */
  scope?: string;
  /** The page sizes offered, and the one the dialog opens with. */
  pageSizes: PickerPageSizes;
  /** The dialog's texts, translated by the caller, which names its items in its own words. */
  texts: PickerDialogTexts;
  /**
   * The person confirmed: the chosen ids (as strings) in the order they were chosen, none when
   * they cleared every checkbox, and the items among them the dialog showed, for their names.
   */
  onConfirm: (ids: string[], shown: Item[]) => void;
}

/**
 * The pickers' dialog list (metafields.md 'Pickers'): a search (100 ms debounce, back to page 1
 * on a change), one page of items as radio buttons or checkboxes, paging, and Cancel or Select.
 * Choices survive searching and paging; every opening starts afresh from `chosen`, on page 1
 * with no search.
 */
export function PickerDialog<Item extends PickerItem>({
  isOpen,
  onOpenChange,
  ...props
}: PickerDialogProps<Item>) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <PickerList {...props} close={() => onOpenChange(false)} />
    </Modal>
  );
}

interface PickerListProps<Item extends PickerItem> extends Omit<
  PickerDialogProps<Item>,
  'isOpen' | 'onOpenChange'
> {
  close: () => void;
}

function PickerList<Item extends PickerItem>({
  title,
  selectionMode,
  chosen,
  loadPage,
  scope,
  pageSizes,
  texts,
  onConfirm,
  close,
}: PickerListProps<Item>) {
  const tCommon = useMessages(commonMessages);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(pageSizes.defaultSize);
  const [selected, setSelected] = useState<string[]>(() => [...chosen]);
  // Every item shown, by id, to hand the chosen ones' names back on confirming.
  const shown = useRef(new Map<string, Item>());
  const result = usePickerPage(loadPage, { search, page, perPage }, scope);
  const answered = result.page;
  const items = answered?.items ?? [];
  useEffect(() => {
    for (const item of answered?.items ?? []) shown.current.set(String(item.id), item);
  }, [answered]);

  const confirm = (ids: readonly string[]) => {
    onConfirm(
      [...ids],
      ids.flatMap((id) => {
        const item = shown.current.get(id);
        return item ? [item] : [];
      }),
    );
    close();
  };

  // Enter on an item confirms, so a choice takes Tab, arrows or Space, then Enter. With radio
  // buttons Enter chooses the focused item first.
  const confirmOnEnter = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    confirm(selectionMode === 'single' ? [target.value] : selected);
  };

  const total = answered?.total ?? result.lastTotal;
  let list;
  if (result.isFailed) {
    list = <ZeroResultsPanel isError onRetry={result.retry} headingLevel={3} />;
  } else if (result.isLoading) {
    list = <Spinner aria-label={texts.loading} />;
  } else if (items.length === 0) {
    list = (
      <ZeroResultsPanel
        title={texts.emptyTitle}
        description={texts.emptyDescription(search !== '')}
        headingLevel={3}
      />
    );
  } else if (selectionMode === 'single') {
    const onPage = items.some((item) => String(item.id) === selected[0]);
    list = (
      <RadioGroup
        aria-label={texts.list}
        // A choice on another page is kept, though no radio button here shows it.
        value={onPage ? (selected[0] ?? null) : null}
        onChange={(id) => setSelected([id])}
      >
        {items.map((item) => (
          <Radio key={item.id} value={String(item.id)} description={item.detail}>
            {item.name}
          </Radio>
        ))}
      </RadioGroup>
    );
  } else {
    list = (
      <CheckboxGroup
        aria-label={texts.list}
        value={selected}
        onChange={(checked) => setSelected(orderedSelection(selected, checked))}
      >
        {items.map((item) => (
          <Checkbox key={item.id} value={String(item.id)} description={item.detail}>
            {item.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }

  return (
    <Dialog
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {tCommon('common.action.cancel')}
          </Button>
          <Button onPress={() => confirm(selected)}>{texts.confirm}</Button>
        </>
      }
    >
      <Stack gap="300">
        <SearchField
          aria-label={texts.search}
          // Both documents, section 9: the selector modal's lookups wait 100 ms.
          debounce={searchDebounce.multiselectSelectorMs}
          onDebouncedChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          // The dialog opens to search, so the search box takes focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {selectionMode === 'multiple' && (
          <Text tone="subdued" aria-live="polite">
            {texts.chosenCount(selected.length)}
          </Text>
        )}
        {/* Catches Enter on its way to a radio button or checkbox, which stop their keys. */}
        <div role="presentation" onKeyDownCapture={confirmOnEnter}>
          {list}
        </div>
        {/* Paging stays while the next page loads, so focus stays on the button pressed. */}
        {!result.isFailed && total !== undefined && total > 0 && (
          <ListPagination
            aria-label={texts.pages}
            page={page}
            total={total}
            pageSize={perPage}
            pageSizes={pageSizes}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        )}
      </Stack>
    </Dialog>
  );
}
