import type { Template, TemplateField, TemplateFieldMetafield } from '@metafields/core';
import { Button } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyServices, withServices } from '../valueEditors/testing/storyServices.js';
import { wysiwygStorageKey } from '../valueEditors/wysiwyg/index.js';
import { MetafieldValuesForm } from './MetafieldValuesForm.js';
import type { MetafieldValuesFormProps } from './MetafieldValuesForm.js';
import { tabTo, withoutRememberedWysiwyg } from '../testing/storySteps.js';
import partnerExample from '../../examples/MetafieldValuesForm.tsx?raw';

type SaveHandler = MetafieldValuesFormProps['onSave'];

const template = (
  id: number,
  name: string,
  metaKey: string,
  contentType: string,
  overrides: Partial<Template> = {},
): Template => ({
  id,
  name,
  namespace: 'shared',
  meta_key: metaKey,
  description: null,
  content_type: contentType,
  options: {},
  use_on_storefront: false,
  sort_order: id,
  ...overrides,
});

const metafield = (
  id: number,
  key: string,
  value: string,
  permissionSet: TemplateFieldMetafield['permission_set'] = 'write',
): TemplateFieldMetafield => ({
  id,
  namespace: 'shared',
  key,
  value,
  permission_set: permissionSet,
});

const careInstructions = template(1, 'Care instructions', 'care_instructions', 'text', {
  description: 'How to wash it.',
  options: { min: 1, max: 255 },
  use_on_storefront: true,
});
const packSize = template(2, 'Pack size', 'pack_size', 'integer', {
  options: { min: 1, max: 100 },
});
const giftWrap = template(3, 'Gift wrap', 'gift_wrap', 'boolean');
const colour = template(4, 'Colour', 'colour', 'select', {
  options: {
    select_options: [
      { id: 1, value: 'Red' },
      { id: 2, value: 'Green' },
      { id: 3, value: 'Blue' },
    ],
  },
});
const longDescription = template(5, 'Long description', 'long_description', 'rich_text');
const specifications = template(6, 'Specifications', 'specifications', 'json');
const relatedProduct = template(7, 'Related product', 'related_product', 'product', {
  options: { entity_list_type: 'single' },
});

const templates = [
  careInstructions,
  packSize,
  giftWrap,
  colour,
  longDescription,
  specifications,
  relatedProduct,
];

/** Every template, none with a metafield yet; listed out of order, as sort_order decides. */
const emptyFields: TemplateField[] = [...templates]
  .reverse()
  .map((t) => ({ template: t, metafield: null }));

const filledFields: TemplateField[] = [
  { template: careInstructions, metafield: metafield(101, 'care_instructions', 'Cold wash') },
  { template: packSize, metafield: metafield(102, 'pack_size', '12') },
  { template: giftWrap, metafield: metafield(103, 'gift_wrap', 'true') },
  { template: colour, metafield: metafield(104, 'colour', '[{"id":2,"value":"Green"}]') },
  { template: longDescription, metafield: metafield(105, 'long_description', '<p>Soft.</p>') },
  { template: specifications, metafield: metafield(106, 'specifications', '{"weight":"2kg"}') },
  { template: relatedProduct, metafield: metafield(107, 'related_product', '[{"id":3}]') },
];

/**
 * Text, integer and boolean: what the behaviour stories edit, so that tabbing to Save passes
 * only simple editors.
 */
const simpleFields = filledFields.slice(0, 3);
const simpleEmptyFields = simpleFields.map(({ template: t }) => ({ template: t, metafield: null }));

const { services } = storyServices();

