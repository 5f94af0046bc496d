import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  actionOutcomeOf,
  commonMessages,
  customResourceMessages,
  fieldDeleteNotice,
  fieldReorderNotice,
  pageSizes,
  type CustomObjectField,
} from '@metafields/core';
import {
  ActionMenu,
  Link,
  MenuItem,
  PageHeader,
  Stack,
  useMessages,
} from '@metafields/design-system';
import { FieldTable, type FieldTableQuery } from '@metafields/widgets';
import { customResourceWritesAtom, fieldPageAtom } from '../../atoms/customResource.js';
import { customResourcesAtom } from '../../atoms/customResources.js';
import { DeleteResourceDialog } from '../../customResources/DeleteResourceDialog.js';
import { docsLinks } from '../../docsLinks.js';
import { ValueTransferTabs } from '../../importExport/ValueTransferTabs.js';
import { useCustomResourceRoute } from '../../layout/CustomResourceLayout.js';
import { useListState } from '../../lists/useListState.js';
import { useNotify } from '../../notices/useNotify.js';
import { EditResourceModal } from './EditResourceModal.js';
import { messages } from '../../customResources/messages.js';

/** The fields table's view in the URL (section 9: 50 a page). */
const listDefaults: { page: number; per_page: number; search: string } = {
  page: 1,
  per_page: pageSizes.customResourceFields.defaultSize,
  search: '',
};

type Dialog = 'edit' | 'delete' | null;

/**
 * A custom resource's settings (companion document, 'Custom resource settings'): '{name}
 * settings' with the documentation link, Edit and Delete in its menu, and tabs named after the
 * resource, Import and Export; the first holds the fields table.
 */
export default function CustomResourceSettingsPage() {
  const t = useMessages(messages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const { resource, resourcesPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <Stack gap="400">
      <PageHeader
        title={tResource('customResourceSettings.title', { name: resource.name })}
        backLink={{ label: t('customResourcePages.back'), href: resourcesPath }}
        description={
          <Link href={docsLinks.customResources} isExternal>
            {tResource('customResourceModal.docs')}
          </Link>
        }
        actions={
          <ActionMenu
            label={t('customResourcePages.more', { name: resource.name })}
            onAction={(key) => setDialog(key === 'delete' ? 'delete' : 'edit')}
          >
            <MenuItem id="edit">{tCommon('common.action.edit')}</MenuItem>
            <MenuItem id="delete">{tCommon('common.action.delete')}</MenuItem>
          </ActionMenu>
        }
      />
      <ValueTransferTabs resource={resource} listLabel={resource.name}>
        <FieldList />
      </ValueTransferTabs>
      <EditResourceModal
        resource={resource}
        isOpen={dialog === 'edit'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'edit' : null)}
      />
      <DeleteResourceDialog
        resource={resource}
        isOpen={dialog === 'delete'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'delete' : null)}
        onDeleted={() => void navigate(resourcesPath)}
      />
    </Stack>
  );
}

/** The fields table over the resource's fields, its view in the URL. */
function FieldList() {
  const { resource, settingsPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const [view, update] = useListState(`custom-objects.${resource.id}.fields`, listDefaults);
  const query: FieldTableQuery = { page: view.page, perPage: view.per_page, search: view.search };
  const page = useAtomValue(fieldPageAtom({ objectId: resource.id, ...query }));
  const customResources = useAtomValue(customResourcesAtom);
  const { reorderField, deleteField } = useAtomValue(customResourceWritesAtom);

  const reorder = async (field: CustomObjectField, sortOrder: number) => {
    try {
      await reorderField(resource.id, field, sortOrder);
      notify(fieldReorderNotice({ status: 200 }));
    } catch (error) {
      notify(fieldReorderNotice(actionOutcomeOf(error)));
      throw error;
    }
  };
  const remove = async (field: CustomObjectField) => {
    try {
      await deleteField(resource.id, field.id);
      notify(fieldDeleteNotice({ status: 204 }));
    } catch (error) {
      notify(fieldDeleteNotice(actionOutcomeOf(error)));
      throw error;
    }
  };

  return (
    <FieldTable
      fields={page.data?.fields ?? []}
      total={page.data?.total ?? 0}
      query={query}
      onQueryChange={(next) =>
        update({ page: next.page, per_page: next.perPage, search: next.search })
      }
      isLoading={page.isPending}
      isError={page.isError}
      onRetry={() => void page.refetch()}
      customResources={customResources.data}
      hrefOf={(field) => `${settingsPath}/field/${field.id}`}
      onCreate={() => void navigate(`${settingsPath}/field`)}
      onReorder={reorder}
      onDelete={remove}
    />
  );
}
