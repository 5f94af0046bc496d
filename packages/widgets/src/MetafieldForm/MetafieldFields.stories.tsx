import {
  metafieldInputSchema,
  newMetafieldValues,
  type MetafieldFormValues,
} from '@metafields/core';
import { Button, Form } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coreResolver } from '../forms/coreResolver.js';
import { withoutRememberedWysiwyg } from '../testing/storySteps.js';
import { MetafieldFields } from './MetafieldFields.js';
import partnerExample from '../../examples/MetafieldFields.tsx?raw';

interface PartnerFormProps {
  /** Called with the values once core's schema accepts them. */
  onSave: (values: MetafieldFormValues) => void;
}

/**
 * A partner app's own form: its `useForm`, core's `metafieldInputSchema` as the resolver (extend
 * it with your own rules), its own button. The widgets give the fields.
 */
function PartnerForm({ onSave }: PartnerFormProps) {
  const { control, handleSubmit } = useForm<MetafieldFormValues>({
    defaultValues: newMetafieldValues,
    resolver: coreResolver<MetafieldFormValues>(metafieldInputSchema),
  });
  return (
    <Form
      aria-label="My app's metafield"
      validationBehavior="aria"
      onSubmit={(event) => void handleSubmit(onSave)(event)}
    >
      <MetafieldFields control={control} resourceType="products" />
      <Button type="submit">Save metafield</Button>
    </Form>
  );
}

const meta = {
  title: 'Widgets/MetafieldFields',
  component: MetafieldFields,
  tags: ['autodocs'],
  beforeEach: () => withoutRememberedWysiwyg(),
  parameters: {
    usage: {
      notes: [
        "Metafield fields are the metafield form's fields without its buttons and save logic, for a partner's own react-hook-form form: namespace, key, description, the permission checkboxes and the value's editor.",
        "Create the form with `useForm<MetafieldFormValues>()`, start from core's `newMetafieldValues`, and pass `coreResolver(metafieldInputSchema)` as the resolver so core's rules check it; extend the schema with your own rules. Each field shows its error from the form, translated when it is one of core's messages.",
        'Your form decides what happens on submit and which buttons it shows.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof MetafieldFields>;

export default meta;

/**
 * The metafield's fields in a partner's own react-hook-form form:
 *
 * ```tsx
 * import { coreResolver, MetafieldFields } from '@metafields/widgets';
 * import { metafieldInputSchema, newMetafieldValues } from '@metafields/core';
 *
 * const { control, handleSubmit } = useForm<MetafieldFormValues>({
 *   defaultValues: newMetafieldValues,
 *   resolver: coreResolver<MetafieldFormValues>(metafieldInputSchema),
 * });
 * <form onSubmit={handleSubmit(save)}>
 *   <MetafieldFields control={control} resourceType="products" />
 *   <button type="submit">Save metafield</button>
 * </form>
 * ```
 *
 * Submitting it empty shows core's messages under the fields; filled in, the form gets the
 * values.
 */
export const InYourOwnForm: StoryObj<typeof PartnerForm> = {
  args: { onSave: fn() },
  render: (args) => <PartnerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save metafield' }));
    const namespace = canvas.getByRole('textbox', { name: 'Namespace' });
    await waitFor(() => expect(namespace).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(namespace, 'my_app');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'washing');
    await userEvent.click(canvas.getByRole('radio', { name: 'Plain text' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value' }), 'Cold wash');
    await userEvent.click(canvas.getByRole('button', { name: 'Save metafield' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        namespace: 'my_app',
        key: 'washing',
        description: '',
        value: 'Cold wash',
        permission_set: 'write',
      },
      expect.anything(),
    );
  },
};

/** The fields of a saved metafield, read-only: focusable and readable, no way to change them. */
export const ReadOnly: StoryObj<typeof ReadOnlyFields> = {
  render: () => <ReadOnlyFields />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByRole('textbox', { name: 'Key' });
    await expect(key).toHaveValue('washing');
    await userEvent.type(key, 'x');
    await expect(key).toHaveValue('washing');
  },
};

function ReadOnlyFields() {
  const { control } = useForm<MetafieldFormValues>({
    defaultValues: { ...newMetafieldValues, namespace: 'my_app', key: 'washing', value: 'Cold' },
  });
  return <MetafieldFields control={control} isReadOnly />;
}
