import {
  actionOutcomeOf,
  bulkDeleteValuesBody,
  commonMessages,
  customResourceMessages,
  displayNameOf,
  isLogoutSignal,
  pageCountOf,
  pageSizes,
  searchDebounce,
  valueDeleteNotice,
  type ActionOutcome,
  type CustomObjectField,
  type CustomObjectValue,
  type Notice,
} from '@metafields/core';
import {
  Banner,
  Button,
  EmptyState,
  LinkButton,
  Panel,
  SearchField,
  Text,
  ZeroResultsPanel,
  useMessages,
} from '@metafields/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePendingAction, type HostAction } from '../hostAction.js';
import { BulkBar, ListLayout, ListToolbar } from '../listLayout.styles.js';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { useNoticeText } from '../useNoticeText.js';
import { valueListMessages } from './messages.js';
import { ValueDeleteDialog, type ValueDeleteTarget } from './ValueDeleteDialog.js';
import { defaultValueListQuery, type ValueListQuery } from './valueListQuery.js';
import { ValueTable } from './ValueTable.js';

export interface ValueListProps {
  /** The resource's singular name, as 'Add {name}' and 'Create fields for your {name} resource' say it. */
  resourceName: string;
  /**
   * The resource's fields: the one flagged use_as_display_name names each value (else the
   * `name` property). With none, the list invites the person to create fields instead.
   */
  fields: readonly CustomObjectField[];
  /** The page of values the host loaded for the current query. */
  values: readonly CustomObjectValue[];
  /** How many values match the search in all (the answer's `meta.pagination.total`). */
  total: number;
  /** The query shown; without it the list keeps its own, starting at `defaultQuery`. */
  query?: ValueListQuery | undefined;
  /** The first query when `query` is not given. @default page 1 of 50, no search */
  defaultQuery?: Partial<ValueListQuery> | undefined;
  /**
   * The search, page or page size changed: load those values. Search is reported 300 ms after
   * the last keystroke; a new search or page size goes back to page 1. The selection clears.
   */
  onQueryChange: (query: ValueListQuery) => void;
  /** The values (or the resource's fields) are being loaded: skeleton rows, no empty state. */
  isLoading?: boolean | undefined;
  /** The values could not be loaded: 'Unable to load', with Try again when `onRetry` is given. */
  isError?: boolean | undefined;
  /** 'Try again' after a failed load: load the values again. */
  onRetry?: (() => void) | undefined;
  /** The address of a value's form: its display name and Edit are links. */
  hrefOf?: ((value: CustomObjectValue) => string) | undefined;
  /** Opens a value's form (display name and Edit), when there is no `hrefOf`. */
  onOpen?: ((value: CustomObjectValue) => void) | undefined;
  /** Where 'Add {name}' leads (the new value's form); a link, so it takes precedence over `onCreate`. */
  createHref?: string | undefined;
  /** 'Add {name}' was pressed, when there is no `createHref`; a promise keeps the button busy. */
  onCreate?: HostAction<[]> | undefined;
  /** Where 'Create field' leads (the field form), shown while the resource has no fields. */
  createFieldHref?: string | undefined;
  /** 'Create field' was pressed, when there is no `createFieldHref`. */
  onCreateField?: HostAction<[]> | undefined;
  /**
   * Deletes one value once the person confirms; without it the row menu offers only Edit. Delete
   * stays busy while the promise is pending. Resolve when deleted ('Item deleted.'), then
   * refresh `values`; reject with the call's `{ status, body }` ('Item could not be deleted.',
   * or `onUnauthenticated` for a 401).
   */
  onDelete?: ((value: CustomObjectValue) => void | Promise<unknown>) | undefined;
  /**
   * Deletes the selected values (DELETE /values with `{"id:in": ids}`, core's
   * `bulkDeleteValuesBody`) once the person confirms; never called with no ids. Resolve when
   * deleted ('Items deleted.'; the dialog closes and the selection clears), then refresh
   * `values`; reject with the call's `{ status, body }` ('Items could not be deleted.'; the
   * selection stays for another try).
   */
  onBulkDelete: (ids: number[]) => void | Promise<unknown>;
  /**
   * Shows the delete notices (core's `valueDeleteNotice`) the host's way, such as a toast;
   * without it the list shows each in a banner above the table.
   */
  onNotice?: ((notice: Notice) => void) | undefined;
  /** A delete answered 401: the session is gone. */
  onUnauthenticated?: (() => void) | undefined;
  /** The level of the list's headings (empty, no results, no fields, load error). @default 3 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Names the table. @default '{resourceName} items' */
  'aria-label'?: string | undefined;
}

