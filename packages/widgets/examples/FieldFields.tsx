import { useForm } from 'react-hook-form';
import {
  fieldFormSchema,
  newFieldValues,
  type CustomObject,
  type FieldFormValues,
} from '@metafields/core';
import { Button, DesignSystemProvider, Form, GlobalStyles } from '@metafields/design-system';
import { coreResolver, FieldFields } from '@metafields/widgets';
import { saveField } from './yourBackend.js';

/** Your own react-hook-form form, checked by core's schema; the widgets give the fields. */
export function MyFieldForm({
  resource,
  resources,
}: {
  resource: CustomObject;
  resources: CustomObject[];
}) {
  const { control, handleSubmit } = useForm<FieldFormValues>({
    // The first field of a resource is its display name by default.
    defaultValues: newFieldValues(resource.fields?.length ?? 0),
    resolver: coreResolver<FieldFormValues>(fieldFormSchema),
  });
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Form
        aria-label="Field"
        validationBehavior="aria"
        onSubmit={(event) => void handleSubmit(saveField)(event)}
      >
        <FieldFields control={control} customResources={resources} />
        <Button type="submit">Save field</Button>
      </Form>
    </DesignSystemProvider>
  );
}
