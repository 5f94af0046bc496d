import { useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import {
  actionOutcomeOf,
  canCreateSharedMetafield,
  commonMessages,
  templateDeleteNotice,
  templateMessages,
  templateSaveNotice,
  type TemplateInput,
} from '@metafields/core';
import { Banner, PageHeader, Skeleton, Stack, useMessages } from '@metafields/design-system';
import { TemplateForm } from '@metafields/widgets';
import { customResourcesAtom } from '../../atoms/customResources.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import {
  templateAtom,
  templateCountAtom,
  templateIdAtom,
  writeTemplateAtom,
} from '../../atoms/templates.js';
import { useTemplateRoute } from '../../layout/TemplatesLayout.js';
import { useNotify } from '../../notices/useNotify.js';
import { resourceNameMessages, resourceTypeNameMessages } from '../../resources/messages.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';
import { messages } from '../TemplateListPage/messages.js';

const idOf = (value: string | undefined) =>
  value === undefined ? null : /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : NaN;

/**
 * A shared metafield template's form (metafields.md, 'Template form'): create at
 * /templates/{entity}/form, edit at /form/{id} or /{id}. Back link and the way after a save or
 * delete: the record it was opened from (navigation state), else the template list.
 */
export default function TemplateFormPage() {
  const id = idOf(useParams().id);
  const [current, setCurrent] = useAtom(templateIdAtom);
  useLayoutEffect(() => {
    if (!Number.isNaN(id)) setCurrent(id);
  }, [id, setCurrent]);
  if (Number.isNaN(id)) return <NotFoundPage />;
  // Until the atom has caught up, the form would show the previous template.
  return current === id ? <TemplateFormView id={id} /> : null;
}

function TemplateFormView({ id }: { id: number | null }) {
  const tTemplate = useMessages(templateMessages);
  const tCommon = useMessages(commonMessages);
  const t = useMessages(messages);
  const tResource = useMessages(resourceNameMessages);
  const tType = useMessages(resourceTypeNameMessages);
  const { entity, listPath, originPath, originState } = useTemplateRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const store = useAtomValue(currentStoreAtom);
  const template = useAtomValue(templateAtom);
  const count = useAtomValue(templateCountAtom);
  const customResources = useAtomValue(customResourcesAtom);
  const { mutateAsync: write } = useAtomValue(writeTemplateAtom);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();

  const back = originPath ?? listPath;
  const leave = () => void navigate(back, { state: originState });
  const isNew = id === null;

  const save = async (input: TemplateInput) => {
    const mode = isNew ? 'create' : 'update';
    try {
      if (isNew) await write({ method: 'POST', body: input });
      else await write({ method: 'PUT', id, body: input });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify(templateSaveNotice(actionOutcomeOf(error), mode, input.name));
      throw error;
    }
    notify(templateSaveNotice({ status: 200 }, mode, input.name));
    // A new template goes back; an existing one is read again and stays (spec section 4).
    if (isNew) leave();
  };
  const remove = async () => {
    if (id === null) return;
    try {
      await write({ method: 'DELETE', id });
      notify(templateDeleteNotice({ status: 200 }));
      leave();
    } catch (error) {
      notify(templateDeleteNotice(actionOutcomeOf(error)));
      throw error;
    }
  };

  const isMissing = template.error instanceof ApiError && template.error.status === 404;
  let body;
  if (!isNew && template.isError) {
    body = (
      <Banner variant="critical">
        {isMissing ? tCommon('common.loadFailed.title') : tCommon('common.loadFailed.message')}
      </Banner>
    );
  } else if ((!isNew && template.isPending) || customResources.isPending) {
    body = <Skeleton lines={6} showLoadingText />;
  } else {
    body = (
      <TemplateForm
        value={isNew ? undefined : template.data}
        // A reference template names its resource's id, so the form waits for them; without
        // them (a failed read) it still edits every other type.
        customResources={customResources.data ?? []}
        existingTemplateCount={count.data}
        onSubmit={save}
        onDelete={isNew ? undefined : remove}
        serverErrors={serverErrors}
        isReadOnly={!canCreateSharedMetafield(store)}
      />
    );
  }
  return (
    <Stack gap="400">
      <PageHeader
        // The form's own heading names the template ('Create shared metafield' when new).
        title={tResource(`resource.${entity}`)}
        backLink={{
          label: originPath
            ? t('templatePages.backToRecord')
            : tTemplate('templateList.title', { singular: tType(`resource.typeName.${entity}`) }),
          href: back,
        }}
      />
      {body}
    </Stack>
  );
}
