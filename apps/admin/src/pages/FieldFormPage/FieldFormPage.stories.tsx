import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  authors,
  customResourceReadFailing,
  customResourceReadNeverAnswers,
  customResourceSaveRefused,
  customResources,
  recipes,
} from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import type { SeenRequest } from '../../testing/templateHandlers.js';
import FieldFormPage from './FieldFormPage.js';
import { notFoundStory, planRequiredStory, toastSays } from '../../testing/storyChecks.js';

const session = [signedIn, stores, store()];

const meta = {
  title: 'Pages/Custom resources/Field form',
  component: FieldFormPage,
  decorators: [withApp],
  tags: ['autodocs'],
  parameters: {
    path: '/stores/demo/custom-objects/4/field/2',
    msw: { handlers: [...session, ...customResources([recipes, authors])] },
  },
} satisfies Meta<typeof FieldFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const nameInput = (canvas: Canvas) => canvas.findByRole('textbox', { name: /^Name/ });

const created: SeenRequest[] = [];
const createdLocation = fn();

/**
 * A new select field: its options pasted in the Import options dialog, comma separated. Save
 * creates it (POST), says 'Course created.' and goes back to the settings, which list it last.
 */
export const New: Story = {
  parameters: {
    path: '/stores/demo/custom-objects/4/field',
    onLocationChange: createdLocation,
    msw: { handlers: [...session, ...customResources([recipes], created)] },
  },
  play: async ({ canvasElement }) => {
    created.length = 0;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recipe settings', level: 1 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Create field', level: 2 }),
    ).toBeVisible();
    await userEvent.type(await nameInput(canvas), 'Course');
    await userEvent.click(canvas.getByRole('button', { name: /Content type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Select' }));
    await expect(await canvas.findByRole('group', { name: 'Select options' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Import options' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import options' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Options to paste' }));
    await userEvent.paste('Starter, "Main", Dessert,');
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Option 3' })).toHaveValue('Dessert');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Course created.');
    await expect(created).toEqual([
      {
        method: 'POST',
        path: '/api/stores/demo/custom-objects/4/fields',
        body: {
          name: 'Course',
          meta_key: 'course',
          content_type: 'select',
          use_as_display_name: false,
          options: {
            select_options: [{ value: 'Starter' }, { value: 'Main' }, { value: 'Dessert' }],
          },
        },
      },
    ]);
    await waitFor(() =>
      expect(createdLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4'),
    );
    const list = await canvas.findByRole('list', { name: 'Fields' });
    await expect(await within(list).findByRole('button', { name: 'Drag Course' })).toBeVisible();
  },
};

const updated: SeenRequest[] = [];
const updatedLocation = fn();

/**
 * An existing field from its address, under its resource's settings: its values in the form.
 * Saved, it says 'Headline updated.' and stays, showing the field as saved.
 */
export const Full: Story = {
  parameters: {
    onLocationChange: updatedLocation,
    msw: { handlers: [...session, ...customResources([recipes], updated)] },
  },
  play: async ({ canvasElement }) => {
    updated.length = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Title', level: 2 })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Recipe settings' }),
    ).toHaveAttribute('href', '/stores/demo/custom-objects/4');
    const name = await nameInput(canvas);
    await expect(name).toHaveValue('Title');
    await expect(canvas.getByRole('checkbox', { name: 'Use as display name' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Max length' })).toHaveValue('255');

    await userEvent.clear(name);
    await userEvent.type(name, 'Headline');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Headline updated.');
    await expect(updated).toEqual([
      {
        method: 'PUT',
        path: '/api/stores/demo/custom-objects/4/fields/2',
        body: {
          id: 2,
          name: 'Headline',
          meta_key: 'title',
          content_type: 'text',
          use_as_display_name: true,
          options: { min: 1, max: 255 },
        },
      },
    ]);
    await expect(await canvas.findByRole('heading', { name: 'Headline', level: 2 })).toBeVisible();
    await expect(updatedLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4/field/2');
  },
};

/** The field is being read: the page's placeholder, no form yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        customResourceReadNeverAnswers('field'),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Name/ })).toBeNull();
  },
};

const fieldRead = customResourceReadFailing('field');

/** The field could not be read: 'Unable to load'; Try again reads it, and the form shows. */
export const Error: Story = {
  beforeEach: fieldRead.fail,
  parameters: {
    msw: {
      handlers: [...session, fieldRead.handler, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    fieldRead.answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await nameInput(canvas)).toHaveValue('Title');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A field the resource does not have: the not-found page. */
export const NotFound: Story = notFoundStory('/stores/demo/custom-objects/4/field/99', (canvas) =>
  canvas.queryByRole('textbox', { name: /^Name/ }),
);

/** A plan without custom resources: how to unlock them instead of the form. */
export const PlanRequired: Story = planRequiredStory(
  (canvas) => canvas.queryByRole('textbox', { name: /^Name/ }),
  '/stores/demo/custom-objects/4/field',
);

const refused: SeenRequest[] = [];
const refusedLocation = fn();

/**
 * The server refuses the name (422 with `errors.name`): its message shows beside Name, the
 * notice says the field could not be created, and the form stays.
 */
export const ServerError: Story = {
  parameters: {
    path: '/stores/demo/custom-objects/4/field',
    onLocationChange: refusedLocation,
    msw: {
      handlers: [
        ...session,
        ...customResourceSaveRefused(
          'fields',
          { name: ['The name has already been taken.'] },
          refused,
        ),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    refused.length = 0;
    const canvas = within(canvasElement);
    const name = await nameInput(canvas);
    await userEvent.type(name, 'Code{Enter}');
    await toastSays('Code could not be created.');
    await expect(refused).toHaveLength(1);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/The name has already been taken\./);
    await expect(refusedLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4/field');
  },
};

/** In Hebrew the form runs right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const name = await nameInput(within(canvasElement));
    await expect(name).toHaveValue('Title');
    await expect(getComputedStyle(name).direction).toBe('rtl');
  },
};
