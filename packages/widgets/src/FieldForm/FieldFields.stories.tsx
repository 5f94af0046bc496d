import {
  fieldFormSchema,
  newFieldValues,
  type CustomResourceSummary,
  type FieldFormValues,
} from '@metafields/core';
import { Button, Form } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { coreResolver } from '../forms/coreResolver.js';
import { tabTo } from '../testing/storySteps.js';
import { FieldFields } from './FieldFields.js';
import partnerExample from '../../examples/FieldFields.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 12, name: 'Author', slug: 'author', plural_name: 'Authors' },
];

interface PartnerFormProps {
  /** Called with the values once core's schema accepts them. */
  onSave: (values: FieldFormValues) => void;
}

/**
 * A partner app's own form for a resource's first field: its `useForm`, core's `fieldFormSchema`
 * as the resolver (extend it with your own rules), its own button. The widgets give the fields.
 */
function PartnerForm({ onSave }: PartnerFormProps) {
  const { control, handleSubmit } = useForm<FieldFormValues>({
    defaultValues: newFieldValues(0),
    resolver: coreResolver<FieldFormValues>(fieldFormSchema),
  });
  return (
    <Form
      aria-label="My app's field"
      validationBehavior="aria"
      onSubmit={(event) => void handleSubmit(onSave)(event)}
    >
      <FieldFields control={control} customResources={customResources} />
      <Button type="submit">Save field</Button>
    </Form>
  );
}

const meta = {
  title: 'Widgets/FieldFields',
  component: FieldFields,
  tags: ['autodocs'],
  parameters: {
    usage: {
      notes: [
        "Field fields are the field form's fields without its title, button and save logic, for a partner's own react-hook-form form: name (the key following it for a new field), content type, “Use as display name”, and the options of the content type.",
        "Create the form with `useForm<FieldFormValues>()`, start from core's `newFieldValues(fieldCount)`, and pass `coreResolver(fieldFormSchema)` as the resolver so core's rules check it; extend the schema with your own rules. Each field shows its error from the form, translated when it is one of core's messages.",
        'For a saved field pass `keyFollowsName={false}`: renaming must not move the values stored under its key. Your form decides what happens on submit and which buttons it shows.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FieldFields>;

export default meta;

/** Picks a content type: opens the list with the arrow key, types its name, presses Enter. */
async function chooseContentType(canvas: ReturnType<typeof within>, name: string) {
  const button = canvas.getByRole('button', { name: /Content type/ });
  await tabTo(button);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await userEvent.keyboard(name);
  await expect(within(listbox).getByRole('option', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveTextContent(name);
}

/**
 * The field's fields in a partner's own react-hook-form form:
 *
 * ```tsx
 * import { coreResolver, FieldFields } from '@metafields/widgets';
 * import { fieldFormSchema, newFieldValues } from '@metafields/core';
 *
 * const { control, handleSubmit } = useForm<FieldFormValues>({
 *   defaultValues: newFieldValues(fieldCount),
 *   resolver: coreResolver<FieldFormValues>(fieldFormSchema),
 * });
 * <form onSubmit={handleSubmit(save)}>
 *   <FieldFields control={control} customResources={customResources} />
 *   <button type="submit">Save field</button>
 * </form>
 * ```
 *
 * The key follows the name; a number type turns display name off and offers its limits. Filled
 * in, the form gets the values.
 */
export const InYourOwnForm: StoryObj<typeof PartnerForm> = {
  args: { onSave: fn() },
  render: (args) => <PartnerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const displayName = canvas.getByRole('checkbox', { name: 'Use as display name' });
    await expect(displayName).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Page count');

    await chooseContentType(canvas, 'Integer');
    await expect(displayName).not.toBeChecked();
    await expect(displayName).toBeDisabled();
    const min = canvas.getByRole('textbox', { name: 'Min' });
    await userEvent.type(min, '1');
    await userEvent.tab();
    await expect(min).toHaveValue('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        name: 'Page count',
        meta_key: 'page-count',
        content_type: 'integer',
        use_as_display_name: false,
        options: { min: 1 },
      },
      expect.anything(),
    );
  },
};

/** Submitted without a name, the field shows core's message under Name; nothing is saved. */
export const NameRequired: StoryObj<typeof PartnerForm> = {
  args: { onSave: fn() },
  render: (args) => <PartnerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save field' }));
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
