import {
  availabilityBannerTone,
  canCreateSharedMetafield,
  commonMessages,
  metafieldMessages,
  pageSizes,
  searchDebounce,
  templateMessages,
  type CustomResourceSummary,
  type PlanStore,
  type ResourceType,
  type Template,
} from '@metafields/core';
import {
  ActionMenu,
  Banner,
  Button,
  EmptyState,
  FileTrigger,
  Heading,
  Inline,
  MenuItem,
  SearchField,
  Stack,
  VisuallyHidden,
  ZeroResultsPanel,
  useMessages,
  type HeadingProps,
} from '@metafields/design-system';
import { useId } from 'react';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { usePendingAction, type HostAction } from '../hostAction.js';
import type { JobDownloadFormat } from '../JobHistory/JobHistoryTable.js';
import { jobHistoryTableMessages } from '../JobHistory/messages.js';
import { ListSkeleton } from '../pagedList/ListSkeleton.js';
import { usePagedQuery } from '../pagedList/pagedListQuery.js';
import { HeaderRow } from '../pagedList/pagedList.styles.js';
import { ReorderableRows } from '../pagedList/ReorderableRows.js';
import { useRowDialog } from '../pagedList/rowDialog.js';
import { useReorderedItems } from '../pagedList/useReorderedItems.js';
import { templateListMessages } from './messages.js';
import { TemplateDeleteDialog, TemplateGraphqlDialog } from './TemplateDialogs.js';
import { TemplateRowGrid } from './TemplateList.styles.js';
import { defaultTemplateListQuery, type TemplateListQuery } from './templateListQuery.js';
import { TemplateRow, type TemplateRowAction } from './TemplateRow.js';

export interface TemplateListProps {
  /** The resource type whose shared metafields these are, by its singular slug. */
  entity: ResourceType;
  /** The resource type as the title names it ('Shared {singular} metafields'). @default entity */
  entityName?: string | undefined;
  /**
   * The page of templates the host loaded for the current query, in their sort order. A new
   * array replaces the order a move showed, so pass the same array until the next load.
   */
  templates: readonly Template[];
  /** How many templates match the search in all (the answer's `meta.total`). */
  total: number;
  /** The query shown; without it the list keeps its own, starting at `defaultQuery`. */
  query?: TemplateListQuery | undefined;
  /** The first query when `query` is not given. @default page 1 of 25, no search */
  defaultQuery?: Partial<TemplateListQuery> | undefined;
  /**
   * The page, page size or search changed: load those templates. Search is reported 300 ms
   * after the last keystroke; a new search or page size goes back to page 1.
   */
  onQueryChange: (query: TemplateListQuery) => void;
  /** The templates are being loaded. */
  isLoading?: boolean | undefined;
  /** The templates could not be loaded: 'Unable to load', with Try again when `onRetry` is given. */
  isError?: boolean | undefined;
  /** 'Try again' after a failed load: load the templates again. */
  onRetry?: (() => void) | undefined;
  /** The store's custom resources, whose slugs are content types: their names are shown. */
  customResources?: readonly CustomResourceSummary[] | undefined;
  /** The address of a template's form: its name and Edit become links. */
  hrefOf?: ((template: Template) => string) | undefined;
  /** Opens a template's form, when there is no `hrefOf`. */
  onOpen?: ((template: Template) => void) | undefined;
  /** 'Create shared metafield'. */
  onCreate?: (() => void) | undefined;
  /**
   * A template was moved (by drag and drop, keyboard or a move button): save it with this
   * `sort_order` (its new position + 1 + (page - 1) x page size), then reload. The list shows
   * the new order at once, and returns to the old one if the promise rejects.
   */
  onReorder: HostAction<[template: Template, sortOrder: number]>;
  /** Deletes a template once the person confirms; the dialog stays open while pending. */
  onDelete: HostAction<[template: Template]>;
  /**
   * Counts the metafields deleting a template would remove, for the warning 'Deleting this
   * template will remove N existing metafield(s).' when the list's templates carry no count.
   * Without it, or until it answers, the warning has no number.
   */
  metafieldCountOf?: ((template: Template) => Promise<number | undefined>) | undefined;
  /** 'Export': the template export of this resource type, as CSV or an Excel workbook. */
  onExport?: HostAction<[format: JobDownloadFormat]> | undefined;
  /** 'Import': a template spreadsheet the person chose. */
  onImport?: HostAction<[file: File]> | undefined;
  /**
   * 'Preview import' (issue 28): a template spreadsheet to compare with the store before
   * importing it; the host shows what it would change (`ImportPreview`).
   */
  onPreviewImport?: HostAction<[file: File]> | undefined;
  /** The external help article 'View GraphQL' offers for orders. */
  graphqlHelpHref?: string | undefined;
  /**
   * The store, for the plan rules: without shared metafields on its plan or when inactive,
   * Create, Import and Export are disabled and a banner says why. Without a store all is allowed.
   */
  store?: PlanStore | undefined;
  /** Where 'Explore plans' leads (the billing page). */
  plansHref?: string | undefined;
  /** The title's level in the page. @default 2 */
  headingLevel?: HeadingProps['level'];
  /**
   * The page already titles itself 'Shared {singular} metafields' (the admin's h1): the list
   * then shows no heading of its own, the title names its section, and the empty and error
   * states' headings take `headingLevel`. @default false
   */
  isTitleHidden?: boolean;
}