// What a delete that resolved counts as, for core's notice rule.
const deletedOutcome: ActionOutcome = { status: 200 };

/**
 * The values of a custom resource (custom-resources-and-account.md, 'Values list'): 'Add
 * {name}', a search (300 ms), a table of ID, Display name (a link to the value's form) and a row
 * menu with Edit and Delete, rows selected by checkbox for the bulk Delete, both confirmed first,
 * and pages of 25, 50, 100 or 250 (50 first). With no fields yet it offers 'Create field' instead.
 *
 * The host loads each page (`onQueryChange`) and deletes; the list tells what came of a delete
 * (core's notices). The selection holds rows of the page shown: a new page, size or search
 * clears it, and values that leave the page leave it.
 */
export function ValueList({
  resourceName,
  fields,
  values,
  total,
  query,
  defaultQuery,
  onQueryChange,
  isLoading = false,
  isError = false,
  onRetry,
  hrefOf,
  onOpen,
  createHref,
  onCreate,
  createFieldHref,
  onCreateField,
  onDelete,
  onBulkDelete,
  onNotice,
  onUnauthenticated,
  headingLevel = 3,
  'aria-label': ariaLabel,
}: ValueListProps) {
  const t = useMessages(valueListMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(customResourceMessages);
  const noticeText = useNoticeText();
  const layout = useRef<HTMLDivElement>(null);

  const [ownQuery, setOwnQuery] = useState<ValueListQuery>(() => ({
    ...defaultValueListQuery,
    ...defaultQuery,
  }));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<ValueDeleteTarget | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isCreating, runCreate] = usePendingAction(onCreate);
  const [isCreatingField, runCreateField] = usePendingAction(onCreateField);

  const changeQuery = (next: ValueListQuery) => {
    setOwnQuery(next);
    setSelectedIds(new Set());
    setNotice(null);
    onQueryChange(next);
  };

  // A page past the end (after deleting the last values of the last page) shows as the last
  // page, and the host is asked for that page.
  const requested = query ?? ownQuery;
  const lastPage = pageCountOf(total, requested.pageSize);
  const current =
    total > 0 && requested.page > lastPage ? { ...requested, page: lastPage } : requested;
  const isPastEnd = !isLoading && !isError && current !== requested;
  useEffect(() => {
    if (isPastEnd) onQueryChange(current);
    // Only reaching the end again should ask, not each new query object or callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPastEnd, lastPage]);

  const nameOf = useCallback(
    (value: CustomObjectValue) => displayNameOf(value, fields) ?? String(value.id),
    [fields],
  );
  // Only values still on the page count as selected: a refresh drops deleted ones.
  const selected = values.filter((value) => selectedIds.has(value.id));

  const openDelete = (next: ValueDeleteTarget) => {
    setTarget(next);
    setDialogOpen(true);
  };
  const openBulkDelete = () => {
    // Nothing chosen, nothing to confirm (spec section 5).
    if (bulkDeleteValuesBody(selected.map((value) => value.id)) === null) return;
    openDelete({ values: selected, isBulk: true });
  };

  const tell = (next: Notice) => {
    if (onNotice) onNotice(next);
    else setNotice(next);
  };

  // Always resolves, so that the dialog closes on a failure too; the notice says what happened.
  const confirmDelete = async () => {
    if (target === null) return;
    const ids = target.values.map((value) => value.id);
    const body = bulkDeleteValuesBody(ids);
    if (body === null) return;
    setNotice(null);
    let outcome = deletedOutcome;
    try {
      if (target.isBulk) await onBulkDelete(body['id:in']);
      else if (target.values[0] !== undefined) await onDelete?.(target.values[0]);
    } catch (reason) {
      outcome = actionOutcomeOf(reason);
    }
    const result = valueDeleteNotice(outcome, target.isBulk);
    if (isLogoutSignal(result)) {
      onUnauthenticated?.();
      return;
    }
    if (result.tone === 'success') {
      setSelectedIds((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
    }
    tell(result);
  };

  // The bulk bar goes with the selection, and a deleted row's menu with its row: focus then
  // goes to the table, else the search box.
  const returnFocusTo = useCallback(() => {
    const root = layout.current;
    return (
      root?.querySelector<HTMLElement>('[role="grid"]') ??
      root?.querySelector<HTMLElement>('input[type="search"]') ??
      null
    );
  }, []);

  if (fields.length === 0 && !isLoading && !isError) {
    const createField =
      createFieldHref !== undefined ? (
        <LinkButton href={createFieldHref}>{tResource('fieldForm.createTitle')}</LinkButton>
      ) : (
        onCreateField !== undefined && (
          <Button onPress={() => runCreateField()} isPending={isCreatingField}>
            {tResource('fieldForm.createTitle')}
          </Button>
        )
      );
    return (
      <Panel as="div">
        <EmptyState
          icon="file"
          title={tResource('valueList.noFields', { name: resourceName })}
          action={createField}
          headingLevel={headingLevel}
        />
      </Panel>
    );
  }

  const addLabel = tResource('valueList.add', { name: resourceName });
  const addButton =
    createHref !== undefined ? (
      <LinkButton href={createHref}>{addLabel}</LinkButton>
    ) : (
      onCreate !== undefined && (
        <Button onPress={() => runCreate()} isPending={isCreating}>
          {addLabel}
        </Button>
      )
    );

  const isEmpty = values.length === 0 && !isLoading;
  const content = isError ? (
    <ZeroResultsPanel isError onRetry={onRetry} headingLevel={headingLevel} />
  ) : isEmpty && current.search === '' ? (
    <EmptyState
      icon="file"
      title={t('valueList.empty.title')}
      description={t('valueList.empty.description')}
      headingLevel={headingLevel}
    />
  ) : (
    <ValueTable
      aria-label={ariaLabel ?? t('valueList.table.label', { name: resourceName })}
      values={values}
      nameOf={nameOf}
      isLoading={isLoading}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      hrefOf={hrefOf}
      onOpen={onOpen}
      onDelete={onDelete && ((value) => openDelete({ values: [value], isBulk: false }))}
      emptyState={
        <ZeroResultsPanel
          title={t('valueList.noResults.title')}
          description={t('valueList.noResults.description')}
          headingLevel={headingLevel}
        />
      }
    />
  );

  return (
    <Panel as="div">
      <ListLayout ref={layout}>
        <ListToolbar>
          <SearchField
            aria-label={t('valueList.search.label')}
            placeholder={tCommon('common.search.placeholder')}
            defaultValue={current.search}
            debounce={searchDebounce.listMs}
            onDebouncedChange={(search) => changeQuery({ ...current, search, page: 1 })}
          />
          {addButton}
        </ListToolbar>
        {notice && <Banner variant={notice.tone}>{noticeText(notice.message)}</Banner>}
        {selected.length > 0 && (
          <BulkBar role="group" aria-label={t('valueList.bulkActions.label')}>
            <Text as="span">{t('valueList.selection.count', { count: selected.length })}</Text>
            <Button variant="danger" size="small" onPress={openBulkDelete}>
              {tCommon('common.action.delete')}
            </Button>
          </BulkBar>
        )}
        {content}
        {!isError && total > 0 && (
          <ListPagination
            aria-label={t('valueList.pagination.label')}
            page={current.page}
            total={total}
            pageSize={current.pageSize}
            pageSizes={pageSizes.customResourceValues}
            onPageChange={(page) => changeQuery({ ...current, page })}
            onPageSizeChange={(pageSize) => changeQuery({ ...current, pageSize, page: 1 })}
            isDisabled={isLoading}
          />
        )}
        <ValueDeleteDialog
          target={target}
          isOpen={isDialogOpen}
          onOpenChange={setDialogOpen}
          nameOf={nameOf}
          onConfirm={confirmDelete}
          returnFocusTo={returnFocusTo}
        />
      </ListLayout>
    </Panel>
  );
}
