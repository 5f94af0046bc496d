import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { ApiError } from '@metafields/api-client';
import { metafieldMessages } from '@metafields/core';
import { Banner, Heading, PageHeader, Stack, useMessages } from '@metafields/design-system';
import { recordNameAtom } from '../../atoms/record.js';
import { recordTemplateFieldsAtom } from '../../atoms/templates.js';
import { messages as layoutMessages } from '../../layout/messages.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { CustomMetafieldsTab } from '../RecordMetafieldsPage/CustomMetafieldsTab.js';
import { messages as recordMessages } from '../RecordMetafieldsPage/messages.js';
import { SharedMetafieldsTab } from '../RecordMetafieldsPage/SharedMetafieldsTab.js';

/** One titled part of the panel, named by its heading. */
function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="300" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The App Extension panel of a product, order or customer (spec section 2, 'App extension'):
 * the record's name, then its metafield values in one column that fits a narrow panel: the
 * shared metafields form (when its type has templates) over the custom metafields list, both
 * editable as on the record's page. No tabs: a narrow panel has room for the one column, and
 * the import/export and variants tabs belong to the full app.
 */
export default function AppExtensionPage() {
  const tRecord = useMessages(recordMessages);
  const tLayout = useMessages(layoutMessages);
  const tMetafield = useMessages(metafieldMessages);
  const { owner } = useRecordRoute();
  const name = useAtomValue(recordNameAtom);
  const sharedFields = useAtomValue(recordTemplateFieldsAtom);

  const isMissing = name.error instanceof ApiError && name.error.status === 404;
  // A type without templates has no shared values to show, and creating one is the app's work.
  const hasShared = sharedFields.data === undefined || sharedFields.data.length > 0;
  return (
    <Stack gap="400">
      <PageHeader
        title={
          isMissing
            ? tMetafield('metafieldPage.parentNotFound', { resource: owner.type })
            : (name.data ?? tLayout('app.loading'))
        }
      />
      {isMissing ? null : name.isError ? (
        <Banner variant="critical">{tRecord('recordPage.nameFailed')}</Banner>
      ) : (
        <>
          {hasShared && (
            <PanelSection title={tMetafield('metafieldPage.tab.shared')}>
              <SharedMetafieldsTab inPanel />
            </PanelSection>
          )}
          <PanelSection title={tMetafield('metafieldPage.tab.custom')}>
            <CustomMetafieldsTab />
          </PanelSection>
        </>
      )}
    </Stack>
  );
}
