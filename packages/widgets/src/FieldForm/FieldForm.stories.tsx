import type { CustomObjectField, CustomResourceSummary } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FieldForm } from './FieldForm.js';
import { tabTo } from '../testing/storySteps.js';
import partnerExample from '../../examples/FieldForm.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 12, name: 'Author', slug: 'author', plural_name: 'Authors' },
];

const titleField: CustomObjectField = {
  id: 7,
  custom_object_id: 3,
  name: 'Title',
  meta_key: 'title',
  content_type: 'text',
  use_as_display_name: true,
  options: { min: 1, max: 255 },
  sort_order: 0,
};

const meta = {
  title: 'Widgets/FieldForm',
  component: FieldForm,
  tags: ['autodocs'],
  args: {
    existingFieldCount: 2,
    customResources,
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: {
    usage: {
      notes: [
        "The field form creates or edits one field of a custom resource: name, content type, “Use as display name”, and the options of the content type (lengths, bounds, a select's options, a reference's list or single choice).",
        "Every rule is core's: a new field's defaults, the name required, display name only for text, options reset when the type changes. The store's custom resources appear as content types, which make the field a reference to their records.",
        'To put the fields in a form of your own, with your own buttons and rules, use `FieldFields`.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof FieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a content type: opens the list with the arrow key, types its name, presses Enter. */
async function chooseContentType(canvas: ReturnType<typeof within>, name: string) {
  const button = canvas.getByRole('button', { name: /Content type/ });
  await tabTo(button);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await userEvent.keyboard(name);
  await expect(within(listbox).getByRole('option', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveTextContent(name);
}

/** A new field: 'Create field', a text field by default, not the display name (others exist). */
export const NewField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create field' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Use as display name' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Min length' })).toHaveValue('');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    // A name is at most 255 characters (core's nameMaxLength); the server refuses longer.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '255');
    await userEvent.keyboard('Release Notes{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Release Notes',
      meta_key: 'release-notes',
      content_type: 'text',
      use_as_display_name: false,
      options: {},
    });
  },
};

/** Name is required: Enter on an empty name says so and sends nothing. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The first field of a resource is its display name by default. */
export const FirstFieldIsDisplayName: Story = {
  args: { existingFieldCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Use as display name' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Title{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Title',
      meta_key: 'title',
      content_type: 'text',
      use_as_display_name: true,
      options: {},
    });
  },
};

/**
 * A reference to a custom resource sets `options.custom_object_id`, turns display name off and
 * offers 'Single Author' / 'List of Authors'.
 */
export const ReferenceContentType: Story = {
  args: { existingFieldCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Writer');
    await chooseContentType(canvas, 'Author');
    await expect(canvas.getByRole('button', { name: /Content type/ })).toHaveTextContent('Author');
    const displayName = canvas.getByRole('checkbox', { name: 'Use as display name' });
    await expect(displayName).not.toBeChecked();
    await expect(displayName).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Single Author' })).toBeVisible();
    const list = canvas.getByRole('radio', { name: 'List of Authors' });
    // Tab enters the group at its first option; the arrow key chooses the next.
    await tabTo(canvas.getByRole('radio', { name: 'Single Author' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(list).toBeChecked();
    await tabTo(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Writer',
      meta_key: 'writer',
      content_type: 'author',
      use_as_display_name: false,
      options: { custom_object_id: 12, entity_list_type: 'list' },
    });
  },
};

/** Built-in entity types say 'List of categories' for category. */
export const CategoryListChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseContentType(canvas, 'Category');
    await expect(canvas.getByRole('radio', { name: 'Single category' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'List of categories' })).toBeVisible();
  },
};

/** Changing the content type resets the options: a min typed for integer is gone for decimal. */
export const ChangingTypeResetsOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Weight');
    await chooseContentType(canvas, 'Integer');
    await tabTo(canvas.getByRole('textbox', { name: 'Min' }));
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Min' })).toHaveValue('5');
    await chooseContentType(canvas, 'Decimal');
    await expect(canvas.getByRole('textbox', { name: 'Min' })).toHaveValue('');
    await tabTo(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weight',
      meta_key: 'weight',
      content_type: 'decimal',
      use_as_display_name: false,
      options: {},
    });
  },
};

/** A url field's type, absolute or relative. */
export const UrlType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Link');
    await chooseContentType(canvas, 'URL');
    const relative = canvas.getByRole('radio', { name: 'Relative' });
    await tabTo(canvas.getByRole('radio', { name: 'Absolute' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(relative).toBeChecked();
    await tabTo(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Link',
      meta_key: 'link',
      content_type: 'url',
      use_as_display_name: false,
      options: { url_type: 'relative' },
    });
  },
};

/** A select field's options, typed and added by keyboard, and the multiple choice. */
export const SelectOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Size');
    await chooseContentType(canvas, 'Select');
    await expect(canvas.getByRole('group', { name: 'Select options' })).toBeVisible();
    // Into the list: past the first row's handle to its text field.
    await tabTo(canvas.getByRole('textbox', { name: 'Option 1' }));
    await userEvent.keyboard('Small');
    await tabTo(canvas.getByRole('button', { name: 'Add option' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: 'Option 2' })).toHaveFocus();
    await userEvent.keyboard('Large');
    await tabTo(canvas.getByRole('checkbox', { name: 'Allow more than one option' }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Size',
      meta_key: 'size',
      content_type: 'select',
      use_as_display_name: false,
      options: { select_options: [{ value: 'Small' }, { value: 'Large' }], multiselect: true },
    });
  },
};

/**
 * The server's errors show by field, only the first message of each; editing the name clears
 * its error and the form submits again.
 */
export const ServerErrors: Story = {
  args: {
    value: {
      ...titleField,
      name: 'Colour',
      meta_key: 'colour',
      content_type: 'select',
      use_as_display_name: false,
      options: {
        select_options: [
          { id: 1, value: 'Red' },
          { id: 2, value: 'Red' },
        ],
      },
    },
    serverErrors: {
      name: ['The name has already been taken.', 'The name is too short.'],
      'options.select_options.1': ['The value has already been taken.', 'Second message.'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The name has already been taken.')).toBeVisible();
    await expect(canvas.getByText('The value has already been taken.')).toBeVisible();
    await expect(canvas.queryByText('The name is too short.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Second message.')).not.toBeInTheDocument();
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{End}s{Enter}');
    await expect(canvas.queryByText('The name has already been taken.')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Colours',
      meta_key: 'colour',
      content_type: 'select',
      use_as_display_name: false,
      options: {
        select_options: [
          { id: 1, value: 'Red' },
          { id: 2, value: 'Red' },
        ],
      },
    });
  },
};

/** An existing field: its name as title; renaming keeps its key; options as edited. */
export const EditExisting: Story = {
  args: { value: titleField },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Title' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Use as display name' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Max length' })).toHaveValue('255');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}Headline');
    await tabTo(canvas.getByRole('textbox', { name: 'Max length' }));
    await userEvent.keyboard('{Control>}a{/Control}100');
    await tabTo(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Headline',
      meta_key: 'title',
      content_type: 'text',
      use_as_display_name: true,
      options: { min: 1, max: 100 },
    });
  },
};

/** Read-only: the field shows, focusable, with no Save and no way to change it. */
export const ReadOnly: Story = {
  args: { value: titleField, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(name).toHaveValue('Title');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In Hebrew the form runs right to left and still submits by keyboard. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    await userEvent.tab();
    await userEvent.keyboard('שם{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'שם',
      meta_key: '',
      content_type: 'text',
      use_as_display_name: false,
      options: {},
    });
  },
};
