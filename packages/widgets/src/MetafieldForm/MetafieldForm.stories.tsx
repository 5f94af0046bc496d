import type { Metafield } from '@metafields/core';
import { Button } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { loadTimeout } from '../valueEditors/CodeEditor/testing/codeEditorStories.js';
import { wysiwygStorageKey } from '../valueEditors/wysiwyg/index.js';
import { MetafieldForm } from './MetafieldForm.js';
import type { MetafieldFormProps } from './MetafieldForm.js';
import { tabTo, withoutRememberedWysiwyg } from '../testing/storySteps.js';
import partnerExample from '../../examples/MetafieldForm.tsx?raw';

const sizeChart: Metafield = {
  id: 42,
  namespace: 'my_app',
  key: 'size_chart',
  value: '{"size": "M"}',
  description: 'Sizes',
  permission_set: 'write',
  date_modified: '2024-05-02T10:30:00+00:00',
};

const meta = {
  title: 'Widgets/MetafieldForm',
  component: MetafieldForm,
  tags: ['autodocs'],
  args: {
    resourceType: 'products',
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
  // Each story starts with no remembered editor choice (the JSON editor) and leaves the
  // storage as it found it. React's warnings (controlled/uncontrolled and the like) go to
  // console.error: the stories check that none came.
  beforeEach: () => {
    spyOn(console, 'error');
    return withoutRememberedWysiwyg();
  },
  parameters: {
    usage: {
      notes: [
        'The metafield form creates or edits one custom metafield of a record: namespace, key, description, the two permission checkboxes, and the value in the JSON, rich-text or plain-text editor. Cancel shows while nothing has changed, the save bar once something has.',
        "On save it checks the spec's limits, then hands the app core's save plan: `POST` with the whole body for a new metafield, `PUT` with only the changed fields for a saved one. When nothing would be sent it says “No changes to be saved” instead of calling.",
        'A failed save comes back as `serverErrors` (shown under their fields) or `errorMessage` (an alert above the form); an `onSubmit` that rejects without either shows “The metafield could not be saved. Try again.” A saved metafield whose permission lacks write is shown read-only.',
        '`onStateChange` tells the host whether the form is dirty and valid (to warn before leaving, or to enable a Save of its own).',
        'To put the fields in a form of your own, with your own buttons and rules, use `MetafieldFields`.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof MetafieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** The JSON editor of the value, once CodeMirror has loaded. */
const findEditor = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Value' }, loadTimeout);
const saveBar = (canvas: Canvas) => canvas.findByRole('region', { name: 'Unsaved changes' });

async function saveBySaveBar(canvas: Canvas) {
  await tabTo(within(await saveBar(canvas)).getByRole('button', { name: 'Save' }));
  await userEvent.keyboard('{Enter}');
}

/**
 * Puts text in the code editor as Ctrl+V would. Typing key by key into CodeMirror is the JSON
 * editor's own stories' subject; here, with the whole form re-rendering on each key, user-event's
 * keys now and then outrun CodeMirror's reading of the DOM under load and one is lost, whereas
 * CodeMirror takes a paste as one transaction.
 */
async function pasteInto(editor: HTMLElement, text: string) {
  await tabTo(editor);
  await userEvent.paste(text);
  await expect(editor).toHaveTextContent(text);
}

/** Waits for a save to end: the save bar goes. */
async function saveEnded(canvas: Canvas) {
  await waitFor(() => expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull());
}

/** A new metafield's save bar stays after a save; its Save stops showing progress. */
async function saveSettled(canvas: Canvas) {
  const save = within(await saveBar(canvas)).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(within(save).queryByRole('progressbar')).toBeNull());
}

async function expectNoReactWarnings() {
  await expect(console.error).not.toHaveBeenCalled();
}

/**
 * A new metafield, filled in by keyboard: core's plan POSTs the whole metafield, with the
 * permission set the two checkboxes make (write by default, plus storefront access).
 */
export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const json = await findEditor(canvas);
    await expect(json).toHaveAccessibleName('Value');
    await expect(canvas.getByRole('radio', { name: 'JSON' })).toBeChecked();
    const anyApiUser = canvas.getByRole('checkbox', {
      name: 'Any API user can make changes to this metafield',
    });
    const storefront = canvas.getByRole('checkbox', { name: 'Available on storefront' });
    await expect(anyApiUser).toBeChecked();
    await expect(storefront).not.toBeChecked();

    await userEvent.tab();
    await expect(textbox(canvas, 'Namespace')).toHaveFocus();
    await userEvent.keyboard('my_app');
    await userEvent.tab();
    await expect(textbox(canvas, 'Key')).toHaveFocus();
    await userEvent.keyboard('size_chart');
    await userEvent.tab();
    await expect(textbox(canvas, 'Description')).toHaveFocus();
    await userEvent.keyboard('Sizes and measurements');
    await tabTo(storefront);
    await userEvent.keyboard(' ');
    await expect(storefront).toBeChecked();
    await pasteInto(json, '{"size": "M"}');

    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'POST',
      body: {
        namespace: 'my_app',
        key: 'size_chart',
        description: 'Sizes and measurements',
        value: '{"size": "M"}',
        permission_set: 'write_and_sf_access',
      },
    });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await saveSettled(canvas);
    await expectNoReactWarnings();
  },
};

