import { useForm } from 'react-hook-form';
import {
  metafieldInputSchema,
  newMetafieldValues,
  type MetafieldFormValues,
} from '@metafields/core';
import { Button, Form } from '@metafields/design-system';
import { coreResolver, MetafieldFields } from '@metafields/widgets';
import { saveMetafieldValues } from './yourBackend.js';

/**
 * Your own react-hook-form form, checked by core's schema (extend it with rules of your own);
 * the widgets give the fields. Rendered inside your app's provider, like every widget.
 */
export function OwnMetafieldForm() {
  const { control, handleSubmit } = useForm<MetafieldFormValues>({
    defaultValues: newMetafieldValues,
    resolver: coreResolver<MetafieldFormValues>(metafieldInputSchema),
  });
  return (
    <Form
      aria-label="Product metafield"
      validationBehavior="aria"
      onSubmit={(event) => void handleSubmit(saveMetafieldValues)(event)}
    >
      <MetafieldFields control={control} resourceType="products" />
      <Button type="submit">Save metafield</Button>
    </Form>
  );
}
