import { Button } from '@metafields/design-system';
import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { ControlledValueEditor } from '../../testing/ControlledValueEditor.js';
import type { ValueEditor, ValueEditorField } from '../../types.js';

/** CodeMirror comes in a lazy chunk, which the dev server may take a while to serve. */
export const loadTimeout = { timeout: 10_000 };

/** The editor's content element, once CodeMirror has loaded (the placeholder has no textbox). */
export function findEditor(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('textbox', {}, loadTimeout);
}

interface CodeEditorCase {
  field: ValueEditorField;
  /** One line of text the stories start from. */
  filled: string;
  /** Another line, set from outside. */
  replacement: string;
}

interface StoryArgs {
  field: ValueEditorField;
  value: string | null;
  onChange: Mock;
  isReadOnly?: boolean;
}

/** A form that replaces the value from outside, as data refreshed from the server would. */
function WithReplaceButton({
  editor: Editor,
  field,
  value: initial,
  replacement,
  onChange,
}: StoryArgs & { editor: ValueEditor<string>; replacement: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Editor
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Button onPress={() => setValue(replacement)}>Load the saved value</Button>
    </>
  );
}

/**
 * The behaviours every CodeMirror editor shares beyond the conformance suite: a value from
 * outside, read-only, Tab leaving the editor, clearing.
 */
export function codeEditorStories(editor: ValueEditor<string>, testCase: CodeEditorCase) {
  const { field, filled, replacement } = testCase;
  const spyOf = (args: unknown) => (args as StoryArgs).onChange;

  /** A value from outside shows in the view and is not reported back as the person's edit. */
  const ValueFromOutside: StoryObj = {
    args: { field, value: filled, onChange: fn() },
    render: (args) => (
      <WithReplaceButton {...(args as StoryArgs)} editor={editor} replacement={replacement} />
    ),
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const textbox = await findEditor(canvas);
      await expect(textbox).toHaveTextContent(filled);
      await userEvent.click(canvas.getByRole('button', { name: 'Load the saved value' }));
      await expect(textbox).toHaveTextContent(replacement);
      await expect(spyOf(args)).not.toHaveBeenCalled();

      // Typing after it edits the new text, and is reported.
      await userEvent.click(textbox);
      await userEvent.keyboard('{Control>}{End}{/Control} ');
      await expect(spyOf(args)).toHaveBeenLastCalledWith(`${replacement} `);
    },
  };

  /** Read-only: focusable and announced as such, but typing changes nothing. */
  const ReadOnlyRefusesTyping: StoryObj = {
    args: { field, value: filled, onChange: fn(), isReadOnly: true },
    render: (args) => <ControlledValueEditor {...(args as StoryArgs)} editor={editor} />,
    play: async ({ canvasElement, args }) => {
      const textbox = await findEditor(within(canvasElement));
      await expect(textbox).toHaveAttribute('aria-readonly', 'true');
      await userEvent.tab();
      await expect(textbox).toHaveFocus();
      await userEvent.keyboard('xyz{Backspace}{Enter}');
      await expect(textbox).toHaveTextContent(filled);
      await expect(spyOf(args)).not.toHaveBeenCalled();
    },
  };

  /** Tab moves on to the next control, as in any field: the editor does not trap it. */
  const TabLeavesEditor: StoryObj = {
    args: { field, value: filled, onChange: fn() },
    render: (args) => (
      <>
        <ControlledValueEditor {...(args as StoryArgs)} editor={editor} />
        <Button>Next</Button>
      </>
    ),
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const textbox = await findEditor(canvas);
      await expect(textbox).toHaveAccessibleName(field.label);
      await userEvent.tab();
      await expect(textbox).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(textbox).toHaveFocus();
      await expect(textbox).toHaveTextContent(filled);
      await expect(spyOf(args)).not.toHaveBeenCalled();
    },
  };

  /** Emptied, the editor reports null: no value. */
  const Cleared: StoryObj = {
    args: { field, value: filled, onChange: fn() },
    render: (args) => <ControlledValueEditor {...(args as StoryArgs)} editor={editor} />,
    play: async ({ canvasElement, args }) => {
      await findEditor(within(canvasElement));
      await userEvent.tab();
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      await expect(spyOf(args)).toHaveBeenLastCalledWith(null);
    },
  };

  return { ValueFromOutside, ReadOnlyRefusesTyping, TabLeavesEditor, Cleared };
}
