import {
  commonMessages,
  customResourceMessages,
  pageSizes,
  type CustomObject,
} from '@metafields/core';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  Heading,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  ZeroResultsPanel,
  useMessages,
  type HeadingProps,
} from '@metafields/design-system';
import { useId } from 'react';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { ConfirmDeleteDialog } from '../pagedList/ConfirmDeleteDialog.js';
import type { HostAction } from '../hostAction.js';
import { ItemName } from '../pagedList/ItemName.js';
import { pagedListMessages } from '../pagedList/messages.js';
import { usePagedQuery } from '../pagedList/pagedListQuery.js';
import { HeaderRow } from '../pagedList/pagedList.styles.js';
import { RowActionMenu } from '../pagedList/RowActionMenu.js';
import { useRowDialog } from '../pagedList/rowDialog.js';
import {
  defaultCustomResourceTableQuery,
  type CustomResourceTableQuery,
} from './customResourceTableQuery.js';
import { customResourceTableMessages } from './messages.js';

export interface CustomResourceTableProps {
  /** The page of custom resources the host loaded for the current query. */
  customResources: readonly CustomObject[];
  /** How many custom resources there are in all (the answer's `meta.total`). */
  total: number;
  /** The query shown; without it the table keeps its own, starting at `defaultQuery`. */
  query?: CustomResourceTableQuery | undefined;
  /** The first query when `query` is not given. @default page 1 of 50 */
  defaultQuery?: Partial<CustomResourceTableQuery> | undefined;
  /** The page or page size changed: load those resources. A new page size goes back to page 1. */
  onQueryChange: (query: CustomResourceTableQuery) => void;
  /** The resources are being loaded: placeholder rows until the first page arrives. */
  isLoading?: boolean | undefined;
  /** The resources could not be loaded: 'Unable to load', with Try again when `onRetry` is given. */
  isError?: boolean | undefined;
  /** 'Try again' after a failed load: load the resources again. */
  onRetry?: (() => void) | undefined;
  /** The address of a resource's settings: its name and Edit become links. */
  hrefOf?: ((customResource: CustomObject) => string) | undefined;
  /** Opens a resource's settings, when there is no `hrefOf`. */
  onOpen?: ((customResource: CustomObject) => void) | undefined;
  /** 'Add resource', beside the title and in the empty state. */
  onCreate?: (() => void) | undefined;
  /**
   * Deletes a resource once the person confirms ('Deleting {plural name} is permanent'); Delete
   * shows progress while the promise is pending, and the dialog stays open if it rejects.
   */
  onDelete: HostAction<[customResource: CustomObject]>;
  /** The title's level in the page. @default 2 */
  headingLevel?: HeadingProps['level'];
}

/**
 * A store's custom resources (custom-resources-and-account.md, 'Custom resources table'): the
 * name as a link to the resource's settings, a row menu with Edit and Delete, and server
 * paging. The host loads each page (`onQueryChange`), deletes, and shows the notices (core's
 * `customResourceDeleteNotice`).
 */
export function CustomResourceTable({
  customResources,
  total,
  query,
  defaultQuery,
  onQueryChange,
  isLoading = false,
  isError = false,
  onRetry,
  hrefOf,
  onOpen,
  onCreate,
  onDelete,
  headingLevel = 2,
}: CustomResourceTableProps) {
  const t = useMessages(customResourceTableMessages);
  const tList = useMessages(pagedListMessages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const headingId = useId();

  const { current, changeQuery } = usePagedQuery({
    query,
    initialQuery: { ...defaultCustomResourceTableQuery, ...defaultQuery },
    total,
    isSettled: !isLoading && !isError,
    onQueryChange,
  });
  const { sectionRef, openDialog, itemOf, isOpenOf, setDialogOpen, returnFocusTo } = useRowDialog<
    'delete',
    CustomObject
  >();

  const createButton = onCreate !== undefined && (
    <Button onPress={onCreate}>{tResource('resourcesList.addResource')}</Button>
  );
  const innerHeadingLevel = Math.min(headingLevel + 1, 6) as HeadingProps['level'];

  const table = (
    <Table aria-labelledby={headingId} isLoading={isLoading}>
      <TableHeader>
        <Column id="name" isRowHeader>
          {tCommon('common.field.name')}
        </Column>
        <Column id="actions" align="end">
          {tCommon('common.column.actions')}
        </Column>
      </TableHeader>
      <TableBody
        items={customResources}
        renderEmptyState={() => (
          <EmptyState
            title={tList('pagedList.empty', { item: tResource('customResourceTable.empty.item') })}
            action={createButton}
            headingLevel={innerHeadingLevel}
          />
        )}
      >
        {(customResource) => {
          const href = hrefOf?.(customResource);
          const open = onOpen && (() => onOpen(customResource));
          return (
            <Row id={customResource.id}>
              <Cell>
                <ItemName name={customResource.name} href={href} onOpen={open} />
              </Cell>
              <Cell align="end">
                <RowActionMenu
                  name={customResource.name}
                  href={href}
                  onEdit={open}
                  onDelete={(menuButton) => openDialog('delete', customResource, menuButton)}
                />
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Stack gap="400">
        <HeaderRow>
          <Heading level={headingLevel} id={headingId}>
            {t('customResourceTable.title')}
          </Heading>
          {createButton}
        </HeaderRow>
        {isError ? (
          <ZeroResultsPanel isError onRetry={onRetry} headingLevel={innerHeadingLevel} />
        ) : (
          table
        )}
        {!isError && total > 0 && (
          <ListPagination
            aria-label={t('customResourceTable.pagination.label')}
            page={current.page}
            onPageChange={(page) => changeQuery({ ...current, page })}
            pageSize={current.perPage}
            pageSizes={pageSizes.customResources}
            onPageSizeChange={(perPage) => changeQuery({ ...current, perPage, page: 1 })}
            total={total}
          />
        )}
        <ConfirmDeleteDialog<CustomObject>
          item={itemOf('delete')}
          nameOf={(customResource) => customResource.name}
          message={(customResource) =>
            tResource('customResourceSettings.delete.confirm', {
              pluralName: customResource.plural_name || customResource.name,
            })
          }
          isOpen={isOpenOf('delete')}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          onConfirm={onDelete}
        />
      </Stack>
    </section>
  );
}
