import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import {
  actionOutcomeOf,
  customResourceMessages,
  fieldSaveNotice,
  type CustomObjectField,
  type FieldFormValues,
} from '@metafields/core';
import { PageHeader, Skeleton, Stack, useMessages } from '@metafields/design-system';
import { FieldForm } from '@metafields/widgets';
import { fieldAtom, customResourceWritesAtom } from '../../atoms/customResource.js';
import { customResourcesAtom } from '../../atoms/customResources.js';
import { routeId, useCustomResourceRoute } from '../../layout/CustomResourceLayout.js';
import { ListLoadError } from '../../lists/ListLoadError.js';
import { useNotify } from '../../notices/useNotify.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';

/**
 * A custom resource's field form (spec section 2, 'Field form'): create at
 * `/custom-objects/{id}/field`, edit at `/field/{fieldId}`. Saving a new field returns to the
 * resource's settings; saving an existing one stays and shows it as saved (section 4).
 */
export default function FieldFormPage() {
  const param = useParams().fieldId;
  if (param === undefined) return <FieldFormView />;
  const id = routeId(param);
  return id === undefined ? <NotFoundPage /> : <SavedFieldForm id={id} />;
}

function SavedFieldForm({ id }: { id: number }) {
  const { resource } = useCustomResourceRoute();
  const query = useAtomValue(fieldAtom({ objectId: resource.id, id }));
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) {
    return <ListLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return query.data ? <FieldFormView field={query.data} /> : <Skeleton lines={6} showLoadingText />;
}

function FieldFormView({ field }: { field?: CustomObjectField }) {
  const tResource = useMessages(customResourceMessages);
  const { resource, fields, settingsPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const customResources = useAtomValue(customResourcesAtom);
  const { saveField } = useAtomValue(customResourceWritesAtom);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const mode = field === undefined ? 'create' : 'update';
  const settingsTitle = tResource('customResourceSettings.title', { name: resource.name });

  const save = async (values: FieldFormValues) => {
    try {
      await saveField(resource.id, { ...values, ...(field && { id: field.id }) });
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify(fieldSaveNotice(actionOutcomeOf(error), mode, values.name));
      throw error;
    }
    setServerErrors(undefined);
    notify(fieldSaveNotice({ status: 200 }, mode, values.name));
    if (field === undefined) void navigate(settingsPath);
  };

  return (
    <Stack gap="400">
      <PageHeader
        // The form's own heading names the field ('Create field' when new): the page's names
        // the settings it belongs to, as the value form's page names its values list.
        title={settingsTitle}
        backLink={{ label: settingsTitle, href: settingsPath }}
      />
      {customResources.isPending ? (
        <Skeleton lines={6} showLoadingText />
      ) : (
        <FieldForm
          value={field}
          existingFieldCount={fields.length}
          // Without the list (a failed read) the form still offers every built-in type.
          customResources={customResources.data ?? []}
          onSubmit={save}
          serverErrors={serverErrors}
        />
      )}
    </Stack>
  );
}
