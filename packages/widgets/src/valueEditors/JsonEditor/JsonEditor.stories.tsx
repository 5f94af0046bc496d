import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeEditorStories, findEditor } from '../CodeEditor/testing/codeEditorStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField } from '../types.js';
import { JsonEditor } from './JsonEditor.js';
import partnerExample from '../../../examples/JsonEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Size chart',
  description: 'Sizes and measurements, as JSON.',
  contentType: 'json',
};

const meta = {
  title: 'Widgets/Value editors/Json',
  component: JsonEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  parameters: {
    usage: {
      notes: [
        "A JSON field's value, in a code editor with JSON highlighting, checked as the person types: invalid JSON says so but is still reported as typed, so nothing is lost, and the form decides whether to save it.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof JsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const invalidMessage = 'This is not valid JSON.';

const stories = conformanceStories(JsonEditor, {
  field,
  filled: '{"size": "M", "chest": 96}',
  showsFilled: async (canvas) => {
    await expect(await findEditor(canvas)).toHaveTextContent('{"size": "M", "chest": 96}');
  },
  editByKeyboard: async (canvas, user) => {
    const textbox = await findEditor(canvas);
    await user.tab();
    await expect(textbox).toHaveFocus();
    // `{{` and `[[` are a literal brace and bracket in user-event's key syntax.
    await user.keyboard('{{"sizes": [["S", "M"]}');
  },
  expected: '{"sizes": ["S", "M"]}',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

const shared = codeEditorStories(JsonEditor, {
  field,
  filled: '{"size": "M"}',
  replacement: '{"size": "L"}',
});

export const ValueFromOutside = shared.ValueFromOutside;
export const ReadOnlyRefusesTyping = shared.ReadOnlyRefusesTyping;
export const TabLeavesEditor = shared.TabLeavesEditor;
export const Cleared = shared.Cleared;

/** Invalid JSON says so as it is typed, and is still reported, so nothing typed is lost. */
export const InvalidJson: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={JsonEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await findEditor(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{{"size": ');
    await expect(canvas.getByText(invalidMessage)).toBeVisible();
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(expect.stringContaining(invalidMessage));
    await expect(args.onChange).toHaveBeenLastCalledWith('{"size": ');
  },
};

/** Completing the document clears the message; the value is the text as typed. */
export const ValidJsonClearsMessage: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={JsonEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await findEditor(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{{"size": ');
    await expect(canvas.getByText(invalidMessage)).toBeVisible();
    await userEvent.keyboard('"M"}');
    await expect(canvas.queryByText(invalidMessage)).toBeNull();
    await expect(textbox).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('{"size": "M"}');
  },
};

/** A stored value that is not valid JSON shows the message from the start. */
export const InvalidStoredValue: Story = {
  args: { value: '{size: M}' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findEditor(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(invalidMessage)).toBeVisible();
  },
};
