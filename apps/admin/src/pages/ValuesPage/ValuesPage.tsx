import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { logoutSignal, pageSizes } from '@metafields/core';
import { Button, PageHeader, Stack, useMessages } from '@metafields/design-system';
import { ValueList, type ValueListQuery } from '@metafields/widgets';
import { customResourceWritesAtom, valuePageAtom } from '../../atoms/customResource.js';
import { ValueTransferTabs } from '../../importExport/ValueTransferTabs.js';
import { useCustomResourceRoute } from '../../layout/CustomResourceLayout.js';
import { useListState } from '../../lists/useListState.js';
import { useNotify } from '../../notices/useNotify.js';
import { messages } from '../../customResources/messages.js';

/** The values list's view in the URL (section 9: 50 a page). */
const listDefaults: { page: number; per_page: number; search: string } = {
  page: 1,
  per_page: pageSizes.customResourceValues.defaultSize,
  search: '',
};

/**
 * A custom resource's values (companion document, 'Values list'): its settings button, and the
 * values with Import and Export tabs once the resource has fields; without fields the list asks
 * for one first.
 */
export default function ValuesPage() {
  const t = useMessages(messages);
  const { resource, fields, settingsPath, resourcesPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const list = <Values />;

  return (
    <Stack gap="400">
      <PageHeader
        title={resource.plural_name}
        backLink={{ label: t('customResourcePages.back'), href: resourcesPath }}
        actions={
          <Button variant="secondary" onPress={() => void navigate(settingsPath)}>
            {t('customResourcePages.settings')}
          </Button>
        }
      />
      {fields.length > 0 ? (
        <ValueTransferTabs resource={resource} listLabel={resource.plural_name}>
          {list}
        </ValueTransferTabs>
      ) : (
        list
      )}
    </Stack>
  );
}

/** The values list over a page of the resource's values, its view in the URL. */
function Values() {
  const { resource, fields, settingsPath, valuesPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const [view, update] = useListState(`custom-object.${resource.id}.values`, listDefaults);
  const query: ValueListQuery = { page: view.page, pageSize: view.per_page, search: view.search };
  const page = useAtomValue(
    valuePageAtom({
      objectId: resource.id,
      page: view.page,
      perPage: view.per_page,
      search: view.search,
    }),
  );
  const { deleteValue, deleteValues } = useAtomValue(customResourceWritesAtom);

  return (
    <ValueList
      // Under the page's title: its empty, no-fields and error headings are the page's second level.
      headingLevel={2}
      resourceName={resource.name}
      fields={fields}
      values={page.data?.values ?? []}
      total={page.data?.total ?? 0}
      query={query}
      onQueryChange={(next) =>
        update({ page: next.page, per_page: next.pageSize, search: next.search })
      }
      isLoading={page.isPending}
      isError={page.isError}
      onRetry={() => void page.refetch()}
      hrefOf={(value) => `${valuesPath}/value/${value.id}`}
      onCreate={() => void navigate(`${valuesPath}/value`)}
      onCreateField={() => void navigate(`${settingsPath}/field`)}
      // The list turns each delete's outcome into core's notice ('Item deleted.'…).
      onDelete={(value) => deleteValue(resource.id, value.id)}
      onBulkDelete={(ids) => deleteValues(resource.id, ids)}
      onNotice={notify}
      onUnauthenticated={() => notify(logoutSignal)}
    />
  );
}
