import {
  availabilityBannerTone,
  canCreateSharedMetafield,
  commonMessages,
  metafieldMessages,
  pageSizes,
  searchDebounce,
  sortOrderAfterMove,
  templateMessages,
  type CustomResourceSummary,
  type PlanStore,
  type ResourceType,
  type Template,
} from '@metafields/core';
import {
  Banner,
  Button,
  EmptyState,
  FileTrigger,
  Heading,
  Icon,
  Inline,
  ReorderableList,
  SearchField,
  Skeleton,
  Stack,
  VisuallyHidden,
  ZeroResultsPanel,
  moveItem,
  useMessages,
  type HeadingProps,
} from '@metafields/design-system';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isPromise, usePendingAction, type HostAction } from '../hostAction.js';
import { ListPagination } from '../ListPagination/ListPagination.js';
import { templateListMessages } from './messages.js';
import { TemplateDeleteDialog, TemplateGraphqlDialog } from './TemplateDialogs.js';
import {
  ColumnNames,
  HandleSpace,
  HeaderRow,
  ListRegion,
  MoveButtonsSpace,
  RowGrid,
} from './TemplateList.styles.js';
import {
  defaultTemplateListQuery,
  lastTemplatePage,
  type TemplateListQuery,
} from './templateListQuery.js';
import { TemplateRow, type MenuButtonOf, type TemplateRowAction } from './TemplateRow.js';

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
  /** 'Export': the template export of this resource type. */
  onExport?: HostAction<[]> | undefined;
  /** 'Import': a template spreadsheet the person chose. */
  onImport?: HostAction<[file: File]> | undefined;
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
}

const fileTypes = ['.csv', 'text/csv'];

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
  graphqlHelpHref,
  store,
  plansHref,
  headingLevel = 2,
}: TemplateListProps) {
  const t = useMessages(templateListMessages);
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const tMetafield = useMessages(metafieldMessages);
  const headingId = useId();

  const [ownQuery, setOwnQuery] = useState<TemplateListQuery>(() => ({
    ...defaultTemplateListQuery,
    ...defaultQuery,
  }));
  const changeQuery = (next: TemplateListQuery) => {
    setOwnQuery(next);
    onQueryChange(next);
  };

  // The order shown: the host's, or the one a move just made until the host reloads.
  const [shown, setShown] = useState(templates);
  const [given, setGiven] = useState(templates);
  if (templates !== given) {
    setGiven(templates);
    setShown(templates);
  }
  const [announcement, setAnnouncement] = useState('');

  const [dialog, setDialog] = useState<{ kind: TemplateRowAction; template: Template } | null>(
    null,
  );
  const [isDialogOpen, setDialogOpen] = useState(false);

  // After a dialog, focus goes back to the row menu's button; when the row went with a delete,
  // to the list (its first row), or failing that the search box.
  const sectionRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<MenuButtonOf | null>(null);
  const returnFocusTo = useCallback(() => {
    const button = menuButtonRef.current?.();
    if (button?.isConnected) return button;
    return (
      sectionRef.current?.querySelector<HTMLElement>('[role="grid"], input[type="search"]') ?? null
    );
  }, []);

  const [isExporting, runExport] = usePendingAction(onExport);
  const [isImporting, runImport] = usePendingAction(onImport);
  const isUsable = canCreateSharedMetafield(store);

  // A page past the end (after deleting the last template of the last page) shows as the last
  // page, and the host is asked for that page.
  const requested = query ?? ownQuery;
  const lastPage = lastTemplatePage(total, requested.perPage);
  const current =
    total > 0 && requested.page > lastPage ? { ...requested, page: lastPage } : requested;
  const isPastEnd = !isLoading && !isError && current !== requested;
  useEffect(() => {
    if (isPastEnd) onQueryChange(current);
    // Only reaching the end again should ask, not each new query object or callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPastEnd, lastPage]);

  const move = (fromIndex: number, toIndex: number) => {
    const template = shown[fromIndex];
    if (template === undefined) return;
    const sortOrder = sortOrderAfterMove({
      newIndex: toIndex,
      page: current.page,
      pageSize: current.perPage,
    });
    const before = shown;
    const moved = moveItem(shown, fromIndex, toIndex);
    setShown(moved);
    setAnnouncement(t('templateList.moved', { name: template.name, position: sortOrder }));
    const result = onReorder(template, sortOrder);
    // A failed save puts the rows back, unless they have changed since (a reload, another move).
    if (isPromise(result)) result.catch(() => setShown((now) => (now === moved ? before : now)));
  };

  const openDialog = (kind: TemplateRowAction, template: Template, menuButton: MenuButtonOf) => {
    menuButtonRef.current = menuButton;
    setDialog({ kind, template });
    setDialogOpen(true);
  };

  const createButton = onCreate !== undefined && (
    <Button onPress={onCreate} isDisabled={!isUsable}>
      {tTemplate('templateForm.createTitle')}
    </Button>
  );
  const innerHeadingLevel = Math.min(headingLevel + 1, 6) as HeadingProps['level'];

  let content;
  if (isError) {
    content = <ZeroResultsPanel isError onRetry={onRetry} headingLevel={innerHeadingLevel} />;
  } else if (shown.length === 0 && isLoading) {
    content = (
      <Stack gap="300" aria-busy="true">
        <Skeleton showLoadingText />
        <Skeleton />
        <Skeleton />
      </Stack>
    );
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
      <ListRegion aria-busy={isLoading}>
        <ColumnNames aria-hidden="true">
          <HandleSpace />
          <RowGrid>
            <span>{tCommon('common.field.name')}</span>
            <span>{tTemplate('templateList.column.namespaceAndKey')}</span>
            <span>{tCommon('common.field.contentType')}</span>
            <span />
          </RowGrid>
          <MoveButtonsSpace>
            {/* The same buttons as a row's, unseen and unreachable, to take the same room. */}
            <Button variant="subtle" size="small" isDisabled>
              <Icon name="chevronUp" size="small" />
            </Button>
            <Button variant="subtle" size="small" isDisabled>
              <Icon name="chevronDown" size="small" />
            </Button>
          </MoveButtonsSpace>
        </ColumnNames>
        <ReorderableList<Template>
          aria-label={t('templateList.list.label')}
          items={shown}
          itemLabel={(template) => template.name}
          onMove={move}
          // The new sort_order counts positions in the whole list (spec section 4); among search
          // results a position means something else, so the order is frozen while searching.
          isDisabled={current.search !== ''}
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
        </ReorderableList>
      </ListRegion>
    );
  }

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Stack gap="400">
        <HeaderRow>
          <Heading level={headingLevel} id={headingId}>
            {tTemplate('templateList.title', { singular: entityName })}
          </Heading>
          <Inline gap="200">
            {onExport !== undefined && (
              <Button
                variant="secondary"
                onPress={() => runExport()}
                isPending={isExporting}
                isDisabled={!isUsable}
              >
                {tCommon('common.action.export')}
              </Button>
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
          template={dialog?.kind === 'delete' ? dialog.template : null}
          isOpen={isDialogOpen && dialog?.kind === 'delete'}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          onConfirm={onDelete}
          metafieldCountOf={metafieldCountOf}
        />
        <TemplateGraphqlDialog
          template={dialog?.kind === 'viewGraphql' ? dialog.template : null}
          isOpen={isDialogOpen && dialog?.kind === 'viewGraphql'}
          onOpenChange={setDialogOpen}
          returnFocusTo={returnFocusTo}
          entity={entity}
          orderHelpHref={graphqlHelpHref}
        />
      </Stack>
    </section>
  );
}
