import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import { metafieldMessages } from '@metafields/core';
import {
  Banner,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useMessages,
  type Key,
} from '@metafields/design-system';
import { recordNameAtom } from '../../atoms/record.js';
import { recordTemplateFieldsAtom } from '../../atoms/templates.js';
import { messages as layoutMessages } from '../../layout/messages.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { lazyComponent } from '../../layout/lazyComponent.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { CustomMetafieldsTab } from './CustomMetafieldsTab.js';
import { messages } from './messages.js';

// The other tabs load when opened: the value editors, job panels and variants are not part of
// the page's first load.
const SharedMetafieldsTab = lazyComponent(() =>
  import('./SharedMetafieldsTab.js').then((module) => module.SharedMetafieldsTab),
);
const ImportExportTab = lazyComponent(() =>
  import('./ImportExportTab.js').then((module) => module.ImportExportTab),
);
const HistoryTab = lazyComponent(() =>
  import('./HistoryTab.js').then((module) => module.HistoryTab),
);
const VariantsTab = lazyComponent(() =>
  import('./VariantsTab.js').then((module) => module.VariantsTab),
);

type TabId = 'shared' | 'custom' | 'import-export' | 'history' | 'variants';

/** Shared and Custom lead, in the order the record's templates decide; the others keep theirs. */
const tabRank = (id: TabId, sharedFirst: boolean) =>
  id === 'shared' ? (sharedFirst ? 0 : 1) : id === 'custom' ? (sharedFirst ? 1 : 0) : 2;

/**
 * A record's metafield page: its name as the title, a back link to the list it came from, and
 * the tabs of the spec, the open one in `?tab=` so a link or a reload opens the same tab.
 */
export default function RecordMetafieldsPage() {
  const t = useMessages(messages);
  // An empty <h1> while the name loads would be announced as nothing.
  const tLayout = useMessages(layoutMessages);
  const tMetafield = useMessages(metafieldMessages);
  const { owner, backPath, backTo } = useRecordRoute();
  const tResource = useMessages(resourceNameMessages);
  const name = useAtomValue(recordNameAtom);
  const sharedFields = useAtomValue(recordTemplateFieldsAtom);
  const [search, setSearch] = useSearchParams();

  const tabs: { id: TabId; label: string; panel: ReactNode }[] = [
    { id: 'custom', label: tMetafield('metafieldPage.tab.custom'), panel: <CustomMetafieldsTab /> },
    { id: 'shared', label: tMetafield('metafieldPage.tab.shared'), panel: <SharedMetafieldsTab /> },
    {
      id: 'import-export',
      label: tMetafield('metafieldPage.tab.importExport'),
      panel: <ImportExportTab />,
    },
    { id: 'history', label: t('recordPage.tab.history'), panel: <HistoryTab /> },
    // Only products have variants.
    ...(owner.type === 'product'
      ? [
          {
            id: 'variants' as const,
            label: tMetafield('metafieldPage.tab.variants'),
            panel: <VariantsTab />,
          },
        ]
      : []),
  ];
  // Shared comes first when the record's type has templates, otherwise Custom (spec section 2);
  // Custom until they are known, so a slow or refused read never holds the record's metafields.
  const sharedFirst = (sharedFields.data?.length ?? 0) > 0;
  tabs.sort((a, b) => tabRank(a.id, sharedFirst) - tabRank(b.id, sharedFirst));
  const asked = search.get('tab');
  const selected = tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]!.id;
  const selectTab = (key: Key) => {
    const next = new URLSearchParams(search);
    next.set('tab', String(key));
    setSearch(next, { replace: true });
  };

  const isMissing = name.error instanceof ApiError && name.error.status === 404;
  return (
    <Stack gap="400">
      <PageHeader
        title={
          isMissing
            ? tMetafield('metafieldPage.parentNotFound', { resource: owner.type })
            : (name.data ?? tLayout('app.loading'))
        }
        backLink={{ label: tResource(`resource.${backTo}`), href: backPath }}
      />
      {isMissing ? null : name.isError ? (
        <Banner variant="critical">{t('recordPage.nameFailed')}</Banner>
      ) : (
        <Tabs selectedKey={selected} onSelectionChange={selectTab}>
          <TabList aria-label={name.data ?? ''} items={tabs}>
            {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              {tab.panel}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
