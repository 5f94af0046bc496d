import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Template } from '@metafields/core';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { productMetafields, productName } from '../../testing/recordHandlers.js';
import {
  careTemplate,
  productTemplateFields,
  templates,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';

/** A product's manuals: a list of files kept in the store's WebDAV file store. */
const manualsTemplate: Template = {
  ...careTemplate,
  id: 3,
  name: 'Manuals',
  meta_key: 'manuals',
  description: null,
  content_type: 'file',
  options: { entity_list_type: 'list' },
};

const storedManual = {
  id: 'manual.pdf',
  url: 'http://127.0.0.1:4010/stores/demo/dav/manual.pdf',
  name: 'manual',
  extension: 'pdf',
};

const uploads: SeenRequest[] = [];
const deletions: SeenRequest[] = [];

/** The server's file store: stores what is sent, or has no WebDAV login yet. */
const fileStore = ({ configured }: { configured: boolean }) => [
  http.post('/api/stores/demo/files', async ({ request }) => {
    const form = await request.formData();
    const names = form.getAll('files').map((file) => (file as File).name);
    uploads.push({ method: 'POST', path: '/api/stores/demo/files', body: names });
    return configured
      ? HttpResponse.json({ data: [storedManual] }, { status: 201 })
      : HttpResponse.json(
          {
            error: 'webdav_not_configured',
            message: 'Files cannot be stored until the WebDAV login is saved.',
          },
          { status: 409 },
        );
  }),
  http.delete('/api/stores/demo/files', async ({ request }) => {
    const body: unknown = await request.json();
    deletions.push({ method: 'DELETE', path: '/api/stores/demo/files', body });
    return HttpResponse.json({ data: { deleted: (body as { paths: string[] }).paths } });
  }),
];

const saved: SeenRequest[] = [];
const record = [
  signedIn,
  stores,
  store(),
  productName(),
  ...productMetafields([]),
  ...templates([manualsTemplate]),
];

const meta = {
  title: 'Pages/Record metafields/Shared file fields',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields',
    msw: {
      handlers: [
        ...record,
        ...fileStore({ configured: true }),
        ...productTemplateFields([{ template: manualsTemplate, metafield: null }], saved),
      ],
    },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file input the 'Choose files' button opens (never shown, so found by its type). */
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const saveBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });

/**
 * A picked file goes to the store's file store and joins the field; saving writes the field's
 * value, the stored files; removing one deletes it from the store.
 */
export const UploadAndRemove: Story = {
  play: async ({ canvasElement }) => {
    uploads.length = 0;
    deletions.length = 0;
    saved.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Manuals' });
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7'], 'manual.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('link', { name: 'manual.pdf' })).toHaveAttribute(
      'href',
      storedManual.url,
    );
    await expect(uploads).toEqual([
      { method: 'POST', path: '/api/stores/demo/files', body: ['manual.pdf'] },
    ]);

    await waitFor(() => expect(saveBar()).toBeVisible());
    await userEvent.click(within(saveBar()!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const value = (saved[0]?.body as { value: string }).value;
    await expect(JSON.parse(value)).toEqual([{ ...storedManual, label: '' }]);

    // While the save is pending the file has no Remove button; it comes back once it ends.
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove manual.pdf' }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'manual.pdf' })).not.toBeInTheDocument(),
    );
    await expect(deletions).toEqual([
      { method: 'DELETE', path: '/api/stores/demo/files', body: { paths: ['manual.pdf'] } },
    ]);
  },
};

/**
 * A store without a WebDAV login: the field says the file was not uploaded, and a notice gives
 * the server's reason with 'Go to settings'.
 */
export const FileStoreNotSetUp: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        ...fileStore({ configured: false }),
        ...productTemplateFields([{ template: manualsTemplate, metafield: null }]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Manuals' });
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'manual.pdf'));
    await expect(
      await canvas.findByText('manual.pdf could not be uploaded. Please try again.'),
    ).toBeVisible();
    const notice = await screen.findByText(
      'Files cannot be stored until the WebDAV login is saved.',
    );
    await waitFor(() => expect(notice).toBeVisible());
    await expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute(
      'href',
      '/stores/demo/settings',
    );
    await expect(saveBar()).not.toBeInTheDocument();
  },
};
