import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import {
  careNotes,
  createConflict,
  productMetafields,
  productName,
  productPath,
} from '../../testing/recordHandlers.js';
import MetafieldFormPage from './MetafieldFormPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const session = [signedIn, stores, store()];
const sent = fn();
/** Records what the page sends, then lets the stored handlers answer. */
const spy = http.all(`${productPath}/metafields*`, async ({ request }) => {
  if (request.method !== 'GET') sent(request.method, await request.clone().json());
  return undefined;
});

const meta = {
  title: 'Pages/Metafield form',
  component: MetafieldFormPage,
  decorators: [withApp],
  beforeEach: () => sent.mockClear(),
  parameters: {
    path: '/stores/demo/products/7/metafields/create',
    msw: { handlers: [...session, productName(), spy, ...productMetafields([careNotes])] },
  },
} satisfies Meta<typeof MetafieldFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async () => userEvent.click(await screen.findByRole('button', { name: 'Save' }));

/** Waits for the stored description, types another one and saves. */
const editDescription = async (canvasElement: HTMLElement) => {
  const description = await within(canvasElement).findByRole('textbox', { name: /^Description/ });
  await waitFor(() => expect(description).toHaveValue('How to wash it'));
  await userEvent.clear(description);
  await userEvent.type(description, 'Wash cold');
  await save();
};

/** Create: the whole metafield is posted, then the record's list shows it with a notice. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create metafield' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Linen Apron metafields' }),
    ).toHaveAttribute('href', '/stores/demo/products/7/metafields?tab=custom');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Namespace/ }), 'specs');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Key/ }), 'fabric');
    const value = await canvas.findByRole('textbox', { name: 'Value' });
    await userEvent.click(value);
    await userEvent.paste('"linen"');
    await save();
    await toastSays('The metafield has been created');
    await expect(sent).toHaveBeenCalledWith('POST', {
      namespace: 'specs',
      key: 'fabric',
      value: '"linen"',
      permission_set: 'write',
    });
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
  },
};

/** Edit: only the changed description is put; the form stays, with nothing left to save. */
export const Edit: Story = {
  parameters: { path: '/stores/demo/products/7/metafields/41' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await editDescription(canvasElement);
    await toastSays('The metafield has been updated');
    await expect(sent).toHaveBeenCalledTimes(1);
    await expect(sent).toHaveBeenCalledWith('PUT', { description: 'Wash cold' });
    await expect(canvas.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
  },
};

/** A namespace and key already taken: the 409's sentence, and the form keeps what was typed. */
export const Conflict: Story = {
  parameters: {
    msw: { handlers: [...session, productName(), createConflict, ...productMetafields([])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Namespace/ }), 'care');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Key/ }), 'wash');
    const value = await canvas.findByRole('textbox', { name: 'Value' });
    await userEvent.click(value);
    await userEvent.paste('1');
    await save();
    await expect(
      await canvas.findByText('A metafield with the same Namespace and Key already exists.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Namespace/ })).toHaveValue('care');
  },
};

/** A metafield that is gone: 'Metafield not found' instead of the form. */
export const NotFound: Story = {
  parameters: { path: '/stores/demo/products/7/metafields/404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Metafield not found')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Namespace/ })).not.toBeInTheDocument();
  },
};

/** A plan without shared metafields: only custom metafields are saved (spec sections 6 and 8). */
const customOnlyStore = store({ plan: 'standard', plan_features: [] });
/** The edit page of 'care.wash' on such a plan; `put` answers its save when given. */
const customOnlyEdit = (put: typeof spy = spy) => ({
  path: '/stores/demo/products/7/metafields/41',
  msw: {
    handlers: [
      signedIn,
      stores,
      customOnlyStore,
      productName(),
      put,
      ...productMetafields([careNotes]),
    ],
  },
});

/** Saved on such a plan: 'Custom metafields saved.'; the form stays, with nothing left to save. */
export const EditWithoutSharedMetafieldsPlan: Story = {
  parameters: customOnlyEdit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editDescription(canvasElement);
    await toastSays('Custom metafields saved.');
    await expect(sent).toHaveBeenCalledWith('PUT', { description: 'Wash cold' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue('Wash cold');
  },
};

/**
 * A save on such a plan that fails with nothing to say: 'There was an error saving the custom
 * metafields.', and the change stays pending for another try.
 */
export const SaveFailedWithoutSharedMetafieldsPlan: Story = {
  parameters: customOnlyEdit(
    http.put(`${productPath}/metafields/:id`, () => new HttpResponse(null, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editDescription(canvasElement);
    await expect(
      await canvas.findByText('There was an error saving the custom metafields.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue('Wash cold');
    await expect(await screen.findByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  },
};
