import type { Meta } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { codeEditorStories, findEditor } from '../CodeEditor/testing/codeEditorStories.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField } from '../types.js';
import { HtmlEditor } from './HtmlEditor.js';
import partnerExample from '../../../examples/HtmlEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Size guide',
  description: 'Shown in the size guide popup, as HTML.',
  contentType: 'html',
};

const meta = {
  title: 'Widgets/Value editors/Html',
  component: HtmlEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  parameters: {
    usage: {
      notes: [
        "An HTML field's value as source, in a code editor with HTML highlighting, loaded on demand (the label and description show meanwhile). The value is the text as typed: making HTML safe to show is the server's job.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof HtmlEditor>;

export default meta;

const stories = conformanceStories(HtmlEditor, {
  field,
  filled: '<p>Fits <strong>true to size</strong></p>',
  showsFilled: async (canvas) => {
    await expect(await findEditor(canvas)).toHaveTextContent(
      '<p>Fits <strong>true to size</strong></p>',
    );
  },
  editByKeyboard: async (canvas, user) => {
    const textbox = await findEditor(canvas);
    await user.tab();
    await expect(textbox).toHaveFocus();
    // Typed as is: no tag closes itself.
    await user.keyboard('<p>Runs small</p>');
  },
  expected: '<p>Runs small</p>',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

const shared = codeEditorStories(HtmlEditor, {
  field,
  filled: '<p>Runs small</p>',
  replacement: '<p>Runs large</p>',
});

export const ValueFromOutside = shared.ValueFromOutside;
export const ReadOnlyRefusesTyping = shared.ReadOnlyRefusesTyping;
export const TabLeavesEditor = shared.TabLeavesEditor;
export const Cleared = shared.Cleared;
