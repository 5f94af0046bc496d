import { useForm } from 'react-hook-form';
import {
  newTemplateValues,
  templateInputSchema,
  type CustomResourceSummary,
  type TemplateFormValues,
} from '@metafields/core';
import { Button, DesignSystemProvider, Form, GlobalStyles } from '@metafields/design-system';
import { coreResolver, TemplateFields } from '@metafields/widgets';
import { saveTemplateValues } from './yourBackend.js';

/** Your own react-hook-form form, checked by core's schema; the widgets give the fields. */
export function MyTemplateForm(props: {
  templateCount: number;
  customResources: CustomResourceSummary[];
}) {
  const { control, handleSubmit } = useForm<TemplateFormValues>({
    defaultValues: newTemplateValues(props.templateCount), // goes after the existing ones
    resolver: coreResolver<TemplateFormValues>(templateInputSchema),
  });
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Form
        aria-label="Shared metafield"
        validationBehavior="aria"
        onSubmit={(event) => void handleSubmit(saveTemplateValues)(event)}
      >
        <TemplateFields control={control} customResources={props.customResources} />
        <Button type="submit">Save template</Button>
      </Form>
    </DesignSystemProvider>
  );
}
