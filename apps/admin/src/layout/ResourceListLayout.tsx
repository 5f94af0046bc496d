import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceTypePlural } from '@metafields/core';
import { commonMessages, resourceListMessages } from '@metafields/core';
import { Button, PageHeader, Stack, useMessages } from '@metafields/design-system';
import { ResourceListTabs } from '../importExport/ResourceListTabs.js';
import { resourceNameMessages } from '../resources/messages.js';
import { useStoreHash } from './useStoreHash.js';

export interface ResourceListLayoutProps {
  /** The resource type the list shows: its heading and its shared metafields. */
  entity: ResourceTypePlural;
  /** A heading other than the resource's name (the variants-first list is 'Variants'). */
  title?: string;
  /** Where the back link leads, with its label; 'Resources' (the store's resource list) by default. */
  backLink?: { label: string; href: string };
  /** The list: filters, table and paging. */
  children: ReactNode;
}

/**
 * The frame every resource list shares (metafields.md, 'Resource list screens'): the resource
 * heading, the back link 'Resources', 'Manage shared metafields' leading to
 * /templates/{entity}, and the tabs around the list: the list, Import and Export.
 */
export function ResourceListLayout({ entity, title, backLink, children }: ResourceListLayoutProps) {
  const tResource = useMessages(resourceNameMessages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const heading = title ?? tResource(`resource.${entity}`);
  return (
    <Stack gap="0">
      <PageHeader
        title={heading}
        backLink={backLink ?? { label: tList('resourceList.back'), href: `/stores/${storeHash}` }}
        actions={
          <Button
            variant="secondary"
            onPress={() => void navigate(`/stores/${storeHash}/templates/${entity}`)}
          >
            {tCommon('common.action.manageSharedMetafields')}
          </Button>
        }
      />
      <ResourceListTabs entity={entity} listLabel={heading}>
        {children}
      </ResourceListTabs>
    </Stack>
  );
}
