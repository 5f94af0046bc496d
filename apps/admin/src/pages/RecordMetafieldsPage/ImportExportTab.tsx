import { useAtomValue } from 'jotai';
import {
  actionOutcomeOf,
  fileExportNotice,
  importExportMessages as coreImportExportMessages,
  recordImportNotice,
  resourceTypes,
} from '@metafields/core';
import { Button, Panel, Stack, useMessages } from '@metafields/design-system';
import { ImportPanel, type ImportStart } from '@metafields/widgets';
import { exportRecordAtom, importRecordAtom, recordTemplateCountAtom } from '../../atoms/jobs.js';
import { saveFile } from '../../importExport/saveFile.js';
import { useImportExportAvailability } from '../../importExport/useAvailability.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useNotify } from '../../notices/useNotify.js';
import {
  resourceItemNameMessages,
  resourcePluralNameMessages,
  resourceTypeNameMessages,
} from '../../resources/messages.js';
import { importExportMessages } from './importExportMessages.js';

/**
 * A record's Import/Export tab (spec sections 2 and 7): its metafields downloaded as a CSV file,
 * and a CSV file of them uploaded back, written at once (no job, so no history). Both are locked
 * as the list's panels are when the plan or the store does not allow import/export.
 */
export function ImportExportTab() {
  const t = useMessages(importExportMessages);
  const tImportExport = useMessages(coreImportExportMessages);
  const tType = useMessages(resourceTypeNameMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tPlural = useMessages(resourcePluralNameMessages);
  const notify = useNotify();
  const { owner } = useRecordRoute();
  const { availability, explorePlansHref } = useImportExportAvailability('metafields');
  const templateCount = useAtomValue(recordTemplateCountAtom);
  const exportRecord = useAtomValue(exportRecordAtom);
  const { mutateAsync: importRecord } = useAtomValue(importRecordAtom);
  const plural = resourceTypes.find((type) => type.singular === owner.type)?.plural ?? 'products';
  const names = {
    item: tItem(`resource.itemName.${owner.type}`),
    items: tPlural(`resource.pluralName.${plural}`),
  };
  const isLocked = availability.status !== 'allowed';

  const download = () =>
    exportRecord.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        notify(fileExportNotice({ status: 200 }));
      },
      onError: (error) => notify(fileExportNotice(actionOutcomeOf(error))),
    });

  const upload = async (request: ImportStart) => {
    try {
      const answer = await importRecord(request);
      notify(recordImportNotice({ status: 200, body: answer }, names));
    } catch (error) {
      notify(recordImportNotice(actionOutcomeOf(error), names));
      throw error;
    }
  };

  return (
    <Stack gap="400">
      <Panel
        title={tImportExport('exportPanel.title', { type: tType(`resource.typeName.${plural}`) })}
        description={t('recordImportExport.export.description')}
        headingLevel={2}
      >
        <div>
          <Button
            variant="secondary"
            onPress={download}
            isDisabled={isLocked}
            isPending={exportRecord.isPending}
          >
            {tImportExport('jobHistory.download')}
          </Button>
        </div>
      </Panel>
      <Panel title={t('recordImportExport.import.title')} headingLevel={2}>
        <ImportPanel
          hasTemplates={(templateCount.data ?? 0) > 0}
          onStart={upload}
          availability={availability}
          explorePlansHref={explorePlansHref}
        />
      </Panel>
    </Stack>
  );
}
