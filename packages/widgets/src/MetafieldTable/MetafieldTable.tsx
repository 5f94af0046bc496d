import {
  actionOutcomeOf,
  isLogoutSignal,
  metafieldMessages,
  metafieldPage,
  pageSizes,
  reassignOwnerNotice,
  searchMetafields,
  sortMetafields,
  type BulkDeleteProgress,
  type Metafield,
  type MetafieldTableSort,
  type MetafieldTableSortColumn,
  type ReassignOwnerBody,
} from '@metafields/core';
import {
  Button,
  EmptyState,
  SearchField,
  Text,
  VisuallyHidden,
  useLocale,
  useMessages,
  type Key,
  type Selection,
  type SortDescriptor,
} from '@metafields/design-system';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ChangeOwnerDialog } from '../ChangeOwnerDialog/index.js';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { DeleteMetafieldsDialog } from './DeleteMetafieldsDialog.js';
import { MetafieldGrid } from './MetafieldGrid.js';
import { metafieldTableMessages } from './messages.js';
import { BulkBar, ListLayout, ListToolbar } from '../listLayout.styles.js';
import { useNoticeText } from '../useNoticeText.js';

export interface MetafieldTableProps {
  /** The record's custom metafields, all of them (the table searches, sorts and pages them). */
  metafields: readonly Metafield[];
  /** The metafields are being read: a spinner in the table. */
  isLoading?: boolean;
  /** 'Create metafield' was pressed. */
  onCreate: () => void;
  /** Edit was chosen in a row's menu. */
  onEdit: (metafield: Metafield) => void;
  /**
   * Deletes one metafield, for the row action and for each of the selected ones in turn. Reject
   * with the call's `{ status, body }`: a 403 shows "You do not have permission to delete
   * metafield '{namespace}: {key}'". Remove deleted metafields from `metafields` (or read them
   * again) as the promises resolve.
   */
  onDelete: (metafield: Metafield) => Promise<unknown>;
  /**
   * Reassigns a row's metafield, with the body of POST /metafields/reassign (the
   * `ChangeOwnerDialog`'s `onSubmit`). Reject with the call's `{ status, body }`; the dialog
   * then shows the server's error or 'An error occurred.'.
   */
  onChangeOwner: (body: ReassignOwnerBody) => Promise<unknown>;
  /** Where the change owner dialog's 'Learn more' leads. */
  changeOwnerLearnMoreHref: string;
  /** A delete or reassign answered 401: the session is gone. */
  onUnauthenticated?: () => void;
  /** The level of the empty and no-results headings, one below the table's own heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Names the table. @default 'Custom metafields' */
  'aria-label'?: string;
  /**
   * The search, page and page size shown, for a page that keeps them (in its URL, so that
   * coming back from a metafield's form shows the list as it was left). Without it the table
   * keeps its own, starting from the first page of everything.
   */
  view?: MetafieldTableView | undefined;
  /** The person changed the search, page or page size: only what changed. */
  onViewChange?: ((change: Partial<MetafieldTableView>) => void) | undefined;
}

/** What the table shows of its metafields: the search term, the page and the page size. */
export interface MetafieldTableView {
  search: string;
  page: number;
  pageSize: number;
}

export const defaultMetafieldTableView: MetafieldTableView = {
  search: '',
  page: 1,
  pageSize: pageSizes.metafields.defaultSize,
};

const sortDirections = { ascending: 'asc', descending: 'desc' } as const;

type Deleting = { metafields: readonly Metafield[]; isBulk: boolean };

/**
 * The array last returned while `items` holds the same metafields in the same order, so a
 * search that leaves the page as it was does not redraw the (memoised) rows.
 */
function useSameItems<T>(items: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(items);
  const same =
    kept === items ||
    (kept.length === items.length && kept.every((item, index) => item === items[index]));
  if (same) return kept;
  setKept(items);
  return items;
}

/**
 * The Custom metafields tab of a record (metafields.md, 'Metafield list page for a record'):
 * Namespace, Key, 'Available on storefront', 'Last updated (UTC)' and a row menu (Edit,
 * Delete, Change owner); a search over key, namespace and description; sorting; page sizes 10
 * to 250 paged in the client; row selection with 'Delete metafields', which deletes the
 * selected metafields one by one behind a progress bar and then clears the selection.
 *
 * The metafields come in whole and changes go out through callbacks; search, sort, page and
 * selection are the table's own. The selection survives paging and searching (the count says
 * how many are selected in all); 'Select all' selects the rows of the page shown.
 */
