import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  actionOutcomeOf,
  exportStartNotice,
  isActiveSandboxOrTrial,
  isMultiStoreAllowed,
  resourceTypes,
} from '@metafields/core';
import { Select, SelectItem, Stack, useMessages } from '@metafields/design-system';
import { ExportPanel, type ExportStart } from '@metafields/widgets';
import {
  exportRequestOf,
  recordExportOfAtom,
  recordExportRuleAtom,
  recordExportTemplateCountAtom,
  recordExportTypeAtom,
  recordTemplateCountAtom,
  startRecordExportAtom,
  startRecordImportAtom,
} from '../../atoms/jobs.js';
import { refreshRecordAtom } from '../../atoms/record.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { ImportSection } from '../../importExport/ImportSection.js';
import { JobHistorySection } from '../../importExport/JobHistorySection.js';
import { useImportExportAvailability } from '../../importExport/useAvailability.js';
import { useJobSourceHistory } from '../../importExport/useJobSourceHistory.js';
import { useRecordJobSource } from '../../importExport/useRecordJobSource.js';
import { useRuleBuilderLoaders } from '../../importExport/useRuleBuilderLoaders.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useNotify } from '../../notices/useNotify.js';
import {
  resourceNameMessages,
  resourcePluralNameMessages,
  resourceTypeNameMessages,
} from '../../resources/messages.js';
import { importExportMessages } from './importExportMessages.js';

const pluralOf = (type: string) =>
  resourceTypes.find((entry) => entry.singular === type)?.plural ?? 'products';

/**
 * A record's Import/Export tab (spec sections 2 and 7; issue 23): the list's export and import,
 * restricted to this record and run as background jobs, each with its history (Cancel, Errors,
 * Download). A product exports its own metafields or its variants' ('Metafields of'); the
 * export offers the Type select when the exported type has templates, and the filter. The
 * import is the list's (`ImportSection`): a preview, and 'Undo this import' (issue 28).
 */
export function ImportExportTab() {
  const t = useMessages(importExportMessages);
  const tType = useMessages(resourceTypeNameMessages);
  const tPlural = useMessages(resourcePluralNameMessages);
  const tResource = useMessages(resourceNameMessages);
  const notify = useNotify();
  const store = useAtomValue(currentStoreAtom);
  const { owner } = useRecordRoute();
  const { availability, canRead, isStoreLoading, storeLoadFailed, explorePlansHref } =
    useImportExportAvailability('metafields');
  const importTemplates = useAtomValue(recordTemplateCountAtom);
  const exportTemplates = useAtomValue(recordExportTemplateCountAtom);
  const exportType = useAtomValue(recordExportTypeAtom);
  const [exportOf, setExportOf] = useAtom(recordExportOfAtom);
  const [rule, setRule] = useAtom(recordExportRuleAtom);
  const { mutateAsync: startExport } = useAtomValue(startRecordExportAtom);
  const { mutateAsync: startImport } = useAtomValue(startRecordImportAtom);
  const loaders = useRuleBuilderLoaders();
  const plural = pluralOf(owner.type);
  const exportPlural = pluralOf(exportType);
  const typeName = tType(`resource.typeName.${plural}`);
  const source = useRecordJobSource(owner, typeName);
  const exports = useJobSourceHistory(source, 'export', canRead);
  // An import that ends, even with errors or cancelled, may have written some of the record's
  // metafields: the other tabs read them again.
  const refreshRecord = useSetAtom(refreshRecordAtom);
  const imports = useJobSourceHistory(source, 'import', canRead, refreshRecord);
  const mayLoad = canRead || isStoreLoading;

  const start = async ({ exportType: layout, rule: startRule }: ExportStart) => {
    try {
      await startExport({
        ...exportRequestOf(layout, startRule),
        ...(owner.type === 'product' && { of: exportOf }),
      });
    } catch (error) {
      notify(exportStartNotice(actionOutcomeOf(error)));
      return;
    }
    notify(exportStartNotice({ status: 201 }));
    exports.notifyStarted();
  };

  return (
    <Stack gap="400">
      {owner.type === 'product' && (
        <div>
          <Select
            label={t('recordImportExport.export.of')}
            value={exportOf}
            onChange={(key) => setExportOf(key === 'variants' ? 'variants' : 'record')}
          >
            <SelectItem id="record">{t('recordImportExport.export.ofProduct')}</SelectItem>
            <SelectItem id="variants">{t('recordImportExport.export.ofVariants')}</SelectItem>
          </Select>
        </div>
      )}
      <ExportPanel
        resource={exportPlural}
        typeName={tType(`resource.typeName.${exportPlural}`)}
        hasTemplates={(exportTemplates.data ?? 0) > 0}
        rule={rule}
        onRuleChange={setRule}
        ruleBuilderProps={{
          allowOrGroups: true,
          multistore: isMultiStoreAllowed(store),
          isTrialStore: isActiveSandboxOrTrial(store),
          loaders,
        }}
        itemCount="unknown"
        onStart={start}
        availability={availability}
        explorePlansHref={explorePlansHref}
        storeLoadFailed={storeLoadFailed}
        headingLevel={2}
      />
      <JobHistorySection direction="export" source={source} history={exports} mayLoad={mayLoad} />
      <ImportSection
        source={source}
        history={imports}
        names={{
          type: tResource(`resource.${plural}`),
          items: tPlural(`resource.pluralName.${plural}`),
        }}
        startImport={startImport}
        hasTemplates={(importTemplates.data ?? 0) > 0}
        availability={availability}
        explorePlansHref={explorePlansHref}
        mayLoad={mayLoad}
        title={t('recordImportExport.import.title')}
      />
    </Stack>
  );
}
