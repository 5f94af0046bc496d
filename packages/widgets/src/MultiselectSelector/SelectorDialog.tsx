import { commonMessages, pageSizes, searchDebounce } from '@metafields/core';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Modal,
  Pagination,
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
import { selectorDialogMessages } from './messages.js';
import type { LoadSelectorOptions, SelectorOption } from './types.js';
import { useSelectorPage } from './useSelectorPage.js';

export interface SelectorDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, the Close button and after confirming. */
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  selectionMode: 'single' | 'multiple';
  /** The ids chosen as the dialog opens. */
  chosen: readonly string[];
  loadOptions: LoadSelectorOptions;
  /** The person confirmed: the chosen ids, and the options among them the dialog showed. */
  onConfirm: (ids: string[], shown: SelectorOption[]) => void;
}

/**
 * The selector's dialog list (metafields.md 'Pickers'): a search (100 ms debounce, back to page
 * 1 on a change), one page of options as radio buttons or checkboxes, paging (25 to 250, 25 at
 * first), and Cancel or Select. Choices survive searching and paging; every opening starts
 * afresh from `chosen`, on page 1 with no search.
 */
export function SelectorDialog({ isOpen, onOpenChange, ...props }: SelectorDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <SelectorList {...props} close={() => onOpenChange(false)} />
    </Modal>
  );
}

interface SelectorListProps extends Omit<SelectorDialogProps, 'isOpen' | 'onOpenChange'> {
  close: () => void;
}

/** The checked ids in the order they were checked, whichever page they are on. */
function inChoosingOrder(previous: readonly string[], checked: readonly string[]): string[] {
  const isChecked = new Set(checked);
  const wasChecked = new Set(previous);
  return [
    ...previous.filter((id) => isChecked.has(id)),
    ...checked.filter((id) => !wasChecked.has(id)),
  ];
}

function SelectorList({
  title,
  selectionMode,
  chosen,
  loadOptions,
  onConfirm,
  close,
}: SelectorListProps) {
  const t = useMessages(selectorDialogMessages);
  const tCommon = useMessages(commonMessages);
  const sizes = pageSizes.selectorModal;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(sizes.defaultSize);
  const [selected, setSelected] = useState<string[]>(() => [...chosen]);
  // Every option shown, by id, to hand the chosen ones' names back on confirming.
  const shown = useRef(new Map<string, SelectorOption>());
  const result = useSelectorPage(loadOptions, { search, page, perPage });
  const options = result.page?.options ?? [];
  const answered = result.page;
  useEffect(() => {
    for (const option of answered?.options ?? []) shown.current.set(option.id, option);
  }, [answered]);

  const confirm = (ids: readonly string[]) => {
    onConfirm(
      [...ids],
      ids.flatMap((id) => {
        const option = shown.current.get(id);
        return option ? [option] : [];
      }),
    );
    close();
  };

  // Enter on an option confirms, so a choice takes arrows or Space, then Enter. With radio
  // buttons Enter chooses the focused option first.
  const confirmOnEnter = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    confirm(selectionMode === 'single' ? [target.value] : selected);
  };

  const total = result.page?.total ?? result.lastTotal;
  let list;
  if (result.isFailed) {
    list = <ZeroResultsPanel isError onRetry={result.retry} headingLevel={3} />;
  } else if (result.isLoading) {
    list = <Spinner aria-label={t('multiselectSelector.dialog.loading')} />;
  } else if (options.length === 0) {
    list = (
      <ZeroResultsPanel
        title={t('multiselectSelector.dialog.empty.title')}
        description={t(
          search === ''
            ? 'multiselectSelector.dialog.empty.none'
            : 'multiselectSelector.dialog.empty.search',
        )}
        headingLevel={3}
      />
    );
  } else if (selectionMode === 'single') {
    const onPage = options.some((option) => option.id === selected[0]);
    list = (
      <RadioGroup
        aria-label={t('multiselectSelector.dialog.options')}
        // A choice on another page is kept, though no radio button here shows it.
        value={onPage ? (selected[0] ?? null) : null}
        onChange={(id) => setSelected([id])}
      >
        {options.map((option) => (
          <Radio key={option.id} value={option.id}>
            {option.name}
          </Radio>
        ))}
      </RadioGroup>
    );
  } else {
    list = (
      <CheckboxGroup
        aria-label={t('multiselectSelector.dialog.options')}
        value={selected}
        onChange={(checked) => setSelected(inChoosingOrder(selected, checked))}
      >
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id}>
            {option.name}
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
          <Button onPress={() => confirm(selected)}>
            {t('multiselectSelector.dialog.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="300">
        <SearchField
          aria-label={t('multiselectSelector.dialog.search')}
          // Both documents, section 9: the selector's lookups wait 100 ms.
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
            {t('multiselectSelector.dialog.chosenCount', { count: selected.length })}
          </Text>
        )}
        {/* Catches Enter on its way to a radio button or checkbox, which stop their keys. */}
        <div role="presentation" onKeyDownCapture={confirmOnEnter}>
          {list}
        </div>
        {/* Paging stays while the next page loads, so focus stays on the button pressed. */}
        {!result.isFailed && total !== undefined && total > 0 && (
          <Pagination
            aria-label={t('multiselectSelector.dialog.pages')}
            page={page}
            onPageChange={setPage}
            pageSize={perPage}
            pageSizes={sizes.options}
            onPageSizeChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
            totalItems={total}
          />
        )}
      </Stack>
    </Dialog>
  );
}
