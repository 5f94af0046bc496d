import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { commonMessages } from '@metafields/core';
import { Tab, TabList, TabPanel, Tabs, useMessages, type Key } from '@metafields/design-system';

type TabId = 'list' | 'import' | 'export';
const tabIds: readonly TabId[] = ['list', 'import', 'export'];

interface TransferTabsProps {
  /** The list tab's label, and the tab list's name: the list's heading. */
  listLabel: string;
  /** The list itself. */
  children: ReactNode;
  /** The Import tab's content, rendered only while that tab is open. */
  importTab: ReactNode;
  /** The Export tab's content, rendered only while that tab is open. */
  exportTab: ReactNode;
}

/**
 * A list with its Import and Export tabs (spec section 2 of both documents). The open tab is in
 * `?tab=` (none for the list), so a link or a reload opens the same tab; the list's own
 * parameters stay as they are.
 */
export function TransferTabs({ listLabel, children, importTab, exportTab }: TransferTabsProps) {
  const tCommon = useMessages(commonMessages);
  const [search, setSearch] = useSearchParams();

  const asked = search.get('tab');
  const selected = tabIds.find((id) => id === asked) ?? 'list';
  const selectTab = (key: Key) => {
    const next = new URLSearchParams(search);
    if (key === 'list') next.delete('tab');
    else next.set('tab', String(key));
    setSearch(next, { replace: true });
  };

  return (
    <Tabs selectedKey={selected} onSelectionChange={selectTab}>
      <TabList aria-label={listLabel}>
        <Tab id="list">{listLabel}</Tab>
        <Tab id="import">{tCommon('common.action.import')}</Tab>
        <Tab id="export">{tCommon('common.action.export')}</Tab>
      </TabList>
      <TabPanel id="list">{children}</TabPanel>
      <TabPanel id="import">{importTab}</TabPanel>
      <TabPanel id="export">{exportTab}</TabPanel>
    </Tabs>
  );
}
