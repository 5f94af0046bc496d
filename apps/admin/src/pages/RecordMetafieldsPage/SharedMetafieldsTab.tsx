import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  actionOutcomeOf,
  canCreateSharedMetafield,
  commonMessages,
  isFeatureAllowed,
  massEditErrorText,
  metafieldMessages,
  resourceTypes,
  sharedMetafieldsSaveNotice,
  templateMessages,
  type TemplateMetafieldOperation,
} from '@metafields/core';
import {
  Banner,
  Button,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  useMessages,
} from '@metafields/design-system';
import { MetafieldValuesForm, type MetafieldValuesSaveResult } from '@metafields/widgets';
import { currentStoreAtom } from '../../atoms/stores.js';
import {
  recordTemplateFieldsAtom,
  saveRecordTemplateMetafieldsAtom,
  type TemplateMetafieldFailure,
} from '../../atoms/templates.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { templateOriginState } from '../../layout/TemplatesLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { useNoticeText, useNotify } from '../../notices/useNotify.js';
import { resourceTypeNameMessages } from '../../resources/messages.js';
import { messages } from './messages.js';
import { useFileServices } from '../../valueServices/useFileServices.js';
import { useReferenceServices } from '../../valueServices/useReferenceServices.js';

/**
 * The Shared metafields tab: the record's values of its type's templates in
 * `MetafieldValuesForm`, with 'Manage shared metafields' and 'Create shared metafield' (both
 * leading back here through the navigation state). Without the plan for shared metafields the
 * tab says how to unlock them (the server refuses their values) and only the Custom tab saves;
 * an inactive store on the plan shows the values read-only. In an App Extension panel
 * (`inPanel`) the two buttons are left out: they lead to the app's template screens, which do
 * not belong in a narrow panel beside the control panel's record.
 */
export function SharedMetafieldsTab({ inPanel = false }: { inPanel?: boolean }) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  const tTemplate = useMessages(templateMessages);
  const tMetafield = useMessages(metafieldMessages);
  const tType = useMessages(resourceTypeNameMessages);
  const { owner } = useRecordRoute();
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const notify = useNotify();
  const noticeText = useNoticeText();
  const store = useAtomValue(currentStoreAtom);
  const fields = useAtomValue(recordTemplateFieldsAtom);
  const { mutateAsync: saveAll } = useAtomValue(saveRecordTemplateMetafieldsAtom);
  const references = useReferenceServices();
  const files = useFileServices();
  const services = useMemo(() => ({ ...references, ...files }), [references, files]);

  const entity = resourceTypes.find((type) => type.singular === owner.type)!.plural;
  const templatesPath = `/stores/${storeHash}/templates/${entity}`;
  const state = templateOriginState(owner);
  // Reads need the plan; saving needs it and an active store.
  const hasPlan = isFeatureAllowed('shared-metafields', store);
  const isAllowed = canCreateSharedMetafield(store);

  const save = async (
    operations: TemplateMetafieldOperation[],
  ): Promise<MetafieldValuesSaveResult> => {
    let failed: TemplateMetafieldFailure[];
    try {
      failed = await saveAll(operations);
    } catch (error) {
      notify(sharedMetafieldsSaveNotice(actionOutcomeOf(error), 'shared'));
      throw error;
    }
    const [first] = failed;
    notify(
      sharedMetafieldsSaveNotice(
        first === undefined ? { status: 200 } : actionOutcomeOf(first.error),
        'shared',
      ),
    );
    return {
      failed: failed.map(({ operation, error }) => ({
        operation,
        message: noticeText(massEditErrorText(actionOutcomeOf(error).body)),
      })),
    };
  };

  const createButton = (
    <Button
      variant="primary"
      isDisabled={!isAllowed}
      onPress={() => void navigate(`${templatesPath}/form`, { state })}
    >
      {tTemplate('templateForm.createTitle')}
    </Button>
  );

  const upgrade = (
    <Banner variant="info" title={tCommon('common.plan.premiumAndAbove')}>
      {tMetafield('sharedMetafieldsTab.upgrade')}
    </Banner>
  );
  if (!hasPlan) return upgrade;
  if (fields.isPending) return <Skeleton lines={4} showLoadingText />;
  if (fields.isError) return <Banner variant="critical">{t('recordPage.sharedFailed')}</Banner>;
  return (
    <Stack gap="400">
      {!isAllowed && upgrade}
      {!inPanel && (
        <Inline gap="200" justify="end">
          <Button variant="secondary" onPress={() => void navigate(templatesPath, { state })}>
            {tCommon('common.action.manageSharedMetafields')}
          </Button>
          {fields.data.length > 0 && createButton}
        </Inline>
      )}
      {fields.data.length === 0 ? (
        <EmptyState
          title={tTemplate('templateList.empty.title')}
          description={tTemplate('templateList.empty.description', {
            singular: tType(`resource.typeName.${entity}`),
          })}
          {...(!inPanel && { action: createButton })}
          headingLevel={2}
        />
      ) : (
        <MetafieldValuesForm
          fields={fields.data}
          resource={entity}
          onSave={save}
          isReadOnly={!isAllowed}
          services={services}
        />
      )}
    </Stack>
  );
}
