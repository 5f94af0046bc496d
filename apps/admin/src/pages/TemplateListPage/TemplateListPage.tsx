import { useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  actionOutcomeOf,
  fileExportNotice,
  isLogoutSignal,
  pageSizes,
  templateDeleteNotice,
  templateImportNotices,
  templateMessages,
  templateReorderNotice,
  type Template,
} from '@metafields/core';
import { PageHeader, Stack, useMessages } from '@metafields/design-system';
import {
  ImportPreview,
  TemplateList,
  type JobDownloadFormat,
  type TemplateListQuery,
} from '@metafields/widgets';
import { apiClientAtom } from '../../atoms/api.js';
import { customResourcesAtom } from '../../atoms/customResources.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import {
  exportTemplatesAtom,
  importTemplatesAtom,
  templateListAtom,
  templateListQueryAtom,
  writeTemplateAtom,
} from '../../atoms/templates.js';
import { docsLinks } from '../../docsLinks.js';
import { useTemplateRoute } from '../../layout/TemplatesLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { useListState } from '../../lists/useListState.js';
import { useNotify } from '../../notices/useNotify.js';
import { resourceNameMessages, resourceTypeNameMessages } from '../../resources/messages.js';
import { downloadFile } from './downloadFile.js';
import { messages } from './messages.js';
import { useTemplatePreview } from './useTemplatePreview.js';

/** The list's view in the URL: the spec's page, per_page and search_term (section 9: 25 a page). */
const listDefaults: { page: number; per_page: number; search: string } = {
  page: 1,
  per_page: pageSizes.templates.defaultSize,
  search: '',
};

/**
 * Manage shared metafields of a resource type (metafields.md, 'Shared metafield templates
 * screens'): `TemplateList` over the type's templates, its view in the URL. The back link leads
 * to the record the screen was opened from, else the resource list.
 */
export default function TemplateListPage() {
  const tResource = useMessages(resourceNameMessages);
  const tType = useMessages(resourceTypeNameMessages);
  const tTemplate = useMessages(templateMessages);
  const t = useMessages(messages);
  const { entity, originPath } = useTemplateRoute();
  const storeHash = useStoreHash();
  const [params, update] = useListState(`templates.${entity}`, listDefaults);
  const [query, setQuery] = useAtom(templateListQueryAtom);
  const wanted = { page: params.page, perPage: params.per_page, search: params.search };
  const isCurrent =
    query.page === wanted.page &&
    query.perPage === wanted.perPage &&
    query.search === wanted.search;
  // The list waits for the URL's view only when it first mounts; later changes of view keep it
  // mounted (its search box keeps focus) and show the last page until the next arrives.
  const [hasSynced, setSynced] = useState(isCurrent);
  if (isCurrent && !hasSynced) setSynced(true);
  const { page, perPage, search } = wanted;
  useLayoutEffect(() => {
    if (!isCurrent) setQuery({ page, perPage, search });
  }, [isCurrent, page, perPage, search, setQuery]);

  const resourceList = `/stores/${storeHash}/${entity}`;
  return (
    <Stack gap="400">
      <PageHeader
        title={tTemplate('templateList.title', { singular: tType(`resource.typeName.${entity}`) })}
        backLink={
          originPath
            ? { label: t('templatePages.backToRecord'), href: originPath }
            : { label: tResource(`resource.${entity}`), href: resourceList }
        }
      />
      {(isCurrent || hasSynced) && (
        <TemplateListView
          query={wanted}
          onQueryChange={(next) =>
            update({ page: next.page, per_page: next.perPage, search: next.search })
          }
        />
      )}
    </Stack>
  );
}

/** The list itself, once the query atom holds the URL's view. */
function TemplateListView({
  query,
  onQueryChange,
}: {
  query: TemplateListQuery;
  onQueryChange: (query: TemplateListQuery) => void;
}) {
  const { type, entity, listPath, originState } = useTemplateRoute();
  const tType = useMessages(resourceTypeNameMessages);
  const navigate = useNavigate();
  const notify = useNotify();
  const store = useAtomValue(currentStoreAtom);
  const list = useAtomValue(templateListAtom);
  const customResources = useAtomValue(customResourcesAtom);
  const { mutateAsync: write } = useAtomValue(writeTemplateAtom);
  const { mutateAsync: exportFile } = useAtomValue(exportTemplatesAtom);
  const { mutateAsync: importFile } = useAtomValue(importTemplatesAtom);
  const storeHash = useStoreHash();
  const api = useAtomValue(apiClientAtom);
  // The list carries no counts; the single read counts the metafields on the platform.
  const metafieldCountOf = async (template: Template) =>
    (await api.templates.get(storeHash, type, template.id)).metafield_count ?? undefined;

  const reorder = async (template: Template, sortOrder: number) => {
    try {
      await write({ method: 'PUT', id: template.id, body: { sort_order: sortOrder } });
      notify(templateReorderNotice({ status: 200 }));
    } catch (error) {
      notify(templateReorderNotice(actionOutcomeOf(error)));
      throw error;
    }
  };
  const remove = async (template: Template) => {
    try {
      await write({ method: 'DELETE', id: template.id });
      notify(templateDeleteNotice({ status: 200 }));
    } catch (error) {
      notify(templateDeleteNotice(actionOutcomeOf(error)));
    }
  };
  const exportTemplates = async (format: JobDownloadFormat) => {
    try {
      const file = await exportFile({ entity, format });
      downloadFile(file, `${entity}-shared-fields-export.${format}`);
      notify(fileExportNotice({ status: 200 }));
    } catch (error) {
      notify(fileExportNotice(actionOutcomeOf(error)));
    }
  };
  const tellImport = (outcome: Parameters<typeof templateImportNotices>[0]) => {
    const notices = templateImportNotices(outcome, type);
    if (isLogoutSignal(notices)) notify(notices);
    else notices.forEach(notify);
  };
  /** Imports a file and tells how it went; whether it was imported. */
  const importTemplates = async (file: File) => {
    try {
      tellImport({ status: 200, body: await importFile({ entity, file }) });
      return true;
    } catch (error) {
      tellImport(actionOutcomeOf(error));
      return false;
    }
  };
  const preview = useTemplatePreview({
    preview: async (file) => {
      try {
        return (await api.templates.previewFile(storeHash, entity, file)).data;
      } catch (error) {
        tellImport(actionOutcomeOf(error));
        return undefined;
      }
    },
    importFile: importTemplates,
  });

  return (
    <Stack gap="400">
      {preview.isOpen && (
        <ImportPreview
          subject="template"
          loadPage={preview.loadPage}
          onApply={preview.onApply}
          onDiscard={preview.onDiscard}
        />
      )}
      <TemplateList
        entity={type}
        entityName={tType(`resource.typeName.${entity}`)}
        templates={list.data?.templates ?? []}
        total={list.data?.meta.total ?? 0}
        query={query}
        onQueryChange={onQueryChange}
        isLoading={list.isPending || list.isPlaceholderData}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        customResources={customResources.data}
        hrefOf={(template) => `${listPath}/${template.id}`}
        onCreate={() => void navigate(`${listPath}/form`, { state: originState })}
        onReorder={reorder}
        onDelete={remove}
        metafieldCountOf={metafieldCountOf}
        onExport={exportTemplates}
        onImport={importTemplates}
        onPreviewImport={preview.onPreviewImport}
        graphqlHelpHref={docsLinks.orderMetafields}
        store={store}
        plansHref={`/stores/${storeHash}/billing`}
        // The page's h1 already says 'Shared {singular} metafields'.
        isTitleHidden
      />
    </Stack>
  );
}
