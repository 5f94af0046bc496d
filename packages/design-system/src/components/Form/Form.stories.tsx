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
