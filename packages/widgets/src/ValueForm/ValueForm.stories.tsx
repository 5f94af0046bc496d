import type { CustomObject, CustomObjectField, CustomObjectValue } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { storyServices, withServices } from '../valueEditors/testing/storyServices.js';
import { ValueForm } from './ValueForm.js';
import { tabTo } from '../testing/storySteps.js';
import partnerExample from '../../examples/ValueForm.tsx?raw';

function field(
  overrides: Pick<CustomObjectField, 'id' | 'name' | 'meta_key' | 'content_type' | 'sort_order'> &
    Partial<CustomObjectField>,
): CustomObjectField {
  return { custom_object_id: 3, use_as_display_name: false, options: null, ...overrides };
}

const titleField = field({
  id: 1,
  name: 'Title',
  meta_key: 'title',
  content_type: 'text',
  use_as_display_name: true,
  options: { min: 1, max: 255 },
  sort_order: 1,
});
const servesField = field({
  id: 2,
  name: 'Serves',
  meta_key: 'serves',
  content_type: 'integer',
  options: { min: 1, max: 24 },
  sort_order: 2,
});
const veganField = field({
  id: 3,
  name: 'Vegan',
  meta_key: 'vegan',
  content_type: 'boolean',
  sort_order: 3,
});
const courseField = field({
  id: 4,
  name: 'Course',
  meta_key: 'course',
  content_type: 'select',
  options: {
    multiselect: false,
    select_options: [
      { id: 1, value: 'Starter' },
      { id: 2, value: 'Main' },
      { id: 3, value: 'Dessert' },
    ],
  },
  sort_order: 4,
});
const notesField = field({
  id: 5,
  name: 'Notes',
  meta_key: 'notes',
  content_type: 'text',
  sort_order: 5,
});
const pairsWithField = field({
  id: 6,
  name: 'Pairs with',
  meta_key: 'pairs_with',
  content_type: 'product',
  options: { entity_list_type: 'list' },
  sort_order: 6,
});

/** The fields as the server may list them: not in sort order. */
const recipe: CustomObject = {
  id: 3,
  name: 'Recipe',
  plural_name: 'Recipes',
  slug: 'recipe',
  fields: [courseField, titleField, notesField, servesField, veganField],
};

const recipeWithPairing: CustomObject = {
  ...recipe,
  fields: [...recipe.fields!, pairsWithField],
};

const lemonTart: CustomObjectValue = {
  id: 12,
  title: 'Lemon tart',
  serves: 4,
  vegan: 'false',
  course: [{ id: 2, value: 'Main' }],
  notes: 'Chill overnight.',
  pairs_with: [{ id: 3 }],
};

const { services } = storyServices();

const meta = {
  title: 'Widgets/ValueForm',
  component: ValueForm,
  tags: ['autodocs'],
  decorators: [withServices(services)],
  args: {
    resource: recipe,
    onSubmit: fn(() => Promise.resolve()),
    onEditSettings: fn(),
  },
  parameters: {
    usage: {
      notes: [
        'The value form creates or edits one value of a custom resource: titled with its display field (or “New {name}”), one editor per field in order, read-only where the field only allows reading, and the save bar.',
        "`onSubmit` gets the body to send, one property per field key; the app creates or updates. A rejection keeps the changes, and `serverErrors` show on their fields. Reference and file editors use the app's `services`.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ValueForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the elements come one after another in the page. */
function inDocumentOrder(elements: HTMLElement[]) {
  return elements.every(
    (element, index) =>
      index === 0 ||
      Boolean(
        elements[index - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
  );
}

/** Tabs to the save bar's Save (it shows once there is something to save) and presses Enter. */
async function save(canvas: ReturnType<typeof within>) {
  const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
  await tabTo(within(bar).getByRole('button', { name: 'Save' }));
  await userEvent.keyboard('{Enter}');
}

/**
 * A new value: 'New Recipe', the fields in sort order. Filled in by keyboard, Save hands over
 * core's body: one property per field, the boolean as 'true', the select's option whole, the
 * field left empty as null.
 */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'New Recipe' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible();
    const title = canvas.getByRole('textbox', { name: /Title/ });
    const serves = canvas.getByRole('textbox', { name: 'Serves' });
    const vegan = canvas.getByRole('checkbox', { name: 'Vegan' });
    const course = canvas.getByRole('button', { name: /Course/ });
    const notes = canvas.getByRole('textbox', { name: /Notes/ });
    await expect(inDocumentOrder([title, serves, vegan, course, notes])).toBe(true);
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    await tabTo(title);
    await userEvent.keyboard('Lemon tart');
    await tabTo(serves);
    await userEvent.keyboard('4');
    await tabTo(vegan);
    await userEvent.keyboard(' ');
    await tabTo(course);
    await userEvent.keyboard('d');
    await expect(course).toHaveTextContent('Dessert');
    await save(canvas);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Lemon tart',
      serves: 4,
      vegan: 'true',
      course: [{ id: 3, value: 'Dessert' }],
      notes: null,
    });
    // Saved: the values are the baseline, nothing is left to save.
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
  },
};

/**
 * An existing value: titled with its display field (Title, flagged use_as_display_name), its
 * values shown as the server sent them. Changing one field sends the whole value as the server
 * takes it, the reference as `{id}`; once saved there is nothing left to save.
 */
export const Edit: Story = {
  args: { resource: recipeWithPairing, value: lemonTart },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lemon tart' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Lemon tart');
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Course/ })).toHaveTextContent('Main');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    const serves = canvas.getByRole('textbox', { name: 'Serves' });
    await expect(serves).toHaveValue('4');
    await tabTo(serves);
    // Home and End go to the min and max in a number field: Backspace empties it instead.
    await userEvent.keyboard('{Backspace}6');
    await userEvent.tab();
    await save(canvas);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Lemon tart',
      serves: 6,
      vegan: 'false',
      course: [{ id: 2, value: 'Main' }],
      notes: 'Chill overnight.',
      pairs_with: [{ id: 3 }],
    });
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(serves).toHaveValue('6');
  },
};

