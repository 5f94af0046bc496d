import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomResourceForm } from './CustomResourceForm.js';
import partnerExample from '../../examples/CustomResourceForm.tsx?raw';

const docsHref = 'https://support.example.com/metafields/custom-resources';

const meta = {
  title: 'Widgets/CustomResourceForm',
  component: CustomResourceForm,
  tags: ['autodocs'],
  args: { docsHref, onSubmit: fn(() => Promise.resolve()) },
  parameters: {
    usage: {
      notes: [
        "The custom resource form creates or renames a custom resource: its name, required, and its key, read-only, made from the name by core's slug rule.",
        "It usually sits in a modal whose heading names it (`aria-labelledby`). `onSubmit` gets `{ name }`; the server's errors come back as `serverErrors`.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof CustomResourceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a name shows its key, core's slug of it; Enter submits `{ name }`. */
export const TypingNameShowsKey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByRole('textbox', { name: /Key/ });
    await expect(key).toHaveAttribute('readonly');
    const docs = canvas.getByRole('link', { name: 'Learn more about custom resources' });
    await expect(docs).toHaveAttribute('href', docsHref);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    // A name is at most 255 characters (core's nameMaxLength); the server refuses longer.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '255');
    await userEvent.keyboard('Café  Menu!');
    await expect(key).toHaveValue('cafe-menu');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Café  Menu!' });
  },
};

/** Name is required: Enter on an empty name says so and sends nothing. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An existing resource shows its name and stored key, which a new name does not change. */
export const EditExisting: Story = {
  args: { value: { name: 'Author', slug: 'author' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Key/ })).toHaveValue('author');
    await userEvent.tab();
    await userEvent.keyboard('{End}s{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Key/ })).toHaveValue('author');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Authors' });
  },
};

/** The server's error on the name shows its first message only, until the name is edited. */
export const ServerError: Story = {
  args: {
    value: { name: 'Author', slug: 'author' },
    serverErrors: { name: ['The name has already been taken.', 'The name is too short.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The name has already been taken.')).toBeVisible();
    await expect(canvas.queryByText('The name is too short.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{End}s');
    await expect(canvas.queryByText('The name has already been taken.')).not.toBeInTheDocument();
  },
};

/** Read-only: nothing to change, no Save. */
export const ReadOnly: Story = {
  args: { value: { name: 'Author', slug: 'author' }, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** In Hebrew the form runs right to left; the key keeps the slug rule. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    await userEvent.tab();
    await userEvent.keyboard('Blog Post{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Key/ })).toHaveValue('blog-post');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Blog Post' });
  },
};