/**
 * Editing only the description of a saved metafield PUTs only the description. While the save
 * is pending the save bar shows progress; once it succeeds the values are the saved ones and
 * the bar goes.
 */
export const EditOnlyDescription: Story = {
  args: { value: sizeChart },
  play: async ({ args, canvasElement }) => {
    let finishSave: () => void = () => undefined;
    args.onSubmit.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSave = resolve;
        }),
    );
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Namespace')).toHaveValue('my_app');
    await expect(await findEditor(canvas)).toHaveTextContent('{"size": "M"}');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();

    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('{Control>}{End}{/Control} and fits');
    await saveBySaveBar(canvas);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'PUT',
      id: 42,
      body: { description: 'Sizes and fits' },
    });
    const bar = await saveBar(canvas);
    const save = within(bar).getByRole('button', { name: 'Save' });
    await expect(within(save).getByRole('progressbar')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Discard' })).toBeDisabled();

    finishSave();
    await saveEnded(canvas);
    await expect(textbox(canvas, 'Description')).toHaveValue('Sizes and fits');
    await expectNoReactWarnings();
  },
};

/** Ticking 'Available on storefront' of a write metafield PUTs its storefront twin. */
export const EditPermissions: Story = {
  args: { value: sizeChart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: 'Available on storefront' }));
    await userEvent.keyboard(' ');
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'PUT',
      id: 42,
      body: { permission_set: 'write_and_sf_access' },
    });
    await saveEnded(canvas);
  },
};

/** Discard puts the saved values back, and the save bar goes; nothing is submitted. */
export const DiscardChanges: Story = {
  args: { value: sizeChart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}_v2');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('my_app_v2');
    await tabTo(within(await saveBar(canvas)).getByRole('button', { name: 'Discard' }));
    await userEvent.keyboard('{Enter}');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('my_app');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * An emptied description is never sent, so it alone is no change: Save says 'No changes to be
 * saved' and onSubmit is not called. Editing again clears the message.
 */
export const NoChanges: Story = {
  args: { value: sizeChart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await saveBySaveBar(canvas);

    const info = await canvas.findByText('No changes to be saved');
    await expect(info.closest('[role="status"]')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await tabTo(textbox(canvas, 'Description'), true);
    await userEvent.keyboard('S');
    await expect(canvas.queryByText('No changes to be saved')).toBeNull();
    await expectNoReactWarnings();
  },
};

/**
 * Submitting a new metafield with Namespace and Value empty and a 65-character key shows the
 * spec's messages inline, and focus goes to the first field in error; nothing is submitted.
 * Typing in a field clears its message.
 */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const json = await findEditor(canvas);
    await tabTo(textbox(canvas, 'Key'));
    await userEvent.keyboard(`${'k'.repeat(65)}{Enter}`);

    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(textbox(canvas, 'Namespace')).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(textbox(canvas, 'Key')).toHaveAccessibleDescription('Use at most 64 characters');
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await expect(json).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(textbox(canvas, 'Namespace')).toHaveFocus());

    await userEvent.keyboard('my_app');
    await expect(textbox(canvas, 'Namespace')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
    await expect(canvas.getByText('Use at most 64 characters')).toBeVisible();
    await expectNoReactWarnings();
  },
};

/** A 256-character description fails its limit of 255. */
export const DescriptionTooLong: Story = {
  args: { value: sizeChart },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const description = textbox(canvas, 'Description');
    await tabTo(description);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.paste('d'.repeat(256));
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(description).toHaveAccessibleDescription('Use at most 255 characters');
  },
};

