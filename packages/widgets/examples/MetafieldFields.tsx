import { useForm } from 'react-hook-form';
import {
  metafieldInputSchema,
  newMetafieldValues,
  type MetafieldFormValues,
} from '@metafields/core';
import { Button, DesignSystemProvider, Form, GlobalStyles } from '@metafields/design-system';
import { coreResolver, MetafieldFields } from '@metafields/widgets';
import { saveMetafieldValues } from './yourBackend.js';

/** Your own react-hook-form form, checked by core's schema; the widgets give the fields. */
export function MyMetafieldForm() {
  const { control, handleSubmit } = useForm<MetafieldFormValues>({
    defaultValues: newMetafieldValues,
    resolver: coreResolver<MetafieldFormValues>(metafieldInputSchema),
  });
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Form
        aria-label="Product metafield"
        validationBehavior="aria"
        onSubmit={(event) => void handleSubmit(saveMetafieldValues)(event)}
      >
        <MetafieldFields control={control} resourceType="products" />
        <Button type="submit">Save metafield</Button>
      </Form>
    </DesignSystemProvider>
  );
}
