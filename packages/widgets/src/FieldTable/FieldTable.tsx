import {
  commonMessages,
  customResourceMessages,
  pageSizes,
  searchDebounce,
  type ContentType,
  type CustomObjectField,
  type CustomResourceSummary,
} from '@metafields/core';
import {
  Button,
  EmptyState,
  Heading,
  SearchField,
  Stack,
  VisuallyHidden,
  ZeroResultsPanel,
  useMessages,
  type HeadingProps,
} from '@metafields/design-system';
import { useId } from 'react';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { ConfirmDeleteDialog } from '../pagedList/ConfirmDeleteDialog.js';
import type { HostAction } from '../hostAction.js';
import { ListSkeleton } from '../pagedList/ListSkeleton.js';
import { pagedListMessages } from '../pagedList/messages.js';
import { usePagedQuery } from '../pagedList/pagedListQuery.js';
import { HeaderRow } from '../pagedList/pagedList.styles.js';
import { ReorderableRows } from '../pagedList/ReorderableRows.js';
import { useRowDialog } from '../pagedList/rowDialog.js';
import { useReorderedItems } from '../pagedList/useReorderedItems.js';
import { FieldRow } from './FieldRow.js';
import { FieldRowGrid } from './FieldTable.styles.js';
import { defaultFieldTableQuery, type FieldTableQuery } from './fieldTableQuery.js';
import { fieldTableMessages } from './messages.js';

export interface FieldTableProps {
  /**
   * The page of fields the host loaded for the current query, in their sort order. A new array
   * replaces the order a move showed, so pass the same array until the next load.
   */
  fields: readonly CustomObjectField[];
  /** How many fields match the search in all (the answer's `meta.total`). */
  total: number;
  /** The query shown; without it the table keeps its own, starting at `defaultQuery`. */
  query?: FieldTableQuery | undefined;
  /** The first query when `query` is not given. @default page 1 of 50, no search */
  defaultQuery?: Partial<FieldTableQuery> | undefined;
  /**
   * The page, page size or search changed: load those fields. Search is reported 300 ms after
   * the last keystroke; a new search or page size goes back to page 1.
   */
  onQueryChange: (query: FieldTableQuery) => void;
  /** The fields are being loaded: placeholder rows until the first page arrives. */
  isLoading?: boolean | undefined;
  /** The fields could not be loaded: 'Unable to load', with Try again when `onRetry` is given. */
  isError?: boolean | undefined;
  /** 'Try again' after a failed load: load the fields again. */
  onRetry?: (() => void) | undefined;
  /**
   * The content types GET /content-types lists (slug and name): a type core does not know is
   * shown by its name here. Built-in types are named in the user's language regardless.
   */
  contentTypes?: readonly ContentType[] | undefined;
  /** The store's custom resources: a reference field's type is shown by its resource's name. */
  customResources?: readonly CustomResourceSummary[] | undefined;
  /** The address of a field's form: its name and Edit become links. */
  hrefOf?: ((field: CustomObjectField) => string) | undefined;
  /** Opens a field's form, when there is no `hrefOf`. */
  onOpen?: ((field: CustomObjectField) => void) | undefined;
  /** 'Add field', beside the title and in the empty state. */
  onCreate?: (() => void) | undefined;
  /**
   * A field was moved (by drag and drop, keyboard or a move button): save it with this
   * `sort_order` (its new position + 1 + (page - 1) x page size), then reload. The table shows
   * the new order at once, and returns to the old one if the promise rejects. The order is
   * frozen while a search is shown.
   */
  onReorder: HostAction<[field: CustomObjectField, sortOrder: number]>;
  /**
   * Deletes a field once the person confirms ('Deleting a field is permanent'); Delete shows
   * progress while the promise is pending, and the dialog stays open if it rejects.
   */
  onDelete: HostAction<[field: CustomObjectField]>;
  /** The title's level in the page. @default 2 */
  headingLevel?: HeadingProps['level'];
}

/**
 * The fields of a custom resource (custom-resources-and-account.md, 'Fields table'): search,
 * server paging, reorder by drag, keyboard or move buttons, the columns Name (marked '(Display
 * name)') and Content type, a row menu with Edit and Delete, and 'Add field'. The host loads
 * each page (`onQueryChange`), saves, and shows the notices (core's `fieldDeleteNotice`,
 * `fieldReorderNotice`).
 */
