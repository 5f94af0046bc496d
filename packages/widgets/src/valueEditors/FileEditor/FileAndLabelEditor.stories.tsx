import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { fileBehaviourStories } from './testing/fileBehaviourStories.js';
import {
  conformanceCase,
  listField,
  singleField,
  storedImage,
  storedPdf,
} from './testing/fileEditorStories.js';
import { tabTo } from '../../testing/storySteps.js';
import { FileAndLabelEditor } from './FileEditor.js';
import partnerExample from '../../../examples/FileAndLabelEditor.tsx?raw';

const field = { ...singleField, contentType: 'file_and_label' };

const meta = {
  title: 'Widgets/Value editors/FileAndLabel',
  component: FileAndLabelEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={FileAndLabelEditor} />,
  parameters: {
    usage: {
      notes: [
        "A file-and-label field's value: as the file editor, and each file has a label set with “Edit label”, which opens the “Update label” dialog.",
        "Uploads and deletions go through the app's `uploadFile` and `deleteFile` services; the value changes only when they succeed.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FileAndLabelEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(FileAndLabelEditor, conformanceCase(true));
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

const behaviour = fileBehaviourStories(FileAndLabelEditor, true);
export const UploadShowsPreview = behaviour.UploadShowsPreview;
export const UploadShowsProgress = behaviour.UploadShowsProgress;
export const NonImageHasNoPreview = behaviour.NonImageHasNoPreview;
export const SingleModeReplaces = behaviour.SingleModeReplaces;
export const ListModeAddsSeveral = behaviour.ListModeAddsSeveral;
export const ListModePaste = behaviour.ListModePaste;
export const RemoveDeletes = behaviour.RemoveDeletes;
export const RemoveShowsProgress = behaviour.RemoveShowsProgress;
export const UploadFails = behaviour.UploadFails;
export const RemoveFails = behaviour.RemoveFails;
export const ReadOnlyHasNoActions = behaviour.ReadOnlyHasNoActions;

/** Opens 'Update label' for a file by keyboard: Tab to its 'Edit label', Enter. */
async function openLabelDialog(canvas: ReturnType<typeof within>, fileName: string) {
  await tabTo(canvas.getByRole('button', { name: `Edit label of ${fileName}` }));
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Update label' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * 'Update label' by keyboard: the Label field opens filled and focused; typing and Save report
 * the value with that file's label changed, the others as they were.
 */
export const UpdateLabel: Story = {
  args: { field: { ...listField, contentType: 'file_and_label' }, value: [storedImage, storedPdf] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openLabelDialog(canvas, storedPdf.name);
    const input = within(dialog).getByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
    await userEvent.keyboard('Washing guide');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith([
      storedImage,
      { ...storedPdf, label: 'Washing guide' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Label: Washing guide')).toBeVisible();
    // Focus goes back to the button that opened the dialog once it has faded out.
    const editLabel = canvas.getByRole('button', { name: `Edit label of ${storedPdf.name}` });
    await waitFor(() => expect(editLabel).toHaveFocus());
  },
};

/** The Label field opens with the label as it is; Enter in it saves too. */
export const UpdateLabelWithEnter: Story = {
  args: { value: [storedImage] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openLabelDialog(within(canvasElement), storedImage.name);
    const input = within(dialog).getByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('Front');
    await userEvent.keyboard('{End} view{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith([{ ...storedImage, label: 'Front view' }]);
  },
};

/** Cancel (or Escape) changes nothing, and the next opening starts from the label as it is. */
export const CancelLabel: Story = {
  args: { value: [storedImage] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let dialog = await openLabelDialog(canvas, storedImage.name);
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Back');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Label: Front')).toBeVisible();

    dialog = await openLabelDialog(canvas, storedImage.name);
    await expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveValue('Front');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: the label shows, but there is no 'Edit label'. */
export const ReadOnlyLabel: Story = {
  args: { value: [storedImage], isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Label: Front')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit label/ })).not.toBeInTheDocument();
  },
};
