import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { fileBehaviourStories, storedFiles } from './testing/fileBehaviourStories.js';
import {
  conformanceCase,
  dropTarget,
  pasteFiles,
  listField,
  pdfFile,
  runOf,
  runServices,
  singleField,
} from './testing/fileEditorStories.js';
import { FileEditor } from './FileEditor.js';
import type { FileValue } from './FileEditor.js';
import partnerExample from '../../../examples/FileEditor.tsx?raw';

const meta = {
  title: 'Widgets/Value editors/File',
  component: FileEditor,
  tags: ['autodocs'],
  args: { field: singleField, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={FileEditor} />,
  parameters: {
    usage: {
      notes: [
        "A file field's value: one file, or up to 999 with the field's `entity_list_type: 'list'`; chosen files are listed with image previews, a link to open each, and Remove.",
        "Uploads and deletions go through the app's `uploadFile` and `deleteFile` services (a `ValueEditorServicesProvider`, or a form's `services`); the value changes only when they succeed.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FileEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(FileEditor, conformanceCase(false));
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

const behaviour = fileBehaviourStories(FileEditor, false);
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

const manyFiles: FileValue = storedFiles(998);

/**
 * A list holds at most 999 files: with 998, pasting two on the drop zone is refused with a
 * message, and nothing is uploaded. Rendering 998 files takes several seconds, too long for the
 * story tests under load, so this one runs in Storybook only; `fileChoice.test.ts` tests the
 * rule (`roomForFiles`) in the unit tests.
 */
export const ListModeLimit: Story = {
  tags: ['!test'],
  args: { field: listField },
  ...runServices(),
  // Not through args: Storybook would walk the 998 files of the value for the Controls panel.
  render: (args) => <ControlledValueEditor {...args} value={manyFiles} editor={FileEditor} />,
  parameters: {
    // The list's rows are checked in the other stories; 998 of them take axe too long.
    a11y: { context: { exclude: [['[data-file-list]']] } },
  },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    // Focused directly: Tab would have to pass the 1,996 links and buttons of the files.
    dropTarget(canvas).focus();
    await pasteFiles(userEvent, [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await expect(
      await canvas.findByText(
        'A list holds at most 999 files, so there is room for 1 more. Remove some, or choose fewer.',
      ),
    ).toBeVisible();
    await expect(runOf({ loaded }).services.uploadFile).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