export function FieldTable({
  fields,
  total,
  query,
  defaultQuery,
  onQueryChange,
  isLoading = false,
  isError = false,
  onRetry,
  contentTypes = [],
  customResources = [],
  hrefOf,
  onOpen,
  onCreate,
  onReorder,
  onDelete,
  headingLevel = 2,
}: FieldTableProps) {
  const t = useMessages(fieldTableMessages);
  const tList = useMessages(pagedListMessages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const headingId = useId();

  const { current, changeQuery } = usePagedQuery({
    query,
    initialQuery: { ...defaultFieldTableQuery, ...defaultQuery },
    total,
    isSettled: !isLoading && !isError,
    onQueryChange,
  });
  const { shown, move, announcement } = useReorderedItems({
    items: fields,
    page: current.page,
    pageSize: current.perPage,
    nameOf: (field) => field.name,
    onReorder,
  });
  const { sectionRef, openDialog, itemOf, isOpenOf, setDialogOpen, returnFocusTo } = useRowDialog<
    'delete',
    CustomObjectField
  >();

  const createButton = onCreate !== undefined && (
    <Button onPress={onCreate}>{tResource('customResourceSettings.addField')}</Button>
  );
  const innerHeadingLevel = Math.min(headingLevel + 1, 6) as HeadingProps['level'];
  const isSearching = current.search !== '';

  let content;
  if (isError) {
    content = <ZeroResultsPanel isError onRetry={onRetry} headingLevel={innerHeadingLevel} />;
  } else if (shown.length === 0 && isLoading) {
    content = <ListSkeleton />;
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        {...(isSearching && { icon: 'search' as const })}
        title={tList('pagedList.empty', { item: tResource('fieldTable.empty.item') })}
        action={!isSearching && createButton}
        headingLevel={innerHeadingLevel}
      />
    );
  } else {
    content = (
      <ReorderableRows<CustomObjectField>
        aria-labelledby={headingId}
        columnNames={
          <FieldRowGrid>
            <span>{tCommon('common.field.name')}</span>
            <span>{tCommon('common.field.contentType')}</span>
            <span />
          </FieldRowGrid>
        }
        items={shown}
        itemLabel={(field) => field.name}
        onMove={move}
        // The new sort_order counts positions in the whole list (spec section 4); among search
        // results a position means something else, so the order is frozen while searching.
        isDisabled={isSearching}
        isBusy={isLoading}
      >
        {(field) => (
          <FieldRow
            field={field}
            contentTypes={contentTypes}
            customResources={customResources}
            href={hrefOf?.(field)}
            onOpen={onOpen}
            onDelete={(deleted, menuButton) => openDialog('delete', deleted, menuButton)}
          />
        )}
      </ReorderableRows>
    );
  }

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Stack gap="400">
        <HeaderRow>
          <Heading level={headingLevel} id={headingId}>
            {t('fieldTable.title')}
          </Heading>
          {createButton}
        </HeaderRow>
        <SearchField
          aria-label={t('fieldTable.search.label')}
          placeholder={tCommon('common.search.placeholder')}
          defaultValue={current.search}
          debounce={searchDebounce.listMs}
          onDebouncedChange={(search) => changeQuery({ ...current, search, page: 1 })}
        />
        {content}
        {!isError && total > 0 && (
          <ListPagination
            aria-label={t('fieldTable.pagination.label')}
            page={current.page}
            onPageChange={(page) => changeQuery({ ...current, page })}
            pageSize={current.perPage}
            pageSizes={pageSizes.customResourceFields}
            onPageSizeChange={(perPage) => changeQuery({ ...current, perPage, page: 1 })}
            total={total}
          />
        )}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        <ConfirmDeleteDialog<CustomObjectField>
          item={itemOf('delete')}
          nameOf={(field) => field.name}
          message={() => tResource('fieldTable.delete.confirm')}
          isOpen={isOpenOf('delete')}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          onConfirm={onDelete}
        />
      </Stack>
    </section>
  );
}
