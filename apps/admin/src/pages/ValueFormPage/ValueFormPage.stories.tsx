import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  customResourceReadFailing,
  customResourceReadNeverAnswers,
  customResourceSaveRefused,
  customResources,
  recipes,
} from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import type { SeenRequest } from '../../testing/templateHandlers.js';
import ValueFormPage from './ValueFormPage.js';
import { notFoundStory, planRequiredStory, toastSays } from '../../testing/storyChecks.js';

const session = [signedIn, stores, store()];

const meta = {
  title: 'Pages/Custom resources/Value form',
  component: ValueFormPage,
  decorators: [withApp],
  tags: ['autodocs'],
  parameters: {
    path: '/stores/demo/custom-object/4/value/11',
    msw: { handlers: [...session, ...customResources([recipes])] },
  },
} satisfies Meta<typeof ValueFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const titleInput = (canvas: Canvas) => canvas.findByRole('textbox', { name: /^Title/ });

/** The save bar's Save, shown once there is something to save. */
const save = async (canvas: Canvas) => {
  const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
};

const created: SeenRequest[] = [];
const createdLocation = fn();

/**
 * A new recipe: 'New Recipe' under the values' title, one input per field. Saved (POST, one
 * property per field), it says 'Scones created.' and goes back to the values, which list it.
 */
export const New: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4/value',
    onLocationChange: createdLocation,
    msw: { handlers: [...session, ...customResources([recipes], created)] },
  },
  play: async ({ canvasElement }) => {
    created.length = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New Recipe', level: 2 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'R-015');
    await userEvent.type(await titleInput(canvas), 'Scones');
    await save(canvas);

    await toastSays('Scones created.');
    await expect(created).toEqual([
      {
        method: 'POST',
        path: '/api/stores/demo/custom-objects/4/values',
        body: { name: 'R-015', title: 'Scones' },
      },
    ]);
    await waitFor(() =>
      expect(createdLocation).toHaveBeenLastCalledWith('/stores/demo/custom-object/4'),
    );
    const table = await canvas.findByRole('grid', { name: 'Recipe items' });
    await expect(await within(table).findByRole('link', { name: 'Scones' })).toHaveAttribute(
      'href',
      '/stores/demo/custom-object/4/value/15',
    );
  },
};

const updated: SeenRequest[] = [];
const updatedLocation = fn();

/**
 * An existing recipe from its address, titled by its display field, its values in the inputs.
 * Saved (PUT), it says 'Lemon tart updated.' and stays.
 */
export const Full: Story = {
  parameters: {
    onLocationChange: updatedLocation,
    msw: { handlers: [...session, ...customResources([recipes], updated)] },
  },
  play: async ({ canvasElement }) => {
    updated.length = 0;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Lemon tart', level: 2 }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Recipes' }),
    ).toHaveAttribute('href', '/stores/demo/custom-object/4');
    await expect(await titleInput(canvas)).toHaveValue('Lemon tart');
    const code = canvas.getByRole('textbox', { name: /^Code/ });
    await expect(code).toHaveValue('R-011');
    await userEvent.clear(code);
    await userEvent.type(code, 'R-111');
    await save(canvas);

    await toastSays('Lemon tart updated.');
    await expect(updated).toEqual([
      {
        method: 'PUT',
        path: '/api/stores/demo/custom-objects/4/values/11',
        body: { name: 'R-111', title: 'Lemon tart' },
      },
    ]);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('textbox', { name: /^Code/ })).toHaveValue('R-111');
    await expect(updatedLocation).toHaveBeenLastCalledWith('/stores/demo/custom-object/4/value/11');
  },
};

/** The recipe is being read: the page's placeholder, no form yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        customResourceReadNeverAnswers('value'),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Title/ })).toBeNull();
  },
};

const valueRead = customResourceReadFailing('value');

/** The recipe could not be read: 'Unable to load'; Try again reads it, and the form shows. */
export const Error: Story = {
  beforeEach: valueRead.fail,
  parameters: {
    msw: {
      handlers: [...session, valueRead.handler, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    valueRead.answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await titleInput(canvas)).toHaveValue('Lemon tart');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A value the resource does not have: the not-found page. */
export const NotFound: Story = notFoundStory('/stores/demo/custom-object/4/value/99', (canvas) =>
  canvas.queryByRole('textbox', { name: /^Title/ }),
);

/** A plan without custom resources: how to unlock them instead of the form. */
export const PlanRequired: Story = planRequiredStory(
  (canvas) => canvas.queryByRole('textbox', { name: /^Title/ }),
  '/stores/demo/custom-object/4/value',
);

const refused: SeenRequest[] = [];
const refusedLocation = fn();

/**
 * The server refuses the title (422 with `errors.title`): the message shows under Title, the
 * notice says the recipe could not be created, and the form stays.
 */
export const ServerError: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4/value',
    onLocationChange: refusedLocation,
    msw: {
      handlers: [
        ...session,
        ...customResourceSaveRefused(
          'values',
          { title: ['The title has already been taken.'] },
          refused,
        ),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    refused.length = 0;
    const canvas = within(canvasElement);
    const title = await titleInput(canvas);
    await userEvent.type(title, 'Lemon tart');
    await save(canvas);

    await toastSays('Lemon tart could not be created.');
    await expect(refused).toHaveLength(1);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/The title has already been taken\./);
    await expect(refusedLocation).toHaveBeenLastCalledWith('/stores/demo/custom-object/4/value');
  },
};

const settingsLocation = fn();

/** 'Edit Recipe settings' in the Details panel leads to the resource's settings. */
export const EditSettings: Story = {
  parameters: { onLocationChange: settingsLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Recipe settings' }));
    await waitFor(() =>
      expect(settingsLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4'),
    );
    await expect(await canvas.findByRole('heading', { name: 'Recipe settings' })).toBeVisible();
  },
};

/** A store on trial sees, above the form, until when its trial opens the Enterprise plan. */
export const TrialStore: Story = {
  parameters: {
    msw: {
      handlers: [
        signedIn,
        stores,
        store({
          plan: 'standard',
          plan_features: [],
          on_trial: true,
          has_free_access: false,
          trial_ends_at: '2026-12-31T12:00:00.000Z',
        }),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your trial gives you free access to the Enterprise plan until December 31, 2026.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    await expect(await titleInput(canvas)).toHaveValue('Lemon tart');
  },
};

/** In Hebrew the form runs right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const title = await titleInput(within(canvasElement));
    await expect(title).toHaveValue('Lemon tart');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
};
