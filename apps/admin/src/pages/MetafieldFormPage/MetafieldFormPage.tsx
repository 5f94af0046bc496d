import { useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import {
  actionOutcomeOf,
  isFeatureAllowed,
  isLogoutSignal,
  metafieldMessages,
  metafieldSaveNotice,
  resourceTypes,
} from '@metafields/core';
import { PageHeader, Stack, useMessages } from '@metafields/design-system';
import { MetafieldForm, type MetafieldSubmitPlan } from '@metafields/widgets';
import {
  metafieldAtom,
  metafieldIdAtom,
  recordNameAtom,
  writeMetafieldAtom,
} from '../../atoms/record.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useNoticeText, useNotify } from '../../notices/useNotify.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';
import { metafieldListReturn } from './metafieldListReturn.js';

const pluralOf = (type: string) => resourceTypes.find((t) => t.singular === type)?.plural;

/**
 * Create (`…/metafields/create`) or edit (`…/metafields/{metafield_id}`) a custom metafield of
 * the record: POST of the whole metafield or PUT of the changed fields (core's save plan), the
 * spec's 403/409/422 messages. A new metafield, once saved, and a cancel lead back to the
 * record's Custom tab, with the list's search and page as the person left them; an edit, once
 * saved, stays on its form, read again, with no pending changes (spec section 4). Where the
 * store's plan lacks shared metafields only custom metafields are saved, and the notices say so.
 */
export default function MetafieldFormPage() {
  const { metafieldId: idParam } = useParams();
  const id =
    idParam === undefined ? null : /^[1-9][0-9]{0,14}$/.test(idParam) ? Number(idParam) : NaN;
  const [current, setCurrent] = useAtom(metafieldIdAtom);
  useLayoutEffect(() => setCurrent(Number.isNaN(id) ? null : id), [id, setCurrent]);

  if (Number.isNaN(id)) return <NotFoundPage />;
  // Until the atom has caught up, the page would show the previous metafield.
  if (current !== id) return null;
  return <MetafieldFormScreen isNew={id === null} />;
}

function MetafieldFormScreen({ isNew }: { isNew: boolean }) {
  const t = useMessages(metafieldMessages);
  const { owner, metafieldsPath } = useRecordRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const noticeText = useNoticeText();
  const { data: parentName } = useAtomValue(recordNameAtom);
  const metafield = useAtomValue(metafieldAtom);
  const { mutateAsync: write } = useAtomValue(writeMetafieldAtom);
  const customOnly = !isFeatureAllowed('shared-metafields', useAtomValue(currentStoreAtom));
  const [failure, setFailure] = useState<{ errors?: Record<string, string[]>; message?: string }>(
    {},
  );
  const mode = isNew ? 'create' : 'update';
  const back = metafieldListReturn(useLocation().state);
  const listPath = `${metafieldsPath}${back.search}`;
  const returnToList = () => void navigate(listPath, { state: back.state });

  const onSubmit = async (plan: MetafieldSubmitPlan) => {
    setFailure({});
    try {
      await write(plan);
    } catch (error) {
      const notice = metafieldSaveNotice(actionOutcomeOf(error), mode, { customOnly });
      if (isLogoutSignal(notice)) return notify(notice);
      setFailure({
        errors: error instanceof ApiError ? error.fieldErrors : {},
        message: noticeText(notice.message),
      });
      // The form stays as typed, its changes still pending: a rejection stops the save bar
      // without taking the typed values as saved.
      throw error;
    }
    notify(metafieldSaveNotice({ status: 200 }, mode, { customOnly }));
    // An edit's form follows the metafield read again after the save (the write refreshes it).
    if (isNew) returnToList();
  };

  const isLoading = !isNew && metafield.isPending;
  return (
    <Stack gap="400">
      <PageHeader
        title={t(isNew ? 'metafieldPage.createTitle' : 'metafieldPage.editTitle')}
        backLink={{
          label: t('metafieldPage.backToParent', { parent: parentName ?? '' }),
          href: listPath,
        }}
      />
      {!isLoading && (
        <MetafieldForm
          value={isNew ? undefined : metafield.data}
          isNotFound={!isNew && metafield.isError}
          onSubmit={onSubmit}
          onCancel={returnToList}
          resourceType={pluralOf(owner.type)}
          serverErrors={failure.errors}
          errorMessage={failure.message}
        />
      )}
    </Stack>
  );
}
