import { Button } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField, ValueEditorProps } from '../types.js';
import { wysiwygStorageKey } from '../wysiwyg/index.js';
import { RichTextEditor } from './RichTextEditor.js';
import partnerExample from '../../../examples/RichTextEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Product story',
  description: 'Shown under the product description.',
  contentType: 'rich_text',
  wysiwyg: { resource: 'products', field: 'shared.story' },
};

/**
 * Turns the WYSIWYG editor on for the field before the story renders, as a person who chose it
 * earlier would find it, and puts local storage back afterwards.
 */
function rememberWysiwygOn() {
  const before = localStorage.getItem(wysiwygStorageKey);
  localStorage.setItem(wysiwygStorageKey, JSON.stringify({ products: ['shared.story'] }));
  return () => {
    if (before === null) localStorage.removeItem(wysiwygStorageKey);
    else localStorage.setItem(wysiwygStorageKey, before);
  };
}

/** Nothing remembered, as on a first visit; local storage is put back afterwards. */
function rememberNothing() {
  const before = localStorage.getItem(wysiwygStorageKey);
  localStorage.removeItem(wysiwygStorageKey);
  return () => {
    if (before !== null) localStorage.setItem(wysiwygStorageKey, before);
  };
}

const meta = {
  title: 'Widgets/Value editors/RichText',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  beforeEach: rememberWysiwygOn,
  parameters: {
    usage: {
      notes: [
        "A rich-text field's value as HTML, edited in a WYSIWYG editor (bold, italic, underline, lists, links, undo) or as plain HTML, switched with “Rich text editor” under the field. The choice is remembered per field (`field.wysiwyg`) in the browser.",
        'Each edit is reported as sanitised HTML, and pasted text loses its inline styles. The WYSIWYG editor loads its value once: to replace the text from outside, remount it with a new `key`.',
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The WYSIWYG editor's text (a contenteditable, role textbox), once Lexical has loaded from its
 * lazy chunk (within the stories' wait, .storybook/waits.mjs).
 */
function findRichText(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('textbox');
}

/** Ctrl on Windows and Linux, Cmd on Apple systems, as Lexical reads it. */
const mod = /Mac|iPhone|iPad/.test(navigator.platform) ? 'Meta' : 'Control';

/** From nothing focused: Tab enters the toolbar (one stop), Tab again the text. */
async function tabToText(canvas: ReturnType<typeof within>) {
  const textbox = await findRichText(canvas);
  await userEvent.tab();
  await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toContainElement(
    document.activeElement as HTMLElement,
  );
  await userEvent.tab();
  await expect(textbox).toHaveFocus();
  return textbox;
}

const stories = conformanceStories(RichTextEditor, {
  field,
  filled: '<p>Fits <strong>true to size</strong></p>',
  showsFilled: async (canvas) => {
    const textbox = await findRichText(canvas);
    await expect(textbox).toHaveTextContent('Fits true to size');
    await expect(within(textbox).getByText('true to size').closest('strong')).not.toBeNull();
  },
  editByKeyboard: async (canvas, user) => {
    const textbox = await findRichText(canvas);
    await user.tab();
    await user.tab();
    await expect(textbox).toHaveFocus();
    await user.keyboard('Hello');
  },
  expected: '<p>Hello</p>',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** With nothing remembered the field opens as plain HTML source, in the code editor. */
export const PlainHtmlByDefault: Story = {
  args: { value: '<p>Runs small</p>' },
  beforeEach: rememberNothing,
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Rich text editor' })).not.toBeChecked();
    const source = await findRichText(canvas);
    await expect(source).toHaveTextContent('<p>Runs small</p>');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.tab();
    // The source as typed is the value (typing in the code editor is the HTML editor's story).
    await userEvent.keyboard('{Control>}{End}{/Control}!');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Runs small</p>!');
  },
};

/** Ctrl/Cmd+B turns bold on where the caret is; what follows is typed in bold. */
export const BoldByKeyboard: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabToText(canvas);
    await userEvent.keyboard(`{${mod}>}b{/${mod}}`);
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('Sale');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Sale</strong></p>');
  },
};

/**
 * The toolbar by keyboard: Shift+Tab from the text reaches it, the arrow keys move between its
 * buttons, Space presses one and puts the person back in the text to type on.
 */
export const ToolbarByKeyboard: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await tabToText(canvas);
    await userEvent.keyboard('Care ');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const italic = canvas.getByRole('button', { name: 'Italic' });
    await expect(italic).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(textbox).toHaveFocus();
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('gently');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Care <em>gently</em></p>');

    // A new line, then the numbered list from the toolbar.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const numbered = canvas.getByRole('button', { name: 'Numbered list' });
    await expect(numbered).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(textbox).toHaveFocus();
    await expect(numbered).toHaveAttribute('aria-pressed', 'true');
    // Italic carries on into the new line, as in any word processor.
    await userEvent.keyboard('Wash cold');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Care <em>gently</em></p><ol><li value="1"><em>Wash cold</em></li></ol>',
    );
  },
};

/** Ctrl/Cmd+Z undoes the last edit (the editor keeps a history). */
export const UndoByKeyboard: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    await tabToText(within(canvasElement));
    await userEvent.keyboard('Hello');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
    await userEvent.keyboard(`{${mod}>}z{/${mod}}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Pasted links stay links, without their styles; a `javascript:` link keeps only its text. */
export const PasteKeepsLinks: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const textbox = await tabToText(within(canvasElement));
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      'text/html',
      '<p>See the <a href="https://example.com/care" style="color: hotpink">care guide</a> or <a href="javascript:alert(1)">this</a></p>',
    );
    textbox.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>See the <a href="https://example.com/care">care guide</a> or this</p>',
      ),
    );
  },
};

/** Pasted HTML keeps its text and emphasis but loses its inline styles, fonts and colours. */
export const PasteStripsStyles: Story = {
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await tabToText(canvas);
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      'text/html',
      '<p style="color: red; font-family: Comic Sans MS">Soft <span style="background-color: yellow; font-weight: 700">cotton</span> <font color="blue" face="Arial">weave</font></p>',
    );
    clipboardData.setData('text/plain', 'Soft cotton weave');
    textbox.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>Soft <strong>cotton</strong> weave</p>'),
    );
    await expect(textbox.querySelector('[style]')).toBeNull();
    await expect(textbox).toHaveTextContent('Soft cotton weave');
  },
};

/** A form that hands the editor a new value while the person is typing. */
function WithNewValueButton({ field, value: initial, onChange }: ValueEditorProps<string>) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <RichTextEditor
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Button onPress={() => setValue('<p>Refreshed from the server</p>')}>
        Refresh the value
      </Button>
    </>
  );
}

/**
 * The value's HTML is loaded when the editor opens, once: a new `value` afterwards (the person's
 * own edits echoed back, or data refreshed from outside) does not reset what the person typed.
 */
export const SyncsInitialContentOnce: Story = {
  args: { value: '<p>Made in Portugal</p>' },
  render: (args) => <WithNewValueButton {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await findRichText(canvas);
    await expect(textbox).toHaveTextContent('Made in Portugal');
    await expect(args.onChange).not.toHaveBeenCalled();

    await tabToText(canvas);
    await userEvent.keyboard(`{${mod}>}a{/${mod}}{ArrowRight}, by hand`);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Made in Portugal, by hand</p>');

    const calls = args.onChange.mock.calls.length;

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh the value' }));
    await expect(textbox).toHaveTextContent('Made in Portugal, by hand');
    await expect(args.onChange).toHaveBeenCalledTimes(calls);

    // Typing on edits the person's text, not the refreshed value. Back from the button, past
    // the switch, to the text.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(textbox).toHaveFocus();
    await userEvent.keyboard(`{${mod}>}a{/${mod}}{ArrowRight}.`);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Made in Portugal, by hand.</p>');
  },
};

/** Unsafe HTML in the value is neither shown nor reported back: no script, no event handler. */
export const SanitisesOutput: Story = {
  args: {
    value:
      '<p>Hand made<img src="x" onerror="window.__richTextXss = true"></p><script>window.__richTextXss = true</script>',
  },
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await findRichText(canvas);
    await expect(textbox).toHaveTextContent('Hand made');
    await expect(canvasElement.querySelector('img, script, [onerror]')).toBeNull();
    await expect((window as { __richTextXss?: boolean }).__richTextXss).toBeUndefined();

    await tabToText(canvas);
    await userEvent.keyboard(`{${mod}>}a{/${mod}}{ArrowRight}!`);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hand made!</p>');
  },
};

/**
 * The switch is remembered for the field in local storage (`wysiwygFields`, a list of fields per
 * resource), and every editor of the same field in the page follows it.
 */
export const ToggleRemembered: Story = {
  args: { value: '<p>Runs small</p>' },
  render: (args) => (
    <>
      <ControlledValueEditor {...args} editor={RichTextEditor} />
      <ControlledValueEditor
        {...args}
        field={{ ...args.field, label: 'Product story (preview)' }}
        editor={RichTextEditor}
      />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('toolbar')).toHaveLength(2));
    const [first, second] = canvas.getAllByRole('switch', { name: 'Rich text editor' });
    await expect(first).toBeChecked();

    // Off: plain HTML in both editors, the field gone from the resource's list.
    first!.focus();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(second).not.toBeChecked();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(JSON.parse(localStorage.getItem(wysiwygStorageKey)!)).toEqual({ products: [] });
    await waitFor(() =>
      expect(canvas.getAllByRole('textbox')[1]).toHaveTextContent('<p>Runs small</p>'),
    );

    // On again, from the second editor: both follow, the field listed again.
    second!.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(JSON.parse(localStorage.getItem(wysiwygStorageKey)!)).toEqual({
      products: ['shared.story'],
    });
    await waitFor(() => expect(canvas.getAllByRole('toolbar')).toHaveLength(2));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The text area is at least 200px high (core's `richTextMinHeightPx`), even when empty. */
export const MinimumHeight: Story = {
  play: async ({ canvasElement }) => {
    const textbox = await findRichText(within(canvasElement));
    await expect(textbox.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
  },
};

/**
 * Read-only in the WYSIWYG editor: the text is focusable and announced as read-only, but typing,
 * shortcuts and the toolbar change nothing.
 */
export const ReadOnlyWysiwyg: Story = {
  args: { value: '<p>Fits <strong>true to size</strong></p>', isReadOnly: true },
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = await findRichText(canvas);
    await expect(textbox).toHaveAttribute('aria-readonly', 'true');
    await expect(textbox).toHaveAttribute('contenteditable', 'false');
    await expect(textbox).toHaveAccessibleName('Product story');
    for (const button of within(canvas.getByRole('toolbar')).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    // The toolbar is disabled, so Tab goes straight to the text.
    await userEvent.tab();
    await expect(textbox).toHaveFocus();
    await userEvent.keyboard(`xyz{Backspace}{Enter}{${mod}>}b{/${mod}}`);
    await expect(textbox).toHaveTextContent('Fits true to size');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The error names the text as invalid and describes it, with the field's description. */
export const ErrorDescribesText: Story = {
  args: { errorMessage: 'Enter the product story' },
  play: async ({ canvasElement }) => {
    const textbox = await findRichText(within(canvasElement));
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(
      'Shown under the product description. Enter the product story',
    );
  },
};

/** Emptied, the editor reports null: no value. */
export const Cleared: Story = {
  args: { value: '<p>Runs small</p>' },
  render: (args) => <ControlledValueEditor {...args} editor={RichTextEditor} />,
  play: async ({ canvasElement, args }) => {
    await tabToText(within(canvasElement));
    await userEvent.keyboard(`{${mod}>}a{/${mod}}{Backspace}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
