import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles, Stack } from '@metafields/design-system';
import {
  defaultFieldTableQuery,
  defaultValueListQuery,
  FieldTable,
  ValueList,
} from '@metafields/widgets';
import {
  deleteField,
  deleteValue,
  deleteValues,
  moveField,
  useFields,
  useValues,
} from './yourBackend.js';

/** A recipe resource's admin: its fields and its values, held by the app, not the widgets. */
export function RecipeAdmin({ resourceId }: { resourceId: number }) {
  const [fieldQuery, setFieldQuery] = useState(defaultFieldTableQuery);
  const [valueQuery, setValueQuery] = useState(defaultValueListQuery);
  const fields = useFields(resourceId, fieldQuery);
  const values = useValues(resourceId, valueQuery);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Stack gap="800">
        <FieldTable
          fields={fields.data?.items ?? []}
          total={fields.data?.total ?? 0}
          query={fieldQuery}
          onQueryChange={setFieldQuery}
          isLoading={fields.isLoading}
          onReorder={(field, sortOrder) => moveField(field, sortOrder).then(fields.refetch)}
          onDelete={(field) => deleteField(field).then(fields.refetch)}
        />
        <ValueList
          resourceName="Recipe"
          fields={fields.data?.items ?? []}
          values={values.data?.items ?? []}
          total={values.data?.total ?? 0}
          query={valueQuery}
          onQueryChange={setValueQuery}
          isLoading={values.isLoading}
          onDelete={(value) => deleteValue(value).then(values.refetch)}
          onBulkDelete={(ids) => deleteValues(ids).then(values.refetch)}
        />
      </Stack>
    </DesignSystemProvider>
  );
}
