import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, type ValueInput } from '@metafields/api-client';
import {
  actionOutcomeOf,
  displayNameOf,
  valueSaveNotice,
  type CustomObjectValue,
} from '@metafields/core';
import { PageHeader, Skeleton, Stack } from '@metafields/design-system';
import { ValueForm } from '@metafields/widgets';
import { customResourceWritesAtom, valueAtom } from '../../atoms/customResource.js';
import { routeId, useCustomResourceRoute } from '../../layout/CustomResourceLayout.js';
import { ListLoadError } from '../../lists/ListLoadError.js';
import { useNotify } from '../../notices/useNotify.js';
import { useFileServices } from '../../valueServices/useFileServices.js';
import { useReferenceServices } from '../../valueServices/useReferenceServices.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';

/**
 * A custom resource's value form (spec section 2, 'Value form'): add at
 * `/custom-object/{id}/value`, edit at `/value/{valueId}`, one editor per field with the
 * reference pickers and the WebDAV file store. Saving a new value returns to the values list;
 * saving an existing one stays, with the saved value reloaded (section 4).
 */
export default function ValueFormPage() {
  const param = useParams().valueId;
  if (param === undefined) return <ValueFormView />;
  const id = routeId(param);
  return id === undefined ? <NotFoundPage /> : <SavedValueForm id={id} />;
}

function SavedValueForm({ id }: { id: number }) {
  const { resource } = useCustomResourceRoute();
  const query = useAtomValue(valueAtom({ objectId: resource.id, id }));
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) {
    return <ListLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return query.data ? <ValueFormView value={query.data} /> : <Skeleton lines={6} showLoadingText />;
}

function ValueFormView({ value }: { value?: CustomObjectValue }) {
  const { resource, fields, settingsPath, valuesPath } = useCustomResourceRoute();
  const navigate = useNavigate();
  const notify = useNotify();
  const { saveValue } = useAtomValue(customResourceWritesAtom);
  const references = useReferenceServices();
  const files = useFileServices();
  const services = useMemo(() => ({ ...references, ...files }), [references, files]);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const mode = value === undefined ? 'create' : 'update';

  const save = async (body: ValueInput) => {
    const label = displayNameOf(body, fields);
    try {
      await saveValue(resource.id, body, value?.id);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {});
      notify(valueSaveNotice(actionOutcomeOf(error), mode, label));
      throw error;
    }
    setServerErrors(undefined);
    notify(valueSaveNotice({ status: 200 }, mode, label));
    if (value === undefined) void navigate(valuesPath);
  };

  return (
    <Stack gap="400">
      <PageHeader
        title={resource.plural_name}
        backLink={{ label: resource.plural_name, href: valuesPath }}
      />
      <ValueForm
        resource={{ ...resource, fields }}
        value={value}
        onSubmit={save}
        serverErrors={serverErrors}
        onEditSettings={() => void navigate(settingsPath)}
        services={services}
      />
    </Stack>
  );
}
