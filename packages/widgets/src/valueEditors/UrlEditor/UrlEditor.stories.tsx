import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField } from '../types.js';
import { UrlEditor } from './UrlEditor.js';
import partnerExample from '../../../examples/UrlEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Size guide',
  description: 'A page with the sizes of this product.',
  contentType: 'url',
  options: { url_type: 'absolute' },
};
const relativeField: ValueEditorField = { ...field, options: { url_type: 'relative' } };

const absoluteMessage = 'Enter a full URL starting with http:// or https://';
const relativeMessage = 'Enter a relative URL starting with /';

const meta = {
  title: 'Widgets/Value editors/Url',
  component: UrlEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={UrlEditor} />,
  parameters: {
    usage: {
      notes: [
        "A URL field's value, absolute (https://…) or relative (/…) by the field's `url_type`. A URL of the wrong kind is still reported, so nothing typed is lost, and core's message shows once the person leaves the field.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof UrlEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(UrlEditor, {
  field,
  filled: 'https://example.com/size-guide',
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('https://example.com/size-guide');
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await user.keyboard('https://shop.example/sizes');
  },
  expected: 'https://shop.example/sizes',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** With `url_type` relative, a path from the site root is accepted. */
export const RelativeAccepted: Story = {
  args: { field: relativeField },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Size guide' });
    await userEvent.type(input, '/pages/size-guide');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(relativeMessage)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('/pages/size-guide');
  },
};

/** With `url_type` relative, a full URL is refused when focus leaves, and still reported. */
export const RelativeRefusesAbsolute: Story = {
  args: { field: relativeField },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Size guide' });
    await userEvent.type(input, 'https://example.com/sizes');
    await expect(canvas.queryByText(relativeMessage)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText(relativeMessage)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(relativeMessage) as string,
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('https://example.com/sizes');
  },
};

/** An absolute field refuses a relative path and a URL without http(s), as focus leaves. */
export const AbsoluteRefusesRelative: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Size guide' });
    await expect(input).toHaveAttribute('type', 'url');
    await userEvent.type(input, '/pages/size-guide');
    await userEvent.tab();
    await expect(await canvas.findByText(absoluteMessage)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('/pages/size-guide');

    await userEvent.clear(input);
    await userEvent.type(input, 'example.com/sizes');
    await userEvent.tab();
    await expect(await canvas.findByText(absoluteMessage)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/sizes');
    await userEvent.tab();
    await expect(canvas.queryByText(absoluteMessage)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('https://example.com/sizes');
  },
};
