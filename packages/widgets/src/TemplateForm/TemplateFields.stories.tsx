import {
  newTemplateValues,
  templateInputSchema,
  type CustomResourceSummary,
  type TemplateFormValues,
} from '@metafields/core';
import { Button, Form } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { coreResolver } from '../forms/coreResolver.js';
import { tabTo } from '../testing/storySteps.js';
import { TemplateFields } from './TemplateFields.js';
import partnerExample from '../../examples/TemplateFields.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 7, name: 'Warranty', slug: 'warranty', plural_name: 'Warranties' },
];

interface PartnerFormProps {
  /** Called with the values once core's schema accepts them. */
  onSave: (values: TemplateFormValues) => void;
}

/**
 * A partner app's own form: its `useForm`, core's `templateInputSchema` as the resolver (extend
 * it with your own rules), its own button. The widgets give the fields.
 */
function PartnerForm({ onSave }: PartnerFormProps) {
  const { control, handleSubmit } = useForm<TemplateFormValues>({
    defaultValues: newTemplateValues(),
    resolver: coreResolver<TemplateFormValues>(templateInputSchema),
  });
  return (
    <Form
      aria-label="My app's shared metafield"
      validationBehavior="aria"
      onSubmit={(event) => void handleSubmit(onSave)(event)}
    >
      <TemplateFields control={control} customResources={customResources} />
      <Button type="submit">Save template</Button>
    </Form>
  );
}

const meta = {
  title: 'Widgets/TemplateFields',
  component: TemplateFields,
  tags: ['autodocs'],
  parameters: {
    usage: {
      notes: [
        "Template fields are the template form's fields without its title, buttons and save logic, for a partner's own react-hook-form form: name, namespace, key (following the name until edited, for a new template), description, content type, that type's options, read-only and storefront use.",
        "Create the form with `useForm<TemplateFormValues>()`, start from core's `newTemplateValues(count)`, and pass `coreResolver(templateInputSchema)` as the resolver so core's rules check it (`coreOutputResolver` to submit the schema's output, defaults and text limits filled in); extend the schema with your own rules. Each field shows its error from the form, translated when it is one of core's messages.",
        'Your form decides what happens on submit and which buttons it shows.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof TemplateFields>;

export default meta;

type Canvas = ReturnType<typeof within>;

/** Picks a content type by keyboard: Enter opens the list, typing moves to it, Enter picks it. */
async function chooseContentType(canvas: Canvas, typed: string, name: string) {
  const trigger = canvas.getByRole('button', { name: /Content type/ });
  await tabTo(trigger);
  await userEvent.keyboard('{Enter}');
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard(typed);
  await expect(within(list).getByRole('option', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveTextContent(name));
}

/**
 * The template's fields in a partner's own react-hook-form form:
 *
 * ```tsx
 * import { coreResolver, TemplateFields } from '@metafields/widgets';
 * import { newTemplateValues, templateInputSchema } from '@metafields/core';
 *
 * const { control, handleSubmit } = useForm<TemplateFormValues>({
 *   defaultValues: newTemplateValues(templateCount),
 *   resolver: coreResolver<TemplateFormValues>(templateInputSchema),
 * });
 * <form onSubmit={handleSubmit(save)}>
 *   <TemplateFields control={control} customResources={customResources} />
 *   <button type="submit">Save template</button>
 * </form>
 * ```
 *
 * The key follows the name; a new content type shows its options. Filled in, the form gets the
 * values as they were edited.
 */
export const InYourOwnForm: StoryObj<typeof PartnerForm> = {
  args: { onSave: fn() },
  render: (args) => <PartnerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Namespace' })).toHaveValue('shared');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Care instructions');
    await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveValue('care-instructions');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'How to wash');

    await chooseContentType(canvas, 'Te', 'Text');
    const maxLength = await canvas.findByRole('textbox', { name: 'Maximum length' });
    await userEvent.type(maxLength, '500');
    await userEvent.tab();
    await expect(maxLength).toHaveValue('500');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use on storefront' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        name: 'Care instructions',
        namespace: 'shared',
        meta_key: 'care-instructions',
        description: 'How to wash',
        content_type: 'text',
        options: { max: 500 },
        use_on_storefront: false,
        sort_order: 1,
      },
      expect.anything(),
    );
  },
};

/** Submitted empty, the fields show core's message under Name and Key; nothing is saved. */
export const RequiredFields: StoryObj<typeof PartnerForm> = {
  args: { onSave: fn() },
  render: (args) => <PartnerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