const meta = {
  title: 'Widgets/MetafieldValuesForm',
  component: MetafieldValuesForm,
  tags: ['autodocs'],
  decorators: [withServices(services)],
  args: {
    fields: simpleFields,
    resource: 'products',
    onSave: fn<SaveHandler>(() => Promise.resolve({})),
    onDirtyChange: fn(),
  },
  // Each story starts with no remembered rich-text choice and leaves the storage as it found it.
  // React's warnings go to console.error: the stories check that none came.
  beforeEach: () => {
    spyOn(console, 'error');
    return withoutRememberedWysiwyg();
  },
  parameters: {
    usage: {
      notes: [
        "The metafield values form edits a record's shared metafields: one value editor per template in template order, read-only where the metafield or template does not allow writing, and the save bar while anything has changed.",
        "Save hands only the changed fields with write permission to `onSave`, as core's requests (POST a new metafield, PUT a new value, DELETE one whose value was emptied). Answer the failed ones: each failure's message shows under its field, which stays changed for another try.",
        "Reloaded data never overwrites a field the person has changed. Reference and file editors reach the app's backend through `services`.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof MetafieldValuesForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const saveBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });

/** Tabs to the save bar's Save and presses Enter, then waits for the save to end. */
async function saveByKeyboard(canvas: Canvas) {
  await waitFor(() => expect(saveBar()).toBeVisible());
  await tabTo(canvas.getByRole('button', { name: 'Save' }));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(saveBar()?.querySelector('[data-pending]') ?? null).toBeNull());
}

async function noReactWarnings() {
  await expect(console.error).not.toHaveBeenCalled();
}

/** The fields of a record with no shared metafield values yet: every editor empty, no save bar. */
export const Empty: Story = {
  args: { fields: emptyFields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Care instructions')).toHaveValue('');
    await expect(textbox(canvas, 'Pack size')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
    // The rich text and JSON editors load their code on first render: the form is whole once in.
    await canvas.findByRole('textbox', { name: 'Specifications' });
    await canvas.findByRole('button', { name: 'Long description options' });
    await expect(saveBar()).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await noReactWarnings();
  },
};

/**
 * A record with a value for every template, of many content types, in template order: text,
 * integer, boolean, select, rich text, JSON and a product reference.
 */
export const Filled: Story = {
  args: { fields: [...filledFields].reverse() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'Care instructions')).toHaveValue('Cold wash');
    await expect(canvas.getByText('How to wash it.')).toBeVisible();
    await expect(textbox(canvas, 'Pack size')).toHaveValue('12');
    await expect(canvas.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Colour/ })).toHaveTextContent('Green');
    await expect(await canvas.findByRole('textbox', { name: 'Specifications' })).toHaveTextContent(
      '{"weight":"2kg"}',
    );
    // The reference's stored '[{"id":3}]' shows the product's name, looked up by id.
    await expect(await canvas.findByText('Linen Apron')).toBeVisible();
    // Template order, whatever the order of `fields`: each control follows the one before.
    const controls = [
      textbox(canvas, 'Care instructions'),
      textbox(canvas, 'Pack size'),
      canvas.getByRole('checkbox', { name: 'Gift wrap' }),
      canvas.getByRole('button', { name: /Colour/ }),
      canvas.getByRole('button', { name: 'Long description options' }),
      textbox(canvas, 'Specifications'),
      canvas.getByRole('button', { name: 'Choose product' }),
    ];
    for (const [index, control] of controls.entries()) {
      if (index === 0) continue;
      await expect(
        controls[index - 1]!.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await expect(saveBar()).not.toBeInTheDocument();
    await noReactWarnings();
  },
};

/** Editing one saved value by keyboard: Save sends that field's PUT, nothing else. */
export const EditOneField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}Hand wash');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 101, body: { value: 'Hand wash' } },
    ]);
    await waitFor(() => expect(saveBar()).not.toBeInTheDocument());
    // Until the reloaded fields come, the field shows what was saved.
    await expect(care).toHaveValue('Hand wash');
  },
};

/**
 * A template field without a metafield yet: typing a value POSTs a new metafield with the
 * template's namespace and key, and write access on the storefront since the template is used
 * there. Ticking a checkbox POSTs 'true'.
 */
export const CreateNew: Story = {
  args: { fields: simpleEmptyFields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(textbox(canvas, 'Care instructions'));
    await userEvent.keyboard('Hand wash');
    await tabTo(canvas.getByRole('checkbox', { name: 'Gift wrap' }));
    await userEvent.keyboard(' ');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        method: 'POST',
        body: {
          namespace: 'shared',
          key: 'care_instructions',
          value: 'Hand wash',
          permission_set: 'write_and_sf_access',
        },
      },
      {
        method: 'POST',
        body: { namespace: 'shared', key: 'gift_wrap', value: 'true', permission_set: 'write' },
      },
    ]);
  },
};