/** CSV, or an Excel workbook whose first sheet the server reads as CSV (ADR 0031). */
const fileTypes = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/**
 * The shared metafields of a resource type (metafields.md, 'Shared metafield templates
 * screens'): search, server paging, reorder by drag, keyboard or move buttons, the columns Name,
 * 'Namespace and key' and Content type, a row menu with Edit, Delete and View GraphQL, and the
 * list's Export, Import and Create. The host loads each page (`onQueryChange`) and saves.
 */
export function TemplateList({
  entity,
  entityName = entity,
  templates,
  total,
  query,
  defaultQuery,
  onQueryChange,
  isLoading = false,
  isError = false,
  onRetry,
  customResources = [],
  hrefOf,
  onOpen,
  onCreate,
  onReorder,
  onDelete,
  metafieldCountOf,
  onExport,
  onImport,
  onPreviewImport,
  graphqlHelpHref,
  store,
  plansHref,
  headingLevel = 2,
  isTitleHidden = false,
}: TemplateListProps) {
  const t = useMessages(templateListMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const tMetafield = useMessages(metafieldMessages);
  // The export's formats are named as the job history's downloads name them.
  const tJobs = useMessages(jobHistoryTableMessages);
  const title = tTemplate('templateList.title', { singular: entityName });
  const headingId = useId();

  const { current, changeQuery } = usePagedQuery({
    query,
    initialQuery: { ...defaultTemplateListQuery, ...defaultQuery },
    total,
    isSettled: !isLoading && !isError,
    onQueryChange,
  });
  const { shown, move, announcement } = useReorderedItems({
    items: templates,
    page: current.page,
    pageSize: current.perPage,
    nameOf: (template) => template.name,
    onReorder,
  });
  const { sectionRef, openDialog, itemOf, isOpenOf, setDialogOpen, returnFocusTo } = useRowDialog<
    TemplateRowAction,
    Template
  >();

  const [isExporting, runExport] = usePendingAction(onExport);
  const [isImporting, runImport] = usePendingAction(onImport);
  const [isPreviewing, runPreview] = usePendingAction(onPreviewImport);
  const isUsable = canCreateSharedMetafield(store);

  const createButton = onCreate !== undefined && (
    <Button onPress={onCreate} isDisabled={!isUsable}>
      {tTemplate('templateForm.createTitle')}
    </Button>
  );
  // Under the list's own title, one level deeper; without it, at the title's level.
  const innerHeadingLevel = Math.min(
    isTitleHidden ? headingLevel : headingLevel + 1,
    6,
  ) as HeadingProps['level'];

  let content;
  if (isError) {
    content = <ZeroResultsPanel isError onRetry={onRetry} headingLevel={innerHeadingLevel} />;
  } else if (shown.length === 0 && isLoading) {
    content = <ListSkeleton />;
  } else if (shown.length === 0 && current.search !== '') {
    content = (
      <EmptyState
        icon="search"
        title={tTemplate('templateList.empty.search')}
        headingLevel={innerHeadingLevel}
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        title={tTemplate('templateList.empty.title')}
        description={tTemplate('templateList.empty.description', { singular: entityName })}
        action={createButton}
        headingLevel={innerHeadingLevel}
      />
    );
  } else {
    content = (
      <ReorderableRows<Template>
        aria-label={t('templateList.list.label')}
        columnNames={
          <TemplateRowGrid>
            <span>{tCommon('common.field.name')}</span>
            <span>{tTemplate('templateList.column.namespaceAndKey')}</span>
            <span>{tCommon('common.field.contentType')}</span>
            <span />
          </TemplateRowGrid>
        }
        items={shown}
        itemLabel={(template) => template.name}
        onMove={move}
        // The new sort_order counts positions in the whole list (spec section 4); among search
        // results a position means something else, so the order is frozen while searching.
        isDisabled={current.search !== ''}
        isBusy={isLoading}
      >
        {(template) => (
          <TemplateRow
            template={template}
            customResources={customResources}
            href={hrefOf?.(template)}
            onOpen={onOpen}
            onAction={openDialog}
          />
        )}
      </ReorderableRows>
    );
  }

  return (
    <section
      {...(isTitleHidden ? { 'aria-label': title } : { 'aria-labelledby': headingId })}
      ref={sectionRef}
    >
      <Stack gap="400">
        <HeaderRow>
          {!isTitleHidden && (
            <Heading level={headingLevel} id={headingId}>
              {title}
            </Heading>
          )}
          <Inline gap="200">
            {onExport !== undefined && (
              <ActionMenu
                label={tCommon('common.action.export')}
                variant="secondary"
                isDisabled={!isUsable || isExporting}
                onAction={(key) => runExport(key === 'xlsx' ? 'xlsx' : 'csv')}
              >
                <MenuItem id="csv">{tJobs('jobHistoryTable.download.csv')}</MenuItem>
                <MenuItem id="xlsx">{tJobs('jobHistoryTable.download.xlsx')}</MenuItem>
              </ActionMenu>
            )}
            {onPreviewImport !== undefined && (
              <FileTrigger
                acceptedFileTypes={fileTypes}
                isDisabled={!isUsable || isPreviewing || isImporting}
                onSelect={([file]) => {
                  if (file !== undefined) runPreview(file);
                }}
              >
                {t('templateList.previewImport')}
              </FileTrigger>
            )}
            {onImport !== undefined && (
              <FileTrigger
                acceptedFileTypes={fileTypes}
                isDisabled={!isUsable || isImporting}
                onSelect={([file]) => {
                  if (file !== undefined) runImport(file);
                }}
              >
                {tCommon('common.action.import')}
              </FileTrigger>
            )}
            {createButton}
          </Inline>
        </HeaderRow>
        {!isUsable && (
          <Banner
            variant={availabilityBannerTone(store)}
            title={tCommon('common.plan.premiumAndAbove')}
            {...(plansHref !== undefined && {
              action: { label: tCommon('common.plan.explorePlans'), href: plansHref },
            })}
          >
            {tMetafield('sharedMetafieldsTab.upgrade')}
          </Banner>
        )}
        <SearchField
          aria-label={t('templateList.search.label')}
          placeholder={tCommon('common.search.placeholder')}
          defaultValue={current.search}
          debounce={searchDebounce.listMs}
          onDebouncedChange={(search) => changeQuery({ ...current, search, page: 1 })}
        />
        {content}
        {!isError && total > 0 && (
          <ListPagination
            aria-label={t('templateList.pagination.label')}
            page={current.page}
            onPageChange={(page) => changeQuery({ ...current, page })}
            pageSize={current.perPage}
            pageSizes={pageSizes.templates}
            onPageSizeChange={(perPage) => changeQuery({ ...current, perPage, page: 1 })}
            total={total}
          />
        )}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        <TemplateDeleteDialog
          template={itemOf('delete')}
          isOpen={isOpenOf('delete')}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          onConfirm={onDelete}
          metafieldCountOf={metafieldCountOf}
        />
        <TemplateGraphqlDialog
          template={itemOf('viewGraphql')}
          isOpen={isOpenOf('viewGraphql')}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          entity={entity}
          orderHelpHref={graphqlHelpHref}
        />
      </Stack>
    </section>
  );
}
