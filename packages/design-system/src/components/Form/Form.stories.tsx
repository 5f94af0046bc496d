import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Form } from './Form.js';

const meta = {
  title: 'Primitives/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn((event: React.FormEvent) => event.preventDefault()) },
  render: (args) => (
    <Form {...args}>
      <TextField label="Namespace" name="namespace" isRequired />
      <TextField label="Key" name="key" isRequired />
      <Button type="submit">Save</Button>
    </Form>
  ),
  parameters: {
    usage: {
      notes: [
        'Wrap the fields of a task in `Form`: it stacks them with even spacing, submits on Enter in a text field and on the submit button, and validates each field natively (`isRequired`, `minLength`, `validate`) before `onSubmit` runs, with each error shown inline under its field.',
        "The server's errors come back by field name through `validationErrors`, and show under the fields they belong to; an error about the whole form belongs in a `Banner` above it.",
        "Keep the submit button enabled: pressing it shows every field's error and moves focus to the first invalid field, which tells people what is missing better than a greyed-out button.",
        'Order fields as people think of the task, required ones first; group related fields with `FieldGroup`.',
      ],
      do: [
        'Give every field a visible label.',
        'Put the submit button at the end of the form (or in the `SaveBar`), named after the outcome: “Save field”.',
      ],
      dont: [
        'Validate on every keystroke and show errors before the person has finished.',
        'Lay out unrelated fields side by side.',
      ],
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required fields stop the submit and say what is missing; filled in, the form submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Namespace/ })).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: /Namespace/ }), 'care');
    await userEvent.type(canvas.getByRole('textbox', { name: /Key/ }), 'washing');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Errors the server gave, by field name, show under their fields. */
export const ServerErrors: Story = {
  args: {
    validationErrors: { key: 'A metafield with the same Namespace and Key already exists.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'A metafield with the same Namespace and Key already exists.',
      ),
    ).toBeVisible();
  },
};