/** Clearing a saved value plans a DELETE of its metafield, with the metafield as body. */
export const ClearingPlansDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(textbox(canvas, 'Care instructions'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        method: 'DELETE',
        id: 101,
        body: {
          id: 101,
          namespace: 'shared',
          key: 'care_instructions',
          value: null,
          permission_set: 'write',
        },
      },
    ]);
  },
};

/** Typing a value back to what is stored leaves nothing to save: the save bar goes. */
export const RevertingHidesSaveBar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(textbox(canvas, 'Care instructions'));
    await userEvent.keyboard('{End}!');
    await waitFor(() => expect(saveBar()).toBeVisible());
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(saveBar()).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Cancel puts every changed field back as stored. */
export const CancelRestores: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}Dry clean');
    await tabTo(canvas.getByRole('checkbox', { name: 'Gift wrap' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(saveBar()).toBeVisible());
    await tabTo(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saveBar()).not.toBeInTheDocument());
    await expect(care).toHaveValue('Cold wash');
    await expect(canvas.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Told once when the first change came, once when Cancel left none.
    await expect(args.onDirtyChange).toHaveBeenCalledTimes(2);
    await expect(args.onDirtyChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onDirtyChange).toHaveBeenNthCalledWith(2, false);
  },
};

const readOnlyFields: TemplateField[] = [
  {
    template: template(1, 'Supplier code', 'supplier_code', 'text'),
    metafield: metafield(201, 'supplier_code', 'SUP-9', 'read'),
  },
  {
    template: template(2, 'Barcode', 'barcode', 'text', { options: { is_read_only: true } }),
    metafield: metafield(202, 'barcode', '0123456', 'write'),
  },
  {
    template: template(3, 'Warehouse note', 'warehouse_note', 'text'),
    metafield: metafield(203, 'warehouse_note', 'Aisle 4', 'app_only'),
  },
  {
    template: template(4, 'Care instructions', 'care_instructions', 'text'),
    metafield: metafield(204, 'care_instructions', 'Cold wash', 'write'),
  },
];

/**
 * A metafield whose permission set is read (or lacks write) and a template marked read-only:
 * those inputs are focusable and readable but refuse typing, and never reach `onSave`.
 */
export const ReadOnlyFields: Story = {
  args: { fields: readOnlyFields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [name, value] of [
      ['Supplier code', 'SUP-9'],
      ['Barcode', '0123456'],
      ['Warehouse note', 'Aisle 4'],
    ] as const) {
      const input = textbox(canvas, name);
      await expect(input).toHaveAttribute('readonly');
      await tabTo(input);
      await userEvent.keyboard('x');
      await expect(input).toHaveValue(value);
    }
    await expect(saveBar()).not.toBeInTheDocument();
    const care = textbox(canvas, 'Care instructions');
    await expect(care).not.toHaveAttribute('readonly');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}Warm');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 204, body: { value: 'Warm' } },
    ]);
  },
};

/** Without the plan for shared metafields, every value is read-only and there is no save bar. */
export const WholeFormReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await expect(care).toHaveAttribute('readonly');
    await tabTo(care);
    await userEvent.keyboard('x');
    await expect(care).toHaveValue('Cold wash');
    await expect(saveBar()).not.toBeInTheDocument();
  },
};

const reloadedFields: TemplateField[] = simpleFields.map((field) =>
  field.template.meta_key === 'care_instructions'
    ? { ...field, metafield: metafield(101, 'care_instructions', 'Server: iron low') }
    : field.template.meta_key === 'gift_wrap'
      ? { ...field, metafield: metafield(103, 'gift_wrap', 'false') }
      : field,
);

/** The form as a page holds it: its fields replaced by a reload (another tab's save, a poll). */
function ReloadingForm(props: MetafieldValuesFormProps) {
  const [fields, setFields] = useState(props.fields);
  return (
    <>
      <Button variant="secondary" onPress={() => setFields(reloadedFields)}>
        Reload from the server
      </Button>
      <MetafieldValuesForm {...props} fields={fields} />
    </>
  );
}

