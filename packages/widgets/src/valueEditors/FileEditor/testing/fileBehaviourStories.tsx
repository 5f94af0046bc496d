import type { FileObject } from '@metafields/core';
import type { StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { ControlledValueEditor } from '../../testing/ControlledValueEditor.js';
import type { ValueEditor, ValueEditorField, ValueEditorProps } from '../../types.js';
import type { FileValue } from '../fileChoice.js';
import {
  changed,
  dropTarget,
  fileInput,
  listField,
  pasteFiles,
  pdfFile,
  pngFile,
  runOf,
  runServices,
  singleField,
  storedImage,
  storedPdf,
  uploadAnswer,
  uploadedObject,
} from './fileEditorStories.js';
import { tabTo } from '../../../testing/storySteps.js';

interface Args {
  field: ValueEditorField;
  value: FileValue | null;
  onChange: Mock;
  isReadOnly?: boolean;
}

const spy = (args: unknown) => (args as Args).onChange;

/**
 * The behaviours both file editors share beyond the conformance suite: uploads with previews,
 * single and list modes, removal, failures, read-only. `withLabels` is file_and_label's.
 */
export function fileBehaviourStories(editor: ValueEditor<FileValue>, withLabels: boolean) {
  const contentType = withLabels ? 'file_and_label' : 'file';
  const single = { ...singleField, contentType };
  const list = { ...listField, contentType };
  const story = (args: Partial<Args>, rest: StoryObj): StoryObj => ({
    args: { field: single, value: null, onChange: fn(), isReadOnly: false, ...args },
    render: (storyArgs) =>
      createElement(ControlledValueEditor<FileValue>, {
        ...(storyArgs as unknown as ValueEditorProps<FileValue>),
        editor,
      }),
    ...rest,
  });

  /** A PNG picked with 'Choose file' is uploaded, reported as stored, and previewed. */
  const UploadShowsPreview = story(
    {},
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        const run = runOf({ loaded });
        const photo = pngFile('care-label.png');
        await userEvent.upload(fileInput(canvasElement), photo);
        await changed(spy(args));
        await expect(run.services.uploadFile).toHaveBeenCalledOnce();
        await expect(run.services.uploadFile).toHaveBeenCalledWith(photo);
        const stored = await uploadAnswer(run);
        await expect(stored).toEqual(uploadedObject('care-label.png', 'png'));
        await expect(spy(args)).toHaveBeenCalledWith([stored]);
        const preview = await canvas.findByRole('img', { name: 'Preview of care-label.png' });
        await expect(preview).toHaveAttribute('src', stored.url);
        await expect(canvas.getByRole('link', { name: 'care-label.png' })).toHaveAttribute(
          'href',
          stored.url,
        );
      },
    },
  );

  /** While an upload is under way its progress shows, named after the file; then it goes. */
  const UploadShowsProgress = story(
    {},
    {
      ...runServices({ hold: true }),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        await userEvent.upload(fileInput(canvasElement), pngFile('care-label.png'));
        const progress = await canvas.findByRole('progressbar', {
          name: 'Uploading care-label.png',
        });
        await expect(progress).toBeVisible();
        await expect(spy(args)).not.toHaveBeenCalled();
        runOf({ loaded }).release();
        await changed(spy(args));
        await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
      },
    },
  );

  /** A file that is not an image (pdf) is listed with a file icon and a link, no preview. */
  const NonImageHasNoPreview = story(
    {},
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        await userEvent.upload(fileInput(canvasElement), pdfFile('care-guide.pdf'));
        await changed(spy(args));
        const stored = await uploadAnswer(runOf({ loaded }));
        await expect(spy(args)).toHaveBeenCalledWith([stored]);
        await expect(stored).toEqual(uploadedObject('care-guide.pdf', 'pdf'));
        await expect(await canvas.findByRole('link', { name: 'care-guide.pdf' })).toBeVisible();
        await expect(canvas.queryAllByRole('img')).toEqual([]);
      },
    },
  );

  /**
   * Single mode holds one file: a new one replaces it. The old file is not deleted, since the
   * saved value still points at it until the form is saved.
   */
  const SingleModeReplaces = story(
    { value: [storedImage] },
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        const run = runOf({ loaded });
        await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
        await userEvent.upload(fileInput(canvasElement), pdfFile('care-guide.pdf'));
        await changed(spy(args));
        await expect(spy(args)).toHaveBeenCalledWith([await uploadAnswer(run)]);
        await expect(await canvas.findByRole('link', { name: 'care-guide.pdf' })).toBeVisible();
        await expect(
          canvas.queryByRole('link', { name: storedImage.name }),
        ).not.toBeInTheDocument();
        await expect(run.log.deleted).toEqual([]);
      },
    },
  );

  /** List mode takes several files at once, after those it holds, in the order picked. */
  const ListModeAddsSeveral = story(
    { field: list, value: [storedPdf] },
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        const run = runOf({ loaded });
        const front = pngFile('front.png');
        const back = pngFile('back.png');
        await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
        await userEvent.upload(fileInput(canvasElement), [front, back]);
        await changed(spy(args));
        await expect(run.log.uploaded).toEqual([front, back]);
        await expect(spy(args)).toHaveBeenCalledWith([
          storedPdf,
          await uploadAnswer(run, 0),
          await uploadAnswer(run, 1),
        ]);
        await expect(
          within(canvas.getByRole('list', { name: list.label }))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['care-guide.pdf', 'front.png', 'back.png']);
      },
    },
  );

  /** List mode pasted into by keyboard: Tab to the drop zone, paste two files. */
  const ListModePaste = story(
    { field: list },
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        await userEvent.tab();
        await expect(dropTarget(canvas)).toHaveFocus();
        await pasteFiles(userEvent, [pdfFile('manual-en.pdf'), pdfFile('manual-fr.pdf')]);
        await changed(spy(args));
        const run = runOf({ loaded });
        await expect(spy(args)).toHaveBeenCalledWith([
          await uploadAnswer(run, 0),
          await uploadAnswer(run, 1),
        ]);
        await expect(await uploadAnswer(run, 1)).toEqual(uploadedObject('manual-fr.pdf', 'pdf'));
      },
    },
  );

  /**
   * Remove (by keyboard) deletes the stored file, then reports the value without it; focus
   * moves to the next file's Remove button. Removing the last reports null.
   */
  const RemoveDeletes = story(
    { field: list, value: [storedImage, storedPdf] },
    {
      ...runServices(),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        const run = runOf({ loaded });
        await tabTo(canvas.getByRole('button', { name: `Remove ${storedImage.name}` }));
        await userEvent.keyboard('{Enter}');
        await changed(spy(args));
        await expect(run.log.deleted).toEqual([storedImage]);
        await expect(spy(args)).toHaveBeenLastCalledWith([storedPdf]);
        await expect(
          canvas.queryByRole('link', { name: storedImage.name }),
        ).not.toBeInTheDocument();
        const removePdf = canvas.getByRole('button', { name: `Remove ${storedPdf.name}` });
        await waitFor(() => expect(removePdf).toHaveFocus());

        await userEvent.keyboard('{Enter}');
        await changed(spy(args), 2);
        await expect(run.log.deleted).toEqual([storedImage, storedPdf]);
        await expect(spy(args)).toHaveBeenLastCalledWith(null);
        await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
        await waitFor(() => expect(dropTarget(canvas)).toHaveFocus());
      },
    },
  );

  /** While a removal is under way a spinner says so; the file goes once it is deleted. */
  const RemoveShowsProgress = story(
    { value: [storedPdf] },
    {
      ...runServices({ hold: true }),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        await tabTo(canvas.getByRole('button', { name: `Remove ${storedPdf.name}` }));
        await userEvent.keyboard('{Enter}');
        await expect(
          await canvas.findByRole('progressbar', { name: `Removing ${storedPdf.name}` }),
        ).toBeVisible();
        // Pressed again while it is under way, Remove does not delete twice.
        await userEvent.keyboard('{Enter}');
        await expect(spy(args)).not.toHaveBeenCalled();
        runOf({ loaded }).release();
        await changed(spy(args));
        await expect(spy(args)).toHaveBeenCalledWith(null);
        await expect(runOf({ loaded }).log.deleted).toEqual([storedPdf]);
      },
    },
  );

  /** An upload that fails says which file, and the value stays as it was. */
  const UploadFails = story(
    { value: [storedPdf] },
    {
      ...runServices({ failing: true }),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        const photo = pngFile('care-label.png');
        await userEvent.upload(fileInput(canvasElement), photo);
        await expect(
          await canvas.findByText('care-label.png could not be uploaded. Please try again.'),
        ).toBeVisible();
        await expect(runOf({ loaded }).log.uploaded).toEqual([photo]);
        await expect(spy(args)).not.toHaveBeenCalled();
        await expect(canvas.getByRole('link', { name: storedPdf.name })).toBeVisible();
        await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
      },
    },
  );

  /** A removal that fails says so under the file, which stays. */
  const RemoveFails = story(
    { value: [storedPdf] },
    {
      ...runServices({ failing: true }),
      play: async ({ canvasElement, args, loaded }) => {
        const canvas = within(canvasElement);
        await tabTo(canvas.getByRole('button', { name: `Remove ${storedPdf.name}` }));
        await userEvent.keyboard('{Enter}');
        await expect(
          await canvas.findByText('care-guide.pdf could not be removed. Please try again.'),
        ).toBeVisible();
        await expect(runOf({ loaded }).log.deleted).toEqual([storedPdf]);
        await expect(spy(args)).not.toHaveBeenCalled();
        await expect(canvas.getByRole('link', { name: storedPdf.name })).toBeVisible();
      },
    },
  );

  /** Read-only: the files and their links, and nothing that changes them. */
  const ReadOnlyHasNoActions = story(
    { value: [storedImage, storedPdf], isReadOnly: true, field: list },
    {
      ...runServices(),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('link', { name: storedPdf.name })).toHaveAttribute(
          'href',
          storedPdf.url,
        );
        await expect(canvas.queryAllByRole('button')).toEqual([]);
        await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
      },
    },
  );

  return {
    UploadShowsPreview,
    UploadShowsProgress,
    NonImageHasNoPreview,
    SingleModeReplaces,
    ListModeAddsSeveral,
    ListModePaste,
    RemoveDeletes,
    RemoveShowsProgress,
    UploadFails,
    RemoveFails,
    ReadOnlyHasNoActions,
  };
}

/** A file list of `count` stored pdfs, for the list limit. */
export function storedFiles(count: number): FileObject[] {
  return Array.from({ length: count }, (_, index) => ({
    ...storedPdf,
    id: 1000 + index,
    name: `manual-${index + 1}.pdf`,
  }));
}
