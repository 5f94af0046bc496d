import { useAtom, useAtomValue } from 'jotai';
import {
  actionOutcomeOf,
  exportStartNotice,
  isActiveSandboxOrTrial,
  isMultiStoreAllowed,
  type ResourceTypePlural,
} from '@metafields/core';
import { Stack, useMessages } from '@metafields/design-system';
import { ExportPanel, type ExportItemCount, type ExportStart } from '@metafields/widgets';
import {
  exportEstimateAtom,
  exportRequestOf,
  exportRuleAtom,
  exportSelectOptionsAtom,
  startExportAtom,
  templateCountAtom,
} from '../atoms/jobs.js';
import { currentStoreAtom } from '../atoms/stores.js';
import { useNotify } from '../notices/useNotify.js';
import { JobHistorySection } from './JobHistorySection.js';
import { resourceTypeNameMessages } from '../resources/messages.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useMetafieldJobSource } from './useMetafieldJobSource.js';
import { useRuleBuilderLoaders } from './useRuleBuilderLoaders.js';

/**
 * A resource list's Export tab (spec section 2): 'Download a spreadsheet of {type} metafields'
 * with the Type select when templates exist, the filter with the store's options, the item
 * count of the estimate, 'Start export' (refused over 150,000 items), and the export history.
 */
export function ExportTab({ resource }: { resource: ResourceTypePlural }) {
  const tType = useMessages(resourceTypeNameMessages);
  const notify = useNotify();
  const store = useAtomValue(currentStoreAtom);
  const { availability, canRead, isStoreLoading, storeLoadFailed, explorePlansHref } =
    useImportExportAvailability('metafields');
  const templateCount = useAtomValue(templateCountAtom);
  const [rule, setRule] = useAtom(exportRuleAtom);
  const estimate = useAtomValue(exportEstimateAtom);
  const selectOptions = useAtomValue(exportSelectOptionsAtom);
  const { mutateAsync: startExport } = useAtomValue(startExportAtom);
  const source = useMetafieldJobSource(resource);
  const history = useJobSourceHistory(source, 'export', canRead);

  const multistore = isMultiStoreAllowed(store);
  const loaders = useRuleBuilderLoaders();

  let itemCount: ExportItemCount = 'unknown';
  if (estimate.data !== undefined) itemCount = estimate.data;
  else if (estimate.isFetching) itemCount = 'loading';

  const start = async ({ exportType, rule: startRule }: ExportStart) => {
    try {
      await startExport(exportRequestOf(exportType, startRule));
    } catch (error) {
      notify(exportStartNotice(actionOutcomeOf(error)));
      return;
    }
    notify(exportStartNotice({ status: 201 }));
    history.notifyStarted();
  };

  return (
    <Stack gap="400">
      <ExportPanel
        resource={resource}
        typeName={tType(`resource.typeName.${resource}`)}
        hasTemplates={(templateCount.data ?? 0) > 0}
        rule={rule}
        onRuleChange={setRule}
        ruleBuilderProps={{
          allowOrGroups: true,
          multistore,
          isTrialStore: isActiveSandboxOrTrial(store),
          selectOptions: selectOptions.data,
          loaders,
        }}
        itemCount={itemCount}
        onStart={start}
        availability={availability}
        explorePlansHref={explorePlansHref}
        storeLoadFailed={storeLoadFailed}
        headingLevel={2}
      />
      <JobHistorySection
        direction="export"
        source={source}
        history={history}
        mayLoad={canRead || isStoreLoading}
      />
    </Stack>
  );
}
