import {
  commonMessages,
  isBuiltInContentTypeSlug,
  pageSizes,
  searchDebounce,
} from '@metafields/core';
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
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ReferenceRecord, ReferenceSource } from '../services/index.js';
import { referencePickerMessages } from './messages.js';
import { orderedSelection } from './orderedSelection.js';
import { useReferencePage } from './useReferencePage.js';

export interface ReferencePickerDialogProps {
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
 * a search, one page of the resource's records as radio buttons or checkboxes, paging, and
 * Cancel or Select. Choices survive searching and paging. Every opening starts afresh from
 * `chosen`, on page 1 with no search.
 */
export function ReferencePickerDialog({
  isOpen,
  onOpenChange,
  ...props
}: ReferencePickerDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ReferencePicker {...props} close={() => onOpenChange(false)} />
    </Modal>
  );
}

interface ReferencePickerProps extends Omit<ReferencePickerDialogProps, 'isOpen' | 'onOpenChange'> {
  close: () => void;
}

function ReferencePicker({
  source,
  selectionMode,
  title,
  chosen,
  onConfirm,
  close,
}: ReferencePickerProps) {
  const t = useMessages(referencePickerMessages);
  const tCommon = useMessages(commonMessages);
  // Built-in resources use the selector modal's sizes; a custom resource's picker its own.
  const sizes = isBuiltInContentTypeSlug(source.contentType)
    ? pageSizes.selectorModal
    : pageSizes.customResourcePicker;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(sizes.defaultSize);
  const [selected, setSelected] = useState<number[]>(() => [...chosen]);
  // The records the person picked, by id, to hand their names back on confirming.
  const picked = useRef(new Map<number, ReferenceRecord>());
  const result = useReferencePage({ ...source, search, page, perPage });
  const records = result.page?.records ?? [];
  const recordsName = t('valueEditors.referencePicker.records', {
    contentType: source.contentType,
  });

  const remember = (ids: readonly number[]) => {
    for (const record of records)
      if (ids.includes(record.id)) picked.current.set(record.id, record);
  };

  const confirm = (ids: readonly number[]) => {
    onConfirm(
      [...ids],
      ids.flatMap((id) => {
        const record = picked.current.get(id);
        return record ? [record] : [];
      }),
    );
    close();
  };

  // Enter on a record confirms, so the whole choice takes Tab, arrows or Space, and Enter. With
  // radio buttons, Enter chooses the focused record first.
  const confirmOnEnter = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (selectionMode === 'single') {
      const id = Number(target.value);
      remember([id]);
      confirm([id]);
    } else {
      confirm(selected);
    }
  };

  const total = result.page?.total ?? result.lastTotal;
  let list;
  if (result.isFailed) {
    list = <ZeroResultsPanel isError onRetry={result.retry} headingLevel={3} />;
  } else if (result.isLoading) {
    list = <Spinner aria-label={t('valueEditors.referencePicker.loading')} />;
  } else if (records.length === 0) {
    list = (
      <ZeroResultsPanel
        title={t('valueEditors.referencePicker.empty.title')}
        description={search !== '' ? t('valueEditors.referencePicker.empty.search') : undefined}
        headingLevel={3}
      />
    );
  } else if (selectionMode === 'single') {
    const onPage = records.some((record) => record.id === selected[0]);
    list = (
      <RadioGroup
        aria-label={recordsName}
        // A choice on another page is kept, but no radio here shows it.
        value={onPage ? String(selected[0]) : null}
        onChange={(value) => {
          const id = Number(value);
          remember([id]);
          setSelected([id]);
        }}
      >
        {records.map((record) => (
          <Radio key={record.id} value={String(record.id)} description={record.detail}>
            {record.name}
          </Radio>
        ))}
      </RadioGroup>
    );
  } else {
    list = (
      <CheckboxGroup
        aria-label={recordsName}
        value={selected.map(String)}
        onChange={(values) => {
          const next = orderedSelection(selected, values.map(Number));
          remember(next);
          setSelected(next);
        }}
      >
        {records.map((record) => (
          <Checkbox key={record.id} value={String(record.id)} description={record.detail}>
            {record.name}
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
            {t('valueEditors.referencePicker.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="300">
        <SearchField
          aria-label={t('valueEditors.referencePicker.search')}
          // The selector modal's lookups wait 100 ms (both documents, section 9).
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
            {t('valueEditors.referencePicker.chosenCount', { count: selected.length })}
          </Text>
        )}
        {/* Catches Enter on its way to a radio button or checkbox, which stop their keys. */}
        <div role="presentation" onKeyDownCapture={confirmOnEnter}>
          {list}
        </div>
        {/* Paging stays while the next page loads, so focus stays on the button pressed. */}
        {!result.isFailed && total !== undefined && total > 0 && (
          <Pagination
            aria-label={t('valueEditors.referencePicker.pages')}
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
