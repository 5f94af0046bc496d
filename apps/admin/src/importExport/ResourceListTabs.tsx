import { useAtom } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { commonMessages, type ResourceTypePlural } from '@metafields/core';
import { Tab, TabList, TabPanel, Tabs, useMessages, type Key } from '@metafields/design-system';
import { jobResourceAtom } from '../atoms/jobResource.js';
import { lazyComponent } from '../layout/lazyComponent.js';

const ImportTab = lazyComponent(() => import('./ImportTab.js').then((module) => module.ImportTab));
const ExportTab = lazyComponent(() => import('./ExportTab.js').then((module) => module.ExportTab));

type TabId = 'list' | 'import' | 'export';
const tabIds: readonly TabId[] = ['list', 'import', 'export'];

interface ResourceListTabsProps {
  entity: ResourceTypePlural;
  /** The list tab's label: the list's heading. */
  listLabel: string;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The tabs around a resource list (spec section 2, 'Import/Export tabs'): the list, Import and
 * Export. The open tab is in `?tab=` (none for the list), so a link or a reload opens the same
 * tab; the list's own parameters stay as they are.
 */
export function ResourceListTabs({ entity, listLabel, children }: ResourceListTabsProps) {
  const tCommon = useMessages(commonMessages);
  const [search, setSearch] = useSearchParams();
  const [resource, setResource] = useAtom(jobResourceAtom);
  useLayoutEffect(() => setResource(entity), [entity, setResource]);

  const asked = search.get('tab');
  const selected = tabIds.find((id) => id === asked) ?? 'list';
  const selectTab = (key: Key) => {
    const next = new URLSearchParams(search);
    if (key === 'list') next.delete('tab');
    else next.set('tab', String(key));
    setSearch(next, { replace: true });
  };
  // Until the atom has caught up, a tab would ask about the previous list's resource.
  const ready = resource === entity;

  return (
    <Tabs selectedKey={selected} onSelectionChange={selectTab}>
      <TabList aria-label={listLabel}>
        <Tab id="list">{listLabel}</Tab>
        <Tab id="import">{tCommon('common.action.import')}</Tab>
        <Tab id="export">{tCommon('common.action.export')}</Tab>
      </TabList>
      <TabPanel id="list">{children}</TabPanel>
      <TabPanel id="import">{ready && <ImportTab resource={entity} />}</TabPanel>
      <TabPanel id="export">{ready && <ExportTab resource={entity} />}</TabPanel>
    </Tabs>
  );
}