/** The server's errors show on their fields; editing a field hides its own error only. */
export const ServerErrors: Story = {
  args: {
    value: sizeChart,
    serverErrors: {
      namespace: ['The namespace is reserved.'],
      key: ['The key is in use.'],
      value: ['The value is not valid.'],
      description: ['The description is too long.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const json = await findEditor(canvas);
    const expected: [HTMLElement, string][] = [
      [textbox(canvas, 'Namespace'), 'The namespace is reserved.'],
      [textbox(canvas, 'Key'), 'The key is in use.'],
      [textbox(canvas, 'Description'), 'The description is too long.'],
      [json, 'The value is not valid.'],
    ];
    for (const [field, message] of expected) {
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await userEvent.tab();
    await userEvent.keyboard('{End}s');
    await expect(canvas.queryByText('The namespace is reserved.')).toBeNull();
    await expect(canvas.getByText('The key is in use.')).toBeVisible();
    await expectNoReactWarnings();
  },
};

/** A message about the whole save, such as the 409 conflict, shows as an alert above the form. */
export const Conflict: Story = {
  args: { errorMessage: 'A metafield with the same Namespace and Key already exists.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A metafield with the same Namespace and Key already exists.',
    );
    await expect(textbox(canvas, 'Namespace')).toBeVisible();
  },
};

/**
 * A save that fails without the host saying why (`onSubmit` rejects, no `errorMessage` or
 * `serverErrors`): an alert says so, and the typed values stay, still to be saved. The next edit
 * takes the alert away.
 */
export const SaveRejected: Story = {
  args: { value: sizeChart, onSubmit: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await findEditor(canvas);
    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('{Control>}{End}{/Control} and fits');
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The metafield could not be saved. Try again.',
    );
    await saveSettled(canvas);
    await expect(textbox(canvas, 'Description')).toHaveValue('Sizes and fits');

    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('!');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectNoReactWarnings();
  },
};

/**
 * The host hears the form's dirty and valid state (`onStateChange`): clean and valid as loaded,
 * dirty after an edit, invalid once the namespace is emptied, clean again after Discard.
 */
export const ReportsState: Story = {
  args: { value: sizeChart, onStateChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reported = () => expect(args.onStateChange);
    await findEditor(canvas);
    await waitFor(() => reported().toHaveBeenLastCalledWith({ isDirty: false, isValid: true }));
    await expect(args.onStateChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ isDirty: true }),
    );

    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('{Control>}{End}{/Control} and fits');
    await waitFor(() => reported().toHaveBeenLastCalledWith({ isDirty: true, isValid: true }));

    await tabTo(textbox(canvas, 'Namespace'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => reported().toHaveBeenLastCalledWith({ isDirty: true, isValid: false }));

    await tabTo(within(await saveBar(canvas)).getByRole('button', { name: 'Discard' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => reported().toHaveBeenLastCalledWith({ isDirty: false, isValid: true }));
    await expectNoReactWarnings();
  },
};

/** The metafield could not be loaded: 'Metafield not found', and no form. */
export const NotFound: Story = {
  args: { isNotFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Metafield not found' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * A metafield whose permission set lacks write: every field shows, focusable and read-only,
 * with no save bar; typing and Enter change and submit nothing. Cancel still leaves.
 */
export const ReadOnly: Story = {
  args: { value: { ...sizeChart, permission_set: 'read_and_sf_access' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const json = await findEditor(canvas);
    await expect(json).toHaveAttribute('aria-readonly', 'true');
    await expect(textbox(canvas, 'Namespace')).toHaveAttribute('readonly');
    await expect(textbox(canvas, 'Description')).toHaveAttribute('readonly');
    const anyApiUser = canvas.getByRole('checkbox', {
      name: 'Any API user can make changes to this metafield',
    });
    await expect(anyApiUser).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Available on storefront' })).toBeChecked();

    await userEvent.tab();
    await expect(textbox(canvas, 'Namespace')).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('my_app');
    await tabTo(anyApiUser);
    await userEvent.keyboard(' ');
    await expect(anyApiUser).not.toBeChecked();
    await tabTo(json);
    await userEvent.keyboard('x');
    await expect(json).toHaveTextContent('{"size": "M"}');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await tabTo(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Mounts the form again on demand, as leaving the page and coming back would. */
function RemountableForm(props: MetafieldFormProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <MetafieldForm key={generation} {...props} />
      <Button variant="secondary" onPress={() => setGeneration((current) => current + 1)}>
        Open the form again
      </Button>
    </>
  );
}

function storedChoice(): unknown {
  return JSON.parse(localStorage.getItem(wysiwygStorageKey) ?? 'null');
}

/**
 * Choosing rich text is remembered under `wysiwygFields`, as the field 'value' of the resource
 * type, so a form opened again shows rich text; choosing JSON again forgets it. The value typed
 * is kept across the switch. (What the rich-text editor itself shows is its own stories' subject:
 * here only the choice, its storage and the value are asserted.)
 */
export const RichTextChoiceRemembered: Story = {
  render: (args) => <RemountableForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jsonRadio = () => canvas.getByRole('radio', { name: 'JSON' });
    const richTextRadio = () => canvas.getByRole('radio', { name: 'Rich text' });
    await expect(canvas.getByRole('radiogroup', { name: 'Value editor' })).toBeVisible();
    await expect(jsonRadio()).toBeChecked();

    const json = await findEditor(canvas);
    await pasteInto(json, '<p>Hand wash</p>');
    // Back to the choice, then the arrow key and Space choose rich text.
    await tabTo(jsonRadio(), true);
    await userEvent.keyboard('{ArrowRight} ');
    await expect(richTextRadio()).toBeChecked();
    await expect(jsonRadio()).not.toBeChecked();
    await waitFor(() => expect(json).not.toBeInTheDocument());
    await expect(storedChoice()).toEqual({ products: ['value'] });

    // JSON again: the value typed is still there.
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(jsonRadio()).toBeChecked();
    await expect(await findEditor(canvas)).toHaveTextContent('Hand wash');
    await expect(storedChoice()).toEqual({ products: [] });

    // Rich text, then the form opened again: still rich text.
    await userEvent.keyboard('{ArrowRight} ');
    await expect(storedChoice()).toEqual({ products: ['value'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Open the form again' }));
    await expect(richTextRadio()).toBeChecked();
    await expect(jsonRadio()).not.toBeChecked();

    await userEvent.click(jsonRadio());
    await expect(await findEditor(canvas)).toBeVisible();
    await expect(storedChoice()).toEqual({ products: [] });
    await expectNoReactWarnings();
  },
};

/** In Hebrew the form runs right to left; filled by keyboard it submits the same plan. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const namespace = textbox(canvas, 'Namespace');
    await expect(namespace.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(namespace).direction).toBe('rtl');
    const json = await findEditor(canvas);

    await userEvent.tab();
    await expect(namespace).toHaveFocus();
    await userEvent.keyboard('gift');
    await userEvent.tab();
    await expect(textbox(canvas, 'Key')).toHaveFocus();
    await userEvent.keyboard('wrap');
    await pasteInto(json, 'true');
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'POST',
      body: { namespace: 'gift', key: 'wrap', value: 'true', permission_set: 'write' },
    });
    await saveSettled(canvas);
  },
};

/**
 * An untouched new metafield claims no unsaved changes: no save bar, only Cancel. The first
 * change brings the save bar (Discard, Save) in Cancel's place; Discard puts both back.
 */
export const UntouchedCreate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await findEditor(canvas);
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Discard' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await tabTo(textbox(canvas, 'Namespace'));
    await userEvent.keyboard('my_app');
    const bar = await saveBar(canvas);
    await expect(within(bar).getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await tabTo(within(bar).getByRole('button', { name: 'Discard' }));
    await userEvent.keyboard('{Enter}');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('');
    await saveEnded(canvas);
    await tabTo(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A saved plain text opens in the plain-text editor, not as broken JSON, and saves as it is.
 */
export const PlainTextValue: Story = {
  args: { value: { ...sizeChart, value: 'Hand wash only' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Plain text' })).toBeChecked();
    const text = textbox(canvas, 'Value');
    await expect(text).toHaveValue('Hand wash only');
    await expect(text).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('This is not valid JSON.')).toBeNull();

    await tabTo(text);
    await userEvent.keyboard('{End}, cold');
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'PUT',
      id: 42,
      body: { value: 'Hand wash only, cold' },
    });
    await saveEnded(canvas);
    await expectNoReactWarnings();
  },
};

/** A saved HTML value opens in the rich-text editor, with no JSON error. */
export const HtmlValue: Story = {
  args: { value: { ...sizeChart, value: '<p>Hand <strong>wash</strong> only</p>' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Rich text' })).toBeChecked();
    const editor = await findEditor(canvas);
    await expect(editor).toHaveTextContent('Hand wash only');
    await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('This is not valid JSON.')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  },
};

/**
 * In the JSON editor a new value must be JSON, as an edited one must: 'Hand wash' is refused
 * with 'This is not valid JSON.' Chosen as plain text, the same value is saved.
 */
export const JsonCheckedOnCreate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const json = await findEditor(canvas);
    await tabTo(textbox(canvas, 'Namespace'));
    await userEvent.keyboard('care');
    await userEvent.tab();
    await userEvent.keyboard('washing');
    await pasteInto(json, 'Hand wash');
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await expect(json).toHaveAccessibleDescription(
      expect.stringContaining('This is not valid JSON.'),
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Plain text' }));
    const text = textbox(canvas, 'Value');
    await expect(text).toHaveValue('Hand wash');
    await expect(canvas.queryByText('This is not valid JSON.')).toBeNull();
    await saveBySaveBar(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'POST',
      body: { namespace: 'care', key: 'washing', value: 'Hand wash', permission_set: 'write' },
    });
    await saveSettled(canvas);
  },
};
