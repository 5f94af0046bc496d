import type { FileObject } from '@metafields/core';
import type { Decorator, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, type userEvent, waitFor, type within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import type { ValueEditorServices } from '../../services/index.js';
import type { ConformanceCase } from '../../testing/conformanceStories.js';
import { storyServices, withServices } from '../../testing/storyServices.js';
import type { StoryServicesLog } from '../../testing/storyServices.js';
import type { ValueEditorField } from '../../types.js';
import type { FileValue } from '../fileChoice.js';

type Canvas = ReturnType<typeof within>;

// A real 1x1 PNG, so that a preview of a picked file loads as an image.
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A small PNG made in the story, as a person would pick from their disk. */
export function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(onePixelPng), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A small PDF made in the story, as a person would pick from their disk. */
export function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
}

/** A stored file the value already holds: an image (its preview loads from a data URL). */
export const storedImage: FileObject = {
  id: 101,
  name: 'washing-symbols.png',
  extension: 'png',
  url: `data:image/png;base64,${onePixelPng}`,
  label: 'Front',
};

/** A stored file that is not an image. */
export const storedPdf: FileObject = {
  id: 102,
  name: 'care-guide.pdf',
  extension: 'pdf',
  url: 'https://cdn.example.com/files/care-guide.pdf',
  label: '',
};

export const singleField: ValueEditorField = {
  label: 'Care label',
  description: 'A photo or scan of the sewn-in label.',
  contentType: 'file',
  options: { entity_list_type: 'single' },
};

export const listField: ValueEditorField = {
  ...singleField,
  label: 'Product manuals',
  description: 'Up to 999 files.',
  options: { entity_list_type: 'list' },
};

/**
 * The file dialog belongs to the system; a test hands files to the input it opens. That input
 * has no role or name (it is never shown), so it is found by its type.
 */
export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/**
 * Pastes files on the focused element (Ctrl+V with files copied). Chromium gives a data transfer
 * made in a script no file-system entry, which react-aria reads to tell files from folders; while
 * the paste is handled each item reports the entry of a file, as files copied from a desktop do.
 */
export async function pasteFiles(user: typeof userEvent, files: readonly File[]) {
  const clipboard = new DataTransfer();
  for (const file of files) clipboard.items.add(file);
  const getEntry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  DataTransferItem.prototype.webkitGetAsEntry = function fileEntry() {
    return { isFile: true, isDirectory: false } as FileSystemEntry;
  };
  try {
    await user.paste(clipboard);
  } finally {
    if (getEntry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', getEntry);
  }
}

/** The drop zone's target, reached by Tab; files pasted there are taken. */
export function dropTarget(canvas: Canvas) {
  return canvas.getByRole('button', { name: /Drag and drop (a file|files) here/ });
}

/** The file object story services answer for an upload: only its url (a blob URL) varies. */
export function uploadedObject(name: string, extension: string): FileObject {
  return {
    id: expect.any(Number) as unknown as number,
    name,
    extension,
    url: expect.stringMatching(/^blob:/) as unknown as string,
    label: '',
  };
}

/**
 * The conformance case both editors share: a stored image shown by name (and, with labels, its
 * label); by keyboard, Tab to the drop zone and paste a PNG, which is uploaded and reported.
 */
export function conformanceCase(withLabels: boolean): ConformanceCase<FileValue> {
  const field = { ...singleField, contentType: withLabels ? 'file_and_label' : 'file' };
  return {
    field,
    filled: [storedImage],
    showsFilled: async (canvas) => {
      await expect(canvas.getByRole('link', { name: storedImage.name })).toHaveAttribute(
        'href',
        storedImage.url,
      );
      await expect(
        canvas.getByRole('img', { name: `Preview of ${storedImage.name}` }),
      ).toBeVisible();
      if (withLabels) await expect(canvas.getByText('Label: Front')).toBeVisible();
    },
    editByKeyboard: async (canvas, user) => {
      await user.tab();
      await expect(dropTarget(canvas)).toHaveFocus();
      await pasteFiles(user, [pngFile('care-label.png')]);
      await expect(await canvas.findByRole('link', { name: 'care-label.png' })).toBeVisible();
    },
    expected: [uploadedObject('care-label.png', 'png')],
    decorators: [withServices(storyServices().services)],
  };
}

/** The services a story's run gets: fresh ones each run, so that the log holds only its calls. */
export interface RunServices {
  services: ValueEditorServices & { uploadFile: Mock<ValueEditorServices['uploadFile']> };
  log: StoryServicesLog;
  /** Lets held uploads and deletions finish (see `hold`). */
  release: () => void;
}

/**
 * Per-run story services (a loader makes them, a decorator provides them): `failing` makes every
 * call fail; `hold` keeps uploads and deletions pending until the play function releases them.
 */
export function runServices(
  options: {
    /** Every call fails. */
    failing?: boolean;
    /** Uploads and deletions wait for `release`. */
    hold?: boolean;
  } = {},
): Pick<StoryObj, 'loaders' | 'decorators'> {
  return {
    loaders: [
      () => {
        const { services, log } = storyServices({
          ...(options.failing !== undefined && { failing: options.failing }),
        });
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const uploadFile = fn(async (file: File) => {
          if (options.hold) await released;
          return services.uploadFile(file);
        });
        const deleteFile = async (file: FileObject) => {
          if (options.hold) await released;
          return services.deleteFile(file);
        };
        const run: RunServices = {
          services: { ...services, uploadFile, deleteFile },
          log,
          release,
        };
        return { run };
      },
    ],
    decorators: [
      ((Story, context) => withServices(runOf(context).services)(Story, context)) as Decorator,
    ],
  };
}

/** The services of this run of the story. */
export function runOf(context: Pick<StoryContext, 'loaded'>): RunServices {
  return (context.loaded as { run: RunServices }).run;
}

/** What the upload spy's call `index` answered. */
export function uploadAnswer(run: RunServices, index = 0): Promise<FileObject> {
  const result = run.services.uploadFile.mock.results[index];
  if (!result) throw new Error(`No upload ${index}`);
  return result.value as Promise<FileObject>;
}

/** Waits until the onChange spy has been called `times` times. */
export async function changed(onChange: unknown, times = 1) {
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(times));
}
