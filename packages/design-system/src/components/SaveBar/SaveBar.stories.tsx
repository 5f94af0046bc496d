import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.js';
import { TextField } from '../TextField/TextField.js';
import { SaveBar } from './SaveBar.js';
import type { SaveBarProps } from './SaveBar.js';

const meta = {
  title: 'Primitives/SaveBar',
  component: SaveBar,
  tags: ['autodocs'],
  args: { isDirty: false, onSave: fn(), onCancel: fn() },
  argTypes: {
    isDirty: { control: 'boolean' },
    isSaving: { control: 'boolean' },
    isSaveDisabled: { control: 'boolean' },
    message: { control: 'text' },
  },
  parameters: {
    usage: {
      notes: [
        'The save bar appears at the bottom of a form as soon as it has unsaved changes (`isDirty`), with “Unsaved changes”, Cancel and Save; it sticks to the bottom of the view while the person scrolls. Use it on long edit pages where a Save button at the end would be out of sight.',
        'When it appears, screen readers hear its message politely. Cancel puts the form back as it was saved; Save shows a spinner while `isSaving`, and Cancel is disabled meanwhile. After either, focus returns to the field last edited rather than being lost.',
        "Place it last in the form's scroll container. When it sits outside the form, give it the form's `id` in `form`, so Save submits the form and its validation runs first.",
        'Keep the default labels unless the action is more specific (“Save template”).',
      ],
      do: [
        'Show it only while there are changes to save.',
        'Keep the field errors visible when Save finds problems.',
      ],
      dont: [
        'Add a second Save button elsewhere on the same form.',
        'Save on every change and show the bar as well.',
      ],
    },
  },
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const savedTitle = 'Trail Tent';

/** A product form whose SaveBar follows whether the title differs from the saved one. */
function ProductForm(args: SaveBarProps) {
  const [saved, setSaved] = useState(savedTitle);
  const [title, setTitle] = useState(saved);
  return (
    <Stack gap="400" style={{ maxInlineSize: '40rem' }}>
      <TextField label="Product title" value={title} onChange={setTitle} />
      <SaveBar
        {...args}
        isDirty={title !== saved}
        onSave={() => {
          args.onSave?.();
          setSaved(title);
        }}
        onCancel={() => {
          args.onCancel?.();
          setTitle(saved);
        }}
      />
    </Stack>
  );
}

/** Typing makes the bar appear and announces it; Save saves, and the bar goes. */
export const Default: Story = {
  render: (args) => <ProductForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    const field = canvas.getByRole('textbox', { name: 'Product title' });
    await userEvent.type(field, ' 2P');

    const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));

    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(field).toHaveValue('Trail Tent 2P');
  },
};

/** Cancel puts the saved value back, and the bar goes. */
export const CancelResets: Story = {
  render: (args) => <ProductForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Product title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Summit Tent');

    const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));

    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field).toHaveValue(savedTitle);
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** From the field, Tab reaches Cancel, then Save; Enter saves. */
export const Keyboard: Story = {
  render: (args) => <ProductForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Product title' })).toHaveFocus();
    await userEvent.keyboard(' 3P');
    const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // The bar, and the Save button with it, goes: focus returns to the field, not to the page.
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Product title' })).toHaveFocus();
  },
};

/** While saving, Save shows a spinner and ignores presses, and Cancel is disabled. */
export const Saving: Story = {
  args: { isDirty: true, isSaving: true },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Unsaved changes' });
    const save = within(bar).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A custom message, which also names the bar. */
export const CustomMessage: Story = {
  args: { isDirty: true, message: '3 metafields changed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: '3 metafields changed' }),
    ).toBeVisible();
  },
};

/** In a long form, the bar sticks to the bottom of the scrolling area. */
export const Sticky: Story = {
  args: { isDirty: true },
  render: (args) => (
    <form
      aria-label="Product details"
      style={{ blockSize: '16rem', overflow: 'auto', paddingInline: '0.25rem' }}
    >
      <Stack gap="400">
        {['Title', 'SKU', 'Brand', 'Material', 'Care instructions', 'Warranty'].map((label) => (
          <TextField key={label} label={label} />
        ))}
      </Stack>
      <SaveBar {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('form', { name: 'Product details' });
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // Measure where it rests, after it has slid in.
    await Promise.all(bar.getAnimations().map((animation) => animation.finished));
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(
      Math.round(scroller.getBoundingClientRect().bottom),
    );
  },
};