let finishSaving: () => void = () => {};

/**
 * While saving, Save shows progress and the editors are read-only; once saved, the saved values
 * are the baseline: the title follows the new display name and the save bar goes.
 */
export const Saving: Story = {
  args: { value: lemonTart },
  beforeEach: ({ args }) => {
    (args.onSubmit as Mock).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSaving = resolve;
        }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await tabTo(title);
    await userEvent.keyboard('{End} with meringue');
    await save(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Lemon tart with meringue',
      serves: 4,
      vegan: 'false',
      course: [{ id: 2, value: 'Main' }],
      notes: 'Chill overnight.',
    });

    const saveButton = canvas.getByRole('button', { name: 'Save' });
    await expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    await expect(within(saveButton).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(title).toHaveAttribute('readonly');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lemon tart' })).toBeVisible();

    finishSaving();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Lemon tart with meringue' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(title).not.toHaveAttribute('readonly');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Cancel puts the saved values back and sends nothing. */
export const CancelRestores: Story = {
  args: { value: lemonTart },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vegan = canvas.getByRole('checkbox', { name: 'Vegan' });
    await tabTo(vegan);
    await userEvent.keyboard(' ');
    await expect(vegan).toBeChecked();
    const bar = await canvas.findByRole('region', { name: 'Unsaved changes' });
    await tabTo(within(bar).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await expect(vegan).not.toBeChecked();
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const author: CustomObject = {
  id: 8,
  name: 'Author',
  plural_name: 'Authors',
  slug: 'author',
  fields: [
    field({ id: 21, name: 'Name', meta_key: 'name', content_type: 'text', sort_order: 1 }),
    field({
      id: 22,
      name: 'Source',
      meta_key: 'source',
      content_type: 'text',
      permission_set: 'read',
      sort_order: 2,
    }),
  ],
};

/**
 * A field whose permission_set includes 'read' is read-only: focusable, its value shown, keys
 * change nothing. No field is flagged as display name, so the title is the 'name' field's.
 */
export const ReadOnlyField: Story = {
  args: { resource: author, value: { id: 5, name: 'Ada Lovelace', source: 'Imported' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('readonly');
    const source = canvas.getByRole('textbox', { name: /Source/ });
    await expect(source).toHaveAttribute('readonly');
    await tabTo(source);
    await userEvent.keyboard('{End}d');
    await expect(source).toHaveValue('Imported');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved value whose display field is empty is titled with the resource's name and its id. */
export const TitleWithoutDisplayName: Story = {
  args: { value: { id: 14, title: null, serves: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recipe 14' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Serves' })).toHaveValue('2');
  },
};

/** The whole form read-only: every editor shows its value, nothing can be saved. */
export const ReadOnly: Story = {
  args: { value: lemonTart, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Serves' })).toHaveAttribute('readonly');
    await tabTo(title);
    await userEvent.keyboard('{End}s');
    await expect(title).toHaveValue('Lemon tart');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server's errors show on their fields, only the first message of each; editing a field
 * clears its own error and leaves the others.
 */
export const ServerErrors: Story = {
  args: {
    value: lemonTart,
    serverErrors: {
      title: ['The title has already been taken.', 'The title is too long.'],
      serves: ['The serves must be at least 1.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The title has already been taken.')).toBeVisible();
    await expect(canvas.queryByText('The title is too long.')).not.toBeInTheDocument();
    await expect(canvas.getByText('The serves must be at least 1.')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Serves' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await tabTo(title);
    await userEvent.keyboard('{End} II');
    await expect(canvas.queryByText('The title has already been taken.')).not.toBeInTheDocument();
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('The serves must be at least 1.')).toBeVisible();
  },
};

/** The Details panel's 'Edit Recipe settings' action, by keyboard. */
export const EditSettings: Story = {
  args: { value: lemonTart },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: 'Details' });
    const action = within(details).getByRole('button', { name: 'Edit Recipe settings' });
    await tabTo(action);
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditSettings).toHaveBeenCalledTimes(1);
    await expect(args.onEditSettings).toHaveBeenCalledWith();
  },
};

/**
 * A new value with nothing in it cannot be saved: no save bar. Typing shows it; emptying the
 * field again takes it away, and nothing is sent.
 */
export const EmptyNewCannotSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    await tabTo(canvas.getByRole('textbox', { name: /Notes/ }));
    await userEvent.keyboard('x');
    await expect(await canvas.findByRole('region', { name: 'Unsaved changes' })).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const photo = {
  id: 9,
  name: 'lemon-tart',
  extension: 'svg',
  label: 'Lemon tart, sliced',
  url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/%3E',
};

const recipeWithLinks: CustomObject = {
  ...recipe,
  fields: [
    titleField,
    field({
      id: 31,
      name: 'Ingredients',
      meta_key: 'ingredients',
      content_type: 'product',
      options: { entity_list_type: 'list' },
      sort_order: 2,
    }),
    field({
      id: 32,
      name: 'Author',
      meta_key: 'author',
      content_type: 'author',
      options: { entity_list_type: 'single', custom_object_id: 8 },
      sort_order: 3,
    }),
    field({
      id: 33,
      name: 'Photo',
      meta_key: 'photo',
      content_type: 'file_and_label',
      options: { entity_list_type: 'single' },
      sort_order: 4,
    }),
  ],
};

/**
 * Reference and file fields get the registry's editors: the products and the custom resource
 * value are shown by name (looked up through the services), the file by its label. Saving sends
 * references as `{id}` and the file object whole.
 */
export const WithReferenceAndFile: Story = {
  args: {
    resource: recipeWithLinks,
    value: {
      id: 12,
      title: 'Lemon tart',
      ingredients: [{ id: 1 }, { id: 2 }],
      author: [{ id: 3 }],
      photo: [photo],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Orbit Terrarium')).toBeVisible();
    await expect(await canvas.findByText('Canvas Tote')).toBeVisible();
    await expect(await canvas.findByText('Author 3')).toBeVisible();
    // A file reads as its name with its extension.
    await expect(await canvas.findByText('lemon-tart.svg')).toBeVisible();

    await tabTo(canvas.getByRole('textbox', { name: /Title/ }));
    await userEvent.keyboard('{End}!');
    await save(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Lemon tart!',
      ingredients: [{ id: 1 }, { id: 2 }],
      author: [{ id: 3 }],
      photo: [photo],
    });
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
  },
};

/**
 * Services given as a prop win over those of a provider around the form; the rest still come
 * from the provider. Here the form's own look-up names the products.
 */
export const ServicesProp: Story = {
  args: {
    resource: recipeWithPairing,
    value: { id: 12, title: 'Lemon tart', pairs_with: [{ id: 1 }, { id: 2 }] },
    services: {
      lookUpReferences: (_source, ids) =>
        Promise.resolve(ids.map((id) => ({ id, name: `Pantry item ${id}` }))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pantry item 1')).toBeVisible();
    await expect(canvas.getByText('Pantry item 2')).toBeVisible();
    await expect(canvas.queryByText('Orbit Terrarium')).not.toBeInTheDocument();
  },
};

/** In Hebrew the form runs right to left; the body is the same. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await tabTo(title);
    await userEvent.keyboard('טארט לימון');
    await tabTo(canvas.getByRole('checkbox', { name: 'Vegan' }));
    await userEvent.keyboard(' ');
    await save(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'טארט לימון',
      serves: null,
      vegan: 'true',
      course: null,
      notes: null,
    });
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
  },
};
