import { useSearchParams } from 'react-router';
import type { ResourceTypePlural } from '@metafields/core';
import { PageHeader, Select, SelectItem, Stack, useMessages } from '@metafields/design-system';
import { JobHistorySection } from '../../importExport/JobHistorySection.js';
import { useImportExportAvailability } from '../../importExport/useAvailability.js';
import { useJobSourceHistory } from '../../importExport/useJobSourceHistory.js';
import { useMetafieldJobSource } from '../../importExport/useMetafieldJobSource.js';
import { navResourceTypes } from '../../layout/storeNav.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { messages } from './messages.js';

const isResourceType = (value: string | null): value is ResourceTypePlural =>
  navResourceTypes.some((type) => type === value);

/**
 * Every import and export of one resource type in one place, as the lists' Import and Export
 * tabs show them: the type in `?type=`, so a link or a reload shows the same history.
 */
export default function JobsPage() {
  const t = useMessages(messages);
  const tResource = useMessages(resourceNameMessages);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('type');
  const resource: ResourceTypePlural = isResourceType(asked) ? asked : 'products';

  return (
    <Stack gap="400">
      <PageHeader title={t('jobsPage.title')} description={t('jobsPage.description')} />
      <Select
        label={t('jobsPage.resourceType')}
        value={resource}
        onChange={(key) => key !== null && setSearch({ type: String(key) }, { replace: true })}
        items={navResourceTypes.map((type) => ({ id: type, name: tResource(`resource.${type}`) }))}
        style={{ maxInlineSize: '16rem' }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {/* A history keeps its jobs and schedule: another type's is another history. */}
      <Histories key={resource} resource={resource} />
    </Stack>
  );
}

/** One type's import and export histories, each polled on its own schedule. */
function Histories({ resource }: { resource: ResourceTypePlural }) {
  const { canRead, isStoreLoading } = useImportExportAvailability('metafields');
  const source = useMetafieldJobSource(resource);
  const imports = useJobSourceHistory(source, 'import', canRead);
  const exports = useJobSourceHistory(source, 'export', canRead);
  return (
    <>
      <JobHistorySection
        direction="import"
        source={source}
        history={imports}
        mayLoad={canRead || isStoreLoading}
      />
      <JobHistorySection
        direction="export"
        source={source}
        history={exports}
        mayLoad={canRead || isStoreLoading}
      />
    </>
  );
}