export function MetafieldTable({
  metafields,
  isLoading = false,
  onCreate,
  onEdit,
  onDelete,
  onChangeOwner,
  changeOwnerLearnMoreHref,
  onUnauthenticated,
  headingLevel = 3,
  'aria-label': ariaLabel,
  view: viewProp,
  onViewChange,
}: MetafieldTableProps) {
  const t = useMessages(metafieldTableMessages);
  const tMetafield = useMessages(metafieldMessages);
  const noticeText = useNoticeText();
  const { locale } = useLocale();
  const layout = useRef<HTMLDivElement>(null);

  const [ownView, setOwnView] = useState(defaultMetafieldTableView);
  const view = viewProp ?? ownView;
  const searchTerm = view.search;
  const page = view.page;
  // A hand-edited size that the table does not offer falls back to the default.
  const pageSize = (pageSizes.metafields.options as readonly number[]).includes(view.pageSize)
    ? view.pageSize
    : pageSizes.metafields.defaultSize;
  // Stable, so the memoised grid's callbacks keep their identity; the latest listener is told.
  const latestOnViewChange = useRef(onViewChange);
  useEffect(() => {
    latestOnViewChange.current = onViewChange;
  });
  const changeView = useCallback((change: Partial<MetafieldTableView>) => {
    setOwnView((current) => ({ ...current, ...change }));
    latestOnViewChange.current?.(change);
  }, []);
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deletedAnnouncement, setDeletedAnnouncement] = useState('');
  const [changeOwnerFor, setChangeOwnerFor] = useState<Metafield | null>(null);
  const [isChangeOwnerOpen, setChangeOwnerOpen] = useState(false);
  const [changeOwnerError, setChangeOwnerError] = useState<string>();

  const collator = useMemo(
    () => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
    [locale],
  );
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    [locale],
  );

  // Sorting waits for a new list or sort; typing only filters the sorted list (O(n)).
  const sort: MetafieldTableSort | undefined = sortDescriptor && {
    column: sortDescriptor.column as MetafieldTableSortColumn,
    direction: sortDirections[sortDescriptor.direction],
  };
  const sorted = useMemo(
    () => sortMetafields(metafields, sort, collator),
    // `sort` is rebuilt each render; its two fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [metafields, sort?.column, sort?.direction, collator],
  );
  const found = useMemo(() => searchMetafields(sorted, searchTerm), [sorted, searchTerm]);
  const shown = useMemo(() => metafieldPage(found, page, pageSize), [found, page, pageSize]);
  const pageItems = useSameItems(shown.items);
  const pageIds = useMemo(() => pageItems.map((metafield) => metafield.id), [pageItems]);
  const selected = useMemo(
    () => sorted.filter((metafield) => selectedIds.has(metafield.id)),
    [sorted, selectedIds],
  );
  const selectedOnPage = useMemo(
    () => new Set(pageIds.filter((id) => selectedIds.has(id))),
    [pageIds, selectedIds],
  );

  // The grid is memoised; the row menu reads the latest `onEdit` here, so a new callback each
  // render does not redraw every row.
  const latestOnEdit = useRef(onEdit);
  useEffect(() => {
    latestOnEdit.current = onEdit;
  });

  // 'Select all' and clearing act on the page shown; selections on other pages stay.
  const changeSelection = useCallback(
    (keys: Selection) => {
      const onPage = keys === 'all' ? pageIds : pageIds.filter((id) => keys.has(id));
      setSelectedIds((previous) => {
        const next = new Set([...previous].filter((id) => !pageIds.includes(id)));
        for (const id of onPage) next.add(id);
        return next;
      });
    },
    [pageIds],
  );

  const changeSort = useCallback(
    (descriptor: SortDescriptor) => {
      setSortDescriptor(descriptor);
      changeView({ page: 1 });
    },
    [changeView],
  );

  const showAll = useCallback(() => changeView({ search: '', page: 1 }), [changeView]);

  const finishDeleting = (progress: BulkDeleteProgress<Metafield>) => {
    if (deleting?.isBulk) {
      setSelectedIds(new Set());
    } else {
      const deletedIds = new Set(progress.deleted.map((metafield) => metafield.id));
      setSelectedIds((previous) => new Set([...previous].filter((id) => !deletedIds.has(id))));
    }
    if (progress.deleted.length > 0) {
      setDeletedAnnouncement(t('metafieldTable.deleted', { count: progress.deleted.length }));
    }
    if (progress.status === 'loggedOut') onUnauthenticated?.();
  };

  // Focus had nowhere to return (the row it came from was deleted): the table takes it, else
  // the search box, else whatever the tab shows first.
  const placeFocus = () => {
    const root = layout.current;
    if (!root) return;
    const grid = root.querySelector<HTMLElement>('[role="grid"]');
    grid?.focus();
    if (root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  };

  const submitChangeOwner = async (body: ReassignOwnerBody) => {
    setChangeOwnerError(undefined);
    try {
      return await onChangeOwner(body);
    } catch (reason) {
      const notice = reassignOwnerNotice(actionOutcomeOf(reason));
      if (isLogoutSignal(notice)) onUnauthenticated?.();
      else setChangeOwnerError(noticeText(notice.message));
      throw reason;
    }
  };

  const runRowAction = useCallback((metafield: Metafield, action: Key) => {
    if (action === 'edit') latestOnEdit.current(metafield);
    if (action === 'delete') setDeleting({ metafields: [metafield], isBulk: false });
    if (action === 'changeOwner') {
      setChangeOwnerFor(metafield);
      setChangeOwnerError(undefined);
      setChangeOwnerOpen(true);
    }
  }, []);

  const createButton = (
    <Button variant="primary" onPress={() => onCreate()}>
      {tMetafield('metafieldPage.createTitle')}
    </Button>
  );

  const dialogs = (
    <>
      <DeleteMetafieldsDialog
        metafields={deleting?.metafields ?? null}
        onDelete={onDelete}
        onFinished={finishDeleting}
        onClose={() => setDeleting(null)}
        onFocusLost={placeFocus}
      />
      <ChangeOwnerDialog
        isOpen={isChangeOwnerOpen}
        onOpenChange={setChangeOwnerOpen}
        currentOwnerId={changeOwnerFor?.owner_client_id}
        metafieldIds={changeOwnerFor ? [changeOwnerFor.id] : []}
        onSubmit={submitChangeOwner}
        errorMessage={changeOwnerError}
        learnMoreHref={changeOwnerLearnMoreHref}
      />
    </>
  );

  const announcements = (
    <>
      <VisuallyHidden role="status">
        {searchTerm.trim() === '' ? '' : t('metafieldTable.searchResults', { count: found.length })}
      </VisuallyHidden>
      <VisuallyHidden role="status">{deletedAnnouncement}</VisuallyHidden>
    </>
  );

  if (metafields.length === 0 && !isLoading) {
    return (
      <ListLayout ref={layout}>
        <EmptyState
          icon="file"
          title={t('metafieldTable.empty.title')}
          description={t('metafieldTable.empty.description')}
          action={createButton}
          headingLevel={headingLevel}
        />
        {announcements}
        {dialogs}
      </ListLayout>
    );
  }

  return (
    <ListLayout ref={layout}>
      <ListToolbar>
        <SearchField
          aria-label={t('metafieldTable.search.label')}
          placeholder={t('metafieldTable.search.placeholder')}
          value={searchTerm}
          onChange={(value) => changeView({ search: value, page: 1 })}
        />
        {createButton}
      </ListToolbar>
      {selected.length > 0 && (
        <BulkBar role="group" aria-label={t('metafieldTable.bulkActions.label')}>
          <Text as="span">{t('metafieldTable.selection.count', { count: selected.length })}</Text>
          <Button
            variant="danger"
            size="small"
            onPress={() => setDeleting({ metafields: selected, isBulk: true })}
          >
            {tMetafield('metafieldTable.bulkAction.delete')}
          </Button>
        </BulkBar>
      )}
      <MetafieldGrid
        aria-label={ariaLabel ?? tMetafield('metafieldPage.tab.custom')}
        items={pageItems}
        isLoading={isLoading}
        selectedKeys={selectedOnPage}
        onSelectionChange={changeSelection}
        sortDescriptor={sortDescriptor}
        onSortChange={changeSort}
        onRowAction={runRowAction}
        onShowAll={showAll}
        dateFormat={dateFormat}
        headingLevel={headingLevel}
      />
      <ListPagination
        aria-label={t('metafieldTable.pagination.label')}
        page={shown.page}
        total={found.length}
        pageSize={pageSize}
        pageSizes={pageSizes.metafields}
        onPageChange={(next) => changeView({ page: next })}
        onPageSizeChange={(size) => changeView({ pageSize: size, page: 1 })}
        isDisabled={isLoading}
      />
      {announcements}
      {dialogs}
    </ListLayout>
  );
}