/**
 * Data refreshed from outside never overwrites a field the person changed: the care instructions
 * keep what was typed, while Gift wrap (unchanged) takes the reloaded value. Save then sends
 * only the changed field.
 */
export const RefreshKeepsLocalChange: Story = {
  render: (args) => <ReloadingForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}Hand wash');
    await tabTo(canvas.getByRole('button', { name: 'Reload from the server' }), true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked(),
    );
    await expect(care).toHaveValue('Hand wash');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 101, body: { value: 'Hand wash' } },
    ]);
  },
};

/**
 * A save where one request fails: its message shows under that field, which stays changed (the
 * save bar stays, and the next Save sends it again); the field saved is no longer changed. A
 * failure without a message shows 'Unknown error'. Editing the field dismisses its error.
 */
export const ErrorsInline: Story = {
  args: {
    onSave: fn<SaveHandler>((operations) =>
      Promise.resolve({
        failed: operations
          .filter((operation) => operation.method === 'PUT' && operation.id === 101)
          .map((operation) => ({ operation: { ...operation }, message: 'Value is too long.' })),
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}Hand wash only');
    await tabTo(canvas.getByRole('checkbox', { name: 'Gift wrap' }));
    await userEvent.keyboard(' ');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 101, body: { value: 'Hand wash only' } },
      { method: 'PUT', id: 103, body: { value: 'false' } },
    ]);
    await waitFor(() => expect(care).toHaveAccessibleDescription(/Value is too long\./));
    await expect(care).toHaveAttribute('aria-invalid', 'true');
    await expect(saveBar()).toBeVisible();
    await expect(care).toHaveValue('Hand wash only');

    // Saving again sends only the field that failed.
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await expect(args.onSave).toHaveBeenLastCalledWith([
      { method: 'PUT', id: 101, body: { value: 'Hand wash only' } },
    ]);

    // Typing in the field dismisses its error.
    await tabTo(care, true);
    await userEvent.keyboard('{End}.');
    await waitFor(() => expect(care).not.toHaveAttribute('aria-invalid'));
  },
};

/** A failure the app reports without a message shows 'Unknown error' under the field. */
export const UnknownError: Story = {
  args: {
    onSave: fn<SaveHandler>((operations) =>
      Promise.resolve({ failed: operations.map((operation) => ({ operation })) }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await tabTo(care);
    await userEvent.keyboard('{End}!');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 101, body: { value: 'Cold wash!' } },
    ]);
    await waitFor(() => expect(care).toHaveAccessibleDescription(/Unknown error/));
    await expect(saveBar()).toBeVisible();
  },
};

const storedChoice = () => JSON.parse(localStorage.getItem(wysiwygStorageKey) ?? 'null');

/**
 * A rich-text field's menu turns the rich-text editor on and off; the choice is remembered per
 * resource and namespace.key in local storage under `wysiwygFields`, and the item's label flips.
 */
export const RichTextMenu: Story = {
  args: { fields: [filledFields[0]!, filledFields[4]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: 'Care instructions options' }),
    ).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Long description options' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const enable = await screen.findByRole('menuitem', { name: 'Enable rich text editor' });
    await waitFor(() => expect(enable).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storedChoice()).toEqual({ products: ['shared.long_description'] }));
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const disable = await screen.findByRole('menuitem', { name: 'Disable rich text editor' });
    await waitFor(() => expect(disable).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storedChoice()).toEqual({ products: [] }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const enableAgain = await screen.findByRole('menuitem', { name: 'Enable rich text editor' });
    await waitFor(() => expect(enableAgain).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Right to left (Hebrew): the fields lay out from the right, and editing works the same. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = textbox(canvas, 'Care instructions');
    await expect(care.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(care).direction).toBe('rtl');
    await tabTo(care);
    await userEvent.keyboard('{Control>}a{/Control}כביסה קרה');
    await saveByKeyboard(canvas);
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', id: 101, body: { value: 'כביסה קרה' } },
    ]);
  },
};
