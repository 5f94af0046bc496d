import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CustomObject } from '@metafields/core';
import {
  Inline,
  LinkButton,
  PageHeader,
  Stack,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { customResourcesAtom } from '../../atoms/customResources.js';
import { storeNavPath } from '../../layout/storeNav.js';
import { lazyComponent } from '../../layout/lazyComponent.js';
import { PlanNotice } from '../../layout/PlanNotice.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ListLoadError } from '../../lists/ListLoadError.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { AddResourceButton } from './AddResourceButton.js';
import { builtInMetafieldCountsAtom } from './builtInMetafieldCounts.js';
import { DeleteResourceDialog } from '../../customResources/DeleteResourceDialog.js';
import { messages } from './messages.js';
import { resourceRows } from './resourceRows.js';
import { ResourcesTable } from './ResourcesTable.js';

// The modal and its form load when 'Add resource' is first pressed: not part of the list's first
// load, which `npm run bench` measures.
const CreateResourceModal = lazyComponent(() =>
  import('./CreateResourceModal.js').then((module) => module.CreateResourceModal),
);

/**
 * The store's home, the resources list (spec section 2): the eight built-in resource types and
 * the store's custom resources in one sorted table, 'Add resource' where custom resources are
 * offered, and the store's settings.
 */
export default function ResourcesPage() {
  const t = useMessages(messages);
  const tName = useMessages(resourceNameMessages);
  const { locale } = useLocale();
  const storeHash = useStoreHash();
  const customResources = useAtomValue(customResourcesAtom);
  const counts = useAtomValue(builtInMetafieldCountsAtom);

  const rows = useMemo(
    () =>
      resourceRows(
        storeHash,
        customResources.data ?? [],
        counts.data ?? {},
        {
          nameOf: (type) => tName(`resource.${type}`),
          descriptionOf: (type) => t(`resourcesPage.about.${type}`),
          customDescriptionOf: (key) => t('resourcesPage.about.custom', { key }),
        },
        new Intl.Collator(locale),
      ),
    [storeHash, customResources.data, counts.data, tName, t, locale],
  );

  const [isCreating, setCreating] = useState(false);
  const [hasOpenedCreate, setHasOpenedCreate] = useState(false);
  const [deleting, setDeleting] = useState<CustomObject | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const menuButton = useRef<HTMLElement | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useCallback(() => {
    const button = menuButton.current;
    if (button?.isConnected) return button;
    return tableRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]') ?? null;
  }, []);

  return (
    <Stack gap="400">
      <PlanNotice />
      <PageHeader
        title={t('resourcesPage.title')}
        description={t('resourcesPage.description')}
        actions={
          <Inline gap="200" align="center">
            <LinkButton variant="secondary" href={storeNavPath(storeHash, 'settings')}>
              {t('resourcesPage.settings')}
            </LinkButton>
            <AddResourceButton
              onPress={() => {
                setHasOpenedCreate(true);
                setCreating(true);
              }}
            />
          </Inline>
        }
      />
      <div ref={tableRef}>
        {customResources.isError ? (
          <ListLoadError
            onRetry={() => void customResources.refetch()}
            isRetrying={customResources.isFetching}
          />
        ) : (
          <ResourcesTable
            rows={customResources.isPending ? [] : rows}
            isLoading={customResources.isPending}
            onDelete={(resource, button) => {
              menuButton.current = button;
              setDeleting(resource);
              setDeleteOpen(true);
            }}
          />
        )}
      </div>
      {hasOpenedCreate && <CreateResourceModal isOpen={isCreating} onOpenChange={setCreating} />}
      <DeleteResourceDialog
        resource={deleting}
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        returnFocusTo={returnFocusTo}
      />
    </Stack>
  );
}
